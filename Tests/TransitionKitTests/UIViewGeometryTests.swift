import Foundation
import Testing
import TransitionKit

@Suite("UIView geometry, hierarchy and hit testing")
@MainActor
struct UIViewGeometryTests {
    @Test("frame, center and bounds stay consistent")
    func frameCenterBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 0, y: 0)
        #expect(view.frame == CGRect(x: -50, y: -25, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -100, y: -50, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("Subviews keep order through insert, bring to front and send to back")
    func hierarchyOrder() {
        let parent = UIView(), a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.last === a)
        parent.sendSubviewToBack(a)
        #expect(parent.subviews.first === a)
        b.removeFromSuperview()
        #expect(b.superview == nil && parent.subviews.count == 2)
        let other = UIView()
        other.addSubview(c)
        #expect(c.superview === other && parent.subviews.count == 1)
    }

    @Test("A view cannot be added to its own descendant")
    func refusesCycles() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: AnimationClock())
        window.writesDiagnosticsToStandardError = false
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview === window)
        #expect(window.diagnostics.last?.code == .invalidHierarchy)
    }

    @Test("convert goes through transformed and scrolled ancestors")
    func convertThroughTransforms() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: AnimationClock())
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        outer.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)   // now covers 150...250
        let inner = UIView(frame: CGRect(x: 20, y: 40, width: 50, height: 50))
        window.addSubview(outer); outer.addSubview(inner)
        let p = inner.convert(CGPoint.zero, to: nil)
        #expect(p == CGPoint(x: 160, y: 170))
        #expect(inner.convert(CGPoint(x: 160, y: 170), from: nil) == .zero)
        outer.bounds.origin = CGPoint(x: 10, y: 0)   // scrolled right by 10
        #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 155, y: 170))
        let rect = inner.convert(inner.bounds, to: outer)
        #expect(rect == CGRect(x: 20, y: 40, width: 50, height: 50))
    }

    @Test("hitTest finds the topmost visible, interactive view")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(back); root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isHidden = false; front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        front.isUserInteractionEnabled = true; front.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 350, y: 10), with: nil) == nil)
        let rotated = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 20))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now 240...260 x -40...60
        root.addSubview(rotated)
        #expect(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === rotated)
        #expect(root.hitTest(CGPoint(x: 210, y: 5), with: nil) === root)   // outside the rotated view
    }

    @Test("Autoresizing shares the change among flexible parts")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let fill = UIView(frame: parent.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 350, y: 10, width: 40, height: 40))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        [fill, pinnedRight, centred, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 600, height: 500)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 600, height: 500))
        #expect(pinnedRight.frame == CGRect(x: 550, y: 10, width: 40, height: 40))
        #expect(centred.frame == CGRect(x: 200, y: 200, width: 200, height: 100))
        #expect(fixed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("layoutSubviews runs once per setNeedsLayout, in layoutIfNeeded")
    func layoutPass() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.count == 1)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.count == 2)
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 20)   // moved, same size: no layout
        view.layoutIfNeeded()
        #expect(view.count == 2)
    }
}
