import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Each window counts the changes to what its own layers show (`UIWindow.modelChangeCount`):
/// windows are independent, so a change in one never makes another think its model changed,
/// and a frame of one window's clock commits only the windows on that clock.
@Suite("Window model changes")
@MainActor
struct UIWindowModelChangeTests {
    /// A window on its own clock with one 50-point view, drawn once.
    private func drawnWindowWithView() -> (UIWindow, AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        clock.advance(by: clock.frameInterval)
        _ = window.displayList()
        return (window, clock, view)
    }

    @Test("a change in one window moves that window's count only")
    func changesStayInTheirWindow() {
        let (first, _, firstView) = drawnWindowWithView()
        let (second, _, secondView) = drawnWindowWithView()
        let firstCount = first.modelChangeCount, secondCount = second.modelChangeCount
        firstView.alpha = 0.5
        firstView.addSubview(UIView(frame: .zero))
        #expect(first.modelChangeCount != firstCount)
        #expect(second.modelChangeCount == secondCount, "the other window's model did not change")
        let changed = first.modelChangeCount
        secondView.center = CGPoint(x: 100, y: 100)
        #expect(second.modelChangeCount != secondCount)
        #expect(first.modelChangeCount == changed)
    }

    @Test("changes to layers in no window count nowhere; joining a window counts in that window")
    func layersInNoWindow() {
        let (window, _, view) = drawnWindowWithView()
        let count = window.modelChangeCount
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let sublayer = CALayer()
        detached.layer.addSublayer(sublayer)
        detached.alpha = 0.3
        sublayer.opacity = 0.5
        #expect(window.modelChangeCount == count)
        view.addSubview(detached)
        #expect(window.modelChangeCount != count, "joining is a change to the window's tree")
        let joined = window.modelChangeCount
        sublayer.opacity = 0.25
        #expect(window.modelChangeCount != joined, "a plain sublayer's change counts in its tree's window")
        let left = window.modelChangeCount
        detached.removeFromSuperview()
        #expect(window.modelChangeCount != left, "leaving is a change too")
        let removed = window.modelChangeCount
        sublayer.opacity = 1
        #expect(window.modelChangeCount == removed)
    }

    @Test("a mask layer's change counts in the window of the layer it masks")
    func maskChanges() {
        let (window, _, view) = drawnWindowWithView()
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layer.mask = mask
        let count = window.modelChangeCount
        mask.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        #expect(window.modelChangeCount != count)
        view.layer.mask = nil
        let unmasked = window.modelChangeCount
        mask.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(window.modelChangeCount == unmasked, "no longer a mask")
    }

    @Test("a frame of another window's clock does not commit this window's changes: a CATransition starts from its last frame")
    func commitsArePerWindow() {
        let red = UIViewController(), blue = UIViewController()
        red.view.backgroundColor = .red
        blue.view.backgroundColor = .blue
        let (window, clock) = makeTestWindow(root: red)
        let (_, otherClock) = makeTestWindow()
        _ = window.displayList()   // red on screen
        clock.advance(by: clock.frameInterval)
        window.rootViewController = blue
        otherClock.advance(by: otherClock.frameInterval)
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        window.layer.add(fade, forKey: nil)
        clock.advance(by: 0.5)
        let commands = window.displayList().commands
        #expect(commands.first { $0.fillColor == .red }.map { abs($0.alpha - 0.5) < 1e-9 } == true,
                "the old root fades out: \(commands.map { String(describing: $0.fillColor) })")
    }

    @Test("windows made the same way count the same: a window gone leaves no count behind")
    func freshWindowsStartAlike() {
        func countOfANewWindow() -> UInt64 {
            let (window, clock, view) = drawnWindowWithView()
            view.alpha = 0.5
            clock.advance(by: 1)
            return window.modelChangeCount
        }
        let first = countOfANewWindow()
        let second = countOfANewWindow()
        #expect(first == second)
    }
}
