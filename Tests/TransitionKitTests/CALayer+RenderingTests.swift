import Foundation
import Testing
import TransitionKit

/// The rendering settings a layer stores, with Core Animation's defaults: `isOpaque` false,
/// `edgeAntialiasingMask` "By default, all edges are antialiased", `allowsEdgeAntialiasing`
/// false, `drawsAsynchronously` false, `isGeometryFlipped` false, `contentsAreFlipped()` "returns
/// false by default" (flipped geometry: CALayer+GeometryFlipTests), `contentsFormat` RGBA8, both content filters linear, the bias 0, no
/// extended range, no dynamic content scaling, `contentsCenter` the unit rectangle, `anchorPointZ` 0.
@MainActor
struct CALayerRenderingTests {
    @Test func theDefaultsAreCoreAnimations() {
        let layer = CALayer()
        #expect(!layer.isOpaque && !layer.allowsEdgeAntialiasing && !layer.drawsAsynchronously)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.edgeAntialiasingMask.rawValue == 15)
        #expect(!layer.isGeometryFlipped && !layer.contentsAreFlipped())
        #expect(layer.contentsFormat == .RGBA8Uint)
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        #expect(!layer.wantsExtendedDynamicRangeContent && !layer.wantsDynamicContentScaling)
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.anchorPointZ == 0)
    }

    @Test func theSettingsAreKeptAndCopiedIntoPresentationLayers() throws {
        let layer = CALayer()
        layer.isOpaque = true
        layer.edgeAntialiasingMask = [.layerTopEdge]
        layer.allowsEdgeAntialiasing = true
        layer.drawsAsynchronously = true
        layer.isGeometryFlipped = true
        layer.contentsFormat = .RGBA16Float
        layer.minificationFilter = .trilinear
        layer.magnificationFilter = .nearest
        layer.minificationFilterBias = 0.5
        layer.wantsExtendedDynamicRangeContent = true
        layer.wantsDynamicContentScaling = true
        layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        layer.anchorPointZ = -40
        layer.needsDisplayOnBoundsChange = true
        let copy = try #require(layer.presentation())
        #expect(copy.isOpaque && copy.edgeAntialiasingMask == [.layerTopEdge] && copy.allowsEdgeAntialiasing)
        #expect(copy.drawsAsynchronously && copy.isGeometryFlipped && copy.contentsFormat == .RGBA16Float)
        #expect(copy.minificationFilter == .trilinear && copy.magnificationFilter == .nearest)
        #expect(copy.minificationFilterBias == 0.5 && copy.wantsExtendedDynamicRangeContent && copy.wantsDynamicContentScaling)
        #expect(copy.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(copy.anchorPointZ == -40 && copy.needsDisplayOnBoundsChange)
        #expect(copy.contentsAreFlipped(), "its own geometry is flipped")
    }

    @Test func aNonFiniteAnchorPointZOrContentsCenterIsRefused() {
        let layer = CALayer()
        layer.anchorPointZ = 3
        layer.anchorPointZ = .nan
        #expect(layer.anchorPointZ == 3)
        layer.contentsCenter = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
    }
}
