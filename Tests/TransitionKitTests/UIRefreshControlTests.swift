import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIRefreshControl: pull to refresh, its room above the content, begin and end")
@MainActor
struct UIRefreshControlTests {
    private func setUp() -> (UIWindow, AnimationClock, UIScrollView, UIRefreshControl, () -> Int) {
        let (window, clock) = makeTestWindow(width: 400, height: 600)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let refresh = UIRefreshControl()
        var fired = 0
        refresh.addAction(UIAction { _ in fired += 1 }, for: .valueChanged)
        scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100)))
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        return (window, clock, scrollView, refresh, { fired })
    }

    /// Drags from y 100 down by `distance` in 10 pt steps; returns with the finger still down.
    private func pull(_ window: UIWindow, _ clock: AnimationClock, by distance: CGFloat) {
        window.send(.mouseDown(CGPoint(x: 200, y: 100)))
        var y: CGFloat = 100
        while y < 100 + distance {
            y += 10
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(CGPoint(x: 200, y: y)))
        }
    }

    @Test("The control goes under the content (index 0), 60 pt tall across the width, just above the content's top")
    func placement() {
        let (_, _, scrollView, refresh, _) = setUp()
        #expect(scrollView.subviews.first === refresh)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        scrollView.contentInset.top = 20
        #expect(refresh.frame.minY == -60)  // at the content's top whatever the inset, as in UIKit
        #expect(!refresh.isRefreshing)
    }

    @Test("A pull past 120 pt fires once while the finger is down; released, the content rests on the control")
    func pullToRefresh() {
        let (window, clock, scrollView, refresh, fired) = setUp()
        pull(window, clock, by: 600)
        #expect(-scrollView.contentOffset.y >= UIRefreshControl.triggerDistance)
        #expect(fired() == 1)
        #expect(refresh.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)  // the room waits for the release
        window.send(.mouseUp(CGPoint(x: 200, y: 700)))
        #expect(scrollView.adjustedContentInset.top == 60)
        clock.advance(by: 3)
        #expect(isClose(scrollView.contentOffset.y, -60, 0.5))
        #expect(fired() == 1)
    }

    @Test("A short pull does not fire, and the content springs back to its top")
    func shortPull() {
        let (window, clock, scrollView, refresh, fired) = setUp()
        pull(window, clock, by: 60)
        window.send(.mouseUp(CGPoint(x: 200, y: 160)))
        clock.advance(by: 3)
        #expect(fired() == 0)
        #expect(!refresh.isRefreshing)
        #expect(isClose(scrollView.contentOffset.y, 0, 0.5))
    }

    @Test("endRefreshing() gives the room back and scrolls to the content's top over 0.3 s")
    func endRefreshing() {
        let (window, clock, scrollView, refresh, _) = setUp()
        pull(window, clock, by: 600)
        window.send(.mouseUp(CGPoint(x: 200, y: 700)))
        clock.advance(by: 3)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0)
        #expect(scrollView.isScrollAnimating)
        clock.advance(by: 0.31)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isScrollAnimating)
    }

    @Test("beginRefreshing() refreshes without the event and without scrolling, as in UIKit")
    func beginRefreshing() {
        let (_, clock, scrollView, refresh, fired) = setUp()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        #expect(fired() == 0)
        #expect(scrollView.adjustedContentInset.top == 60)
        clock.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: false)
        #expect(scrollView.contentOffset.y == -60)  // inside the range now: it stays
        refresh.endRefreshing()
        clock.advance(by: 0.31)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("Replacing the control removes the old one and its room")
    func replace() {
        let (_, _, scrollView, refresh, _) = setUp()
        refresh.beginRefreshing()
        let other = UIRefreshControl()
        scrollView.refreshControl = other
        #expect(refresh.superview == nil)
        #expect(other.superview === scrollView)
        #expect(scrollView.adjustedContentInset.top == 0)
        scrollView.refreshControl = nil
        #expect(other.superview == nil)
    }
}

extension UIRefreshControlTests {
    @Test("Ended while still pulled, the control does not fire again until the content has come back to its top")
    func noRefireInOnePull() {
        let (window, clock, _, refresh, fired) = setUp()
        refresh.addAction(UIAction { _ in refresh.endRefreshing() }, for: .valueChanged)
        pull(window, clock, by: 600)
        #expect(fired() == 1)
        window.send(.mouseMove(CGPoint(x: 200, y: 650)))
        window.send(.mouseMove(CGPoint(x: 200, y: 700)))
        #expect(fired() == 1)
        window.send(.mouseUp(CGPoint(x: 200, y: 700)))
        clock.advance(by: 3)
        pull(window, clock, by: 600)
        #expect(fired() == 2)
    }
}

extension UIRefreshControlTests {
    /// A large-title list with a refresh control, made in `viewDidLoad` as apps make it.
    final class RefreshingList: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            refreshControl = UIRefreshControl()
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test("A pushed large-title list with a refresh control rests below its expanded title, as without one")
    func largeTitleListRestsAtItsTop() {
        let root = UIViewController()
        root.navigationItem.largeTitleDisplayMode = .never
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let list = RefreshingList(style: .plain)
        list.navigationItem.largeTitleDisplayMode = .always
        navigation.pushViewController(list, animated: true)
        harness.settle()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(list.tableView.contentOffset.y == -96)
        #expect(list.refreshControl?.frame.minY == -60)
    }
}
