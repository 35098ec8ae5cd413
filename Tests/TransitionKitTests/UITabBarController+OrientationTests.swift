import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A delegate that locks its tab bar controller to portrait, presented portrait.
@MainActor
private final class PortraitTabBarDelegate: UITabBarControllerDelegate {
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        .portrait
    }
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .portrait
    }
}

/// A delegate that implements none of the orientation members.
@MainActor
private final class PlainTabBarDelegate: UITabBarControllerDelegate {}

@Suite("UITabBarController orientations")
@MainActor
struct UITabBarControllerOrientationTests {
    @Test("The delegate decides; without one (or without the members) a view controller's defaults")
    func delegateDecides() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let harness = TransitionHarness(root: tabs, size: CGSize(width: 600, height: 400))
        #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .landscapeRight)
        let plain = PlainTabBarDelegate()
        tabs.delegate = plain
        #expect(tabs.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .landscapeRight)
        let portrait = PortraitTabBarDelegate()
        tabs.delegate = portrait
        #expect(tabs.supportedInterfaceOrientations == .portrait)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(harness.violations.isEmpty)
    }
}
