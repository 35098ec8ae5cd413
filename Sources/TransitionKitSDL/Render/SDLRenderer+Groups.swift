internal import CSDL2
import Foundation
import TransitionKit

/// Groups (`DisplayList.Group`): commands composited as one picture.
///
/// - The group's commands are drawn into a render target from `RenderTargetPool` covering the
///   group command's `rect` at the renderer's pixel scale, plus one transparent pixel on each
///   side (so a linearly filtered edge fades out instead of ending on a hard texel). A rect too
///   large for a texture (over `RenderTargetPool.maximumSide`) is drawn scaled down to fit.
///   Nested groups nest targets: each group restores the target, clip, scale and output size it
///   found. A group wholly outside the output (or the clip) is not drawn at all.
/// - Alpha: the target is cleared to transparent and the contents are drawn with SDL's ordinary
///   blending, which over a transparent target leaves premultiplied colour (rgb · a) and the
///   right coverage alpha (`dst = src · a + dst · (1 - a)` is the premultiplied "over").
///   Compositing premultiplied pixels needs `one, one - source alpha`:
///   - where the renderer takes custom blend modes (OpenGL, OpenGL ES 2) and `groupsOnRenderer`
///     is on, one pass with that mode (`SDL_ComposeCustomBlendMode`), the group's alpha in the
///     texture's colour and alpha modulation;
///   - otherwise (SDL's software renderer takes no custom modes) the target is read back, its
///     colour divided by its alpha on the CPU (straight alpha again) and written back, then
///     composited in one pass with plain blending. On the software renderer a read-back is a
///     memory copy, and this measured cheaper than two blended passes of the built-in modes
///     (`dst · (1 - a·α)` in black, then `+ rgb · α` from an opaque copy): with `TK_BENCH_PARTS=groups`,
///     12 flipping cards took 8.0 ms p50 that way, and 3.6 ms with the read-back;
///   - a masked group read back (see SDLRenderer+Masks) is straight already.
///   The group's alpha is therefore applied once to the flattened picture (Core Animation's
///   group opacity), not to each child.
/// - Placement: an upright group is one scaled copy; a rotated or skewed one a textured quad;
///   one with perspective a `TexturedQuadGrid` fine enough that affine texture mapping shows no
///   bend. As for fills, a group with a corner behind the viewer is not drawn, and a back-facing
///   one shows its mirrored front (layers are double-sided; the producer drops single-sided backs).
/// - Damage-tracked frames keep each group's finished texture for the next frame
///   (`GroupTextureCache`): an unchanged group that only moves, turns or fades is composited
///   from it without drawing its contents.
/// - A backdrop blur inside a group blurs only what the group has drawn beneath it so far (the
///   group's own target, read back on the CPU), not the window behind the group.
extension SDLRenderer {
    /// Transparent pixels around a group's contents in its target.
    nonisolated static let groupPadding = 1

    /// Where a group's target lies in its local space.
    struct GroupSpace: Equatable {
        /// Texels per local point.
        var scale: PixelScale
        /// The local point at the target's top-left texel corner.
        var origin: CGPoint
        /// The texels used.
        var width: Int, height: Int
        /// The local rectangle those texels cover.
        var localRect: CGRect { CGRect(x: origin.x, y: origin.y, width: CGFloat(width) / scale.x, height: CGFloat(height) / scale.y) }
    }

    /// The target space for a group of `rect` drawn at `scale`, scaled down to fit `maximumSide`;
    /// nil for an empty or non-finite rect.
    package nonisolated static func groupSpace(for rect: CGRect, scale: PixelScale, maximumSide: Int) -> (scale: PixelScale, origin: CGPoint, width: Int, height: Int)? {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite,
              scale.x > 0, scale.y > 0 else { return nil }
        let padding = CGFloat(groupPadding), room = CGFloat(maximumSide) - 2 * padding
        let fit = min(1, room / (rect.width * scale.x), room / (rect.height * scale.y))
        let texels = PixelScale(x: scale.x * fit, y: scale.y * fit)
        let width = Int((rect.width * texels.x).rounded(.up) + 2 * padding)
        let height = Int((rect.height * texels.y).rounded(.up) + 2 * padding)
        let origin = CGPoint(x: rect.minX - padding / texels.x, y: rect.minY - padding / texels.y)
        return (texels, origin, min(width, maximumSide), min(height, maximumSide))
    }

    /// What drawing into a group's target changes, to put back afterwards.
    private struct OuterState {
        var target: SDLRenderTarget?
        var clip: RenderRect?
        var scale: PixelScale
        var outputSize: (width: Int, height: Int)
        var isDrawingIntoScene: Bool
    }

    /// Draws a group command: contents into a target, the mask applied, then composited.
    func drawGroup(_ group: DisplayList.Group, of command: DisplayList.Command, _ transform: PixelTransform) {
        guard !group.commands.isEmpty, isOnScreen(command.rect, transform) else { return }
        if command.transform3D != nil, !usesCustomBlendModes {
            // SDL 2.26's software renderer reads past its buffers drawing a render target as a
            // projected textured grid (valgrind: invalid reads in `SDL_RenderGeometry`; a slowed
            // flip crashed). There, the group's commands are projected one by one instead, as
            // before groups existed (its mask, if any, is not applied).
            for flat in command.flattened() { draw(flat) }
            return
        }
        // A rasterized layer's bitmap is drawn at its own scale, in a space that does not follow
        // the placement (so it stays valid while the layer moves), and placed on whole pixels.
        let isRasterized = group.rasterizationScale != nil
        let texels = group.rasterizationScale.map { PixelScale(x: $0, y: $0) } ?? scale
        let area = isRasterized ? command.rect : visiblePart(of: command)
        guard let found = Self.groupSpace(for: area, scale: texels, maximumSide: renderTargets.maximumSide) else { return }
        if !isRasterized, drawRoundedClipDirectly(group, of: command, transform) { return }
        var space = GroupSpace(scale: found.scale, origin: found.origin, width: found.width, height: found.height)
        if !isRasterized { alignToPixels(&space, transform) }
        flushGeometry()
        let alpha = Self.byte(command.alpha)
        let opaqueCorner = opaquePlacement(of: group, space, transform, snapsToPixels: isRasterized)
        if cachesGroups, let cached = groupCache.entry(for: group, in: space, isOpaque: opaqueCorner != nil) {
            if let opaqueCorner {
                compositeOpaque(cached.target, space, at: opaqueCorner, alpha: alpha)
            } else {
                composite(cached.target, space, isPremultiplied: cached.isPremultiplied, alpha: alpha, transform, snapsToPixels: isRasterized)
            }
            return
        }
        guard let content = renderTargets.acquire(width: space.width, height: space.height, isOpaque: opaqueCorner != nil) else { return }
        var isCached = false
        defer { if !isCached { renderTargets.release(content) } }
        let outer = OuterState(
            target: device.target, clip: clipRect, scale: scale, outputSize: outputSize,
            isDrawingIntoScene: backdrop.isDrawingIntoScene)
        drawCommands(group.commands, into: content, space)
        var isPremultiplied = true
        if let mask = group.mask {
            isPremultiplied = applyMask(mask, to: content, space)
        }
        if isPremultiplied && !usesCustomBlendModes && opaqueCorner == nil {
            straighten(content, space)
            isPremultiplied = false
        }
        device.setTarget(outer.target)
        scale = outer.scale
        outputSize = outer.outputSize
        backdrop.isDrawingIntoScene = outer.isDrawingIntoScene
        setClip(outer.clip)
        if let opaqueCorner {
            compositeOpaque(content, space, at: opaqueCorner, alpha: alpha)
        } else {
            composite(content, space, isPremultiplied: isPremultiplied, alpha: alpha, transform, snapsToPixels: isRasterized)
        }
        if cachesGroups, groupCache.hasRoom {
            groupCache.insert(group, space, content, isPremultiplied: isPremultiplied, isOpaque: opaqueCorner != nil)
            isCached = true
        }
    }

    /// For a group far larger than the output, the part of its rectangle that lands in the output
    /// (with two pixels to spare, so a cut edge stays outside): a fading scroll view's long content
    /// is drawn only where it shows, at full resolution, not all of it scaled down to fit one
    /// texture. Other groups keep their whole rectangle, so their texture stays valid (cached)
    /// while they move or scale about the window's edges.
    private func visiblePart(of command: DisplayList.Command) -> CGRect {
        let t = command.transform
        let texels = (width: command.rect.width * scale.x, height: command.rect.height * scale.y)
        let isFarLarger = max(texels.width, texels.height) > CGFloat(renderTargets.maximumSide)
            || texels.width * texels.height > 4 * CGFloat(outputSize.width * outputSize.height)
        guard isFarLarger, command.transform3D == nil, abs(t.a * t.d - t.b * t.c) > 1e-12 else { return command.rect }
        let margin: CGFloat = 2
        let output = CGRect(x: -margin / scale.x, y: -margin / scale.y,
                            width: (CGFloat(outputSize.width) + 2 * margin) / scale.x,
                            height: (CGFloat(outputSize.height) + 2 * margin) / scale.y)
        let cut = command.rect.intersection(output.applying(t.inverted()))
        return cut.isNull || cut.isEmpty ? command.rect : cut
    }

    /// Moves the target's texel grid onto the output's pixels when the group is only moved (its
    /// texels then map one to one onto pixels): the composite is then a plain copy, without the
    /// resampling half a pixel off would cost (a blur with linear filtering, a shift without).
    private func alignToPixels(_ space: inout GroupSpace, _ transform: PixelTransform) {
        guard Self.mapsOneTexelToOnePixel(space, transform) else { return }
        let corner = transform.apply(Float(space.origin.x), Float(space.origin.y))
        let dx = CGFloat(corner.x - corner.x.rounded(.down)), dy = CGFloat(corner.y - corner.y.rounded(.down))
        guard dx > 0 || dy > 0, space.width < renderTargets.maximumSide, space.height < renderTargets.maximumSide else { return }
        space.origin.x -= dx / space.scale.x
        space.origin.y -= dy / space.scale.y
        if dx > 0 { space.width += 1 }
        if dy > 0 { space.height += 1 }
    }

    /// Clears `target` to transparent and draws `commands` (in the group's local space) into it.
    /// Leaves `target` as the render target.
    func drawCommands(_ commands: [DisplayList.Command], into target: RenderTargetPool.Target, _ space: GroupSpace) {
        let damage = damageClip  // a group's target is drawn whole
        damageClip = nil
        defer { damageClip = damage }
        device.setTarget(target.renderTarget)
        setClip(nil)
        device.setDrawColor(red: 0, green: 0, blue: 0, alpha: 0)
        device.clear()
        scale = space.scale
        outputSize = (space.width, space.height)
        backdrop.isDrawingIntoScene = false
        for command in commands { draw(Self.moved(command, by: space.origin)) }
        flushGeometry()
    }

    /// `command` with its placement and clip moved so that `origin` lands at (0, 0).
    nonisolated static func moved(_ command: DisplayList.Command, by origin: CGPoint) -> DisplayList.Command {
        var moved = command
        moved.transform = command.transform.concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
        moved.transform3D = command.transform3D.map { CATransform3DConcat($0, CATransform3DMakeTranslation(-origin.x, -origin.y, 0)) }
        moved.clip = command.clip?.offsetBy(dx: -origin.x, dy: -origin.y)
        return moved
    }

    /// Whether any of `rect` under `transform` lands inside the output and the clip.
    private func isOnScreen(_ rect: CGRect, _ transform: PixelTransform) -> Bool {
        let corners = [
            transform.apply(Float(rect.minX), Float(rect.minY)), transform.apply(Float(rect.maxX), Float(rect.minY)),
            transform.apply(Float(rect.maxX), Float(rect.maxY)), transform.apply(Float(rect.minX), Float(rect.maxY)),
        ]
        var minX = Float(0), minY = Float(0), maxX = Float(outputSize.width), maxY = Float(outputSize.height)
        if let clip = clipRect {
            minX = max(minX, Float(clip.x)); minY = max(minY, Float(clip.y))
            maxX = min(maxX, Float(clip.x + clip.w)); maxY = min(maxY, Float(clip.y + clip.h))
        }
        return corners.map(\.x).max()! >= minX && corners.map(\.x).min()! <= maxX
            && corners.map(\.y).max()! >= minY && corners.map(\.y).min()! <= maxY
    }
}
