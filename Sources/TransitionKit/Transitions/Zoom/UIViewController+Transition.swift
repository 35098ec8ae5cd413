import Foundation

extension UIViewController {
    /// A transition a controller prefers when it is pushed or presented (`preferredTransition`,
    /// iOS 18; Objective-C `UIViewControllerTransition`): the zoom, or one of the four system
    /// modal transitions.
    ///
    /// ```swift
    /// detail.preferredTransition = .zoom { context in grid.cell(for: itemID) }
    /// navigationController?.pushViewController(detail, animated: true)
    /// ```
    ///
    /// The zoom runs on push and pop and on present and dismiss; the four system transitions
    /// choose the modal transition style of a presentation (a push keeps the navigation slide,
    /// which is what UIKit's headers let one infer; its documentation does not say).
    @preconcurrency @MainActor
    public final class Transition {
        /// What the transition is.
        enum Kind {
            /// The zoom, with its options and the closure that names the source view.
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            /// One of the system modal transitions.
            case system(UIModalTransitionStyle)
        }

        let kind: Kind
        /// The drag and pinch that dismiss the zoomed controller (installed once it arrived).
        var dismissalGesture: ZoomDismissalGesture?
        /// The zoom animator running for this transition now (the dismissal gesture moves its flight).
        weak var runningAnimator: ZoomTransitionAnimator?

        init(kind: Kind) { self.kind = kind }

        /// Zooms the pushed or presented controller out of a source view, and back into the
        /// source view when it leaves. `sourceViewProvider` is asked for the source view each time
        /// the transition needs it, on the way in and again on the way out ("may be called
        /// multiple times during the transition's lifecycle", UIViewController.h, iOS 18), so
        /// it should find the view from a stable model identifier, not capture a view.
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Self {
            Self(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The presented view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
        public static var coverVertical: Self { Self(kind: .system(.coverVertical)) }
        /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
        public static var crossDissolve: Self { Self(kind: .system(.crossDissolve)) }
        /// The views flip around the vertical axis (`UIModalTransitionStyle.flipHorizontal`).
        public static var flipHorizontal: Self { Self(kind: .system(.flipHorizontal)) }
        /// The presenter's view curls up (`UIModalTransitionStyle.partialCurl`).
        public static var partialCurl: Self { Self(kind: .system(.partialCurl)) }

        /// The zoom's options and provider, or nil for a system transition.
        var zoom: (options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)? {
            if case let .zoom(options, provider) = kind { return (options, provider) }
            return nil
        }

        /// The modal transition style a system transition stands for (nil for the zoom).
        var modalTransitionStyle: UIModalTransitionStyle? {
            if case let .system(style) = kind { return style }
            return nil
        }
    }
}
