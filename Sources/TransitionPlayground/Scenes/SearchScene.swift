import Foundation
import TransitionKit

/// A search field whose results card rides above the keyboard: click the field (or Enter) and
/// the simulated keyboard slides up, typing filters the colours, Return or Esc ends editing and
/// the keyboard slides away. The card keeps above the keyboard in one of three ways, on keys 1-3,
/// the ways iOS apps do it:
///
/// 1. `keyboardLayoutGuide` (iOS 15): the card's bottom is pinned to the guide's top; Auto
///    Layout moves it inside the keyboard's own animation.
/// 2. The keyboard notifications (the classic way): `keyboardWillChangeFrameNotification`'s end
///    frame sets a bottom constraint's constant, animated with the notification's duration and
///    curve (`AnimationOptions(rawValue: curve << 16)`, curve 7).
/// 3. No avoidance: the card stays at the bottom, under the keyboard, to show the problem.
@MainActor
final class SearchScene: Scene {
    let name = "search"
    let title = "Search"
    let summary = "a search field; its results card slides up above the keyboard (keyboardLayoutGuide or the notifications)"
    var animatorNames: [String] { SearchSceneViewController.Avoidance.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "click the field", action: "focuses it, the keyboard slides up"),
        SceneGesture(input: "type", action: "filters the colours"),
        SceneGesture(input: "Return / Esc", action: "ends editing: the keyboard slides down"),
        SceneGesture(input: "K", action: "shows or hides the keyboard by hand"),
    ]
    var animatorIndex = 0 {
        didSet { controller?.avoidance = SearchSceneViewController.Avoidance(rawValue: animatorIndex) ?? .layoutGuide }
    }

    /// The screen.
    private(set) var controller: SearchSceneViewController?

    func makeRootViewController() -> UIViewController {
        let controller = SearchSceneViewController()
        controller.avoidance = SearchSceneViewController.Avoidance(rawValue: animatorIndex) ?? .layoutGuide
        self.controller = controller
        return controller
    }

    /// Enter: focuses the search field (the keyboard slides up).
    func forward() -> Bool {
        guard let field = controller?.searchField, !field.isFirstResponder else { return false }
        return field.becomeFirstResponder()
    }

    /// Backspace (while the field is not focused): clears the search.
    func back() -> Bool { controller?.clearSearch() ?? false }

    /// The keyboard's curve: curve 7, a critically damped spring settling in 0.5 s.
    var timing: SceneTiming? { TransitionCurve.timing(.spring(damping: 1, velocity: 0, duration: 0.5), in: nil) }
}
