import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Logs a bar delegate's calls; `refusesPop` answers false to pops.
@MainActor
private final class BarDelegateLog: UINavigationBarDelegate {
    var log: [String] = []
    var refusesPush = false, refusesPop = false
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        log.append("shouldPush \(item.title ?? "")"); return !refusesPush
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title ?? "")") }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        log.append("shouldPop \(item.title ?? "")"); return !refusesPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
}

@Suite("UINavigationBar's item stack, the back button's title modes, backAction, supplementing left items")
@MainActor
struct UINavigationBarItemStackTests {
    private func tapBack(of bar: UINavigationBar, in window: UIWindow, clock: AnimationClock) {
        let point = bar.convert(CGPoint(x: bar.backLabel.frame.minX + 10, y: 22), to: window)
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        clock.advance(by: 0.05)
    }

    @Test("A bar of your own pushes and pops items, asking its delegate, with a back button titled by the item below")
    func standalone() {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        window.addSubview(bar)
        let delegate = BarDelegateLog()
        bar.delegate = delegate
        bar.setItems([UINavigationItem(title: "Settings")], animated: false)
        bar.pushItem(UINavigationItem(title: "Wi-Fi"), animated: true)
        #expect(bar.topItem?.title == "Wi-Fi" && bar.backItem?.title == "Settings")
        #expect(bar.titleLabel.text == "Wi-Fi" && bar.backLabel.text == "‹ Settings" && !bar.backLabel.isHidden)
        #expect(delegate.log == ["shouldPush Wi-Fi", "didPush Wi-Fi"])
        #expect(bar.barPosition == .top)
        delegate.refusesPop = true
        tapBack(of: bar, in: window, clock: clock)
        #expect(bar.items?.count == 2)
        delegate.refusesPop = false
        tapBack(of: bar, in: window, clock: clock)
        #expect(bar.items?.map(\.title) == ["Settings"])
        #expect(bar.backLabel.isHidden)
        #expect(delegate.log.suffix(3) == ["shouldPop Wi-Fi", "shouldPop Wi-Fi", "didPop Wi-Fi"])
        delegate.refusesPush = true
        bar.pushItem(UINavigationItem(title: "Bluetooth"), animated: false)
        #expect(bar.items?.count == 1)
    }

    @Test("A navigation controller's bar reads its stack's items and refuses changes with a Diagnostic")
    func managed() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        let bar = navigation.navigationBar
        #expect(bar.items?.first === root.navigationItem)
        #expect(bar.barPosition == .topAttached)
        bar.pushItem(UINavigationItem(title: "Rogue"), animated: false)
        #expect(bar.items?.count == 1)
        #expect(harness.window.diagnostics.contains { $0.code == .managedNavigationBar })
    }

    @Test("backButtonDisplayMode: the title, \"Back\", or the chevron alone")
    func backButtonDisplayModes() {
        let list = UIViewController()
        list.title = "Mailboxes"
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        harness.settle()
        #expect(navigation.navigationBar.backLabel.text == "‹ Mailboxes")
        list.navigationItem.backButtonDisplayMode = .generic
        #expect(navigation.navigationBar.backLabel.text == "‹ Back")
        list.navigationItem.backButtonDisplayMode = .minimal
        #expect(navigation.navigationBar.backLabel.text == "‹ ")
    }

    @Test("backAction replaces the pop; leftItemsSupplementBackButton keeps the back button beside the left items")
    func backActionAndSupplement() throws {
        let root = UIViewController()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        let detail = UIViewController()
        var ran = 0
        detail.navigationItem.backAction = UIAction(title: "Done") { _ in ran += 1 }
        let flag = UIBarButtonItem(title: "Flag")
        detail.navigationItem.leftBarButtonItem = flag
        detail.navigationItem.leftItemsSupplementBackButton = true
        navigation.pushViewController(detail, animated: false)
        harness.settle()
        let bar = navigation.navigationBar
        #expect(!bar.backLabel.isHidden)
        let flagView = try #require(bar.itemView(for: flag))
        #expect(flagView.frame.minX > bar.backLabel.frame.minX + 40, "after the back button's text")
        tapBack(of: bar, in: harness.window, clock: harness.clock)
        #expect(ran == 1)
        #expect(navigation.viewControllers.count == 2, "the action replaced the pop")
    }
}
