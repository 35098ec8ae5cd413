import Foundation
import Testing
@testable import TransitionKit

/// Explicit animations of the key paths whose values are not vectors: a shape layer's `path`
/// ("If the two paths have a different number of control points or segments, the results are
/// undefined": CAShapeLayer `path`), a gradient's `colors` and `locations` (animatable, per the
/// CAGradientLayer class reference).
@MainActor
struct ContentLayerAnimationTests {
    @Test func aShapeLayersPathIsInterpolatedPointByPoint() throws {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        window.layer.addSublayer(shape)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        animation.toValue = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30)).cgPath
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(animation, forKey: "grow")
        clock.advance(by: 0.5)
        let halfway = try #require(shape.presentation()?.path)
        #expect(halfway.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 20))
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10), "the model is left alone")
    }

    @Test func aGradientsColorsAndLocationsAnimate() throws {
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock)
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.black.cgColor, UIColor.black.cgColor]
        window.layer.addSublayer(gradient)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.black.cgColor, UIColor.black.cgColor]
        colors.toValue = [UIColor.white.cgColor, UIColor.red.cgColor]
        colors.duration = 1
        colors.timingFunction = CAMediaTimingFunction(name: .linear)
        gradient.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 0.2] as [NSNumber]
        locations.toValue = [0.5, 1] as [NSNumber]
        locations.duration = 1
        locations.timingFunction = CAMediaTimingFunction(name: .linear)
        gradient.add(locations, forKey: "locations")
        clock.advance(by: 0.5)
        let presented = try #require(gradient.presentation())
        let mixed = try #require(presented.colors as? [UIColor])
        #expect(mixed.count == 2 && abs(mixed[0].red - 0.5) < 1e-9 && abs(mixed[1].red - 0.5) < 1e-9 && mixed[1].green == 0)
        let stops = try #require(presented.locations)
        #expect(zip(stops.map(\.doubleValue), [0.25, 0.6]).allSatisfy { abs($0 - $1) < 1e-12 })
    }
}
