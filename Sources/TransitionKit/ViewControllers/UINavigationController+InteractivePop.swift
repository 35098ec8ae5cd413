import Foundation

extension UINavigationController {
    /// The left-edge pan that pops interactively, tracking the pointer; it finishes past half
    /// way or on a rightward flick. Unlike UIKit, it keeps working when the delegate supplies an
    /// animator without an interaction controller: the engine then scrubs that animator itself.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop?.recognizer }

    /// Installs the left-edge pan on the navigation controller's view.
    func installInteractivePopGesture() {
        guard interactivePop == nil else { return }
        let pop = InteractivePop(navigationController: self)
        interactivePop = pop
        view.addGestureRecognizer(pop.recognizer)
        installContentPopGesture(after: pop.recognizer)
    }
}

/// The interactive pop: a pan (the left-edge pan, or the content pan of
/// `UINavigationController+ContentPop.swift`) driving a percent-driven pop.
@MainActor
class InteractivePop: UIGestureRecognizerDelegate {
    let recognizer: UIPanGestureRecognizer
    private(set) weak var navigationController: UINavigationController?
    private var interactor: UIPercentDrivenInteractiveTransition?

    /// The left-edge pop.
    convenience init(navigationController: UINavigationController) {
        let edgePan = UIScreenEdgePanGestureRecognizer()
        edgePan.edges = .left
        edgePan.name = "interactivePopGestureRecognizer"
        self.init(navigationController: navigationController, recognizer: edgePan)
    }

    init(navigationController: UINavigationController, recognizer: UIPanGestureRecognizer) {
        self.navigationController = navigationController
        self.recognizer = recognizer
        recognizer.delegate = self
        recognizer.addTarget { [weak self] pan in self?.handle(pan) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigationController else { return false }
        return navigation.viewControllers.count > 1 && navigation.presentedViewController == nil
            && !(navigation.viewIfLoaded?.window?.isTransitionInProgress ?? true)
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let navigation = navigationController else { return }
        let width = max(navigation.contentView.bounds.width, 1)
        let percent = min(max(pan.translation(in: navigation.view).x / width, 0), 1)
        switch pan.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .easeOut
            self.interactor = interactor
            var request = NavigationRequest(navigationController: navigation, operation: .pop, animated: true)
            request.interactor = interactor
            navigation.viewIfLoaded?.window?.transitionDirector.submit(.navigation(request))
        case .changed:
            interactor?.update(percent)
        case .ended:
            let velocity = pan.velocity(in: navigation.view).x
            let projected = percent + velocity / width * 0.499
            if projected > 0.5 || velocity > 600 { interactor?.finish() } else { interactor?.cancel() }
            interactor = nil
        case .cancelled, .failed:
            interactor?.cancel()
            interactor = nil
        default:
            break
        }
    }
}
