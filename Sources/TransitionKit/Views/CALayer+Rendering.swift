import Foundation

/// Rendering settings a layer stores that this renderer does not draw differently: every edge
/// is antialiased by coverage, contents are filtered linearly, layers are composited in 8-bit
/// colour on the main actor, and nothing is drawn in extended range. Each keeps the value set
/// (and is copied by `init(layer:)` and `presentation()`), so code that configures them runs
/// unchanged.
struct LayerRenderingOptions: Equatable {
    var isOpaque = false
    var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
    var allowsEdgeAntialiasing = false
    var drawsAsynchronously = false
    var isGeometryFlipped = false
    var contentsFormat = CALayerContentsFormat.RGBA8Uint
    var minificationFilter = CALayerContentsFilter.linear
    var magnificationFilter = CALayerContentsFilter.linear
    var minificationFilterBias: Float = 0
    var wantsExtendedDynamicRangeContent = false
    var wantsDynamicContentScaling = false
}

extension CALayer {
    /// Whether the layer's own drawing fills its bounds with opaque pixels, letting a renderer skip
    /// blending (false by default). Stored only: it never changes how `contents` or the background
    /// are drawn (as on iOS, an image keeps its alpha).
    public var isOpaque: Bool {
        get { renderingOptions.isOpaque }
        set { renderingOptions.isOpaque = newValue }
    }

    /// Which edges are antialiased (all four by default). Stored only: every edge is
    /// antialiased by coverage here.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { renderingOptions.edgeAntialiasingMask }
        set { renderingOptions.edgeAntialiasingMask = newValue }
    }

    /// Whether the edges named by `edgeAntialiasingMask` are antialiased when the layer is not
    /// aligned to pixels (false by default; `UIViewEdgeAntialiasing` in an app's Info.plist).
    /// Stored only: transformed layers are always drawn antialiased here.
    public var allowsEdgeAntialiasing: Bool {
        get { renderingOptions.allowsEdgeAntialiasing }
        set { renderingOptions.allowsEdgeAntialiasing = newValue }
    }

    /// Whether drawing commands run on a background thread (false by default). Stored only:
    /// there is no drawing into a graphics context here, and rendering runs on the main actor.
    public var drawsAsynchronously: Bool {
        get { renderingOptions.drawsAsynchronously }
        set { renderingOptions.drawsAsynchronously = newValue }
    }

    /// Whether the layer's geometry (the space of its sublayers) is flipped vertically: sublayer
    /// positions are measured from the bottom of the bounds, y growing upwards, through the whole
    /// subtree (false by default). Images and text keep their orientation. Ignored on a view's
    /// layer (its view manages it) and by `CATransformLayer` (see `CALayer+GeometryFlip.swift`).
    public var isGeometryFlipped: Bool {
        get { renderingOptions.isGeometryFlipped }
        set {
            guard newValue != renderingOptions.isGeometryFlipped else { return }
            renderingOptions.isGeometryFlipped = newValue
            noteModelChange()
        }
    }

    /// Whether the layer's content is flipped when drawn: true when an odd number of the layer and
    /// its ancestors flip their geometry (`isGeometryFlipped`), false by default. Images and text
    /// are turned upright again here; do not override it.
    public func contentsAreFlipped() -> Bool { isInFlippedGeometry }

    /// The pixel format of the layer's backing store (`.RGBA8Uint` by default). Stored only:
    /// layers are composited in 8-bit colour here.
    public var contentsFormat: CALayerContentsFormat {
        get { renderingOptions.contentsFormat }
        set { renderingOptions.contentsFormat = newValue }
    }

    /// The filter used when `contents` are drawn smaller than their pixels (`.linear` by
    /// default). Stored only: contents are always filtered linearly here.
    public var minificationFilter: CALayerContentsFilter {
        get { renderingOptions.minificationFilter }
        set { renderingOptions.minificationFilter = newValue }
    }

    /// The filter used when `contents` are drawn larger than their pixels (`.linear` by
    /// default). Stored only: contents are always filtered linearly here.
    public var magnificationFilter: CALayerContentsFilter {
        get { renderingOptions.magnificationFilter }
        set { renderingOptions.magnificationFilter = newValue }
    }

    /// The bias of the level of detail chosen by `.trilinear` minification (0 by default).
    /// Stored only.
    public var minificationFilterBias: Float {
        get { renderingOptions.minificationFilterBias }
        set { renderingOptions.minificationFilterBias = newValue }
    }

    /// Whether the layer asks for extended-range (HDR) drawing (false by default, iOS 17).
    /// Stored only: the window is drawn in standard range.
    public var wantsExtendedDynamicRangeContent: Bool {
        get { renderingOptions.wantsExtendedDynamicRangeContent }
        set { renderingOptions.wantsExtendedDynamicRangeContent = newValue }
    }

    /// Whether the layer's drawn content is kept resolution-independent, so it stays sharp when
    /// scaled (false by default, iOS 17). Stored only: there is no drawn content here.
    public var wantsDynamicContentScaling: Bool {
        get { renderingOptions.wantsDynamicContentScaling }
        set { renderingOptions.wantsDynamicContentScaling = newValue }
    }
}
