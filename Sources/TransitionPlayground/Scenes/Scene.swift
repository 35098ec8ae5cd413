import Foundation
import TransitionKit

/// One screen of the playground: a root view controller built only from TransitionKit, plus the
/// hooks the app's key map drives.
///
/// The app owns the window, the clock, the time controls (Space, `.`, S), the transition hold
/// (`,`), the overlays (HUD, H) and the scene list (Tab / Shift-Tab). A scene owns what happens inside its window:
///
/// | key | hook |
/// | --- | --- |
/// | 1-9 | `animatorIndex` (the app sets it when the scene has that many `animatorNames`) |
/// | Enter | `forward()`: present / push |
/// | Backspace, Esc | `back()`: dismiss / pop |
/// | R | `windowDidRotate(to:)`, after the app swapped the window's width and height |
/// | any other key | `handleKey(_:modifiers:)` |
///
/// Pointer input goes to the window, whose gesture recognizers deliver it to the scene's views.
/// Every frame, after the clock advanced, the app calls `update()`, then reads `timing` for the
/// HUD's curve plot. Hooks that did nothing return false so the app can say so in the HUD.
/// Every requirement but `name`, `title` and `makeRootViewController()` has a default; a scene of
/// your own is either a class conforming to `Scene` or a `TransitionScene` (named animators, a root
/// controller, optional Enter and Backspace), run with `Playground.run(scenes:)`.
/// `gestures` lists what the mouse does in the scene; the help overlay shows it with the animators.
@MainActor
public protocol Scene: AnyObject {
    /// The name used on the command line, in the window title and in the HUD (lower case, no spaces).
    var name: String { get }
    /// The headline the scene shows (and the HUD's second line).
    var title: String { get }
    /// A one-line description for `--list` and `--help`.
    var summary: String { get }
    /// The animators keys 1-9 choose, in key order (at most nine; may be empty).
    var animatorNames: [String] { get }
    /// The animator in use, an index into `animatorNames`; the app sets it for keys 1-9.
    var animatorIndex: Int { get set }
    /// The scene's mouse gestures (and keys of its own), for the help overlay (H).
    var gestures: [SceneGesture] { get }
    /// The controller whose view fills the window; called once, when the scene is shown.
    func makeRootViewController() -> UIViewController

    /// Enter: go forward (present, push). Returns whether anything happened.
    func forward() -> Bool
    /// Backspace or Esc: go back (dismiss, pop). Returns whether anything happened.
    func back() -> Bool
    /// R: the app swapped the window's width and height (the window has already re-laid out).
    func windowDidRotate(to size: CGSize)
    /// A key the app's key map does not use; returns whether the scene used it.
    func handleKey(_ key: Key, modifiers: InputEvent.Modifiers) -> Bool
    /// Runs once per frame after the clock advanced, before the frame is drawn.
    func update()
    /// The timing curve of the animation or transition in progress (or of the chosen animator
    /// when nothing runs), for the HUD's plot; nil hides the plot.
    var timing: SceneTiming? { get }
    /// While a gesture drives a transition: "NN % · release: finish/cancel" from what the user
    /// sees and what a release now does (`InteractionHint`); nil otherwise. The overlay shows it.
    var interactionHint: String? { get }
    /// The chosen animator's tunable parameters, for the tuning panel (T); empty when it has none.
    /// The app writes back the values the panel chose (same names, same order) before it replays
    /// the scene, and again after each animator change and each fresh scene instance.
    var tunableParameters: [TunableParameter] { get set }
    /// The chosen animator's construction in Swift with the tuned values, which the panel's
    /// "copy as Swift" prints; nil prints the parameters as `name: value`.
    var tunedAnimatorSource: String? { get }
}

extension Scene {
    /// The title.
    public var summary: String { title }
    /// No animators.
    public var animatorNames: [String] { [] }
    /// No gestures.
    public var gestures: [SceneGesture] { [] }
    /// Always 0; setting it does nothing.
    public var animatorIndex: Int {
        get { 0 }
        set {}
    }
    /// The chosen animator's name, or "-" when the scene has none.
    var animatorName: String { animatorNames.indices.contains(animatorIndex) ? animatorNames[animatorIndex] : "-" }
    /// Does nothing (returns false).
    public func forward() -> Bool { false }
    /// Does nothing (returns false).
    public func back() -> Bool { false }
    /// Does nothing.
    public func windowDidRotate(to size: CGSize) {}
    /// Uses no key (returns false).
    public func handleKey(_ key: Key, modifiers: InputEvent.Modifiers) -> Bool { false }
    /// Does nothing.
    public func update() {}
    /// No curve (the HUD hides its plot).
    public var timing: SceneTiming? { nil }
    /// No hint.
    public var interactionHint: String? { nil }
    /// No tunable parameters; setting them does nothing.
    public var tunableParameters: [TunableParameter] {
        get { [] }
        set {}
    }
    /// No Swift source (the panel prints the parameters).
    public var tunedAnimatorSource: String? { nil }
}

/// What the HUD plots: a timing curve and how far along it the current animation is.
public struct SceneTiming: Equatable {
    /// The curve `curve`, `elapsed` seconds into the animation that runs on it (nil: none runs).
    public init(curve: TimingCurve, elapsed: TimeInterval? = nil) {
        self.curve = curve
        self.elapsed = elapsed
    }

    /// The curve: progress against time.
    public var curve: TimingCurve
    /// Seconds of animation time since the current animation started (clamped to the curve by
    /// the HUD); nil when none runs (the dot rests at the start).
    public var elapsed: TimeInterval?
}
