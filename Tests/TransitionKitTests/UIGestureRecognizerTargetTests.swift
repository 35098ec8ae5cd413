import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// UIKit: removeTarget(_:action:) "Removes a target and an action from a gesture-recognizer
/// object"; "Specify nil to remove all targets." (developer.apple.com/documentation/uikit/
/// uigesturerecognizer/removetarget(_:action:)). Without selectors, `addTarget(handler:)` returns
/// a token that `removeTarget(_:)` takes (a Linux addition).
@Suite("UIGestureRecognizer closure targets")
@MainActor
struct UIGestureRecognizerTargetTests {
    private func tapSetUp() -> (UIWindow, UITapGestureRecognizer) {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        return (window, tap)
    }

    private func click(_ window: UIWindow) {
        window.send(.mouseDown(CGPoint(x: 40, y: 50)))
        window.send(.mouseUp(CGPoint(x: 40, y: 50)))
        window.clock.advance(by: 1)
    }

    @Test("removeTarget(_:) removes exactly the handler its token stands for")
    func removesOne() {
        let (window, tap) = tapSetUp()
        var calls: [String] = []
        let first = tap.addTarget { _ in calls.append("first") }
        tap.addTarget { _ in calls.append("second") }
        click(window)
        #expect(calls == ["first", "second"])
        tap.removeTarget(first)
        tap.removeTarget(UITapGestureRecognizer().addTarget { _ in })  // another recognizer's token: no effect
        click(window)
        #expect(calls == ["first", "second", "second"])
    }

    @Test("A handler removed by an earlier one is not called for the same state change")
    func removedDuringDelivery() {
        let (window, tap) = tapSetUp()
        var calls: [String] = []
        var second: UIGestureRecognizer.Target?
        tap.addTarget { recognizer in calls.append("first"); recognizer.removeTarget(second) }
        second = tap.addTarget { _ in calls.append("second") }
        click(window)
        #expect(calls == ["first"])
    }

    @Test("removeTarget(nil) removes every handler, init(handler:)'s included")
    func removesAll() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var calls = 0
        let tap = UITapGestureRecognizer { _ in calls += 1 }
        tap.addTarget { _ in calls += 1 }
        view.addGestureRecognizer(tap)
        click(window)
        #expect(calls == 2)
        tap.removeTarget(nil)
        click(window)
        #expect(calls == 2)
    }
}
