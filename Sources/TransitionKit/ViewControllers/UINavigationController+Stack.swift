import Foundation

extension UINavigationController {
    func submit(_ operation: NavigationRequest.Operation, animated: Bool) {
        let request = NavigationRequest(navigationController: self, operation: operation, animated: animated)
        if let window = viewIfLoaded?.window {
            window.transitionDirector.submit(.navigation(request))
        } else {
            applyWithoutWindow(request)
        }
    }

    /// Off screen there is nothing to animate: the stack changes at once (invalid requests are
    /// still refused).
    private func applyWithoutWindow(_ request: NavigationRequest) {
        guard let newStack = request.validatedStack(reporting: { report($0) }) else { return }
        let old = stack
        for controller in old where !newStack.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in newStack where !old.contains(where: { $0 === controller }) {
            addChild(controller)
        }
        stack = newStack
        if isViewLoaded {
            for controller in old where controller !== newStack.last { controller.viewIfLoaded?.removeFromSuperview() }
            if let top = newStack.last { install(top) }
            updateBar(animated: false)
        }
        for controller in newStack where !old.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
        orderChildrenLikeStack()
    }

    /// Puts `children` in stack order, as in UIKit (a reordering `setViewControllers` keeps the
    /// controllers, so containment alone would leave the old order).
    func orderChildrenLikeStack() {
        let ordered = stack.filter { item in children.contains { $0 === item } }
        let others = children.filter { child in !stack.contains { $0 === child } }
        children = ordered + others
    }
}

/// A change of a navigation stack, waiting to run.
@MainActor
struct NavigationRequest {
    enum Operation {
        case push(UIViewController)
        case pop
        case popTo(UIViewController)
        case popToRoot
        case set([UIViewController])
    }

    let navigationController: UINavigationController
    let operation: Operation
    let animated: Bool
    /// Set for the interactive pop started by the left-edge drag.
    var interactor: (any UIViewControllerInteractiveTransitioning)?

    var description: String {
        switch operation {
        case .push(let controller): return "Pushing \(controller.logName)"
        case .pop: return "Popping"
        case .popTo(let controller): return "Popping to \(controller.logName)"
        case .popToRoot: return "Popping to the root"
        case .set: return "Setting the view controllers"
        }
    }

    /// The stack after the change, or nil (with a Diagnostic) when it is not allowed now.
    func validatedStack(reporting report: (Diagnostic) -> Void) -> [UIViewController]? {
        let navigation = navigationController
        let stack = navigation.stack
        func refuse(_ code: Diagnostic.Code, _ message: String) -> [UIViewController]? {
            report(Diagnostic(code: code, message: message))
            return nil
        }
        func isFree(_ controller: UIViewController) -> Bool {
            if controller.parent === navigation { return true }
            // Not presented, not presenting, not a window's root (on screen or covered), and not
            // an ancestor of this navigation controller: any of these would make a cycle.
            guard controller !== navigation, controller.parent == nil, controller.presentingViewController == nil,
                  controller.presentedViewController == nil, controller.viewIfLoaded?.window == nil else { return false }
            var ancestor = navigation.parent
            while let current = ancestor {
                if current === controller { return false }
                ancestor = current.parent
            }
            return true
        }
        switch operation {
        case .push(let controller):
            if stack.contains(where: { $0 === controller }) {
                return refuse(.pushedTwice, "\(navigation.logName) is pushing the same view controller instance (\(controller.logName)) more than once, which is not supported; the push was refused.")
            }
            guard isFree(controller), controller.parent == nil else {
                return refuse(.pushedTwice, "\(controller.logName) is already presented, presenting, on screen or has a parent; the push was refused.")
            }
            return stack + [controller]
        case .pop:
            guard stack.count > 1 else { return refuse(.cannotPopRoot, "popViewController on \(navigation.logName) was refused: the root view controller cannot be popped.") }
            return Array(stack.dropLast())
        case .popTo(let controller):
            guard let index = stack.firstIndex(where: { $0 === controller }) else {
                return refuse(.notInStack, "popToViewController: \(controller.logName) is not in the navigation stack; the pop was refused.")
            }
            return Array(stack[...index])
        case .popToRoot:
            return stack.isEmpty ? nil : [stack[0]]
        case .set(let controllers):
            guard !controllers.isEmpty else {
                return refuse(.invalidStack, "setViewControllers with an empty array was refused: a navigation controller needs a root.")
            }
            if Set(controllers.map(ObjectIdentifier.init)).count != controllers.count {
                return refuse(.invalidStack, "All view controllers in a navigation controller must be distinct; setViewControllers was refused.")
            }
            guard controllers.allSatisfy(isFree) else {
                return refuse(.invalidStack, "setViewControllers was refused: a controller is presented or belongs to another parent.")
            }
            return controllers
        }
    }
}

extension Diagnostic.Code {
    /// A controller already in the stack (or elsewhere) was pushed.
    public static let pushedTwice = Diagnostic.Code(rawValue: "navigation.pushedTwice", severity: .error)
    /// The root controller cannot be popped.
    public static let cannotPopRoot = Diagnostic.Code(rawValue: "navigation.cannotPopRoot", severity: .trace)
    /// popToViewController named a controller that is not in the stack.
    public static let notInStack = Diagnostic.Code(rawValue: "navigation.notInStack", severity: .error)
    /// setViewControllers was given an empty, duplicate or foreign list.
    public static let invalidStack = Diagnostic.Code(rawValue: "navigation.invalidStack", severity: .error)
}
