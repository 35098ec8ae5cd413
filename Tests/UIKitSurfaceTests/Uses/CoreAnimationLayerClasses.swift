import Foundation
import TransitionKit

// The display link and the layer subclasses, each member used with its signature (main-actor
// code here, as CALayer and CADisplayLink are main-actor isolated in TransitionKit).

/// A display link as animation code drives it (main-actor here, as CALayer).
@MainActor
private func layerCensusDisplayLink() {
    let link = CADisplayLink { link in
        // census: CADisplayLink.timestamp
        let _: CFTimeInterval = link.timestamp
        // census: CADisplayLink.targetTimestamp
        let _: CFTimeInterval = link.targetTimestamp
        // census: CADisplayLink.duration
        let _: CFTimeInterval = link.duration
    }
    // census: CADisplayLink.preferredFrameRateRange, CAFrameRateRange.init(minimum:maximum:preferred:)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 120, preferred: 60)
    // census: CAFrameRateRange.minimum, CAFrameRateRange.maximum, CAFrameRateRange.preferred
    let _: (Float, Float, Float?) = (link.preferredFrameRateRange.minimum, link.preferredFrameRateRange.maximum, link.preferredFrameRateRange.preferred)
    // census: CAFrameRateRange.init(), CAFrameRateRange.default
    let _: [CAFrameRateRange] = [CAFrameRateRange(), .default]
    // census: CADisplayLink.preferredFramesPerSecond
    link.preferredFramesPerSecond = 30
    // census: CADisplayLink.frameInterval
    link.frameInterval = 2
    // census: CADisplayLink.isPaused
    link.isPaused = true
    // census: CADisplayLink.add(to:forMode:)
    link.add(to: .main, forMode: .common)
    // census: CADisplayLink.remove(from:forMode:)
    link.remove(from: .main, forMode: .common)
    // census: CADisplayLink.invalidate()
    link.invalidate()

    let animation = CABasicAnimation(keyPath: "position")
    // census: CAAnimation.preferredFrameRateRange
    animation.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
}

/// The content layers: shapes, gradients, replicators, text and scrolling.
@MainActor
private func layerCensusContentLayers() {
    let shape = CAShapeLayer()
    // census: CAShapeLayer.path
    shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40)).cgPath
    let _: CGPath? = shape.path
    // census: CAShapeLayer.fillColor
    shape.fillColor = UIColor.clear.cgColor
    // census: CAShapeLayer.fillRule, CAShapeLayer.CAShapeLayerFillRule.evenOdd
    shape.fillRule = .evenOdd
    // census: CAShapeLayer.CAShapeLayerFillRule.nonZero
    let _: CAShapeLayerFillRule = .nonZero
    // census: CAShapeLayer.lineCap, CAShapeLayer.CAShapeLayerLineCap.round
    shape.lineCap = .round
    // census: CAShapeLayer.CAShapeLayerLineCap.butt, CAShapeLayer.CAShapeLayerLineCap.square
    let _: [CAShapeLayerLineCap] = [.butt, .square]
    // census: CAShapeLayer.lineDashPattern
    shape.lineDashPattern = [4, 2]
    // census: CAShapeLayer.lineDashPhase
    shape.lineDashPhase = 1
    // census: CAShapeLayer.lineJoin, CAShapeLayer.CAShapeLayerLineJoin.round
    shape.lineJoin = .round
    // census: CAShapeLayer.CAShapeLayerLineJoin.miter, CAShapeLayer.CAShapeLayerLineJoin.bevel
    let _: [CAShapeLayerLineJoin] = [.miter, .bevel]
    // census: CAShapeLayer.lineWidth
    shape.lineWidth = 3
    // census: CAShapeLayer.miterLimit
    shape.miterLimit = 4
    // census: CAShapeLayer.strokeColor
    shape.strokeColor = UIColor.blue.cgColor
    // census: CAShapeLayer.strokeStart
    shape.strokeStart = 0
    // census: CAShapeLayer.strokeEnd
    shape.strokeEnd = 0.5

    let gradient = CAGradientLayer()
    // census: CAGradientLayer.colors
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    let _: [Any]? = gradient.colors
    // census: CAGradientLayer.locations
    gradient.locations = [0, 1]
    // census: CAGradientLayer.startPoint
    gradient.startPoint = CGPoint(x: 0, y: 0)
    // census: CAGradientLayer.endPoint
    gradient.endPoint = CGPoint(x: 1, y: 1)
    // census: CAGradientLayer.type, CAGradientLayer.CAGradientLayerType.radial
    gradient.type = .radial
    // census: CAGradientLayer.CAGradientLayerType.axial, CAGradientLayer.CAGradientLayerType.conic
    let _: [CAGradientLayerType] = [.axial, .conic]

    let replicator = CAReplicatorLayer()
    // census: CAReplicatorLayer.instanceCount
    replicator.instanceCount = 5
    // census: CAReplicatorLayer.instanceDelay
    replicator.instanceDelay = 0.1
    // census: CAReplicatorLayer.instanceTransform
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    // census: CAReplicatorLayer.preservesDepth
    replicator.preservesDepth = false
    // census: CAReplicatorLayer.instanceColor
    replicator.instanceColor = UIColor.white.cgColor
    // census: CAReplicatorLayer.instanceRedOffset
    replicator.instanceRedOffset = -0.1
    // census: CAReplicatorLayer.instanceGreenOffset
    replicator.instanceGreenOffset = -0.1
    // census: CAReplicatorLayer.instanceBlueOffset
    replicator.instanceBlueOffset = 0
    // census: CAReplicatorLayer.instanceAlphaOffset
    replicator.instanceAlphaOffset = -0.2

    let text = CATextLayer()
    // census: CATextLayer.string
    text.string = "Hello"
    let _: Any? = text.string
    // census: CATextLayer.font
    text.font = "Helvetica-Bold" as NSString
    let _: AnyObject? = text.font
    // census: CATextLayer.fontSize
    text.fontSize = 17
    // census: CATextLayer.foregroundColor
    text.foregroundColor = UIColor.black.cgColor
    // census: CATextLayer.allowsFontSubpixelQuantization
    text.allowsFontSubpixelQuantization = true
    // census: CATextLayer.isWrapped
    text.isWrapped = true
    // census: CATextLayer.alignmentMode, CATextLayer.CATextLayerAlignmentMode.center
    text.alignmentMode = .center
    // census: CATextLayer.CATextLayerAlignmentMode.natural, CATextLayer.CATextLayerAlignmentMode.left
    let _: [CATextLayerAlignmentMode] = [.natural, .left]
    // census: CATextLayer.CATextLayerAlignmentMode.right, CATextLayer.CATextLayerAlignmentMode.justified
    let _: [CATextLayerAlignmentMode] = [.right, .justified]
    // census: CATextLayer.truncationMode, CATextLayer.CATextLayerTruncationMode.end
    text.truncationMode = .end
    // census: CATextLayer.CATextLayerTruncationMode.none, CATextLayer.CATextLayerTruncationMode.start, CATextLayer.CATextLayerTruncationMode.middle
    let _: [CATextLayerTruncationMode] = [.none, .start, .middle]

    let scroller = CAScrollLayer()
    // census: CAScrollLayer.scrollMode, CAScrollLayer.CAScrollLayerScrollMode.vertically
    scroller.scrollMode = .vertically
    // census: CAScrollLayer.CAScrollLayerScrollMode.none, CAScrollLayer.CAScrollLayerScrollMode.horizontally, CAScrollLayer.CAScrollLayerScrollMode.both
    let _: [CAScrollLayerScrollMode] = [.none, .horizontally, .both]
    // census: CAScrollLayer.scroll(to:)
    scroller.scroll(to: CGPoint(x: 0, y: 40))
    scroller.scroll(to: CGRect(x: 0, y: 100, width: 10, height: 10))
}

/// A scroll layer subclass: its scrolling methods are overridable.
private final class LayerCensusScrollLayer: CAScrollLayer {
    override func scroll(to p: CGPoint) { super.scroll(to: p) }
    override func scroll(to r: CGRect) { super.scroll(to: r) }
}
