internal import CSDL2
import Foundation
import TransitionKit

/// Fills, borders and shadows: untextured geometry appended to the batch.
extension SDLRenderer {
    /// The Gaussian falloff of a shadow edge, sampled at insets of +2, +1, 0, -1, -2 sigma
    /// (sigma = shadow radius / 2): the fraction of the shadow's alpha at each ring.
    package nonisolated static let shadowFalloff: [(insetInSigmas: CGFloat, alpha: CGFloat)] = [
        (2, 0.977), (1, 0.841), (0, 0.5), (-1, 0.159), (-2, 0),
    ]

    /// The corner radius actually drawn: at most half the shorter side, never negative.
    package nonisolated static func effectiveRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, min(rect.width, rect.height) / 2)
    }

    /// Half a pixel in the command's own units (the feathering half-width).
    private func halfPixel(_ transform: PixelTransform) -> CGFloat {
        let linear = transform.linearScale
        return linear > 0 ? CGFloat(0.5 / linear) : 0
    }

    /// Whether edges need feathering: rotated or skewed, or rounded (axis-aligned sharp edges
    /// already sit on pixel boundaries well enough).
    private func needsFeather(_ transform: PixelTransform, radius: CGFloat) -> Bool {
        radius > 0 || !transform.isAxisAligned
    }

    private func segments(forRadius radius: CGFloat, _ transform: PixelTransform) -> Int {
        RoundedRectPath.segmentsPerCorner(radiusInPixels: Float(radius) * transform.linearScale)
    }

    /// Appends the background fill.
    func appendFill(_ command: DisplayList.Command, _ transform: PixelTransform) {
        guard let fillColor = command.fillColor else { return }
        let color = sdlColor(fillColor, alpha: command.alpha)
        guard color.a > 0 else { return }
        appendShape(command.rect, radius: command.cornerRadius, color: color, transform)
    }

    /// Appends a solid rounded rectangle, feathered when it needs it.
    func appendShape(_ rect: CGRect, radius rawRadius: CGFloat, color: RenderColor, _ transform: PixelTransform) {
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = Self.effectiveRadius(rawRadius, in: rect)
        if !needsFeather(transform, radius: radius) {
            batch.addQuad(
                transform.apply(Float(rect.minX), Float(rect.minY)), transform.apply(Float(rect.maxX), Float(rect.minY)),
                transform.apply(Float(rect.maxX), Float(rect.maxY)), transform.apply(Float(rect.minX), Float(rect.maxY)),
                color: color)
            return
        }
        if transform.isAxisAligned {
            batch.addAntialiasedRoundedRect(pixelRoundedRect(rect, radius: radius, transform), color: color)
            return
        }
        let half = halfPixel(transform)
        let segments = segments(forRadius: radius + half, transform)
        pixelOutline(of: rect, radius: radius, inset: half, segments: segments, transform: transform, into: &outlineA)
        pixelOutline(of: rect, radius: radius, inset: -half, segments: segments, transform: transform, into: &outlineB)
        appendInterior(of: outlineA, centre: CGPoint(x: rect.midX, y: rect.midY), segments: segments, color: color, transform)
        var transparent = color
        transparent.a = 0
        batch.addRing(outer: outlineB, outerColor: transparent, inner: outlineA, innerColor: color)
    }

    /// `rect` with corner `radius` under the axis-aligned `transform`, in pixels.
    private func pixelRoundedRect(_ rect: CGRect, radius: CGFloat, _ transform: PixelTransform) -> PixelRoundedRect {
        let p0 = transform.apply(Float(rect.minX), Float(rect.minY)), p1 = transform.apply(Float(rect.maxX), Float(rect.maxY))
        let minX = min(p0.x, p1.x), maxX = max(p0.x, p1.x), minY = min(p0.y, p1.y), maxY = max(p0.y, p1.y)
        let scaled = Float(radius) * min(abs(transform.a), abs(transform.d))
        return PixelRoundedRect(
            minX: minX, minY: minY, maxX: maxX, maxY: maxY, radius: min(scaled, min(maxX - minX, maxY - minY) / 2))
    }

    /// Appends the inside of a rounded-rectangle outline in pixels: rectangles and corner fans when
    /// the transform keeps it axis-aligned (cheap on every renderer), else a fan from `centre`.
    private func appendInterior(
        of outline: [RenderPoint], centre: CGPoint, segments: Int, color: RenderColor, _ transform: PixelTransform
    ) {
        if transform.isAxisAligned {
            batch.addAxisAlignedRoundedFill(outline: outline, segmentsPerCorner: segments, color: color)
        } else {
            batch.addFan(centre: transform.apply(centre), outline: outline, color: color)
        }
    }

    /// Whether the command's own opaque fill covers the core of its shadow (`shadowRect` inset by
    /// `inset`), so the core need not be drawn: the fill is opaque and the core lies within the
    /// part of the rounded fill that its corners never cut (inset by 0.3 x the radius).
    private func hidesShadowCore(of command: DisplayList.Command, shadowRect: CGRect, inset: CGFloat) -> Bool {
        guard let fill = command.fillColor, Self.byte(fill.alpha * command.alpha) == 255 else { return false }
        let core = shadowRect.insetBy(dx: inset, dy: inset)
        guard core.width > 0, core.height > 0 else { return true }
        let radius = Self.effectiveRadius(command.cornerRadius, in: command.rect)
        let solid = command.rect.insetBy(dx: radius * 0.3, dy: radius * 0.3)
        return solid.contains(core)
    }

    /// Appends the border: a band `borderWidth` wide inside the bounds, following the corners.
    func appendBorder(_ command: DisplayList.Command, _ transform: PixelTransform) {
        guard command.borderWidth > 0, command.borderWidth.isFinite, let borderColor = command.borderColor else { return }
        let color = sdlColor(borderColor, alpha: command.alpha)
        let rect = command.rect
        guard color.a > 0, rect.width > 0, rect.height > 0 else { return }
        let radius = Self.effectiveRadius(command.cornerRadius, in: rect)
        let width = min(command.borderWidth, min(rect.width, rect.height) / 2)
        if radius > 0, transform.isAxisAligned, let fill = command.fillColor, color.a == 255,
           Self.byte(fill.alpha * command.alpha) == 255 {
            // Over an opaque fill: the border's shape, then the fill inside it again, both
            // anti-aliased (a band with a see-through middle cannot be drawn this way).
            let inner = rect.insetBy(dx: width, dy: width)
            batch.addAntialiasedRoundedRect(pixelRoundedRect(rect, radius: radius, transform), color: color)
            batch.addAntialiasedRoundedRect(
                pixelRoundedRect(inner, radius: max(radius - width, 0), transform), color: sdlColor(fill, alpha: command.alpha))
            return
        }
        let feather = needsFeather(transform, radius: radius)
        let half = feather ? halfPixel(transform) : 0
        let segments = segments(forRadius: radius + half, transform)
        pixelOutline(of: rect, radius: radius, inset: half, segments: segments, transform: transform, into: &outlineA)
        pixelOutline(of: rect, radius: radius, inset: width, segments: segments, transform: transform, into: &outlineB)
        batch.addRing(outer: outlineA, outerColor: color, inner: outlineB, innerColor: color)
        if feather {
            pixelOutline(of: rect, radius: radius, inset: -half, segments: segments, transform: transform, into: &outlineC)
            var transparent = color
            transparent.a = 0
            batch.addRing(outer: outlineC, outerColor: transparent, inner: outlineA, innerColor: color)
        }
    }

    /// Appends a soft shadow: the rounded rectangle moved by the offset, blurred by `radius`.
    func appendShadow(_ shadow: DisplayList.Command.Shadow, of command: DisplayList.Command, _ transform: PixelTransform) {
        let alpha = shadow.opacity * command.alpha
        guard alpha > 0.002, alpha.isFinite, shadow.radius.isFinite,
              shadow.offset.width.isFinite, shadow.offset.height.isFinite else { return }
        let base = sdlColor(shadow.color, alpha: alpha)
        guard base.a > 0 else { return }
        let rect = command.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        guard rect.width > 0, rect.height > 0 else { return }
        let radius = Self.effectiveRadius(command.cornerRadius, in: rect)
        let sigma = max(shadow.radius, 0) / 2
        guard CGFloat(transform.linearScale) * sigma >= 0.5 else {
            appendShape(rect, radius: radius, color: base, transform)  // too small to blur: a hard shadow
            return
        }
        let segments = segments(forRadius: radius + 2 * sigma, transform)
        var previous: RenderColor?
        for (index, ring) in Self.shadowFalloff.enumerated() {
            var color = base
            color.a = Self.byte(CGFloat(base.a) / 255 * ring.alpha)
            pixelOutline(
                of: rect, radius: radius, inset: ring.insetInSigmas * sigma, segments: segments,
                transform: transform, into: &outlineB)
            if let previous {
                batch.addRing(outer: outlineB, outerColor: color, inner: outlineA, innerColor: previous)
            } else if index == 0 && !hidesShadowCore(of: command, shadowRect: rect, inset: ring.insetInSigmas * sigma) {
                appendInterior(of: outlineB, centre: CGPoint(x: rect.midX, y: rect.midY), segments: segments, color: color, transform)
            }
            previous = color
            swap(&outlineA, &outlineB)
        }
    }
}
