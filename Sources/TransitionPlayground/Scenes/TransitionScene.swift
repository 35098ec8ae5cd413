import TransitionKit

/// A scene made from parts instead of a class of its own: a name, the animators keys 1-9 choose
/// (each a name and a factory), the root view controller, and optionally what Enter and
/// Backspace do.
///
/// ```swift
/// let scene = TransitionScene(
///     name: "cards", title: "My cards",
///     animators: [TransitionScene.Animator("slide") { SlideAnimator() }],
///     forward: { scene in cards.present(with: scene.makeAnimator()) },
///     makeRootViewController: { scene in CardsViewController() })
/// ```
/// `Playground.run(scenes:)` makes a fresh scene each time it is shown, so give it a closure that
/// builds one: `Playground.run(scenes: [{ TransitionScene(...) }])`.
@MainActor
public final class TransitionScene: Scene {
    /// One animator keys 1-9 choose: its name (HUD, help, `--animator`) and how to make one.
    public struct Animator {
        /// The name shown in the HUD and the help overlay.
        public let name: String
        /// The numbers the tuning panel (T) lets you drag, with their starting values.
        public let parameters: [TunableParameter]
        /// Makes a fresh animator from the tuned values, each time a transition starts.
        public let make: @MainActor (TunedValues) -> any UIViewControllerAnimatedTransitioning
        /// The animator's construction in Swift with the tuned values ("copy as Swift"), if given.
        public let swiftSource: (@MainActor (TunedValues) -> String)?
        /// The animator's timing curve with the tuned values, for the HUD's plot, if given.
        public let curve: (@MainActor (TunedValues) -> TimingCurve)?

        /// An animator named `name`, made by `make`, with nothing to tune.
        public init(_ name: String, make: @escaping @MainActor () -> any UIViewControllerAnimatedTransitioning) {
            self.init(name, parameters: []) { _ in make() }
        }

        /// An animator named `name` whose `parameters` the tuning panel drags; `make` builds it
        /// from their current values, `swiftSource` writes its construction for "copy as Swift",
        /// `curve` gives the HUD its timing curve (`TimingCurve.cubic(...)`, `.spring(...)`; with
        /// `TunableParameter.controlPoints` the plot's handles drag them).
        ///
        /// ```swift
        /// TransitionScene.Animator(
        ///     "spring", parameters: [.duration(0.5), .dampingRatio(0.7)],
        ///     swiftSource: { "SpringAnimator(\($0.swiftArguments))" }
        /// ) { values in SpringAnimator(duration: values[.duration], dampingRatio: values[.dampingRatio]) }
        /// ```
        public init(
            _ name: String, parameters: [TunableParameter], swiftSource: (@MainActor (TunedValues) -> String)? = nil,
            curve: (@MainActor (TunedValues) -> TimingCurve)? = nil,
            make: @escaping @MainActor (TunedValues) -> any UIViewControllerAnimatedTransitioning
        ) {
            self.name = name
            self.parameters = parameters
            self.swiftSource = swiftSource
            self.curve = curve
            self.make = make
        }
    }

    /// The name on the command line (`--scene`), in the window title and in the HUD.
    public let name: String
    /// The headline the HUD shows.
    public let title: String
    /// The line `--list` and `--help` show.
    public let summary: String
    /// The animators, in key order (at most nine are reachable by key).
    public let animators: [Animator]
    /// What the mouse does in the scene, for the help overlay.
    public let gestures: [SceneGesture]
    /// The chosen animator, an index into `animators`; keys 1-9 set it.
    public var animatorIndex = 0
    /// The tuned parameters of each animator the tuning panel changed, by index.
    private var tunings = AnimatorTunings<Int>()
    /// The root controller, once `makeRootViewController()` made it.
    public private(set) var rootViewController: UIViewController?

    private let makeRoot: @MainActor (TransitionScene) -> UIViewController
    private let onForward: (@MainActor (TransitionScene) -> Bool)?
    private let onBack: (@MainActor (TransitionScene) -> Bool)?

    /// A scene named `name` (lower case, no spaces) whose window shows what `makeRootViewController`
    /// builds; `forward` runs on Enter and `back` on Backspace or Esc (each returns whether
    /// something happened; without them the keys do nothing).
    public init(
        name: String, title: String, summary: String? = nil, animators: [Animator] = [], gestures: [SceneGesture] = [],
        forward: (@MainActor (TransitionScene) -> Bool)? = nil, back: (@MainActor (TransitionScene) -> Bool)? = nil,
        makeRootViewController: @escaping @MainActor (TransitionScene) -> UIViewController
    ) {
        self.name = name
        self.title = title
        self.summary = summary ?? title
        self.animators = animators
        self.gestures = gestures
        self.onForward = forward
        self.onBack = back
        self.makeRoot = makeRootViewController
    }

    /// The animators' names, in key order.
    public var animatorNames: [String] { animators.map(\.name) }

    /// A fresh instance of the chosen animator; nil when the scene has none.
    public func makeAnimator() -> (any UIViewControllerAnimatedTransitioning)? {
        animators.indices.contains(animatorIndex) ? animators[animatorIndex].make(TunedValues(tunableParameters)) : nil
    }

    /// The chosen animator's parameters with their tuned values.
    public var tunableParameters: [TunableParameter] {
        get {
            guard animators.indices.contains(animatorIndex) else { return [] }
            return tunings.parameters(of: animatorIndex, defaults: animators[animatorIndex].parameters)
        }
        set {
            guard animators.indices.contains(animatorIndex) else { return }
            tunings.set(newValue, for: animatorIndex, defaults: animators[animatorIndex].parameters)
        }
    }

    /// The chosen animator's `curve` with the tuned values, and where the running transition is
    /// on it; nil (no plot) when the animator gives no curve.
    public var timing: SceneTiming? {
        guard animators.indices.contains(animatorIndex), let curve = animators[animatorIndex].curve else { return nil }
        let state = rootViewController?.viewIfLoaded?.window?.transitionState
        return SceneTiming(curve: curve(TunedValues(tunableParameters)), elapsed: state.map { Double($0.percentComplete) * $0.duration })
    }

    /// The chosen animator's `swiftSource` with the tuned values, if it has one.
    public var tunedAnimatorSource: String? {
        guard animators.indices.contains(animatorIndex) else { return nil }
        return animators[animatorIndex].swiftSource?(TunedValues(tunableParameters))
    }

    /// Builds the root controller (once per scene shown).
    public func makeRootViewController() -> UIViewController {
        let root = makeRoot(self)
        rootViewController = root
        return root
    }

    /// Enter: runs `forward`, if any.
    public func forward() -> Bool { onForward?(self) ?? false }

    /// Backspace or Esc: runs `back`, if any.
    public func back() -> Bool { onBack?(self) ?? false }
}
