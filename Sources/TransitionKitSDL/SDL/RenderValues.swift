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
