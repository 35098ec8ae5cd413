import Foundation
import TransitionCatalog
import TransitionKit

/// Seed 000's UINavigationController section: a stack of coloured screens ("Red", "Orange", ...,
/// from `Palette.screens`). Enter or a screen's Push row (a table row) pushes the next colour; Backspace or Esc,
/// the bar's back button or a drag from the left edge (`interactivePopGestureRecognizer`) pops,
/// and so does a rightward drag anywhere in the content (iOS 26
/// `interactiveContentPopGestureRecognizer`; on the colour strip it scrolls the strip back first).
/// Back during a push reverses it in place; several backs in a row pop several screens in one
/// motion (fluid navigation).
///
/// Keys 1-5 choose what the navigation controller's delegate returns (`NavigationSceneAnimator`):
/// nothing (the system slide), cross dissolve, edge slide, the seed's separate push and pop
/// animators (half-way spring push, cross dissolve pop) and scale-and-fade. The edge pop works
/// with every one of them: with a delegate animator and no interaction controller the engine
/// scrubs the animator itself (where UIKit would disable the gesture).
@MainActor
final class NavigationScene: Scene {
    let name = "navigation"
    let title = "Navigation controller"
    let summary = "push and pop a stack of coloured screens; system slide or the delegate's animators; pop from the left edge (seed 000)"
    var animatorNames: [String] { NavigationSceneAnimator.allCases.map(\.name) }
    let gestures = [
        SceneGesture(input: "left edge ▸", action: "drag to pop under the pointer"),
        SceneGesture(input: "drag ▸ anywhere", action: "pops (a scrolled strip scrolls first)"),
        SceneGesture(input: "click ‹ back", action: "pops; in a push, reverses it"),
        SceneGesture.grab,
    ]
    var animatorIndex = 0 { didSet { updateTexts() } }
    /// The tuning panel's values, by animator.
    var tunings = AnimatorTunings<NavigationSceneAnimator>()

    /// The header's hint.
    static let hint = "Enter or the Push row: push the next colour · 1-5: animator\nBackspace / Esc, ‹ back or a drag to the right: pop (during a push: reverse)"

    /// The root: the header and the navigation controller.
    private(set) var stage: NavigationStageViewController!
    /// The navigation controller.
    private(set) var navigation: UINavigationController!
    /// The navigation controller's delegate (held here: the controller holds it weakly).
    private(set) var navigationDelegate: AnimatorPairNavigationDelegate!
    /// The depth the stack will have once the pushes asked for while a transition runs are done
    /// (nil when none are pending): names the next screen.
    private var requestedDepth: Int?

    /// The animator keys 1-5 chose.
    var animator: NavigationSceneAnimator { NavigationSceneAnimator(rawValue: animatorIndex) ?? .systemSlide }

    func makeRootViewController() -> UIViewController {
        navigationDelegate = AnimatorPairNavigationDelegate(
            push: { [weak self] in self.flatMap { $0.animator.pushAnimator($0.tunedValues(of: $0.animator)) } },
            pop: { [weak self] in self.flatMap { $0.animator.popAnimator($0.tunedValues(of: $0.animator)) } })
        navigationDelegate.didShow = { [weak self] _ in self?.updateTexts() }
        navigation = UINavigationController(rootViewController: makeScreen(at: 0))
        navigation.delegate = navigationDelegate
        NavigationSceneLargeTitleViewController.offer(on: navigation)
        stage = NavigationStageViewController(navigation: navigation)
        stage.hintLabel.text = Self.hint
        updateTexts()
        return stage
    }

    /// The screen at `index` in push order: the palette's colours in turn, numbered from the
    /// second round on ("Red 2").
    static func screen(at index: Int) -> Palette.Screen {
        let base = Palette.screens[index % Palette.screens.count]
        let round = index / Palette.screens.count
        return round == 0 ? base : Palette.Screen(name: "\(base.name) \(round + 1)", color: base.color, textColor: base.textColor)
    }

    private func makeScreen(at index: Int) -> NavigationSceneScreenViewController {
        let next = Self.screen(at: index + 1)
        return NavigationSceneScreenViewController(Self.screen(at: index), pushTitle: "Push \(next.name)", nextColor: next.color) { [weak self] in
            _ = self?.forward()
        }
    }

    /// The window showing the scene.
    var window: UIWindow? { stage?.viewIfLoaded?.window }

    /// Enter: pushes the colour after the top screen's (after the last one asked for, while a
    /// transition runs and the push waits for it).
    func forward() -> Bool {
        guard let navigation else { return false }
        let index = max(navigation.viewControllers.count, requestedDepth ?? 0)
        requestedDepth = index + 1
        navigation.pushViewController(makeScreen(at: index), animated: true)
        updateTexts()
        return true
    }

    /// Backspace or Esc: pops the top screen (not the root).
    func back() -> Bool {
        guard let navigation, navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
        return true
    }

    /// The drag's progress while it holds the transition (released still, it finishes from half way).
    var interactionHint: String? { InteractionHint.halfWay(in: window) }

    func update() {
        if window?.transitionState == nil { requestedDepth = nil }
        if let navigation, stage.breadcrumbLabel.text != breadcrumbs(navigation) { updateTexts() }
    }

    /// The running push's or pop's curve, else the chosen animator's push curve.
    var timing: SceneTiming? {
        TransitionCurve.timing(animator.curve(push: window?.transitionState?.kind != .pop, tunedValues(of: animator)), in: window)
    }

    private func breadcrumbs(_ navigation: UINavigationController) -> String {
        navigation.viewControllers.compactMap(\.title).joined(separator: "  ›  ")
    }

    private func updateTexts() {
        guard let navigation else { return }
        stage?.showStack(navigation.viewControllers.compactMap(\.title))
        let depth = navigation.viewControllers.count
        for (index, controller) in navigation.viewControllers.enumerated() {
            guard let screen = controller as? NavigationSceneScreenViewController else { continue }
            let details = ["Screen \(index + 1) of \(depth)", "Animator: \(animator.name)",
                           index == 0 ? "The root: nothing to pop" : "‹ back, Backspace or a drag to the right: pop"]
            if screen.details != details { screen.details = details }
        }
    }
}
