import Foundation
import Testing
import TransitionKit

/// How layers store their values and how their animations reach them (the rare
/// values sit in a shared box, animations reach their layer through a link the layer clears).
@Suite("Layer storage")
@MainActor
struct LayerStorageTests {
    @Test("A presentation copy keeps its rarely set values when the layer changes them afterwards")
    func presentationCopyKeepsRareValues() throws {
        let layer = CAShapeLayer()
        layer.fillColor = UIColor.red.cgColor
        layer.borderColor = UIColor.blue.cgColor
        let copy = try #require(layer.presentation())
        layer.fillColor = UIColor.green.cgColor
        layer.borderColor = nil
        #expect(copy.fillColor == UIColor.red.cgColor)
        #expect(copy.borderColor == UIColor.blue.cgColor)
        #expect(layer.fillColor == UIColor.green.cgColor)
        #expect(layer.borderColor == nil)
    }

    @Test("An animation does not keep its layer alive: the view goes away mid-animation, the animation ends on time")
    func animationOutlivesItsLayer() {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        window.makeKeyAndVisible()
        var finished: Bool?
        weak var goneLayer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            goneLayer = view.layer
            UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
            clock.advance(by: 0.5)
            view.removeFromSuperview()
        }
        #expect(goneLayer == nil)
        #expect(finished == nil)
        clock.advance(by: 1)  // the timeline ends the animation of the layer that is gone
        #expect(finished == true)
        _ = window.displayList()
    }
}
