import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `prefersLargeTitles` and `largeTitleDisplayMode`: the large title row, its collapse with the
/// content's scrolling, and its cross-fade with pushes and pops.
@Suite("UINavigationBar large titles")
@MainActor
struct NavigationLargeTitleTests {
    /// A controller whose view is a tall scroll view (the content that collapses the title).
    final class ListController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            scrollView.contentSize = CGSize(width: 400, height: 2000)
            view = scrollView
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    /// The drawn opacity of `string` at `fontSize` (0 when not drawn).
    private func textAlpha(_ string: String, size fontSize: CGFloat, in window: UIWindow) -> CGFloat {
        window.displayList().flattenedCommands.reduce(0) { alpha, command in
            guard case .text(let text) = command.content, text.string == string, text.fontSize == fontSize else { return alpha }
            return max(alpha, command.alpha * text.color.alpha)
        }
    }

    private func makeStack() -> (TransitionHarness, UINavigationController, ListController) {
        let root = ListController()
        root.title = "Library"
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        return (harness, navigation, root)
    }

    // UIKit's large-title bar is 96 points (44 + a 52-point row) with the title in 34-point bold
    // (Apple HIG, "Navigation bars": large titles; the `.largeTitle` text style is 34 points);
    // the row collapses as the content scrolls up and stretches when it is pulled down (the
    // offsets below are how far the scroll view is from its top). The fade of the inline title
    // over the last 12 points is this package's choice: UIKit's curve is not documented.
    @Test("The large title row collapses with the scroll offset and stretches when pulled down",
          arguments: [(0.0, 96.0, 0.0), (26, 70, 0), (46, 50, 0.5), (52, 44, 1), (200, 44, 1), (-30, 126, 0)])
    func collapsesWithTheScrollOffset(offset: CGFloat, height: CGFloat, inlineAlpha: CGFloat) {
        let (harness, navigation, root) = makeStack()
        // UIKit's automatic inset adjustment starts the content below the expanded bar.
        #expect(root.scrollView.contentOffset.y == -96 && root.scrollView.adjustedContentInset.top == 96)
        root.scrollView.contentOffset = CGPoint(x: 0, y: offset - 96)
        harness.run(0.02)
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: height))
        #expect(root.view.safeAreaInsets.top == min(height, 96),
                "the content's safe area follows the bar as it collapses, not past its resting height when stretched")
        #expect(root.scrollView.adjustedContentInset.top == min(height, 96))
        #expect(textAlpha("Library", size: 17, in: harness.window) == inlineAlpha)
        let largeTitle = bar.largeTitleLabel.convert(bar.largeTitleLabel.bounds, to: nil as UIView?)
        #expect(largeTitle.maxY == height, "the large title sits at the bar's bottom: \(largeTitle)")
    }

    @Test("Without prefersLargeTitles, or with .never, the bar stays 44 points and the title inline")
    func neverLarge() {
        let (harness, navigation, root) = makeStack()
        root.navigationItem.largeTitleDisplayMode = .never
        harness.run(0.02)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(textAlpha("Library", size: 17, in: harness.window) == 1)
        #expect(textAlpha("Library", size: 34, in: harness.window) == 0)
        root.navigationItem.largeTitleDisplayMode = .automatic
        harness.run(0.02)
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.navigationBar.prefersLargeTitles = false
        harness.run(0.02)
        #expect(navigation.navigationBar.frame.height == 44)
    }

    // Apple documentation, LargeTitleDisplayMode.automatic: "If the previous item's title was
    // large, the current item also displays a large title".
    @Test("An .automatic item inherits the item below it; .always shows it above a .never item")
    func automaticInherits() {
        let (harness, navigation, root) = makeStack()
        let second = ListController(), third = ListController()
        navigation.pushViewController(second, animated: false)
        harness.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        root.navigationItem.largeTitleDisplayMode = .never
        second.navigationItem.largeTitleDisplayMode = .automatic
        third.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(third, animated: false)
        harness.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.popViewController(animated: false)
        harness.settle()
        #expect(navigation.navigationBar.frame.height == 44, "second inherits the root's .never")
    }

    // The bar's contents change alongside the transition through its coordinator (Apple,
    // UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)), so an
    // interactive pop scrubs them and a cancelled one restores them.
    @Test("An interactive pop to a large title cross-fades the titles and the height with its progress; a cancel restores them")
    func crossFadeWithAnInteractivePop() {
        let (harness, navigation, _) = makeStack()
        let second = ListController()
        second.title = "Detail"
        second.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(second, animated: true)
        harness.settle()
        let window = harness.window, bar = navigation.navigationBar
        // Fraction 0: the .never controller's inline title, no large title.
        #expect(bar.frame.height == 44)
        #expect(textAlpha("Library", size: 34, in: window) == 0 && textAlpha("Detail", size: 17, in: window) == 1)
        window.send(.mouseDown(CGPoint(x: 5, y: 200)))
        for step in 1...10 {
            harness.run(0.03)
            window.send(.mouseMove(CGPoint(x: 5 + 20 * CGFloat(step), y: 200)))
        }
        harness.run(0.2)
        // Fraction 0.5 (200 of 400 points): the large title half in, the bar half grown.
        let large = textAlpha("Library", size: 34, in: window)
        #expect(abs(large - 0.5) < 0.1, "large title \(large)")
        let height = bar.layer.presentation()?.bounds.height ?? 0
        #expect(abs(height - 70) < 3, "bar height \(height)")
        window.send(.mouseUp(CGPoint(x: 205, y: 200)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2, "released at half way without speed: cancelled")
        #expect(bar.frame.height == 44 && bar.largeTitleView.alpha == 0 && bar.inlineTitleView.alpha == 1)
        #expect(textAlpha("Library", size: 34, in: window) == 0 && textAlpha("Detail", size: 17, in: window) == 1)
        // Fraction 1: the pop completes on the large title.
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(bar.frame.height == 96)
        #expect(textAlpha("Library", size: 34, in: window) == 1 && textAlpha("Library", size: 17, in: window) == 0)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Seen in the navigation scene: the pushed screen's items flew in from the bar's corner
    // because the bar's first layout of them ran inside the transition's animation.
    @Test("Items pushed with a large title are placed at once, not animated from the bar's corner")
    func itemsPlacedBeforeTheCrossFade() throws {
        let (harness, navigation, _) = makeStack()
        let second = ListController()
        let add = UIBarButtonItem(image: UIImage(systemName: "plus"), primaryAction: UIAction { _ in })
        second.navigationItem.rightBarButtonItem = add
        navigation.pushViewController(second, animated: true)
        harness.run(0.1)
        let view = try #require(navigation.navigationBar.itemView(for: add))
        #expect(view.layer.presentation()?.frame == CGRect(x: 400 - 8 - 28, y: 0, width: 28, height: 44))
        harness.settle()
    }

    /// Drags the pointer from `start` down by `distance` in ten steps, then lifts it after `hold`.
    private func drag(_ harness: TransitionHarness, from start: CGPoint, by distance: CGFloat, release: Bool = true) {
        harness.window.send(.mouseDown(start))
        harness.run(0.02)
        harness.window.send(.mouseMove(CGPoint(x: start.x, y: start.y + 12)))  // the pan begins
        for step in 1...10 {
            harness.run(0.02)
            harness.window.send(.mouseMove(CGPoint(x: start.x, y: start.y + 12 + distance * CGFloat(step) / 10)))
        }
        guard release else { return }
        harness.run(0.2)
        harness.window.send(.mouseUp(CGPoint(x: start.x, y: start.y + 12 + distance)))
    }

    // UIKit: a list under a large title starts below the expanded bar; pulled down, the title
    // stretches, and released it springs back to the bar at rest (the content's top limit is the
    // expanded bar's bottom: the stretched bar does not extend the safe area).
    @Test("Pulled down past its top, the list stretches the title and springs back to the expanded bar")
    func pulledDownSpringsBack() {
        let (harness, navigation, root) = makeStack()
        drag(harness, from: CGPoint(x: 200, y: 200), by: 80)
        #expect(navigation.navigationBar.frame.height > 96, "stretched while pulled")
        harness.run(1.5)   // the bounce back (scroll motion is not an animation `settle` waits for)
        #expect(isClose(root.scrollView.contentOffset.y, -96, 0.01), "\(root.scrollView.contentOffset.y)")
        #expect(navigation.navigationBar.frame.height == 96)
    }

    // UIKit: dragging a list whose title is half collapsed down expands the title with the
    // finger (the content's top stays at the bar's bottom), without rubber-banding.
    @Test("Dragging a half-collapsed title's list down expands the title point for point")
    func expandsPointForPoint() {
        let (harness, navigation, root) = makeStack()
        root.scrollView.contentOffset.y = -96 + 40
        harness.run(0.02)
        #expect(navigation.navigationBar.frame.height == 56)
        drag(harness, from: CGPoint(x: 200, y: 200), by: 30, release: false)
        harness.run(0.02)
        #expect(root.scrollView.contentOffset.y == CGFloat(-96 + 10), "followed the finger: \(root.scrollView.contentOffset.y)")
        #expect(navigation.navigationBar.frame.height == 86)
        #expect(root.scrollView.adjustedContentInset.top == 86, "the safe area follows the bar")
    }

    @Test("A list covered by a screen without a large title comes back at the distance from its top it had")
    func comesBackWhereItWas() {
        let (harness, navigation, root) = makeStack()
        root.scrollView.contentOffset.y = -96 + 20
        harness.run(0.02)
        #expect(navigation.navigationBar.frame.height == 76)
        let second = ListController()
        second.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(second, animated: true)
        harness.settle()
        #expect(second.scrollView.contentOffset.y == -44, "the pushed list starts below its 44-point bar")
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(root.scrollView.contentOffset.y == CGFloat(-96 + 20))
        #expect(navigation.navigationBar.frame.height == 76)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
