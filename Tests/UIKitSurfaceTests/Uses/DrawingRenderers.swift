import Foundation
import TransitionKit

// Drawing: UIBezierPath, the graphics renderers and their formats and contexts, used as custom
// views, snapshot code and artwork helpers use them. Nothing here is main-actor isolated, as in
// the SDK (renderers and paths are used off the main thread too).

/// Artwork made in a nonisolated function, as a shared helper would make it.
private func drawingRenderers() -> UIImage {
    // census: UIGraphicsImageRendererFormat.init(), UIGraphicsImageRendererFormat.scale, UIGraphicsImageRendererFormat.opaque
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    format.opaque = false
    // census: UIGraphicsImageRendererFormat.preferredRange, UIGraphicsImageRendererFormat.Range.standard, UIGraphicsImageRendererFormat.Range.extended
    format.preferredRange = format.preferredRange == .extended ? .standard : .extended
    // census: UIGraphicsImageRendererFormat.Range.unspecified, UIGraphicsImageRendererFormat.Range.automatic
    let ranges: [UIGraphicsImageRendererFormat.Range] = [.unspecified, .automatic]
    // census: UIGraphicsImageRendererFormat.prefersExtendedRange
    format.prefersExtendedRange = ranges.isEmpty
    // census: UIGraphicsRendererFormat.init(), UIGraphicsRendererFormat.default(), UIGraphicsRendererFormat.preferred(), UIGraphicsRendererFormat.bounds
    let formats: [UIGraphicsRendererFormat] = [UIGraphicsRendererFormat(), .default(), .preferred()]
    let _: CGRect = formats[0].bounds

    // census: UIGraphicsImageRenderer.init(size:), UIGraphicsImageRenderer.init(size:format:), UIGraphicsImageRenderer.init(bounds:format:)
    let renderers = [UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)),
                     UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format),
                     UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), format: format)]
    // census: UIGraphicsRenderer.init(bounds:), UIGraphicsRenderer.init(bounds:format:)
    let plain: [UIGraphicsRenderer] = [UIGraphicsImageRenderer(bounds: .zero), UIGraphicsRenderer(bounds: .zero, format: format)]
    // census: UIGraphicsRenderer.format, UIGraphicsRenderer.allowsImageOutput
    let _: (UIGraphicsRendererFormat, Bool) = (plain[1].format, plain[1].allowsImageOutput)
    // census: UIGraphicsImageRenderer.format
    let _: UIGraphicsImageRendererFormat = renderers[1].format
    // census: UIGraphicsImageRenderer.DrawingActions
    let actions: UIGraphicsImageRenderer.DrawingActions = { context in
        // census: UIGraphicsImageRendererContext.format
        let _: UIGraphicsImageRendererFormat = context.format
        // census: UIGraphicsImageRendererContext.currentImage
        let _: UIImage = context.currentImage
        // census: UIGraphicsRendererContext.cgContext
        let cg: CGContext = context.cgContext
        cg.setFillColor(UIColor.red.cgColor)
        // census: UIGraphicsRendererContext.fill(_:), UIGraphicsRendererContext.fill(_:blendMode:)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5), blendMode: .multiply)
        // census: UIGraphicsRendererContext.stroke(_:), UIGraphicsRendererContext.stroke(_:blendMode:)
        context.stroke(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.stroke(CGRect(x: 1, y: 1, width: 8, height: 8), blendMode: .normal)
        // census: UIGraphicsRendererContext.clip(to:)
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        let _: UIGraphicsRendererFormat = (context as UIGraphicsRendererContext).format  // census: UIGraphicsRendererContext.format
    }
    // census: UIGraphicsImageRenderer.image(actions:)
    return renderers[0].image(actions: actions)
}

/// A path built and painted the way custom-drawn views do it, off the main actor.
private func drawingBezierPaths(in rect: CGRect) -> Bool {
    // census: UIBezierPath.init(), UIBezierPath.init(rect:), UIBezierPath.init(ovalIn:)
    let paths = [UIBezierPath(), UIBezierPath(rect: rect), UIBezierPath(ovalIn: rect)]
    // census: UIBezierPath.init(roundedRect:cornerRadius:), UIBezierPath.init(roundedRect:byRoundingCorners:cornerRadii:)
    let card = UIBezierPath(roundedRect: rect, cornerRadius: 12)
    let tab = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
    // census: UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:), UIBezierPath.init(cgPath:)
    let ring = UIBezierPath(arcCenter: CGPoint(x: rect.midX, y: rect.midY), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    let copy = UIBezierPath(cgPath: card.cgPath)
    // census: UIBezierPath.reversing(), UIBezierPath.cgPath, UIBezierPath.currentPoint
    let reversed: UIBezierPath = copy.reversing()
    reversed.cgPath = tab.cgPath
    let _: CGPoint = reversed.currentPoint
    let path = paths[0]
    // census: UIBezierPath.move(to:), UIBezierPath.addLine(to:), UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addArc(withCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
    // census: UIBezierPath.addCurve(to:controlPoint1:controlPoint2:), UIBezierPath.addQuadCurve(to:controlPoint:)
    path.addCurve(to: CGPoint(x: 0, y: 20), controlPoint1: CGPoint(x: 15, y: 25), controlPoint2: CGPoint(x: 5, y: 25))
    path.addQuadCurve(to: .zero, controlPoint: CGPoint(x: -5, y: 10))
    // census: UIBezierPath.close(), UIBezierPath.append(_:), UIBezierPath.apply(_:)
    path.close()
    path.append(ring)
    path.apply(CGAffineTransform(translationX: 2, y: 2))
    // census: UIBezierPath.lineWidth, UIBezierPath.lineCapStyle, UIBezierPath.lineJoinStyle, UIBezierPath.miterLimit
    path.lineWidth = 2
    path.lineCapStyle = .round
    path.lineJoinStyle = .bevel
    path.miterLimit = 4
    // census: UIBezierPath.flatness, UIBezierPath.usesEvenOddFillRule
    path.flatness = 0.5
    path.usesEvenOddFillRule = true
    // census: UIBezierPath.setLineDash(_:count:phase:), UIBezierPath.getLineDash(_:count:phase:)
    path.setLineDash([4, 2], count: 2, phase: 0)
    var count = 0
    path.getLineDash(nil, count: &count, phase: nil)
    // census: UIBezierPath.fill(), UIBezierPath.fill(with:alpha:), UIBezierPath.stroke(), UIBezierPath.stroke(with:alpha:)
    path.fill()
    path.fill(with: .normal, alpha: 0.5)
    path.stroke()
    path.stroke(with: .multiply, alpha: 1)
    // census: UIBezierPath.addClip()
    card.addClip()
    // census: UIBezierPath.removeAllPoints(), UIBezierPath.isEmpty, UIBezierPath.bounds, UIBezierPath.contains(_:)
    paths[2].removeAllPoints()
    return paths[2].isEmpty && path.bounds.width > 0 && path.contains(CGPoint(x: 1, y: 1)) && count == 2
}

/// A custom-drawn view, as iOS code writes one.
private final class DrawingCensusGaugeView: UIView {
    var progress: CGFloat = 0.5 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        UIColor.systemBlue.setFill()
        UIBezierPath(roundedRect: bounds.insetBy(dx: 4, dy: 4), cornerRadius: 8).fill()
        context.restoreGState()
        let track = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 3,
                                 startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: true)
        track.lineWidth = 6
        track.lineCapStyle = .round
        UIColor.white.setStroke()
        track.stroke()
        ("\(Int(progress * 100))%" as NSString).draw(at: CGPoint(x: 8, y: 8), withAttributes: [
            .font: UIFont.boldSystemFont(ofSize: 14), .foregroundColor: UIColor.white,
        ])
    }
}

/// A layer that paints itself, and a plain delegate that paints a standalone layer: Core
/// Animation belongs to no actor, so neither needs the main actor.
private final class DrawingCensusStripeLayer: CALayer {
    // census: CALayer.draw(in:)
    override func draw(in ctx: CGContext) {
        super.draw(in: ctx)
        ctx.setFillColor(UIColor.orange.cgColor)
        ctx.fill(bounds.divided(atDistance: bounds.width / 2, from: .minXEdge).slice)
    }
}

private final class DrawingCensusLayerPainter: CALayerDelegate {
    // census: CALayerDelegate.draw(_:in:)
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setStrokeColor(UIColor.black.cgColor)
        ctx.stroke(layer.bounds.insetBy(dx: 0.5, dy: 0.5))
    }
}

/// A snapshot-to-image helper, as transition code writes it.
@MainActor
private func drawingSnapshot(of view: UIView) -> UIImage {
    let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
        // census: CALayer.render(in:)
        view.layer.render(in: context.cgContext)
    }
    UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 0)
    // census: UIView+Snapshots.drawHierarchy(in:afterScreenUpdates:)
    _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
    let older = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return older ?? image
}
