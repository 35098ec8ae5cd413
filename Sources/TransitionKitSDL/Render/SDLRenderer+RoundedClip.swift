internal import CSDL2
import Foundation
import TransitionKit

/// The rounded clip without a render target: the common case of a group (`masksToBounds` with
/// corners, on every card of a list) drawn straight into the output.
///
/// When the renderer has no custom blend modes (SDL's software renderer) a group costs a target
/// clear, its contents, and a composite of two blended passes over its whole area. A group that
/// is opaque (alpha 1), upright (its transform only moves and scales) and masked by one opaque
/// rounded rectangle needs none of that: its contents are drawn straight into the output, each
/// command's clip cut to the rectangle's box, and only the corners are fixed up. The output
/// pixels under the corner squares (and under edges that fall between pixels) are read before
/// the contents are drawn and mixed back afterwards by `1 - coverage`, from the same
/// `PixelRoundedRect.coverage` as fills, so the arcs are anti-aliased. Measured with
/// `TK_BENCH_PARTS=groups` (see docs/BENCHMARK.md): for 40 rounded cards on the software
/// renderer this path costs a fraction of the target path.
///
/// Differences from the target path: a backdrop blur inside such a group blurs the output
/// beneath it (as a `UIVisualEffectView` inside a clipping view does in UIKit), not the group's
/// contents alone.
extension SDLRenderer {
    /// Draws `group` straight into the output when it qualifies (see the type's comment); false
    /// when it does not (nothing drawn).
    func drawRoundedClipDirectly(_ group: DisplayList.Group, of command: DisplayList.Command, _ transform: PixelTransform) -> Bool {
        guard Self.byte(command.alpha) == 255, command.transform3D == nil, transform.isAxisAligned, transform.a > 0, transform.d > 0,
              let mask = group.mask, !usesCustomBlendModes,
              let shape = roundedRectMask(mask, pixelTransform: { PixelTransform($0.transform.concatenating(command.transform), scale: scale) }),
              let maskCommand = mask.first
        else { return false }
        flushGeometry()
        let left = Int(shape.minX.rounded(.down)), right = Int(shape.maxX.rounded(.up))
        let top = Int(shape.minY.rounded(.down)), bottom = Int(shape.maxY.rounded(.up))
        // Damage tracking redraws only inside `damageClip`: the corners outside it keep their pixels.
        let limits = damageClip.map { (x: Int($0.x), y: Int($0.y), right: Int($0.x + $0.w), bottom: Int($0.y + $0.h)) }
            ?? (x: 0, y: 0, right: outputSize.width, bottom: outputSize.height)
        let corners = Self.outlineRects(of: shape, left: left, top: top, right: right, bottom: bottom).compactMap { rect -> RenderRect? in
            let x0 = max(rect.x, limits.x), y0 = max(rect.y, limits.y)
            let x1 = min(rect.x + rect.width, limits.right), y1 = min(rect.y + rect.height, limits.bottom)
            return x1 > x0 && y1 > y0 ? RenderRect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0)) : nil
        }
        let beneath = corners.map { readPixels($0) }
        // The contents, placed by the group's transform, each clipped to the mask's box too.
        let box = maskCommand.rect.applying(maskCommand.transform).applying(command.transform)
        for inner in group.commands {
            var placed = inner
            placed.transform = inner.transform.concatenating(command.transform)
            placed.transform3D = inner.transform3D.map { CATransform3DConcat($0, CATransform3DMakeAffineTransform(command.transform)) }
            var clip = inner.clip.map { $0.applying(command.transform).intersection(box) } ?? box
            if let outer = command.clip { clip = clip.intersection(outer) }
            placed.clip = clip.isNull ? .zero : clip
            draw(placed)
        }
        flushGeometry()
        // The corners: what was drawn, mixed back towards what lay beneath by the coverage.
        let savedClip = clipRect
        setClip(nil)
        for (rect, saved) in zip(corners, beneath) {
            guard let saved, var pixels = readPixels(rect) else { continue }
            for row in 0..<Int(rect.h) {
                for column in 0..<Int(rect.w) {
                    let coverage = shape.coverage(Int(rect.x) + column, Int(rect.y) + row)
                    guard coverage < 1 else { continue }
                    let index = row * Int(rect.w) + column
                    pixels[index] = Self.mixed(pixels[index], saved[index], by: coverage)
                }
            }
            guard let upload = renderTargets.acquire(width: Int(rect.w), height: Int(rect.h)) else { continue }
            let source = RenderRect(x: 0, y: 0, w: rect.w, h: rect.h)
            upload.texture.update(source, from: pixels, bytesPerRow: Int(rect.w) * 4)
            upload.texture.blendMode = .replace
            device.copy(upload.texture, from: source, to: rect)
            renderTargets.release(upload)
        }
        setClip(savedClip)
        return true
    }

    /// `drawn` where `coverage` is 1, `beneath` where it is 0, and in between mixed (ARGB).
    package nonisolated static func mixed(_ drawn: UInt32, _ beneath: UInt32, by coverage: Float) -> UInt32 {
        let weight = UInt32(max(min(coverage, 1), 0) * 256), rest = 256 - weight
        let rb = (((drawn & 0x00FF_00FF) * weight + (beneath & 0x00FF_00FF) * rest) >> 8) & 0x00FF_00FF
        let ag = ((((drawn >> 8) & 0x00FF_00FF) * weight + ((beneath >> 8) & 0x00FF_00FF) * rest) >> 8) & 0x00FF_00FF
        return ag << 8 | rb
    }
}
