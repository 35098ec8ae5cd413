import Foundation
import TransitionKit

/// Checks the engine's invariants on a window (docs/DESIGN.md, "Quality bars").
///
/// Always (after every frame): no NaN or infinity in the display list; every presented controller
/// is presented by the one below it and has a presentation controller; stacks have no duplicates
/// and every stack item is a child of its navigation controller; the appearance callbacks of every
/// recording controller (`NamedViewController`, `RecordingNavigationController`) follow the
/// grammar; the engine reported no unbalanced appearance.
///
/// At rest (no transition running or waiting, no animation pending) also: no transition open and
/// one presentation container per presentation, in order; exactly the right controller views in
/// the window (each presented view in its container; a presenter's view only when its
/// presentation keeps it; only the top's view in a navigation controller's content area, filling
/// it); no controller stuck appearing or disappearing, and on screen iff appeared (by the engine's
/// state and by the recorded callbacks); no controller still flagged being presented, dismissed,
/// or moving; children equal the stack; presentation values equal model values everywhere; the
/// top visible controller's view (see `topVisibleController(above:in:)`) is in the window, drawn
/// with an effective alpha above 0.01, intersects the window and is not fully covered by an
/// opaque view above it (a cancelled animator once left a screen at alpha 0).
@MainActor
public enum InvariantChecker {
    /// The violations found now; empty when everything holds. `atRest` adds the checks that
    /// only hold when no transition runs and no animation is pending.
    public static func violations(in window: UIWindow, atRest: Bool) -> [String] {
        var problems: [String] = []
        checkDisplayList(window, problems: &problems)
        if window.diagnostics.contains(where: { $0.code == .unbalancedAppearance }) {
            problems.append("appearance callbacks were unbalanced")
        }
        guard let root = window.rootViewController else { return problems }

        // The presentation chain, bottom first.
        var chain: [UIViewController] = [root]
        while let presented = chain.last!.presentedViewController {
            if presented.presentingViewController !== chain.last! {
                problems.append("\(name(presented)).presentingViewController is not \(name(chain.last!))")
            }
            if presented.presentationController == nil {
                problems.append("\(name(presented)) is presented without a presentation controller")
            }
            if chain.contains(where: { $0 === presented }) || chain.count > 1000 {
                problems.append("the presentation chain has a cycle at \(name(presented))")
                break
            }
            chain.append(presented)
        }
        if root.presentingViewController != nil { problems.append("the root \(name(root)) is presented") }
        for controller in chain {
            visit(controller, problems: &problems, window: window, atRest: atRest, depth: 0)
        }
        if atRest {
            if window.isTransitionInProgress { problems.append("a transition is still open at rest") }
            checkViewsAtRest(window, chain: chain, problems: &problems)
            checkTopVisible(above: chain.last!, in: window, problems: &problems)
            checkSheetsAtRest(chain, problems: &problems)
            checkPresentationEqualsModel(window, problems: &problems)
        }
        return problems
    }

    // MARK: Display list

    private static func checkDisplayList(_ window: UIWindow, problems: inout [String]) {
        for command in window.displayList().flattenedCommands {
            let t = command.transform
            var numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, command.alpha, command.rect.origin.x, command.rect.origin.y,
                           command.rect.width, command.rect.height, command.cornerRadius, command.borderWidth]
            if let clip = command.clip { numbers += [clip.origin.x, clip.origin.y, clip.width, clip.height] }
            if let shadow = command.shadow {
                numbers += [shadow.opacity, shadow.radius, shadow.offset.width, shadow.offset.height]
            }
            switch command.content {
            case .fill: break
            case .text(let text): numbers.append(text.fontSize)
            case .backdropBlur(let radius): numbers.append(radius)
            case .image(let image):
                numbers += [image.sourceRect.minX, image.sourceRect.minY, image.sourceRect.width, image.sourceRect.height,
                            image.destinationRect.minX, image.destinationRect.minY, image.destinationRect.width,
                            image.destinationRect.height]
            case .shape(let shape): numbers += [shape.lineWidth, shape.strokeStart, shape.strokeEnd]
            case .gradient(let gradient): numbers += gradient.locations
            case .group: break
            }
            if !numbers.allSatisfy(\.isFinite) {
                problems.append("display list: non-finite value in \(command)")
            } else if command.alpha < -1e-9 || command.alpha > 1 + 1e-9 {
                problems.append("display list: alpha \(command.alpha) out of 0...1")
            }
        }
    }

    // MARK: Controllers

    private static func visit(_ controller: UIViewController, problems: inout [String], window: UIWindow, atRest: Bool, depth: Int) {
        guard depth < 100 else { problems.append("containment deeper than 100 at \(name(controller))"); return }
        for child in controller.children {
            if child.parent !== controller { problems.append("\(name(child)).parent is not \(name(controller))") }
            visit(child, problems: &problems, window: window, atRest: atRest, depth: depth + 1)
        }
        if let recorded = recordedAppearance(of: controller), !recorded.violations.isEmpty {
            problems.append("\(name(controller)) appearance grammar: \(recorded.violations.joined(separator: "; "))")
        }
        if let navigation = controller as? UINavigationController {
            checkNavigation(navigation, problems: &problems, window: window, atRest: atRest)
        }
        if let tabs = controller as? UITabBarController {
            checkTabBar(tabs, problems: &problems, window: window, atRest: atRest)
        }
        guard atRest else { return }
        if controller.isBeingPresented { problems.append("\(name(controller)) is still being presented at rest") }
        if controller.isBeingDismissed { problems.append("\(name(controller)) is still being dismissed at rest") }
        if controller.isMovingToParent || controller.isMovingFromParent {
            problems.append("\(name(controller)) is still moving to or from its parent at rest")
        }
        if controller.transitionCoordinator != nil { problems.append("\(name(controller)) has a transition coordinator at rest") }
        guard let view = controller.viewIfLoaded else { return }
        let inWindow = view.window === window
        let state = controller.appearanceStateName
        if state == "appearing" || state == "disappearing" {
            problems.append("\(name(controller)) is stuck \(state)")
        } else if inWindow && state == "disappeared" {
            problems.append("\(name(controller)) is on screen but disappeared")
        } else if !inWindow && state == "appeared" {
            problems.append("\(name(controller)) is off screen but appeared")
        }
        if let recorded = recordedAppearance(of: controller) {
            let track = recorded.track.state
            if track == .appearing || track == .disappearing {
                problems.append("\(name(controller)) got will-\(track == .appearing ? "appear" : "disappear") without its did")
            } else if inWindow != (track == .appeared) {
                problems.append("\(name(controller)) is \(inWindow ? "on" : "off") screen but its last callback left it \(track.rawValue)")
            }
        }
    }

    private static func checkNavigation(_ navigation: UINavigationController, problems: inout [String], window: UIWindow, atRest: Bool) {
        let stack = navigation.viewControllers
        if Set(stack.map(ObjectIdentifier.init)).count != stack.count { problems.append("\(name(navigation)) has duplicates") }
        for item in stack where item.parent !== navigation {
            problems.append("\(name(item)) is in \(name(navigation))'s stack but not its child")
        }
        if stack.isEmpty, navigation.isViewLoaded { problems.append("\(name(navigation)) has an empty stack") }
        guard atRest else { return }
        if navigation.children.count != stack.count || !zip(navigation.children, stack).allSatisfy({ $0 === $1 }) {
            problems.append("\(name(navigation))'s children \(navigation.children.map(name)) differ from its stack \(stack.map(name))")
        }
        guard let top = stack.last, navigation.isViewLoaded, navigation.view.window === window else { return }
        for item in stack.dropLast() where item.viewIfLoaded?.window != nil {
            problems.append("\(name(item)) under the top of \(name(navigation)) is still on screen")
        }
        guard let topView = top.viewIfLoaded, topView.window === window, let content = topView.superview else {
            problems.append("top \(name(top)) of \(name(navigation)) is not on screen")
            return
        }
        if !content.isDescendant(of: navigation.view) || content === navigation.view {
            problems.append("top \(name(top))'s view is not in \(name(navigation))'s content area")
        }
        if content.subviews.count != 1 {
            problems.append("\(name(navigation))'s content area holds \(content.subviews.count) views, not only the top's")
        }
        if !isClose(topView.frame, content.bounds) || topView.transform != .identity {
            problems.append("top \(name(top))'s view does not fill the content area: \(topView.frame), \(topView.transform)")
        }
    }

    // MARK: Views at rest

    private static func checkViewsAtRest(_ window: UIWindow, chain: [UIViewController], problems: inout [String]) {
        let containers = chain.dropFirst().map { $0.presentationController?.containerView }
        if window.presentationContainerCount != containers.count {
            problems.append("\(window.presentationContainerCount) presentation containers for \(containers.count) presentations")
        }
        var lastIndex = -1
        for (presented, container) in zip(chain.dropFirst(), containers) {
            guard let container, container.superview === window, let index = window.subviews.firstIndex(where: { $0 === container }) else {
                problems.append("\(name(presented))'s presentation container is not in the window")
                continue
            }
            if index <= lastIndex { problems.append("\(name(presented))'s container is below the one of the controller it covers") }
            lastIndex = index
            if let shown = presented.presentationController?.presentedView, shown.window === window,
               !shown.isDescendant(of: container) {
                problems.append("\(name(presented))'s presented view is on screen outside its container")
            }
        }
        if let rootView = chain[0].viewIfLoaded, rootView.superview != nil, rootView.superview !== window {
            problems.append("the root view lives in \(type(of: rootView.superview!)), not in the window")
        }
        for (index, controller) in chain.enumerated() {
            let view = controller.viewIfLoaded
            let inWindow = view?.window === window
            if index == chain.count - 1 {
                if !inWindow { problems.append("the top of the presentation chain, \(name(controller)), is not on screen") }
                continue
            }
            let removed = chain[index + 1].presentationController?.shouldRemovePresentersView ?? false
            if removed && inWindow {
                problems.append("\(name(controller))'s view is on screen under a presentation that removes it")
            } else if !removed && !inWindow {
                problems.append("\(name(controller))'s view is off screen under a presentation that keeps it")
            }
        }
    }

    private static func checkPresentationEqualsModel(_ view: UIView, problems: inout [String]) {
        if let presented = view.layer.presentation() {
            let model = view.layer
            if !isClose(presented.position, model.position) || !isClose(presented.bounds, model.bounds)
                || abs(presented.opacity - model.opacity) > 1e-6 || !isClose(presented.affineTransform(), model.affineTransform()) {
                problems.append("\(describe(view)) shows \(presented.position) \(presented.bounds) alpha \(presented.opacity) "
                    + "at rest, but its model is \(model.position) \(model.bounds) alpha \(model.opacity)")
            }
        }
        for subview in view.subviews { checkPresentationEqualsModel(subview, problems: &problems) }
    }

    private static func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 1e-6 && abs(a.y - b.y) <= 1e-6
    }

    private static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    private static func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        zip([a.a, a.b, a.c, a.d, a.tx, a.ty], [b.a, b.b, b.c, b.d, b.tx, b.ty]).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    private static func describe(_ view: UIView) -> String {
        "\(type(of: view)) at \(view.frame)"
    }

    static func name(_ controller: UIViewController) -> String {
        controller.title ?? String(describing: type(of: controller))
    }
}
