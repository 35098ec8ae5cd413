import Foundation
import TransitionKit

// UIView's appearance, geometry, drawing and layout direction: the overrides of a custom view
// and the settings a screen makes.

/// A ring that restyles when its tint changes and draws its content in `draw(_:)`.
private final class ViewAppearanceRingView: UIView {
    var drawnRects: [CGRect] = []

    // census: UIView+Appearance.layerClass
    override class var layerClass: AnyClass { CAShapeLayer.self }

    // census: UIView+Appearance.tintColorDidChange()
    override func tintColorDidChange() {
        super.tintColorDidChange()
        // census: UIView+Appearance.tintColor, UIView+Appearance.tintAdjustmentMode
        let color: UIColor = tintAdjustmentMode == .dimmed ? .systemGray : tintColor
        // census: UIView+Appearance.layer
        (layer as? CAShapeLayer)?.strokeColor = color.cgColor
    }

    // census: UIView+Appearance.draw(_:)
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawnRects.append(rect)
    }

    // census: UIView+Appearance.tintColor
    override var tintColor: UIColor! {
        get { super.tintColor }
        set { super.tintColor = newValue }
    }
    // census: UIView+Appearance.tintAdjustmentMode
    override var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { super.tintAdjustmentMode }
        set { super.tintAdjustmentMode = newValue }
    }
    // census: UIView+Appearance.isOpaque
    override var isOpaque: Bool { get { false } set { super.isOpaque = newValue } }
    // census: UIView+Appearance.frame
    override var frame: CGRect { didSet { setNeedsDisplay() } }
    // census: UIView+Appearance.bounds
    override var bounds: CGRect { didSet { setNeedsDisplay() } }
}

@MainActor
private func useViewAppearance() -> [Any] {
    let ring = ViewAppearanceRingView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    // census: UIView+Appearance.backgroundColor, UIView+Appearance.isHidden, UIView+Appearance.alpha
    ring.backgroundColor = .clear; ring.isHidden = false; ring.alpha = 0.9
    // census: UIView+Appearance.isOpaque, UIView+Appearance.clipsToBounds, UIView+Appearance.clearsContextBeforeDrawing
    ring.isOpaque = false; ring.clipsToBounds = true; ring.clearsContextBeforeDrawing = true
    // census: UIView+Appearance.tintColor, UIView+Appearance.tintAdjustmentMode
    ring.tintColor = .systemRed; ring.tintAdjustmentMode = .automatic
    // census: UIView+Appearance.mask
    ring.mask = UIView(frame: ring.bounds)
    // census: UIView+Appearance.center, UIView+Appearance.transform, UIView+Appearance.transform3D
    ring.center = CGPoint(x: 100, y: 100); ring.transform = CGAffineTransform(rotationAngle: .pi / 4); ring.transform3D = CATransform3DIdentity
    // census: UIView+Appearance.anchorPoint, UIView+Appearance.frame, UIView+Appearance.bounds
    ring.anchorPoint = CGPoint(x: 0, y: 0); let frame: CGRect = ring.frame; let bounds: CGRect = ring.bounds
    // census: UIView+Appearance.setNeedsDisplay(), UIView+Appearance.setNeedsDisplay(_:)
    ring.setNeedsDisplay(); ring.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    // census: UIView+Appearance.contentScaleFactor
    ring.contentScaleFactor = 2
    // census: UIView+Appearance.overrideUserInterfaceStyle
    ring.overrideUserInterfaceStyle = .dark
    // census: UIView+Appearance.semanticContentAttribute
    ring.semanticContentAttribute = .playback
    // census: UIView+Appearance.effectiveUserInterfaceLayoutDirection
    let direction: UIUserInterfaceLayoutDirection = ring.effectiveUserInterfaceLayoutDirection
    // census: UIView+Appearance.userInterfaceLayoutDirection(for:)
    let forced: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .forceRightToLeft)
    // census: UIView+Appearance.userInterfaceLayoutDirection(for:relativeTo:)
    let relative: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft)
    // census: UIView+Appearance.UIView.TintAdjustmentMode.automatic, UIView+Appearance.UIView.TintAdjustmentMode.normal, UIView+Appearance.UIView.TintAdjustmentMode.dimmed
    let modes: [UIView.TintAdjustmentMode] = [.automatic, .normal, .dimmed]
    // census: UIView+Appearance.UISemanticContentAttribute.unspecified, UIView+Appearance.UISemanticContentAttribute.playback, UIView+Appearance.UISemanticContentAttribute.spatial
    let attributes: [UISemanticContentAttribute] = [.unspecified, .playback, .spatial]
    // census: UIView+Appearance.UISemanticContentAttribute.forceLeftToRight, UIView+Appearance.UISemanticContentAttribute.forceRightToLeft
    let forcedAttributes: [UISemanticContentAttribute] = [.forceLeftToRight, .forceRightToLeft]
    return [frame, bounds, direction, forced, relative, modes, attributes, forcedAttributes]
}
