import Foundation

extension UIViewController.Transition {
    /// What the zoom's source view provider is told: the two controllers of the transition.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext {
        /// The controller that shows the source view (the one pushed from or presenting).
        public let sourceViewController: UIViewController
        /// The controller that zooms in or out (the one with the zoom as its preferred transition).
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// Options of the zoom transition (`UIZoomTransitionOptions`).
    @preconcurrency @MainActor
    public final class ZoomOptions {
        /// Asked when a drag or pinch could start the interactive dismissal; false refuses it.
        /// Nil: the system's decision (`InteractionContext.willBegin`) stands.
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The rect, in the zoomed controller's view, that lines up with the source view; nil
        /// (or a nil result) lines up the whole view.
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour behind the zoomed view (nil: the default, black at 20 % opacity here).
        public var dimmingColor: UIColor?
        /// A blur behind the zoomed view instead of plain dimming (nil: none, the default).
        public var dimmingVisualEffect: UIBlurEffect?

        /// Options with the defaults.
        public init() {}

        /// What `interactiveDismissShouldBegin` is told about the gesture.
        @preconcurrency @MainActor
        public final class InteractionContext {
            /// Where the gesture is, in the zoomed controller's view.
            public let location: CGPoint
            /// How fast it moves, in points per second.
            public let velocity: CGVector
            /// Whether the dismissal would begin if the closure said nothing (the system's
            /// own decision: a drag mostly downwards, or a pinch in).
            public let willBegin: Bool

            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
            }
        }

        /// What `alignmentRectProvider` is told.
        @preconcurrency @MainActor
        public final class AlignmentRectContext {
            /// The source view of this zoom (asked for just before).
            public let sourceView: UIView
            /// The controller that zooms.
            public let zoomedViewController: UIViewController

            init(sourceView: UIView, zoomedViewController: UIViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }
    }
}
