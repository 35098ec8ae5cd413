import Foundation
import Testing
@testable import TransitionKit

/// Implicit actions of the key paths whose values are not vectors. Core Animation animates a
/// standalone layer's change of any animatable property over the current transaction's duration
/// ("Core Animation Programming Guide", Changing a Layer's Default Behavior; `path`, `colors` and
/// `locations` are documented "Animatable" in the CAShapeLayer and CAGradientLayer references);
/// `CATransaction.setDisableActions(true)` turns that off, and a view's own layer animates only
/// inside an animation block.
@MainActor
struct ImplicitCustomActionTests {
    let clock = AnimationClock()
    let window: UIWindow

    init() { window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock) }

    private func square(_ origin: CGFloat, _ side: CGFloat) -> CGPath {
        CGPath(rect: CGRect(x: origin, y: origin, width: side, height: side), transform: nil)
    }

    /// Runs `change` in a transaction of one second on the linear curve (actions disabled when asked).
    private func transaction(disablingActions: Bool = false, _ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setDisableActions(disablingActions)
        change()
        CATransaction.commit()
    }

    @Test func aStandaloneShapeLayersPathAnimatesImplicitly() throws {
        let shape = CAShapeLayer()
        shape.path = square(0, 10)
        window.layer.addSublayer(shape)
        transaction { shape.path = square(10, 30) }
        clock.advance(by: 0.5)
        #expect(try #require(shape.presentation()?.path).boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(shape.animationKeys() == ["path"])
        clock.advance(by: 0.5)
        #expect(try #require(shape.presentation()?.path).boundingBox == CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    @Test func aStandaloneGradientsColorsAndLocationsAnimateImplicitly() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        gradient.locations = [0, 0.2]
        window.layer.addSublayer(gradient)
        transaction {
            gradient.colors = [UIColor.white.cgColor, UIColor.red.cgColor]
            gradient.locations = [0.5, 1]
        }
        clock.advance(by: 0.5)
        let presented = try #require(gradient.presentation())
        #expect(presented.colors as? [UIColor] == [UIColor(white: 0.5, alpha: 1), UIColor(red: 0.5, green: 0, blue: 0, alpha: 1)])
        let stops = try #require(presented.locations?.map(\.doubleValue))
        #expect(stops.count == 2 && stops[0] == 0.25 && abs(stops[1] - 0.6) < 1e-12)
    }

    @Test func disabledActionsJump() throws {
        let shape = CAShapeLayer()
        shape.path = square(0, 10)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor]
        gradient.locations = [0]
        window.layer.addSublayer(shape)
        window.layer.addSublayer(gradient)
        transaction(disablingActions: true) {
            shape.path = square(10, 30)
            gradient.colors = [UIColor.white.cgColor]
            gradient.locations = [1]
        }
        clock.advance(by: 0.5)
        #expect(try #require(shape.presentation()?.path).boundingBox == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(gradient.presentation()?.colors as? [UIColor] == [.white])
        #expect(gradient.presentation()?.locations == [1])
        #expect(shape.animationKeys() == nil && gradient.animationKeys() == nil)
    }

    @Test func aViewsOwnLayerDoesNotAnimateImplicitly() throws {
        let view = PathView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.shapeLayer.path = square(0, 10)
        transaction { view.shapeLayer.path = square(10, 30) }
        clock.advance(by: 0.5)
        #expect(try #require(view.shapeLayer.presentation()?.path).boundingBox == CGRect(x: 10, y: 10, width: 30, height: 30))
    }
}

/// A view backed by a shape layer.
private final class PathView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    var shapeLayer: CAShapeLayer { layer as! CAShapeLayer }
}
