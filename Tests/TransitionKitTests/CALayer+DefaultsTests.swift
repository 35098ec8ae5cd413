import Foundation
import Testing
import TransitionKit

/// `defaultValue(forKey:)`: "the default value of the named property" of a new layer (Core
/// Animation: opacity 1, anchor point (0.5, 0.5), shadow offset (0, -3), shadow radius 3, shadow
/// colour opaque black, no background colour, corner radius 0, the identity transform), nil for
/// a key that names no property; `cornerCurveExpansionFactor(_:)`.
@MainActor
struct CALayerDefaultsTests {
    @Test func theDefaultsOfAnimatableKeyPaths() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize == CGSize(width: 0, height: -3))
        #expect(CALayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 3)
        #expect(CALayer.defaultValue(forKey: "shadowOpacity") as? Float == 0)
        #expect(CALayer.defaultValue(forKey: "cornerRadius") as? CGFloat == 0)
        #expect(CALayer.defaultValue(forKey: "bounds") as? CGRect == .zero)
        #expect(CALayer.defaultValue(forKey: "transform") as? CATransform3D == CATransform3DIdentity)
        #expect(CALayer.defaultValue(forKey: "shadowColor") as? CGColor == UIColor.black)
        #expect(CALayer.defaultValue(forKey: "backgroundColor") == nil)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
    }

    @Test func theDefaultsOfPlainPropertiesAndUnknownKeys() {
        #expect(CALayer.defaultValue(forKey: "masksToBounds") as? Bool == false)
        #expect(CALayer.defaultValue(forKey: "doubleSided") as? Bool == true)
        #expect(CALayer.defaultValue(forKey: "contentsScale") as? CGFloat == 1)
        #expect(CALayer.defaultValue(forKey: "contentsGravity") as? CALayerContentsGravity == .resize)
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
        #expect(CALayer.defaultValue(forKey: "blurRadius") == nil, "not a Core Animation key")
    }

    @Test func aSubclassAnswersForItsOwnKeys() {
        final class GlowLayer: CALayer {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "glow" ? 0.5 : super.defaultValue(forKey: key)
            }
        }
        #expect(GlowLayer.defaultValue(forKey: "glow") as? Double == 0.5)
        #expect(GlowLayer.defaultValue(forKey: "opacity") as? Float == 1)
    }

    @Test func cornerCurvesExpandByTheirFactor() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(CALayer.cornerCurveExpansionFactor(.continuous) == 1, "continuous corners are drawn circular here")
    }
}
