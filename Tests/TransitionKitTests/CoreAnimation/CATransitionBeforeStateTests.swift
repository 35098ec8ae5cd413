import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A CATransition animates from what was on screen before the transaction, whichever comes
/// first in it: adding the transition or changing the layer's tree.
///
/// Apple, Core Animation Programming Guide ("Changing a Layer's Visual Appearance... using a
/// CATransition object"): the transition object animates "the transition from the layer's old
/// state to its new state"; Core Animation renders it from the last committed render tree, so
/// the common window-root swap (`window.rootViewController = newRoot` then
/// `window.layer.add(transition, forKey: nil)` with a fade) shows the old root fading out.
@MainActor
struct CATransitionBeforeStateTests {
    private func colored(_ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        return controller
    }

    private func fade() -> CATransition {
        let transition = CATransition()
        transition.type = .fade
        transition.duration = 1
        return transition
    }

    /// The alpha of the first command filled with `color` in the window's display list.
    private func alpha(of color: UIColor, in window: UIWindow) -> CGFloat? {
        window.displayList().commands.first { $0.fillColor == color }?.alpha
    }

    @Test(arguments: [true, false])
    func aWindowRootSwapFadesFromTheOldRoot(addingFirst: Bool) {
        let (window, clock) = makeTestWindow(root: colored(.red))
        _ = window.displayList()   // a frame on screen
        clock.advance(by: 1.0 / 60)
        if addingFirst {
            window.layer.add(fade(), forKey: nil)
            window.rootViewController = colored(.blue)
        } else {
            window.rootViewController = colored(.blue)
            window.layer.add(fade(), forKey: nil)
        }
        clock.advance(by: 0.5)
        #expect(alpha(of: .red, in: window).map { abs($0 - 0.5) < 1e-9 } == true)
        #expect(alpha(of: .blue, in: window).map { abs($0 - 0.5) < 1e-9 } == true)
        clock.advance(by: 0.6)
        #expect(alpha(of: .red, in: window) == nil && alpha(of: .blue, in: window) == 1)
    }

    @Test(arguments: [true, false])
    func aSubviewSwapBetweenSiblingsFadesFromTheOldSubview(addingFirst: Bool) {
        let (window, clock) = makeTestWindow()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        below.backgroundColor = .green
        let host = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let above = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        above.backgroundColor = .yellow
        let old = UIView(frame: host.bounds), new = UIView(frame: host.bounds)
        old.backgroundColor = .red
        new.backgroundColor = .blue
        for view in [below, host, above] { window.addSubview(view) }
        host.addSubview(old)
        _ = window.displayList()
        if addingFirst { host.layer.add(fade(), forKey: nil) }
        old.removeFromSuperview()
        host.addSubview(new)
        if !addingFirst { host.layer.add(fade(), forKey: nil) }
        clock.advance(by: 0.25)
        let commands = window.displayList().commands
        let red = commands.first { $0.fillColor == .red }
        #expect(red.map { abs($0.alpha - 0.75) < 1e-9 && $0.windowBounds == CGRect(x: 50, y: 50, width: 100, height: 100) } == true)
        #expect(commands.filter { $0.fillColor == .green }.count == 1)    // the siblings once each
        #expect(commands.filter { $0.fillColor == .yellow }.count == 1)
    }

    @Test func withoutAFrameOnScreenTheTransitionStartsFromTheStateWhenAdded() {
        let (window, clock) = makeTestWindow(root: colored(.red))
        window.layer.add(fade(), forKey: nil)
        window.rootViewController = colored(.blue)
        clock.advance(by: 0.5)
        #expect(alpha(of: .red, in: window).map { abs($0 - 0.5) < 1e-9 } == true)
    }
}
