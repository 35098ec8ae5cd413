import Foundation
import TransitionKit

// CALayer, its delegate and its value types, each member used with its signature. On iOS these
// belong to no actor; here CALayer is main-actor isolated, so the uses are in main-actor code.

/// A layer subclass written the iOS way, overriding what subclasses override.
private final class LayerCensusLayer: CALayer {
    var glow: CGFloat = 0
    // census: CALayer.init()
    override init() { super.init() }
    // census: CALayer.init(layer:)
    override init(layer: Any) {
        super.init(layer: layer)
        glow = (layer as? LayerCensusLayer)?.glow ?? 0
    }
    // census: CALayer.init(coder:)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    // census: CALayer.display()
    override func display() { super.display() }
    // census: CALayer.layoutSublayers()
    override func layoutSublayers() { super.layoutSublayers() }
    // census: CALayer.preferredFrameSize()
    override func preferredFrameSize() -> CGSize { super.preferredFrameSize() }
    // census: CALayer.resizeSublayers(withOldSize:)
    override func resizeSublayers(withOldSize size: CGSize) { super.resizeSublayers(withOldSize: size) }
    // census: CALayer.resize(withOldSuperlayerSize:)
    override func resize(withOldSuperlayerSize size: CGSize) { super.resize(withOldSuperlayerSize: size) }
    // census: CALayer.action(forKey:)
    override func action(forKey event: String) -> (any CAAction)? { super.action(forKey: event) }
    // census: CALayer.hitTest(_:)
    override func hitTest(_ p: CGPoint) -> CALayer? { super.hitTest(p) }
    // census: CALayer.contains(_:)
    override func contains(_ p: CGPoint) -> Bool { super.contains(p) }
    // census: CALayer.setNeedsDisplay()
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    // census: CALayer.needsDisplay(forKey:)
    override class func needsDisplay(forKey key: String) -> Bool { key == "glow" || super.needsDisplay(forKey: key) }
    // census: CALayer.defaultValue(forKey:)
    override class func defaultValue(forKey key: String) -> Any? { key == "glow" ? CGFloat(0) : super.defaultValue(forKey: key) }
    // census: CALayer.defaultAction(forKey:)
    override class func defaultAction(forKey event: String) -> (any CAAction)? { super.defaultAction(forKey: event) }
}

/// A delegate of a standalone layer.
private final class LayerCensusDelegate: CALayerDelegate {
    // census: CALayerDelegate.display(_:)
    func display(_ layer: CALayer) {}
    // census: CALayerDelegate.layerWillDraw(_:)
    func layerWillDraw(_ layer: CALayer) {}
    // census: CALayerDelegate.layoutSublayers(of:)
    func layoutSublayers(of layer: CALayer) {}
    // census: CALayerDelegate.action(for:forKey:)
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

@MainActor
private func layerCensusContent(_ layer: CALayer) {
    // census: CALayer.presentation()
    let _: CALayer? = layer.presentation()
    // census: CALayer.model()
    let _: CALayer = layer.model()
    // census: CALayer.delegate
    layer.delegate = LayerCensusDelegate()
    let _: (any CALayerDelegate)? = layer.delegate
    // census: CALayer.contents
    layer.contents = nil
    let _: Any? = layer.contents
    // census: CALayer.contentsRect
    layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    // census: CALayer.contentsCenter
    layer.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    // census: CALayer.contentsGravity, CALayer.CALayerContentsGravity.resizeAspectFill
    layer.contentsGravity = .resizeAspectFill
    // census: CALayer.CALayerContentsGravity.center, CALayer.CALayerContentsGravity.top, CALayer.CALayerContentsGravity.bottom
    let _: [CALayerContentsGravity] = [.center, .top, .bottom]
    // census: CALayer.CALayerContentsGravity.left, CALayer.CALayerContentsGravity.right, CALayer.CALayerContentsGravity.topLeft
    let _: [CALayerContentsGravity] = [.left, .right, .topLeft]
    // census: CALayer.CALayerContentsGravity.topRight, CALayer.CALayerContentsGravity.bottomLeft, CALayer.CALayerContentsGravity.bottomRight
    let _: [CALayerContentsGravity] = [.topRight, .bottomLeft, .bottomRight]
    // census: CALayer.CALayerContentsGravity.resize, CALayer.CALayerContentsGravity.resizeAspect
    let _: [CALayerContentsGravity] = [.resize, .resizeAspect]
    // census: CALayer.opacity
    layer.opacity = 0.5
    let _: Float = layer.opacity
    // census: CALayer.isHidden
    layer.isHidden = false
    // census: CALayer.masksToBounds
    layer.masksToBounds = true
    // census: CALayer.mask
    layer.mask = CALayer()
    let _: CALayer? = layer.mask
    // census: CALayer.isDoubleSided
    layer.isDoubleSided = false
    // census: CALayer.cornerRadius
    layer.cornerRadius = 12
    // census: CALayer.maskedCorners
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    // census: CALayer.cornerCurve, CALayer.CALayerCornerCurve.continuous
    layer.cornerCurve = .continuous
    // census: CALayer.cornerCurveExpansionFactor(_:), CALayer.CALayerCornerCurve.circular
    let _: CGFloat = CALayer.cornerCurveExpansionFactor(.circular)
    // census: CALayer.borderWidth
    layer.borderWidth = 1
    // census: CALayer.borderColor
    layer.borderColor = UIColor.red.cgColor
    // census: CALayer.backgroundColor
    layer.backgroundColor = UIColor.white.cgColor
    let _: CGColor? = layer.backgroundColor
    // census: CALayer.shadowOpacity
    layer.shadowOpacity = 0.3
    // census: CALayer.shadowRadius
    layer.shadowRadius = 8
    // census: CALayer.shadowOffset
    layer.shadowOffset = CGSize(width: 0, height: 4)
    // census: CALayer.shadowColor
    layer.shadowColor = UIColor.black.cgColor
    // census: CALayer.shadowPath
    layer.shadowPath = UIBezierPath(roundedRect: layer.bounds, cornerRadius: 12).cgPath
    // census: CALayer.allowsEdgeAntialiasing
    layer.allowsEdgeAntialiasing = true
    // census: CALayer.allowsGroupOpacity
    layer.allowsGroupOpacity = false
    // census: CALayer.minificationFilter, CALayer.CALayerContentsFilter.trilinear
    layer.minificationFilter = .trilinear
    // census: CALayer.magnificationFilter, CALayer.CALayerContentsFilter.nearest
    layer.magnificationFilter = .nearest
    // census: CALayer.CALayerContentsFilter.linear
    let _: CALayerContentsFilter = .linear
    // census: CALayer.minificationFilterBias
    layer.minificationFilterBias = 0.1
}

@MainActor
private func layerCensusRendering(_ layer: CALayer) {
    // census: CALayer.isOpaque
    layer.isOpaque = true
    // census: CALayer.edgeAntialiasingMask
    layer.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
    // census: CALayer.contentsAreFlipped()
    let _: Bool = layer.contentsAreFlipped()
    // census: CALayer.isGeometryFlipped
    layer.isGeometryFlipped = false
    // census: CALayer.drawsAsynchronously
    layer.drawsAsynchronously = true
    // census: CALayer.shouldRasterize
    layer.shouldRasterize = true
    // census: CALayer.rasterizationScale
    layer.rasterizationScale = 2
    // census: CALayer.contentsFormat, CALayer.CALayerContentsFormat.RGBA16Float
    layer.contentsFormat = .RGBA16Float
    // census: CALayer.CALayerContentsFormat.RGBA8Uint, CALayer.CALayerContentsFormat.gray8Uint, CALayer.CALayerContentsFormat.automatic
    let _: [CALayerContentsFormat] = [.RGBA8Uint, .gray8Uint, .automatic]
    // census: CALayer.wantsExtendedDynamicRangeContent
    layer.wantsExtendedDynamicRangeContent = false
    // census: CALayer.wantsDynamicContentScaling
    layer.wantsDynamicContentScaling = true

    // census: CALayer.frame
    layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    // census: CALayer.bounds
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    // census: CALayer.position
    layer.position = CGPoint(x: 50, y: 25)
    // census: CALayer.zPosition
    layer.zPosition = 1
    // census: CALayer.anchorPointZ
    layer.anchorPointZ = -10
    // census: CALayer.anchorPoint
    layer.anchorPoint = CGPoint(x: 0.5, y: 1)
    // census: CALayer.contentsScale
    layer.contentsScale = 2
    // census: CALayer.transform
    layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    // census: CALayer.sublayerTransform
    layer.sublayerTransform = CATransform3DIdentity
    // census: CALayer.affineTransform()
    let _: CGAffineTransform = layer.affineTransform()
    // census: CALayer.setAffineTransform(_:)
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
}

@MainActor
private func layerCensusTree(_ layer: CALayer, other: CALayer) {
    // census: CALayer.sublayers
    layer.sublayers = nil
    let _: [CALayer]? = layer.sublayers
    // census: CALayer.superlayer
    let _: CALayer? = layer.superlayer
    // census: CALayer.addSublayer(_:)
    layer.addSublayer(other)
    // census: CALayer.removeFromSuperlayer()
    other.removeFromSuperlayer()
    // census: CALayer.insertSublayer(_:at:)
    layer.insertSublayer(other, at: 0)
    // census: CALayer.insertSublayer(_:below:)
    layer.insertSublayer(CALayer(), below: other)
    // census: CALayer.insertSublayer(_:above:)
    layer.insertSublayer(CALayer(), above: other)
    // census: CALayer.replaceSublayer(_:with:)
    layer.replaceSublayer(other, with: CALayer())

    // census: CALayer.setNeedsDisplay(_:)
    layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    // census: CALayer.needsDisplayOnBoundsChange
    layer.needsDisplayOnBoundsChange = true
    // census: CALayer.displayIfNeeded()
    layer.displayIfNeeded()
    // census: CALayer.needsDisplay()
    let _: Bool = layer.needsDisplay()

    // census: CALayer.add(_:forKey:)
    layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
    // census: CALayer.animation(forKey:)
    let _: CAAnimation? = layer.animation(forKey: "fade")
    // census: CALayer.animationKeys()
    let _: [String]? = layer.animationKeys()
    // census: CALayer.removeAnimation(forKey:)
    layer.removeAnimation(forKey: "fade")
    // census: CALayer.removeAllAnimations()
    layer.removeAllAnimations()

    // census: CALayer.setNeedsLayout()
    layer.setNeedsLayout()
    // census: CALayer.needsLayout()
    let _: Bool = layer.needsLayout()
    // census: CALayer.layoutIfNeeded()
    layer.layoutIfNeeded()

    // census: CALayer.actions, CALayer.kCAOnOrderIn, CALayer.kCAOnOrderOut, CALayer.kCATransition
    layer.actions = [kCAOnOrderIn: NSNull(), kCAOnOrderOut: NSNull(), kCATransition: NSNull()]
    let _: [String: any CAAction]? = layer.actions
}

@MainActor
private func layerCensusSpaces(_ layer: CALayer, other: CALayer) {
    // census: CALayer.convert(_:from:)
    let _: CGPoint = layer.convert(CGPoint(x: 1, y: 2), from: other)
    let _: CGRect = layer.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: nil)
    // census: CALayer.convert(_:to:)
    let _: CGPoint = layer.convert(CGPoint(x: 1, y: 2), to: other)
    let _: CGRect = layer.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil)
    // census: CALayer.convertTime(_:from:)
    let _: CFTimeInterval = layer.convertTime(CACurrentMediaTime(), from: nil)
    // census: CALayer.convertTime(_:to:)
    let _: CFTimeInterval = layer.convertTime(0, to: other)
    // census: CALayer.visibleRect
    let _: CGRect = layer.visibleRect
    // census: CALayer.scroll(_:)
    layer.scroll(CGPoint(x: 0, y: 20))
    // census: CALayer.scrollRectToVisible(_:)
    layer.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10))
    // census: CALayer.name
    layer.name = "card"
    let _: String? = layer.name
    _ = LayerCensusLayer()
}
