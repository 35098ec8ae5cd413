import Foundation
import TransitionCatalog
import TransitionKit

/// Seed 002: a lock screen with a scrolling list of widgets; Enter (or "Edit") presents the
/// settings with a `UIViewPropertyAnimator` transition (0.75 s, ease-out) into which the blur over
/// the widgets is injected; pulling the list down scrubs the presentation.
///
/// - Enter or the Edit button: presents the settings (not interactively).
/// - Pull the list down (drag it, or wheel up over it at the top): past 30 pt of overscroll the
///   presentation starts, held by the pull (`PullDownInteractor`: (overscroll - 30) / 90 pt,
///   scrubbed along the ease-out curve); released where the settings look past half way, or
///   with a downward flick, it finishes, else it cancels.
/// - A click during the animation pauses it, dragging scrubs it (down = forward), the release
///   finishes or cancels it. The settings cover the window, so this is the window's own grab
///   of running transitions (release: from the position projected with the pointer's velocity),
///   not `PullDownInteractor`'s touch methods with the seed's 50 pt rule, which need presses
///   that TransitionKit keeps from views during a transition.
/// - A settings row, Backspace or Esc: dismisses (the system's slide down) and fades the blur out
///   over 0.5 s (the seed's `didDismiss` -> `toggleBlur(false)`).
///
/// Keys 1-2: the seed's transition with the injected blur; the same transition without it
/// (`auxAnimations` nil, so the widgets stay sharp behind the settings).
@MainActor
final class LockScreenScene: Scene {
    /// The animators on keys 1-2.
    static let animatorList = ["property animator + blur (seed 002)", "property animator, no blur"]

    let name = "lockscreen"
    let title = "Lock Screen"
    let summary = "seed 002: a property-animator presentation with an injected blur; pull the widgets down to scrub it"
    var animatorNames: [String] { Self.animatorList }
    let gestures = [
        SceneGesture(input: "pull down", action: "drag or wheel the list: scrub settings in"),
        SceneGesture(input: "press", action: "pauses the animation; drag scrubs it"),
    ]
    var animatorIndex = 0 {
        didSet { lockScreen?.blursBehindSettings = animatorIndex == 0 }
    }

    /// The lock screen, once `makeRootViewController()` made it.
    private(set) var lockScreen: LockScreenViewController?
    private var cachedCurve: TimingCurve?

    func makeRootViewController() -> UIViewController {
        let lockScreen = LockScreenViewController()
        lockScreen.blursBehindSettings = animatorIndex == 0
        self.lockScreen = lockScreen
        return lockScreen
    }

    private var window: UIWindow? { lockScreen?.view.window }

    /// Enter: presents the settings (the Edit button's path).
    func forward() -> Bool {
        guard let lockScreen, lockScreen.presentedViewController == nil, window?.transitionState == nil else { return false }
        lockScreen.presentSettings(interactive: false)
        return true
    }

    /// Backspace or Esc: dismisses the settings as a click on a row does.
    func back() -> Bool {
        guard let settings = lockScreen?.settings, window?.transitionState == nil else { return false }
        settings.optionChosen()
        return true
    }

    /// The curve with the dot where the presentation is: its animator's fraction of the 0.75 s
    /// (while a pull or a grab holds it too, not the time since it started).
    var timing: SceneTiming? {
        guard window?.transitionState?.kind == .presentation,
              let fraction = lockScreen?.presentTransition.animator?.fractionComplete else {
            return SceneTiming(curve: curve, elapsed: nil)
        }
        return SceneTiming(curve: curve, elapsed: Double(fraction) * PropertyAnimatorPresentTransition.duration)
    }

    /// While the pull holds the presentation: how far the settings look and what a release does;
    /// while a click holds it: its progress, finishing from half way.
    var interactionHint: String? {
        guard let lockScreen, let state = window?.transitionState, state.isInteractive else { return nil }
        let pull = lockScreen.pullDown
        guard pull.isPresenting else { return InteractionHint.halfWay(in: window) }
        let velocity = -lockScreen.collectionView.panGestureRecognizer.velocity(in: nil).y / 1000
        return InteractionHint.text(percent: pull.visibleProgress, finishes: pull.releaseFinishes(velocity: velocity))
    }

    /// The transition's curve: ease-out over 0.75 s (measured once).
    var curve: TimingCurve {
        if let cachedCurve { return cachedCurve }
        let curve = TimingCurve.probe(label: "ease-out 0.75 s") { changes, done in
            UIView.animate(withDuration: PropertyAnimatorPresentTransition.duration, delay: 0, options: [.curveEaseOut],
                           animations: changes, completion: { _ in done() })
        }
        cachedCurve = curve
        return curve
    }
}
