package import CSDL2

// The value types at the render wrapper's interface. They are SDL's own structs under Swift
// names, so an array of them is handed to `SDL_RenderGeometry` as it is: the hot paths
// (GeometryBatch, textured geometry, blurs) build vertices without any per-vertex conversion.
// Code outside this folder names them only by these aliases and never calls SDL itself.

/// A point in pixels (`x`, `y`: Float), as vertex positions and texture coordinates take it
/// (package: `PixelTransform.apply` returns it to the tests).
package typealias RenderPoint = SDL_FPoint
/// A colour of four bytes (`r`, `g`, `b`, `a`: 0...255, straight alpha).
typealias RenderColor = SDL_Color
/// One vertex of a triangle: `position` in pixels, `color`, `tex_coord` in 0...1 of the texture.
typealias RenderVertex = SDL_Vertex
/// A rectangle of whole pixels (`x`, `y`, `w`, `h`: Int32; top-left origin, y down).
typealias RenderRect = SDL_Rect
/// A rectangle in fractional pixels (`x`, `y`, `w`, `h`: Float; top-left origin, y down).
typealias RenderFloatRect = SDL_FRect

extension SDL_Color {
    /// Opaque white: a texture's own colours, unmodulated.
    static let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
}

extension SDL_Rect {
    /// A rectangle from `Int` origin and size (clamped to Int32).
    init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x: Int32(clamping: x), y: Int32(clamping: y), w: Int32(clamping: width), h: Int32(clamping: height))
    }
}

/// How a texture or the draw colour is combined with the target's pixels.
struct BlendMode: Equatable, Sendable {
    /// SDL's value.
    let raw: SDL_BlendMode

    /// Straight-alpha "over": `dst = src · a + dst · (1 - a)` for colour, `a + dst · (1 - a)` for alpha.
    static let blend = BlendMode(raw: SDL_BLENDMODE_BLEND)
    /// No blending: the source replaces the target's pixels, alpha included.
    static let replace = BlendMode(raw: SDL_BLENDMODE_NONE)
    /// Premultiplied "over": `dst = src + dst · (1 - src alpha)`, for colour and alpha (needs
    /// custom blend modes: `SDLRenderDevice.supportsCustomBlendModes`).
    static let premultipliedOver = BlendMode(raw: SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD))
    /// Masking: `dst = dst · src alpha`, for colour and alpha (the source's colour is ignored;
    /// a custom blend mode).
    static let multiplyByAlpha = BlendMode(raw: SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ZERO, SDL_BLENDFACTOR_SRC_ALPHA, SDL_BLENDOPERATION_ADD))
}

/// A pixel format of textures, surfaces and read-backs (SDL's `SDL_PIXELFORMAT_*` value).
struct PixelFormat: Equatable, Sendable {
    /// SDL's value.
    let rawValue: UInt32

    /// 32-bit words `0xAARRGGBB` (B, G, R, A in memory on little-endian): the renderer's own format.
    static let argb8888 = PixelFormat(rawValue: SDL_PIXELFORMAT_ARGB8888.rawValue)
    /// 32-bit words `0x..RRGGBB` without alpha (opaque pictures, the usual window format).
    static let rgb888 = PixelFormat(rawValue: SDL_PIXELFORMAT_RGB888.rawValue)
    /// 32-bit words `0xAABBGGRR` (R, G, B, A in memory on little-endian).
    static let abgr8888 = PixelFormat(rawValue: SDL_PIXELFORMAT_ABGR8888.rawValue)
}

/// How a texture is sampled when scaled.
enum TextureScaleMode: Sendable {
    /// The nearest texel.
    case nearest
    /// Linear filtering between the four nearest texels.
    case linear

    var raw: SDL_ScaleMode { self == .linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest }
}
