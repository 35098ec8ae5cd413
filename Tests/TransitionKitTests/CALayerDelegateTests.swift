import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The layer's delegate and actions. Core Animation: a view "is automatically assigned as the
/// layer's delegate"; `display()` "calls the delegate's display(_:) method" when it has one;
/// `action(forKey:)` asks the delegate's `action(for:forKey:)` first ("If the delegate returns
/// the NSNull object, the search ends"; nil: "the search continues"), then `actions`, then the
/// class's `defaultAction(forKey:)`; `kCAOnOrderIn` / `kCAOnOrderOut` name the actions of a layer
/// "added to a layer tree" and "removed from a layer tree"; `needsDisplay(forKey:)`: "true if
/// the layer requires a redisplay" when the key changes.
@MainActor
struct CALayerDelegateTests {
    final class ContentDelegate: CALayerDelegate {
        var displayed = 0
        var answer: (any CAAction)?
        func display(_ layer: CALayer) {
            displayed += 1
            if let image = CGImage(width: 2, height: 2, rgbaPixels: [UInt8](repeating: 255, count: 16)) { layer.contents = image }
        }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
    }

    final class RecordingAction: CAAction {
        var runs: [String] = []
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
    }

    final class OpacityRedisplayLayer: CALayer {
        override class func needsDisplay(forKey key: String) -> Bool { key == "opacity" || super.needsDisplay(forKey: key) }
    }

    @Test func aViewIsItsLayersDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
        #expect(CALayer().delegate == nil)
    }

    @Test func displayAsksTheDelegate() {
        let layer = CALayer(), delegate = ContentDelegate()
        layer.delegate = delegate
        #expect(layer.delegate === delegate)
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.displayed == 1 && layer.contents != nil && !layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(delegate.displayed == 1)
    }

    @Test func theDelegatesActionComesFirstAndNSNullEndsTheSearch() {
        let layer = CALayer(), delegate = ContentDelegate(), own = RecordingAction(), theirs = RecordingAction()
        layer.actions = ["opacity": own]
        #expect(layer.action(forKey: "opacity") === own)
        layer.delegate = delegate
        #expect(layer.action(forKey: "opacity") === own, "nil from the delegate: the search goes on")
        delegate.answer = theirs
        #expect(layer.action(forKey: "opacity") === theirs)
        delegate.answer = NSNull()
        #expect(layer.action(forKey: "opacity") == nil)
        #expect(layer.action(forKey: "position") == nil, "NSNull for every key")
        delegate.answer = nil
        #expect(layer.action(forKey: "position") is CABasicAnimation, "the class's default")
        #expect(layer.action(forKey: "noSuchKey") == nil)
    }

    @Test func orderInAndOrderOutActionsRunWhenTheLayerIsAddedAndRemoved() {
        let root = CALayer(), layer = CALayer(), action = RecordingAction()
        layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action]
        root.addSublayer(layer)
        #expect(action.runs == [kCAOnOrderIn])
        root.insertSublayer(layer, at: 0)
        #expect(action.runs == [kCAOnOrderIn], "moving within the superlayer is no new order-in")
        layer.removeFromSuperlayer()
        #expect(action.runs == [kCAOnOrderIn, kCAOnOrderOut])
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.addSublayer(layer)
        CATransaction.commit()
        #expect(action.runs == [kCAOnOrderIn, kCAOnOrderOut])
        #expect(kCAOnOrderIn == "onOrderIn" && kCAOnOrderOut == "onOrderOut")
        root.sublayers = [CALayer()]
        #expect(action.runs == [kCAOnOrderIn, kCAOnOrderOut, kCAOnOrderOut], "replaced by setting sublayers")
    }

    @Test func aViewsLayerRunsNoOrderActions() {
        let parent = UIView(), child = UIView(), action = RecordingAction()
        child.layer.actions = [kCAOnOrderIn: action, kCAOnOrderOut: action]
        parent.addSubview(child)
        child.removeFromSuperview()
        #expect(action.runs.isEmpty, "the view answers no action outside an animation block")
    }

    @Test func aKeyThatNeedsDisplayAsksForDisplayWhenItChanges() {
        let layer = OpacityRedisplayLayer()
        #expect(!layer.needsDisplay())
        layer.position = CGPoint(x: 3, y: 4)
        #expect(!layer.needsDisplay())
        layer.opacity = 0.5
        #expect(layer.needsDisplay())
        #expect(OpacityRedisplayLayer.needsDisplay(forKey: "opacity") && !CALayer.needsDisplay(forKey: "opacity"))
    }

    @Test func aContainsOverrideShapesHitTesting() {
        final class RoundLayer: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                hypot(p.x - bounds.midX, p.y - bounds.midY) <= bounds.width / 2
            }
        }
        let root = CALayer(), round = RoundLayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        round.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(round)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === round)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root, "the corner is outside the circle")
        #expect(root.hitTest(CGPoint(x: 300, y: 5)) == nil)
    }
}

/// A view as its layer's delegate. UIKit: a view lays out in `layoutSublayers(of:)` (subclasses
/// override it to place their sublayers after `super`), and answers `NSNull` for its layer's
/// actions outside an animation block.
@MainActor
struct UIViewLayerDelegateTests {
    final class GradientBackedView: UIView {
        let gradient = CAGradientLayer()
        var events: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(gradient)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func layoutSubviews() {
            super.layoutSubviews()
            events.append("layoutSubviews")
        }
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            events.append("layoutSublayers")
            gradient.frame = bounds
        }
    }

    @Test func anOverriddenLayoutSublayersRunsAfterLayoutSubviews() {
        let view = GradientBackedView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        view.layoutIfNeeded()
        #expect(view.events == ["layoutSubviews", "layoutSublayers"])
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
        view.frame.size = CGSize(width: 80, height: 60)
        view.layoutIfNeeded()
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 80, height: 60))
        #expect(view.events.count == 4)
    }

    @Test func aViewsLayerHasNoActionOutsideAnAnimationBlock() {
        let view = UIView()
        #expect(view.layer.action(forKey: "opacity") == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        var inside: (any CAAction)?
        UIView.animate(withDuration: 0.3) { inside = view.layer.action(forKey: "opacity") }
        #expect(inside != nil)
    }
}
