internal import CSDL2

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
