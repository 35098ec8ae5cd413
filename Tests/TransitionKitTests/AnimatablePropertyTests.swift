import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("Animatable property table")
@MainActor
struct AnimatablePropertyTests {
    /// Two seed vectors; each property keeps the components it has (and clamps them).
    private let seedStart = AnimationVector(0.25, 0.5, 0.75, 0.125, 0.375, 0.625, 0.875, 0.0625)
    private let seedTarget = AnimationVector(0.75, 0.25, 0.5, 0.5, 0.125, 0.25, 0.5, 0.5)

    private func matches(_ a: AnimationVector, _ b: AnimationVector) -> Bool {
        (0..<AnimationVector.scalarCount).allSatisfy { abs(a[$0] - b[$0]) <= 1e-9 }
    }

    /// Writes `seed` as `property`'s model value and returns what the layer made of it.
    private func normalized(_ seed: AnimationVector, _ property: AnimatableProperty, in layer: CALayer) -> AnimationVector {
        layer.setModelVector(seed, for: property)
        return layer.modelVector(property)
    }

    @Test("Every property round-trips model -> vector -> animation -> presentation copy")
    func everyPropertyRoundTrips() {
        for property in AnimatableProperty.allCases {
            let (window, clock) = makeTestWindow()
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            let layer = view.layer
            let untouched = AnimatableProperty.allCases.map { layer.modelVector($0) }
            let start = normalized(seedStart, property, in: layer)
            #expect(start != untouched[property.rawValue], "\(property): the entry writes its own storage")
            for other in AnimatableProperty.allCases where other != property {
                #expect(layer.modelVector(other) == untouched[other.rawValue], "\(property) left \(other) alone")
            }
            #expect(matches(normalized(start, property, in: layer), start), "\(property): vector -> model -> vector")
            let target = normalized(seedTarget, property, in: layer)
            #expect(!matches(start, target), "\(property): the seeds differ")
            layer.setModelVector(start, for: property)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                layer.setModelVector(target, for: property)
                layer.modelDidChange(property, from: start, to: target)
            })
            clock.advance(by: 0.5)
            let halfway = (start + target) / 2
            #expect(matches(layer.modelVector(property), target), "\(property): the model holds the target")
            #expect(matches(CALayer(layer: layer).modelVector(property), target), "\(property): init(layer:) copies it")
            #expect(matches(layer.presentationVector(property), halfway), "\(property): presentation vector")
            let copy = layer.presentation()
            #expect(copy.map { matches($0.modelVector(property), halfway) } == true, "\(property): presentation()")
        }
    }

    /// Core Animation's key paths: Core Animation Programming Guide, "Animatable Properties",
    /// Table B-1 (developer.apple.com/library/ios/documentation/Cocoa/Conceptual/CoreAnimation_guide/
    /// AnimatableProperties/AnimatableProperties.html) lists backgroundColor, borderColor,
    /// borderWidth, bounds, cornerRadius, opacity, position, shadowColor, shadowOffset,
    /// shadowOpacity, shadowRadius and transform. The blur has no public name: Core Animation
    /// blurs "the content immediately behind the layer" with `backgroundFilters` (CALayer
    /// documentation), and a named filter's input is the key path `filters.<name>.<input>`
    /// (CIFilter `name` documentation), so it is `CIGaussianBlur`'s `inputRadius` there.
    @Test("Key paths are Core Animation's")
    func keyPathsAreCoreAnimations() {
        #expect(AnimatableProperty.allCases.map(\.keyPath) == [
            "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
            "borderColor", "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset",
            "backgroundFilters.gaussianBlur.inputRadius", "anchorPoint", "zPosition", "contentsRect",
            "sublayerTransform",
            // shapes: CAShapeLayer's and CAGradientLayer's animatable properties (their class references).
            "strokeStart", "strokeEnd", "lineWidth", "fillColor", "strokeColor", "lineDashPhase", "startPoint", "endPoint",
            // replicator: CAReplicatorLayer's animatable properties (its class reference).
            "instanceTransform", "instanceDelay", "instanceColor",
            "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
        ])
    }

    @Test("presentation() carries an animating effect view's blur, not its model blur")
    func presentationCarriesBlur() {
        let (window, clock) = makeTestWindow()
        let effectView = UIVisualEffectView(effect: nil)
        window.addSubview(effectView)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            effectView.effect = UIBlurEffect(style: .regular)
        })
        clock.advance(by: 0.5)
        #expect(effectView.layer.modelVector(.blurRadius)[0] == 20)
        #expect(effectView.layer.presentation()?.modelVector(.blurRadius)[0] == 10)
    }
}
