internal import CSDL2

/// How a texture is sampled when scaled.
enum TextureScaleMode: Sendable {
    /// The nearest texel.
    case nearest
    /// Linear filtering between the four nearest texels.
    case linear

    /// SDL's value.
    var raw: SDL_ScaleMode { self == .linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest }
}
