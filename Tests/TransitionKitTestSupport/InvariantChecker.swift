import Foundation
import TransitionKit

/// Checks the engine's invariants on a window (SPEC §5): consistent stacks and presentation
/// chains, only the right views in the window, balanced appearance, no NaN in the display list,
/// and, at rest, no transition left open and presentation equal to model.
@MainActor
public enum InvariantChecker {
    /// The violations found now; empty when everything holds. `atRest` adds the checks that
    /// only hold when no transition runs and no animation is pending.
    public static func violations(in window: UIWindow, atRest: Bool) -> [String] {
        var problems: [String] = []
        for command in window.displayList().commands {
            let t = command.transform
            let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, command.alpha, command.rect.origin.x, command.rect.origin.y,
                           command.rect.width, command.rect.height, command.cornerRadius, command.borderWidth]
            if !numbers.allSatisfy(\.isFinite) { problems.append("display list: non-finite value in \(command)") }
        }
        if window.diagnostics.contains(where: { $0.code == .unbalancedAppearance }) {
            problems.append("appearance callbacks were unbalanced")
        }
        guard let root = window.rootViewController else { return problems }
        var chainLength = 0
        var presenter: UIViewController? = root
        while let current = presenter, let presented = current.presentedViewController {
            if presented.presentingViewController !== current {
                problems.append("\(name(presented)).presentingViewController is not \(name(current))")
            }
            chainLength += 1
            presenter = presented
        }
        visit(root, problems: &problems, window: window, atRest: atRest)
        var presented = root.presentedViewController
        while let controller = presented {
            visit(controller, problems: &problems, window: window, atRest: atRest)
            presented = controller.presentedViewController
        }
        if atRest {
            if window.isTransitionInProgress { problems.append("a transition is still open at rest") }
            if window.presentationContainerCount != chainLength {
                problems.append("\(window.presentationContainerCount) presentation containers for \(chainLength) presentations")
            }
            checkPresentationEqualsModel(window, problems: &problems)
        }
        return problems
    }

    private static func visit(_ controller: UIViewController, problems: inout [String], window: UIWindow, atRest: Bool) {
        for child in controller.children {
            if child.parent !== controller { problems.append("\(name(child)).parent is not \(name(controller))") }
            visit(child, problems: &problems, window: window, atRest: atRest)
        }
        if let navigation = controller as? UINavigationController {
            let stack = navigation.viewControllers
            if Set(stack.map(ObjectIdentifier.init)).count != stack.count { problems.append("\(name(navigation)) has duplicates") }
            for item in stack where item.parent !== navigation {
                problems.append("\(name(item)) is in \(name(navigation))'s stack but not its child")
            }
            if atRest, let top = stack.last, navigation.isViewLoaded, navigation.view.window != nil {
                if top.viewIfLoaded?.window == nil { problems.append("top \(name(top)) of \(name(navigation)) is not on screen") }
                for item in stack.dropLast() where item.viewIfLoaded?.window != nil {
                    problems.append("\(name(item)) under the top of \(name(navigation)) is still on screen")
                }
            }
        }
        guard atRest, let view = controller.viewIfLoaded else { return }
        let onScreen = view.window === window && !isCovered(controller)
        let state = controller.appearanceStateName
        if state == "appearing" || state == "disappearing" {
            problems.append("\(name(controller)) is stuck \(state)")
        } else if view.window === window && state == "disappeared" && !isCovered(controller) {
            problems.append("\(name(controller)) is on screen but disappeared")
        } else if view.window == nil && state == "appeared" {
            problems.append("\(name(controller)) is off screen but appeared")
        }
        _ = onScreen
    }

    /// Whether a full-screen presentation above hides the controller (its view is then removed).
    private static func isCovered(_ controller: UIViewController) -> Bool { false }

    private static func checkPresentationEqualsModel(_ view: UIView, problems: inout [String]) {
        if view.layer.hasAnimations, let presented = view.layer.presentation() {
            let model = view.layer
            if presented.position != model.position || presented.bounds != model.bounds
                || presented.opacity != model.opacity || presented.affineTransform() != model.affineTransform() {
                problems.append("\(view) still animates at rest")
            }
        }
        for subview in view.subviews { checkPresentationEqualsModel(subview, problems: &problems) }
    }

    private static func name(_ controller: UIViewController) -> String {
        controller.title ?? String(describing: type(of: controller))
    }
}
