internal import CSDL2
import Foundation
import TransitionKit

/// Group masks: the contents' alpha multiplied by the mask's (its colour ignored).
///
/// Three ways, chosen per group:
/// - On the renderer (custom blend modes, see `groupsOnRenderer`): the mask commands are drawn
///   into a second target, which is then drawn over the contents with `dst · src alpha`. No
///   pixel leaves the GPU.
/// - One rounded rectangle, upright in the group's target (how `masksToBounds` with corners is
///   expressed, on every card of a list), without custom blend modes: no mask target and no
///   full read-back. The texels outside the rectangle's box are cleared with four rectangle
///   fills; only the texels the outline crosses (the rows of the corner arcs, and the side
///   columns where an edge falls between texels) are read back and scaled by their coverage
///   (`PixelRoundedRect.coverage`, the same anti-aliasing as fills), then written back.
///   A rotated or 3D-placed clip is cut the same way in the group's own space, then placed.
/// - Otherwise (SDL's software renderer, or `groupsOnRenderer` off): both targets are read
///   back, multiplied on the CPU, and the result (straight alpha) written into the contents'
///   target.
extension SDLRenderer {
    /// Masks the contents in `content` by `mask` (commands in the group's local space). Returns
    /// whether the contents are still premultiplied (false: read back and made straight).
    func applyMask(_ mask: [DisplayList.Command], to content: RenderTargetPool.Target, _ space: GroupSpace) -> Bool {
        let onRenderer = usesCustomBlendModes
        if !onRenderer, let shape = roundedRectMask(mask, pixelTransform: { PixelTransform(Self.moved($0, by: space.origin), scale: space.scale) }) {
            cut(content, to: shape, space)
            return true
        }
        guard let maskTarget = renderTargets.acquire(width: space.width, height: space.height) else { return true }
        defer { renderTargets.release(maskTarget) }
        drawCommands(mask, into: maskTarget, space)
        let used = RenderRect(x: 0, y: 0, w: Int32(space.width), h: Int32(space.height))
        if onRenderer {
            device.setTarget(content.renderTarget)
            setClip(nil)
            maskTarget.texture.blendMode = .multiplyByAlpha
            device.copy(maskTarget.texture, from: used, to: used)
            return true
        }
        guard let maskPixels = readPixels(used) else { return true }
        device.setTarget(content.renderTarget)
        setClip(nil)
        guard var pixels = readPixels(used) else { return true }
        for index in pixels.indices { pixels[index] = Self.masked(pixels[index], by: maskPixels[index]) }
        content.texture.update(used, from: pixels, bytesPerRow: Int(used.w) * 4)
        return false
    }

    /// A premultiplied ARGB pixel masked by the alpha of `mask`, as straight ARGB.
    package nonisolated static func masked(_ pixel: UInt32, by mask: UInt32) -> UInt32 {
        let alpha = pixel >> 24, maskAlpha = mask >> 24
        guard alpha > 0, maskAlpha > 0 else { return 0 }
        if alpha == 255, maskAlpha == 255 { return pixel }   // opaque and unmasked: already straight
        let straight = { (shift: UInt32) -> UInt32 in min(((pixel >> shift) & 0xFF) * 255 + alpha / 2, 255 * alpha) / alpha }
        let newAlpha = (alpha * maskAlpha + 127) / 255
        return newAlpha << 24 | straight(16) << 16 | straight(8) << 8 | straight(0)
    }

    /// The mask as a rounded rectangle in pixels (where `pixelTransform` maps a mask command), when
    /// it is one opaque rounded `.fill` that stays upright there; nil otherwise.
    func roundedRectMask(_ mask: [DisplayList.Command], pixelTransform: (DisplayList.Command) -> PixelTransform) -> PixelRoundedRect? {
        guard mask.count == 1, let command = mask.first, case .fill = command.content, command.transform3D == nil,
              command.clip == nil, command.shadow == nil,
              command.borderWidth <= 0 || command.borderColor == nil || Self.byte(command.borderColor?.alpha ?? 0) == 0,
              let fill = command.fillColor, Self.byte(fill.alpha * command.alpha) == 255,
              command.rect.width > 0, command.rect.height > 0
        else { return nil }
        let transform = pixelTransform(command)
        guard transform.isAxisAligned, transform.a > 0, transform.d > 0, transform.isFinite else { return nil }
        let p0 = transform.apply(Float(command.rect.minX), Float(command.rect.minY))
        let p1 = transform.apply(Float(command.rect.maxX), Float(command.rect.maxY))
        let radius = Float(Self.effectiveRadius(command.cornerRadius, in: command.rect)) * min(transform.a, transform.d)
        return PixelRoundedRect(minX: p0.x, minY: p0.y, maxX: p1.x, maxY: p1.y, radius: min(radius, min(p1.x - p0.x, p1.y - p0.y) / 2))
    }

    /// Cuts the contents (the current target) to `shape`: cleared outside its box, the texels on
    /// its outline scaled by their coverage.
    private func cut(_ content: RenderTargetPool.Target, to shape: PixelRoundedRect, _ space: GroupSpace) {
        let width = space.width, height = space.height
        let left = min(max(Int(shape.minX.rounded(.down)), 0), width), right = min(max(Int(shape.maxX.rounded(.up)), left), width)
        let top = min(max(Int(shape.minY.rounded(.down)), 0), height), bottom = min(max(Int(shape.maxY.rounded(.up)), top), height)
        device.drawBlendMode = .replace
        device.setDrawColor(red: 0, green: 0, blue: 0, alpha: 0)
        for (x, y, w, h) in [(0, 0, width, top), (0, bottom, width, height - bottom), (0, top, left, bottom - top),
                             (right, top, width - right, bottom - top)] where w > 0 && h > 0 {
            device.fill(RenderRect(x: Int32(x), y: Int32(y), w: Int32(w), h: Int32(h)))
        }
        device.drawBlendMode = .blend
        guard right > left, bottom > top else { return }
        for rect in Self.outlineRects(of: shape, left: left, top: top, right: right, bottom: bottom) {
            let area = RenderRect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            guard var pixels = readPixels(area) else { continue }
            for row in 0..<Int(area.h) {
                for column in 0..<Int(area.w) {
                    let coverage = shape.coverage(Int(area.x) + column, Int(area.y) + row)
                    guard coverage < 1 else { continue }
                    let index = row * Int(area.w) + column
                    pixels[index] = Self.scaled(pixels[index], by: coverage)
                }
            }
            content.texture.update(area, from: pixels, bytesPerRow: Int(area.w) * 4)
        }
    }

    /// The texel rectangles where `shape`'s coverage can be partial, inside its whole-texel box
    /// (each texel once): the four corner squares holding the arcs, and between them the edge
    /// rows and columns whose edge falls between texels.
    nonisolated static func outlineRects(of shape: PixelRoundedRect, left: Int, top: Int, right: Int, bottom: Int) -> [(x: Int, y: Int, width: Int, height: Int)] {
        let fractional = (left: shape.minX.rounded(.down) != shape.minX, right: shape.maxX.rounded(.down) != shape.maxX,
                          top: shape.minY.rounded(.down) != shape.minY, bottom: shape.maxY.rounded(.down) != shape.maxY)
        let anyFractional = fractional.left || fractional.right || fractional.top || fractional.bottom
        let corner = shape.radius > 0 ? Int(shape.radius.rounded(.up)) + 1 : (anyFractional ? 1 : 0)
        let width = right - left, height = bottom - top
        guard corner > 0 else { return [] }
        guard 2 * corner < width, 2 * corner < height else { return [(left, top, width, height)] }
        var rects: [(x: Int, y: Int, width: Int, height: Int)] = [
            (left, top, corner, corner), (right - corner, top, corner, corner),
            (left, bottom - corner, corner, corner), (right - corner, bottom - corner, corner, corner),
        ]
        let across = width - 2 * corner, down = height - 2 * corner
        if fractional.top { rects.append((left + corner, top, across, 1)) }
        if fractional.bottom { rects.append((left + corner, bottom - 1, across, 1)) }
        if fractional.left { rects.append((left, top + corner, 1, down)) }
        if fractional.right { rects.append((right - 1, top + corner, 1, down)) }
        return rects
    }

    /// A premultiplied ARGB pixel with every channel scaled by `coverage`.
    package nonisolated static func scaled(_ pixel: UInt32, by coverage: Float) -> UInt32 {
        let factor = UInt32(max(min(coverage, 1), 0) * 256)
        let rb = (((pixel & 0x00FF_00FF) * factor) >> 8) & 0x00FF_00FF
        let ag = ((((pixel >> 8) & 0x00FF_00FF) * factor) >> 8) & 0x00FF_00FF
        return ag << 8 | rb
    }

    /// The ARGB pixels of `rect` in the current target; nil when SDL cannot read them.
    func readPixels(_ rect: RenderRect) -> [UInt32]? {
        device.readPixels(rect)
    }
}
