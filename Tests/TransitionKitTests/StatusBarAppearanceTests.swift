import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Which controller decides the status bar, and how a change follows a transition.
/// Apple, `modalPresentationCapturesStatusBarAppearance`: "status bar appearance control is
/// transferred from the presenting to the presented view controller only if the presented
/// controller's modalPresentationStyle value is UIModalPresentationStyle.fullScreen. By setting
/// this property to true, you specify the presented view controller controls status bar
/// appearance, even though presented non-fullscreen."
/// Apple, `childForStatusBarStyle`: "If you return nil or do not override this method, the
/// status bar style for self is used."
@Suite("Status bar appearance")
@MainActor
struct StatusBarAppearanceTests {
    @Test("The root decides; a changed preference is read only after setNeedsStatusBarAppearanceUpdate()")
    func rootDecides() {
        let root = StatusBarController(style: .lightContent)
        let (window, _) = makeTestWindow(root: root)
        #expect(window.statusBarAppearance == StatusBarAppearance(isHidden: false, style: .lightContent))
        root.style = .darkContent
        #expect(window.statusBarAppearance.style == .lightContent)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance.style == .darkContent)
        #expect(window.statusBarPresentation == StatusBarPresentation(contentLightness: 0, opacity: 1))
    }

    @Test("A full-screen presentation takes the status bar; a sheet or an over-full-screen one does not unless it captures")
    func captureRule() {
        for (style, captures, decides) in [
            (UIModalPresentationStyle.fullScreen, false, true), (.pageSheet, false, false), (.overFullScreen, false, false),
            (.custom, false, false), (.custom, true, true), (.pageSheet, true, true),
        ] {
            let root = StatusBarController(style: .darkContent)
            let (window, _) = makeTestWindow(root: root)
            let presented = StatusBarController(style: .lightContent, hidden: true)
            presented.modalPresentationStyle = style
            presented.modalPresentationCapturesStatusBarAppearance = captures
            root.present(presented, animated: false)
            let expected = decides ? StatusBarAppearance(isHidden: true, style: .lightContent) : StatusBarAppearance(style: .darkContent)
            #expect(window.statusBarAppearance == expected, "\(style) captures: \(captures)")
            presented.dismiss(animated: false)
            #expect(window.statusBarAppearance == StatusBarAppearance(style: .darkContent))
        }
    }

    @Test("childForStatusBarStyle hands the style to a child; a navigation controller hands hidden to its top, style only with the bar hidden")
    func children() {
        let child = StatusBarController(style: .lightContent)
        let root = StatusBarController(style: .darkContent)
        root.childForStyle = child
        let (window, _) = makeTestWindow(root: root)
        #expect(window.statusBarAppearance.style == .lightContent)

        let top = StatusBarController(style: .lightContent, hidden: true)
        let navigation = UINavigationController(rootViewController: top)
        let (navigationWindow, _) = makeTestWindow(root: navigation)
        #expect(navigationWindow.statusBarAppearance == StatusBarAppearance(isHidden: true, style: .default))
        navigation.setNavigationBarHidden(true, animated: false)
        navigation.setNeedsStatusBarAppearanceUpdate()
        #expect(navigationWindow.statusBarAppearance == StatusBarAppearance(isHidden: true, style: .lightContent))
    }

    @Test("A presentation that changes the status bar cross-fades it with its progress; a cancelled one goes back")
    func followsTransition() {
        let root = StatusBarController(style: .darkContent)
        let (window, clock) = makeTestWindow(root: root)
        let presented = StatusBarController(style: .lightContent)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        #expect(window.statusBarAppearance.style == .lightContent)
        #expect(window.statusBarPresentation.contentLightness == 0)
        let duration = window.transitionState!.duration
        window.scrubTransition(by: duration / 4)
        #expect(isClose(window.statusBarPresentation.contentLightness, 0.25))
        window.scrubTransition(by: duration / 4)
        #expect(isClose(window.statusBarPresentation.contentLightness, 0.5))
        window.resumeTransition()
        clock.advance(by: 2)
        #expect(window.transitionState == nil && window.statusBarPresentation.contentLightness == 1)

    }

    @Test("A push to a controller that shows the status bar fades it in with the push's progress")
    func followsPush() {
        let top = StatusBarController(style: .default, hidden: true)
        let navigation = UINavigationController(rootViewController: top)
        let (window, _) = makeTestWindow(root: navigation)
        #expect(window.statusBarPresentation.opacity == 0)
        navigation.pushViewController(StatusBarController(style: .default), animated: true)
        #expect(window.statusBarAppearance.isHidden == false)
        window.scrubTransition(by: window.transitionState!.duration / 2)
        #expect(isClose(window.statusBarPresentation.opacity, 0.5))
    }

    @Test("An interactive dismissal that is cancelled leaves the presented controller's status bar")
    func cancelledDismissal() {
        let root = StatusBarController(style: .darkContent)
        let (window, clock) = makeTestWindow(root: root)
        let delegate = FadeTransitioningDelegate()
        let presented = StatusBarController(style: .lightContent)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        root.present(presented, animated: false)
        #expect(window.statusBarAppearance.style == .lightContent)
        presented.dismiss(animated: true)
        #expect(window.statusBarAppearance.style == .darkContent)
        delegate.interactor.update(0.5)
        #expect(isClose(window.statusBarPresentation.contentLightness, 0.5))
        delegate.interactor.cancel()
        clock.advance(by: 1)
        #expect(window.transitionState == nil && presented.presentingViewController === root)
        #expect(window.statusBarAppearance.style == .lightContent && window.statusBarPresentation.contentLightness == 1)
    }
}

/// Fades the presented view out, driven by a percent-driven interactor when dismissing.
@MainActor
final class FadeTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    let interactor = UIPercentDrivenInteractiveTransition()

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { interactor }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 0.4, animations: { view?.alpha = 0 }, completion: { _ in
            view?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
