import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A delegate that locks its navigation controller to landscape, presented landscape left.
@MainActor
private final class LandscapeNavigationDelegate: UINavigationControllerDelegate {
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .landscape
    }
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        .landscapeLeft
    }
}

/// A delegate that implements only the transition callbacks.
@MainActor
private final class SilentNavigationDelegate: UINavigationControllerDelegate {}

/// A controller that supports portrait only.
@MainActor
private final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
}

@Suite("UINavigationController orientations")
@MainActor
struct UINavigationControllerOrientationTests {
    @Test("The masks' bits are UIKit's")
    func maskBits() {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    @Test("Without a delegate: all but upside down, whatever the stack supports")
    func withoutDelegate() {
        let navigation = UINavigationController(rootViewController: PortraitOnlyController())
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        navigation.delegate = SilentDelegateHolder.shared
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
    }

    @Test("The delegate decides the supported and preferred orientations")
    func delegateDecides() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let delegate = LandscapeNavigationDelegate()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .landscape)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .landscapeLeft)
    }

    @Test("The preferred orientation is by default the window's current one")
    func preferredFollowsWindow() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tall = TransitionHarness(root: navigation, size: CGSize(width: 400, height: 600))
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
        let wideNavigation = UINavigationController(rootViewController: UIViewController())
        let wide = TransitionHarness(root: wideNavigation, size: CGSize(width: 600, height: 400))
        #expect(wideNavigation.preferredInterfaceOrientationForPresentation == .landscapeRight)
        #expect(wideNavigation.topViewController?.preferredInterfaceOrientationForPresentation == .landscapeRight)
        _ = (tall, wide)
        #expect(UIViewController().preferredInterfaceOrientationForPresentation == .portrait)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
    }
}

/// Keeps the silent delegate alive (the navigation controller holds it weakly).
@MainActor
private enum SilentDelegateHolder {
    static let shared = SilentNavigationDelegate()
}
