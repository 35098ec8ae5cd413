internal import CSDL2
import Foundation
import TransitionKit

/// Putting a group's target into the output (see SDLRenderer+Groups for the alpha rules).
extension SDLRenderer {
    /// Whether groups are masked and composited with custom blend modes on the renderer when it
    /// takes them (OpenGL, OpenGL ES 2; the default); false forces the portable path on any
    /// renderer: targets read back, masked and made straight alpha on the CPU (tests use it to
    /// cover both, as `blursOnRenderer` does for blurs).
    public var groupsOnRenderer: Bool {
        get { !renderTargets.isRendererPathDisabled }
        set { renderTargets.isRendererPathDisabled = !newValue }
    }

    /// Render-target textures made so far by groups (steady state makes none).
    package var renderTargetsCreated: Int { renderTargets.texturesCreated }
    /// Render-target textures kept for groups now.
    package var renderTargetsAlive: Int { renderTargets.texturesAlive }

    /// Whether groups use custom blend modes (supported and not disabled).
    var usesCustomBlendModes: Bool {
        !renderTargets.isRendererPathDisabled && renderTargets.supportsCustomBlendModes
    }

    /// How a group's texture lands in the output.
    private enum Placement {
        /// An upright scaled copy to this rectangle in pixels.
        case copy(RenderFloatRect)
        /// Textured triangles; texture coordinates are fractions of the used texels.
        case triangles([RenderVertex], [Int32])
    }

    /// Draws the used part of `content` through `transform` at `alpha`: premultiplied or straight.
    /// `snapsToPixels` moves an upright copy's corner onto whole pixels (a rasterized layer's bitmap).
    func composite(
        _ content: RenderTargetPool.Target, _ space: GroupSpace, isPremultiplied: Bool, alpha: UInt8, _ transform: PixelTransform,
        snapsToPixels: Bool = false
    ) {
        guard alpha > 0 else { return }
        let local = space.localRect
        let placement: Placement
        if transform.isAxisAligned, transform.a > 0, transform.d > 0 {
            let p0 = transform.apply(Float(local.minX), Float(local.minY)), p1 = transform.apply(Float(local.maxX), Float(local.maxY))
            placement = snapsToPixels
                ? .copy(RenderFloatRect(x: p0.x.rounded(), y: p0.y.rounded(), w: p1.x - p0.x, h: p1.y - p0.y))
                : .copy(RenderFloatRect(x: p0.x, y: p0.y, w: p1.x - p0.x, h: p1.y - p0.y))
        } else {
            var vertices: [RenderVertex] = [], indices: [Int32] = []
            TexturedQuadGrid(rect: local, transform: transform).build(
                rect: local, texture: (0, 0, 1, 1), color: RenderColor(r: 255, g: 255, b: 255, a: 255), transform: transform,
                vertices: &vertices, indices: &indices)
            placement = .triangles(vertices, indices)
        }
        let used = RenderRect(x: 0, y: 0, w: Int32(space.width), h: Int32(space.height))
        guard isPremultiplied else {
            draw(content, used, placement, color: RenderColor(r: 255, g: 255, b: 255, a: alpha), blend: .blend)
            return
        }
        draw(content, used, placement, color: RenderColor(r: alpha, g: alpha, b: alpha, a: alpha), blend: .premultipliedOver)
    }

    /// Makes the contents of `content` (the current target) straight alpha: read back, each
    /// colour divided by its alpha, written back.
    func straighten(_ content: RenderTargetPool.Target, _ space: GroupSpace) {
        let used = RenderRect(x: 0, y: 0, w: Int32(space.width), h: Int32(space.height))
        device.setTarget(content.renderTarget)
        guard var pixels = readPixels(used) else { return }
        for index in pixels.indices where pixels[index] >> 24 != 255 { pixels[index] = Self.masked(pixels[index], by: 0xFF00_0000) }
        content.texture.update(used, from: pixels, bytesPerRow: Int(used.w) * 4)
    }

    /// One pass: the `used` texels of `target` placed by `placement`, modulated by `color`.
    private func draw(
        _ target: RenderTargetPool.Target, _ used: RenderRect, _ placement: Placement, color: RenderColor, blend: BlendMode
    ) {
        target.texture.blendMode = blend
        switch placement {
        case .copy(let destination):
            target.texture.setModulation(color)
            device.copy(target.texture, from: used, to: destination)
            target.texture.setModulation(.white)
        case .triangles(var vertices, let indices):
            let u = Float(used.w) / Float(target.width), v = Float(used.h) / Float(target.height)
            for index in vertices.indices {
                vertices[index].color = color
                vertices[index].tex_coord.x *= u
                vertices[index].tex_coord.y *= v
            }
            renderTexturedGeometry(target.texture, vertices, indices)
        }
    }
}
