import Testing
import TransitionKit

/// The layer tree: sublayer order, superlayers, and views' layers kept in it.
/// Core Animation: https://developer.apple.com/documentation/quartzcore/calayer/1410833-addsublayer
@MainActor
struct CALayerSublayersTests {
    @Test func sublayersAreNilWhenEmptyAndKeepInsertionOrder() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers?.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        #expect(a.superlayer === root)
        a.removeFromSuperlayer()
        #expect(a.superlayer == nil)
        #expect(root.sublayers?.count == 2)
    }

    @Test func aCycleIsRefused() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.addSublayer(root)
        #expect(root.superlayer == nil)
        #expect(child.sublayers == nil)
    }

    @Test func replaceSublayerKeepsThePlace() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.sublayers = [a, b]
        root.replaceSublayer(a, with: c)
        #expect(root.sublayers?.first === c)
        #expect(a.superlayer == nil)
    }

    @Test func subviewsLayersFollowTheSubviewOrderAndLayersAddedLaterDrawAbove() {
        let parent = UIView(), first = UIView(), second = UIView(), extra = CALayer()
        parent.addSubview(first)
        parent.layer.addSublayer(extra)
        parent.insertSubview(second, belowSubview: first)
        #expect(parent.layer.sublayers?.map { ObjectIdentifier($0) }
            == [second.layer, first.layer, extra].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(second)
        #expect(parent.layer.sublayers?.last === second.layer)
        second.removeFromSuperview()
        #expect(second.layer.superlayer == nil)
        #expect(parent.layer.sublayers?.count == 2)
    }
}
