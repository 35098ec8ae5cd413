internal import CSDL2

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
