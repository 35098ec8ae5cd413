import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `UINavigationItem.titleView` (Apple documentation: "A custom view displayed in the center of
/// the navigation bar when the receiver is the top item"; the title is not shown then).
@Suite("UINavigationItem.titleView")
@MainActor
struct NavigationTitleViewTests {
    private func textAlpha(_ string: String, in window: UIWindow) -> CGFloat {
        window.displayList().flattenedCommands.reduce(0) { alpha, command in
            guard case .text(let text) = command.content, text.string == string else { return alpha }
            return max(alpha, command.alpha * text.color.alpha)
        }
    }

    @Test("A pushed item's title view is centred in the bar instead of its title, cross-fades in, and goes with a pop")
    func titleViewReplacesTitle() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let segmented = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        segmented.backgroundColor = .systemBlue
        second.navigationItem.titleView = segmented
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        navigation.pushViewController(second, animated: true)
        harness.run(0.2)
        let midAlpha = CGFloat(segmented.superview?.layer.presentation()?.opacity ?? 1)
        #expect(midAlpha > 0.05 && midAlpha < 0.95, "cross-fading in: \(midAlpha)")
        harness.settle()
        #expect(segmented.isDescendant(of: navigation.navigationBar))
        #expect(segmented.convert(segmented.bounds, to: navigation.navigationBar) == CGRect(x: 140, y: 7, width: 120, height: 30))
        #expect(textAlpha("Second", in: harness.window) == 0, "the title is not shown")
        #expect(InvariantChecker.effectiveAlpha(of: segmented) == 1)
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(!segmented.isDescendant(of: navigation.navigationBar) && textAlpha("Root", in: harness.window) == 1)
        second.navigationItem.titleView = nil
        navigation.pushViewController(second, animated: false)
        harness.settle()
        #expect(textAlpha("Second", in: harness.window) == 1, "without a title view the title is back")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
