import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Sources: Apple documentation, `UIView.transition(with:duration:options:animations:completion:)`
/// and `UIView.transition(from:to:duration:options:completion:)` ("By default, the view in
/// fromView is replaced in the view hierarchy by the view in toView ... use the
/// showHideTransitionViews option to hide or show them instead"), and `UIView.AnimationOptions`
/// (the `transition...` bit values from UIView.h: bits 20-23). The flips are perspective flips;
/// the curls are two-dimensional approximations (README, "Differences from UIKit").
@Suite("UIView.transition")
@MainActor
struct UIViewTransitionTests {
    private static let linear = UIView.AnimationOptions.curveLinear
    /// Keeps each test's windows alive for the whole test (views hold their window weakly).
    private final class Windows { var all: [UIWindow] = [] }
    private let windows = Windows()

    private func scene() -> (UIWindow, AnimationClock, UIView, UIView) {
        let (window, clock) = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(container)
        windows.all.append(window)
        let from = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        from.backgroundColor = .red
        container.addSubview(from)
        let to = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        to.backgroundColor = .blue
        return (window, clock, container, to)
    }

    private func same(_ views: [UIView], _ expected: [UIView]) -> Bool {
        views.count == expected.count && zip(views, expected).allSatisfy { $0 === $1 }
    }

    private func opacity(_ view: UIView) -> Float { view.layer.presentation()!.opacity }
    private func shownTransform(_ view: UIView) -> CGAffineTransform { view.layer.presentation()!.affineTransform() }
    private func shownTransform3D(_ view: UIView) -> CATransform3D { view.layer.presentation()!.transform }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= 1e-9 }
    }

    @Test("UIKit's transition option bits")
    func optionBits() {
        typealias Options = UIView.AnimationOptions
        #expect(Options.transitionNone.rawValue == 0 && Options.transitionFlipFromLeft.rawValue == 1 << 20)
        #expect(Options.transitionFlipFromRight.rawValue == 2 << 20 && Options.transitionCurlUp.rawValue == 3 << 20)
        #expect(Options.transitionCurlDown.rawValue == 4 << 20 && Options.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(Options.transitionFlipFromTop.rawValue == 6 << 20 && Options.transitionFlipFromBottom.rawValue == 7 << 20)
    }

    @Test("transition(with:) cross-dissolves a snapshot of the old content into the new")
    func withCrossDissolve() {
        let (_, clock, container, _) = scene()
        let view = container.subviews[0]
        var finished: Bool?
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, Self.linear], animations: {
            view.backgroundColor = .green
        }, completion: { finished = $0 })
        #expect(view.backgroundColor == .green && container.subviews.count == 2)
        let snapshot = container.subviews[1]
        #expect(!view.layer.animations.contains { $0.property == .backgroundColor }, "the block's changes apply at once")
        clock.advance(by: 0.25)
        #expect(abs(opacity(snapshot) - 0.75) < 1e-6 && abs(opacity(view) - 0.25) < 1e-6)
        clock.advance(by: 0.8)
        #expect(finished == true && same(container.subviews, [view]) && view.alpha == 1)
    }

    @Test("transition(from:to:) adds to, fades, then removes from")
    func fromToCrossDissolve() {
        let (_, clock, container, to) = scene()
        let from = container.subviews[0]
        var finished: Bool?
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve, Self.linear]) {
            finished = $0
        }
        #expect(same(container.subviews, [to, from]))
        clock.advance(by: 0.5)
        #expect(abs(opacity(from) - 0.5) < 1e-6 && abs(opacity(to) - 0.5) < 1e-6)
        clock.advance(by: 0.6)
        #expect(finished == true && same(container.subviews, [to]) && from.superview == nil)
        #expect(from.alpha == 1 && to.alpha == 1, "alpha is put back on both views")
    }

    @Test(".showHideTransitionViews shows to and hides from, both staying in place")
    func showHide() {
        let (_, clock, container, to) = scene()
        let from = container.subviews[0]
        container.addSubview(to)
        to.isHidden = true
        UIView.transition(from: from, to: to, duration: 1,
                          options: [.transitionCrossDissolve, .showHideTransitionViews, Self.linear])
        #expect(!to.isHidden && !from.isHidden)
        clock.advance(by: 1.1)
        #expect(from.isHidden && !to.isHidden && same(container.subviews, [from, to]))
    }

    @Test("Flips: the old view turns edge-on in perspective in the first half, the new turns on in the second")
    func flips() {
        // Apple documentation, UIView.AnimationOptions: flip from left "the left side of the view
        // moves toward the front"; from top "the top side of the view moves toward the front".
        let cases: [(UIView.AnimationOptions, CGFloat, UIView.FlipAxis)] = [
            (.transitionFlipFromLeft, .pi / 2, .vertical), (.transitionFlipFromRight, -.pi / 2, .vertical),
            (.transitionFlipFromTop, -.pi / 2, .horizontal), (.transitionFlipFromBottom, .pi / 2, .horizontal),
        ]
        for (options, turn, axis) in cases {
            let (_, clock, container, to) = scene()
            let from = container.subviews[0]
            let flip = { (view: UIView, angle: CGFloat) in
                UIView.flipTransform(view, base: CATransform3DIdentity, angle: angle, axis: axis)
            }
            UIView.transition(from: from, to: to, duration: 1, options: [options, Self.linear])
            clock.advance(by: 0.25)
            #expect(close(shownTransform3D(from), flip(from, turn / 2)) && close(shownTransform3D(to), flip(to, -turn)))
            clock.advance(by: 0.5)
            #expect(close(shownTransform3D(from), flip(from, turn)) && close(shownTransform3D(to), flip(to, -turn / 2)))
            clock.advance(by: 0.3)
            #expect(from.superview == nil && from.transform3D == CATransform3DIdentity && to.transform3D == CATransform3DIdentity)
        }
    }

    @Test("transition(with:) flips a snapshot of the old content away, then the view with its new content on")
    func flipWithSnapshot() {
        let (_, clock, container, _) = scene()
        let view = container.subviews[0]
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, Self.linear], animations: {
            view.backgroundColor = .green
        })
        let snapshot = container.subviews.last!
        #expect(snapshot !== view && view.backgroundColor == .green)
        clock.advance(by: 0.25)
        let flip = { (target: UIView, angle: CGFloat) in
            UIView.flipTransform(target, base: CATransform3DIdentity, angle: angle, axis: .vertical)
        }
        #expect(close(shownTransform3D(snapshot), flip(snapshot, .pi / 4)) && close(shownTransform3D(view), flip(view, -.pi / 2)))
        clock.advance(by: 0.5)
        #expect(close(shownTransform3D(view), flip(view, -.pi / 4)))
        clock.advance(by: 0.3)
        #expect(snapshot.superview == nil && view.transform3D == CATransform3DIdentity)
    }

    @Test("The flip's perspective: eye distance twice the flipped side, the turn about the centre")
    func flipTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let vertical = UIView.flipTransform(view, base: CATransform3DIdentity, angle: .pi / 3, axis: .vertical)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        #expect(close(vertical, CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)))
        perspective.m34 = -1 / 160
        let horizontal = UIView.flipTransform(view, base: CATransform3DIdentity, angle: .pi / 3, axis: .horizontal)
        #expect(close(horizontal, CATransform3DRotate(perspective, .pi / 3, 1, 0, 0)))
    }

    @Test("Curl up folds the old view towards its top edge; curl down unfolds the new over it")
    func curls() {
        let (_, clock, container, to) = scene()
        let from = container.subviews[0]
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionCurlUp, Self.linear])
        #expect(same(container.subviews, [to, from]))
        clock.advance(by: 0.5)
        #expect(isClose(shownTransform(from).d, 0.5) && isClose(shownTransform(from).ty, -20), "top edge stays put")
        clock.advance(by: 0.6)
        let (_, clock2, container2, to2) = scene()
        let from2 = container2.subviews[0]
        UIView.transition(from: from2, to: to2, duration: 1, options: [.transitionCurlDown, Self.linear])
        #expect(same(container2.subviews, [from2, to2]))
        clock2.advance(by: 0.25)
        #expect(isClose(shownTransform(to2).d, 0.25) && isClose(shownTransform(to2).ty, -30))
    }

    @Test("A from view without a superview is reported; completion runs with false")
    func fromWithoutSuperview() {
        let (window, clock, _, to) = scene()
        let orphan = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var diagnostics: [Diagnostic] = [], finished: Bool?
        window.diagnosticHandler = { diagnostics.append($0) }
        AnimationContext.withAmbient(clock: clock) {
            UIView.transition(from: orphan, to: to, duration: 1, options: .transitionCrossDissolve) { finished = $0 }
        }
        clock.advance(by: 1.0 / 60)
        #expect(diagnostics.map(\.code) == [.invalidViewTransition] && finished == false && to.superview == nil)
    }
}
