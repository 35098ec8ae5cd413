import Foundation
import Testing
@testable import TransitionKit

/// Key paths resolved through the property table, sub-key-paths and value types.
/// Apple: Core Animation Programming Guide, "Key-Value Coding Extensions" (structure fields,
/// Table 4-2 transform fields) and "Animatable Properties".
@MainActor
struct CAKeyPathTests {
    private func halfWay(_ animation: CABasicAnimation, in world: LayerWorld = LayerWorld()) -> CALayer {
        world.layer.add(animation, forKey: nil)
        world.clock.advance(by: 0.5)
        return world.layer.presentation()!
    }

    @Test func structFieldsOfPointsSizesAndRects() {
        #expect(halfWay(basic("position.y", from: 0, to: 100)).position == CGPoint(x: 10, y: 50))
        #expect(halfWay(basic("bounds.size", from: CGSize(width: 0, height: 0), to: CGSize(width: 200, height: 100))).bounds.size
                == CGSize(width: 100, height: 50))
        #expect(halfWay(basic("bounds.size.width", to: 300)).bounds.width == 200)
        #expect(halfWay(basic("bounds.origin", to: CGPoint(x: 20, y: 40))).bounds.origin == CGPoint(x: 10, y: 20))
        #expect(halfWay(basic("shadowOffset.height", from: 0, to: 10)).shadowOffset == CGSize(width: 0, height: 5))
        #expect(halfWay(basic("position", to: NSValue(point: CGPoint(x: 110, y: 120)))).position == CGPoint(x: 60, y: 70))
        #expect(halfWay(basic("bounds", to: NSValue(rect: CGRect(x: 0, y: 0, width: 300, height: 150)))).bounds.size
                == CGSize(width: 200, height: 100))
    }

    @Test func transformFields() {
        let rotated = halfWay(basic("transform.rotation.z", from: 0, to: Double.pi))
        #expect(abs(rotated.transform.m11) < 1e-9 && abs(rotated.transform.m12 - 1) < 1e-9)   // 90°
        let scaled = halfWay(basic("transform.scale", from: 1, to: 3))
        #expect(scaled.transform.m11 == 2 && scaled.transform.m22 == 2 && abs(scaled.transform.m33 - 2) < 1e-9)
        #expect(halfWay(basic("transform.scale.x", to: 3)).transform.m11 == 2)
        #expect(halfWay(basic("transform.translation.y", by: 40)).transform.m42 == 20)
        #expect(halfWay(basic("transform.translation", to: CGSize(width: 10, height: 20))).transform.m41 == 5)
        let flipped = halfWay(basic("transform.rotation.y", to: Double.pi / 2))
        #expect(abs(flipped.transform.m11 - cos(Double.pi / 4)) < 1e-9)
        let whole = halfWay(basic("transform", to: CATransform3DMakeTranslation(0, 0, 100)))
        #expect(abs(whole.transform.m43 - 50) < 1e-9)
    }

    @Test func numbersOfEveryTypeAndColors() {
        for value in [Double(0), Float(0), CGFloat(0), Int(0), NSNumber(value: 0)] as [Any] {
            #expect(halfWay(basic("opacity", from: value, to: 1.0)).opacity == 0.5)
        }
        let colored = halfWay(basic("backgroundColor", from: UIColor.black, to: UIColor.white))
        #expect(colored.backgroundColor?.red == 0.5)
        #expect(halfWay(basic("cornerRadius", from: 0, to: 20)).cornerRadius == 10)
    }

    @Test func valueFunctionsTurnNumbersIntoTransforms() {
        let spin = basic("transform", from: 0, to: 4 * Double.pi)
        spin.valueFunction = CAValueFunction(name: .rotateZ)
        let world = LayerWorld()
        world.layer.add(spin, forKey: nil)
        world.clock.advance(by: 0.25)   // a half turn
        #expect(abs(world.layer.presentation()!.transform.m11 + 1) < 1e-9)
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "twist")) == nil)
    }

    @Test func aCustomKeyPathAnimatesANonVectorValue() {
        let world = LayerWorld()
        let layer = ColorNameLayer()
        world.layer.addSublayer(layer)
        layer.add(basic("colorName", from: "red", to: "blue"), forKey: nil)
        world.clock.advance(by: 0.25)
        #expect(layer.presentation()?.backgroundColor == .red)
        world.clock.advance(by: 0.5)   // names cannot be blended: the switch is at 0.5
        #expect(layer.presentation()?.backgroundColor == .blue)
        layer.add(basic("colorName", from: 1, to: 2), forKey: "wrong type")
        #expect(layer.animation(forKey: "wrong type") == nil)
        let blended = ColorNameLayer()
        world.layer.addSublayer(blended)
        blended.add(basic("colorName", from: "black", to: "white"), forKey: nil)
        world.clock.advance(by: 0.5)
        #expect(blended.presentation()?.backgroundColor?.red == 0.5)
    }
}

/// A test-only layer with a custom key path "colorName": a colour given by name, stored as the
/// background colour; "black" and "white" blend as grey, other names cannot be blended.
final class ColorNameLayer: CALayer {
    static let colors: [String: UIColor] = ["red": .red, "blue": .blue, "black": .black, "white": .white]

    override class var customAnimatableKeyPaths: [CustomAnimatableKeyPath] {
        [CustomAnimatableKeyPath(
            keyPath: "colorName",
            read: { values in colors.first { $0.value == values.backgroundColor }?.key },
            write: { value, values in values.backgroundColor = value as? UIColor ?? (value as? String).flatMap { colors[$0] } },
            accepts: { ($0 as? String).map { colors[$0] != nil } ?? false },
            interpolate: { from, to, fraction in
                guard let from = from as? String, let to = to as? String, [from, to] == ["black", "white"] else { return nil }
                return UIColor(white: fraction, alpha: 1)
            })]
    }
}
