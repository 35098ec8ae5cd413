internal import CSDL2
import Foundation
import TransitionKit

/// Opaque groups on SDL's software renderer: the fast way to fade a screen.
///
/// A fading screen is a group (group opacity, CALayer+GroupOpacity) whose first command is its
/// opaque background, covering the whole picture. Drawn the general way, its ARGB target is read
/// back and made straight alpha on the CPU (1.5 ms for 1024 x 768), and compositing it at an alpha
/// below 1 takes SDL's generic blitter for per-pixel alpha times the alpha modulation (2.35 ms;
/// the screen drawn view by view took 2.9 ms in all). An opaque picture needs no alpha: it is
/// drawn into an RGB888 target instead (translucent commands blend over its opaque pixels the
/// same way), not read back, and composited by SDL's surface-alpha blitter (0.23 ms, measured).
///
/// The fast path is taken when the renderer has no custom blend modes (the software renderer),
/// the group has no mask, its first command is an opaque unrounded fill covering every texel
/// inside the target's transparent border, the target lands on whole pixels one texel to a pixel,
/// and it is drawn into the output itself (the window, the kept frame or the blur's scene), not
/// into another group's target (whose alpha must stay right). The decision depends only on the
/// display list and the placement, so damage-tracked and whole frames take the same one, and
/// the cache keeps the two kinds of picture apart.
extension SDLRenderer {
    /// The output pixel where the group's target's top-left texel lands, when the group is drawn
    /// as an opaque picture (see the extension's comment); nil for the general way.
    func opaquePlacement(of group: DisplayList.Group, _ space: GroupSpace, _ transform: PixelTransform,
                         snapsToPixels: Bool) -> (x: Int32, y: Int32)? {
        guard !usesCustomBlendModes, group.mask == nil, isDrawingIntoOutput,
              let corner = landsOnWholePixels(space, transform, snapsToPixels: snapsToPixels) else { return nil }
        let padding = CGFloat(Self.groupPadding)
        let inside = CGRect(x: space.origin.x + padding / space.scale.x, y: space.origin.y + padding / space.scale.y,
                            width: CGFloat(space.width - 2 * Self.groupPadding) / space.scale.x,
                            height: CGFloat(space.height - 2 * Self.groupPadding) / space.scale.y)
        return Self.isCoveredByOpaqueFill(group, inside) ? corner : nil
    }

    /// Whether the group's first command is an opaque fill without rounded corners that covers
    /// `inside` (in the group's local space), so that everything drawn there is opaque.
    nonisolated static func isCoveredByOpaqueFill(_ group: DisplayList.Group, _ inside: CGRect) -> Bool {
        guard let first = group.commands.first, case .fill = first.content, first.alpha >= 1,
              let color = first.fillColor, color.alpha >= 1, first.cornerRadius <= 0, first.transform3D == nil else { return false }
        let t = first.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0, inside.width > 0, inside.height > 0 else { return false }
        let tolerance: CGFloat = 1e-6
        let covered = inside.insetBy(dx: tolerance, dy: tolerance)
        if let clip = first.clip, !clip.contains(covered) { return false }
        return first.rect.applying(t).contains(covered)
    }

    /// Whether the current target is the output (the window, the kept frame or the blur's scene),
    /// not a group's target.
    private var isDrawingIntoOutput: Bool {
        let target = device.target
        return target == nil || target === backdrop.windowTarget || (backdrop.isDrawingIntoScene && target === backdrop.sceneTexture)
    }

    /// The output pixel where the group's target's top-left texel lands, when the target maps
    /// one texel to one pixel onto whole pixels (a rasterized bitmap is snapped there anyway).
    func landsOnWholePixels(_ space: GroupSpace, _ transform: PixelTransform, snapsToPixels: Bool) -> (x: Int32, y: Int32)? {
        guard Self.mapsOneTexelToOnePixel(space, transform) else { return nil }
        let corner = transform.apply(Float(space.origin.x), Float(space.origin.y))
        let x = corner.x.rounded(), y = corner.y.rounded()
        guard snapsToPixels || (abs(corner.x - x) < 1e-3 && abs(corner.y - y) < 1e-3),
              abs(x) < 1_000_000, abs(y) < 1_000_000 else { return nil }
        return (Int32(x), Int32(y))
    }

    /// Whether `transform` only moves the target's texels, one texel to one output pixel.
    nonisolated static func mapsOneTexelToOnePixel(_ space: GroupSpace, _ transform: PixelTransform) -> Bool {
        transform.isAxisAligned && transform.a == Float(space.scale.x) && transform.d == Float(space.scale.y)
    }

    /// Draws the inside of an opaque picture's RGB888 `target` (all but its border texel) at
    /// `alpha`, its top-left texel at `corner`.
    func compositeOpaque(_ target: RenderTargetPool.Target, _ space: GroupSpace, at corner: (x: Int32, y: Int32), alpha: UInt8) {
        guard alpha > 0 else { return }
        let padding = Int32(Self.groupPadding)
        let source = RenderRect(x: padding, y: padding, w: Int32(space.width) - 2 * padding, h: Int32(space.height) - 2 * padding)
        let destination = RenderRect(x: corner.x + padding, y: corner.y + padding, w: source.w, h: source.h)
        target.texture.blendMode = .blend
        target.texture.alphaModulation = alpha
        device.copy(target.texture, from: source, to: destination)
        target.texture.alphaModulation = 255
    }
}
