import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Counts `adjustedContentInsetDidChange()` calls and the insets they saw.
@MainActor
private final class InsetCountingScrollView: UIScrollView {
    var seen: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        seen.append(adjustedContentInset)
    }
}

/// Records `scrollViewDidChangeAdjustedContentInset(_:)`.
@MainActor
private final class InsetDelegate: UIScrollViewDelegate {
    var changes: [UIEdgeInsets] = []
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes.append(scrollView.adjustedContentInset) }
}

/// A table controller of 40 rows (UIKit's default 44-point rows).
@MainActor
private final class FortyRows: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

@Suite("UIScrollView: adjustedContentInset, contentInsetAdjustmentBehavior, lists under bars")
@MainActor
struct UIScrollViewContentInsetAdjustmentTests {
    /// A phone: 59 points of status bar, 34 of home indicator.
    static let phone = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// A 400 x 600 phone window with a full-window scroll view of `content` size.
    private func phoneScrollView(content: CGSize, behavior: UIScrollView.ContentInsetAdjustmentBehavior)
        -> (UIWindow, InsetCountingScrollView)
    {
        let (window, _) = makeTestWindow(width: 400, height: 600)
        window.screen.simulatedSafeAreaInsets = Self.phone
        let scrollView = InsetCountingScrollView(frame: window.bounds)
        scrollView.contentSize = content
        scrollView.contentInsetAdjustmentBehavior = behavior
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        return (window, scrollView)
    }

    // Apple, `adjustedContentInset`: "The contentInsetAdjustmentBehavior property determines
    // whether the safe area insets are included in the adjustment. The safe area insets are then
    // added to the values in the contentInset property to obtain the final value of this
    // property." `.scrollableAxes`: "The top and bottom insets include the safe area inset values
    // when the vertical content size is greater than the height of the scroll view itself. The
    // top and bottom insets are also adjusted when the alwaysBounceVertical property is true."
    // `.always`: "Always include the safe area insets in the content adjustment." `.never`: "Do
    // not adjust the scroll view insets."
    @Test("Each behaviour adds the safe area as Apple documents it", arguments: [
        (UIScrollView.ContentInsetAdjustmentBehavior.automatic, 2000.0, UIEdgeInsets(top: 69, left: 0, bottom: 44, right: 0)),
        (.automatic, 300, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
        (.scrollableAxes, 2000, UIEdgeInsets(top: 69, left: 0, bottom: 44, right: 0)),
        (.scrollableAxes, 300, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
        (.always, 300, UIEdgeInsets(top: 69, left: 0, bottom: 44, right: 0)),
        (.never, 2000, UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)),
    ])
    func behaviours(behavior: UIScrollView.ContentInsetAdjustmentBehavior, height: CGFloat, expected: UIEdgeInsets) {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: height), behavior: behavior)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        #expect(scrollView.window === window && scrollView.safeAreaInsets == Self.phone)
        #expect(scrollView.adjustedContentInset == expected)
    }

    @Test("alwaysBounceVertical makes the vertical axis scrollable for .scrollableAxes; the view out of a window has none")
    func alwaysBounceAndWindow() {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: 300), behavior: .scrollableAxes)
        #expect(scrollView.window === window && scrollView.adjustedContentInset == .zero)
        scrollView.alwaysBounceVertical = true
        #expect(scrollView.adjustedContentInset == Self.phone)
        scrollView.removeFromSuperview()
        #expect(scrollView.adjustedContentInset == .zero, "no window, no safe area")
    }

    // Apple, `adjustedContentInsetDidChange()`: "Notifies the scroll view when the adjusted
    // content insets of the scroll view change"; `scrollViewDidChangeAdjustedContentInset(_:)`:
    // "Tells the delegate when the scroll view's inset values change."
    @Test("A change calls adjustedContentInsetDidChange() and the delegate once, with the new value")
    func changeCallbacks() {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: 2000), behavior: .automatic)
        let delegate = InsetDelegate()
        scrollView.delegate = delegate
        #expect(scrollView.seen == [Self.phone], "the safe area arrived with the first layout")
        scrollView.contentInset.top = 5
        let expected = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        #expect(scrollView.seen.last == expected && delegate.changes == [expected])
        #expect(scrollView.contentOffset.y == -59, "as in UIKit, a new contentInset in a window keeps the offset")
        scrollView.contentInset.top = 5
        window.layoutIfNeeded()
        #expect(delegate.changes.count == 1, "no change, no call")
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(delegate.changes.last == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        window.screen.simulatedSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(delegate.changes.count == 2, "`.never`: the safe area does not matter")
    }

    @Test("A scroll view resting at its top follows a new top inset; one scrolled down keeps its offset")
    func restingOffsetFollows() {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: 2000), behavior: .automatic)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59), "the content starts below the status bar")
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset.y == -20)
        scrollView.contentOffset.y = 300
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        #expect(scrollView.contentOffset.y == 300)
    }

    // Apple, `.automatic`: "Content is always adjusted vertically when the scroll view is the
    // content view of a view controller that is currently displayed by a navigation or tab bar
    // controller." The bars count through the safe area: the navigation bar adds to its
    // content's safe area.
    @Test("A table pushed in a navigation controller starts below the bar and scrolls under it")
    func tableUnderTheNavigationBar() throws {
        let list = FortyRows(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        harness.window.screen.simulatedSafeAreaInsets = Self.phone
        harness.settle()
        let table = list.tableView!
        let barBottom = navigation.navigationBar.frame.maxY
        #expect(barBottom == CGFloat(59 + 44))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: barBottom, left: 0, bottom: 34, right: 0))
        #expect(table.contentOffset.y == -barBottom, "UIKit sets the initial offset so the content starts below the bar")
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: nil).minY == barBottom)
        // Scrolled to the end, the last row ends above the home indicator.
        table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        let last = try #require(table.cellForRow(at: IndexPath(row: 39, section: 0)))
        #expect(last.convert(last.bounds, to: nil).maxY == CGFloat(600 - 34))
        #expect(table.contentOffset.y == CGFloat(40 * 44 + 34 - 600))
        // Scrolled back to the top row, it sits below the bar again; rows under the bar are shown.
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        table.layoutIfNeeded()
        let tenth = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
        #expect(tenth.convert(tenth.bounds, to: nil).minY == barBottom)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 7, section: 0), "rows 7 to 9 are under the bar")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A collection view controller in a tab bar controller keeps its last item above the tab bar")
    func gridAboveTheTabBar() throws {
        final class Grid: UICollectionViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        let grid = Grid(collectionViewLayout: layout)
        grid.tabBarItem = UITabBarItem(title: "Grid", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [grid]
        let (window, _) = makeTestWindow(width: 400, height: 600, root: tabs)
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        let view = grid.collectionView!
        let tabTop = tabs.tabBar.frame.minY
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 600 - tabTop, right: 0))
        #expect(view.contentOffset.y == -59)
        view.scrollToItem(at: IndexPath(item: 29, section: 0), at: .bottom, animated: false)
        view.layoutIfNeeded()
        let last = try #require(view.cellForItem(at: IndexPath(item: 29, section: 0)))
        #expect(last.convert(last.bounds, to: nil).maxY == tabTop)
    }

    @Test("scrollRectToVisible brings a rect out from under the bars, the least distance")
    func scrollRectToVisibleRespectsTheInset() {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: 2000), behavior: .automatic)
        #expect(scrollView.window === window)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(1050 - (600 - 34)), "the rect's bottom just above the home indicator")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(1050 - (600 - 34)), "already visible: no scrolling")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == CGFloat(200 - 59), "the rect's top just below the status bar")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == -59, "clamped to the content's top")
    }

    @Test("Dragging past the adjusted top rubber-bands and springs back to it")
    func bouncesBackToTheAdjustedTop() {
        let (window, scrollView) = phoneScrollView(content: CGSize(width: 400, height: 2000), behavior: .automatic)
        let clock = window.clock
        window.send(.mouseDown(CGPoint(x: 200, y: 200)))
        clock.advance(by: 0.01)
        window.send(.mouseMove(CGPoint(x: 200, y: 210)))
        window.send(.mouseMove(CGPoint(x: 200, y: 310)))
        #expect(scrollView.contentOffset.y < -59 - 30, "rubber-banded past the top: \(scrollView.contentOffset.y)")
        clock.advance(by: 0.01)
        window.send(.mouseUp(CGPoint(x: 200, y: 310)))
        for _ in 0..<120 { clock.advance(by: 1.0 / 60) }
        #expect(isClose(scrollView.contentOffset.y, -59, 0.5), "\(scrollView.contentOffset.y)")
    }

    @Test("The scroll indicator insets are stored; scrollIndicatorInsets sets both")
    func indicatorInsets() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(scrollView.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
