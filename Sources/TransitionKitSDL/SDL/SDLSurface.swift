internal import CSDL2

/// An SDL surface (pixels in memory) that frees itself in `deinit`.
///
/// Surfaces belong to no renderer, so unlike the texture types this one is not tied to the main
/// actor: reading and writing image files (`PixelImage`) use it off the main actor. It is not
/// `Sendable`; keep one surface to one task. Sizes are in pixels, `bytesPerRow` in bytes.
final class SDLSurface {
    /// The `SDL_Surface*`; for the wrapper folder only.
    let handle: UnsafeMutablePointer<SDL_Surface>

    /// Wraps a surface SDL (or SDL2_ttf, SDL2_image) returned; the object now owns it.
    init(adopting handle: UnsafeMutablePointer<SDL_Surface>) {
        self.handle = handle
    }

    /// Wraps a surface returned by an SDL call, or nil when the call failed (returned nil).
    convenience init?(adopting handle: UnsafeMutablePointer<SDL_Surface>?) {
        guard let handle else { return nil }
        self.init(adopting: handle)
    }

    /// A surface over `pixels` (not copied: they must outlive the surface), `width` x `height`
    /// in `format`, rows `bytesPerRow` apart; nil when SDL cannot make it.
    convenience init?(borrowing pixels: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, format: PixelFormat) {
        self.init(adopting: SDL_CreateRGBSurfaceWithFormatFrom(
            pixels, Int32(width), Int32(height), 32, Int32(bytesPerRow), format.rawValue))
    }

    deinit { SDL_FreeSurface(handle) }

    /// Width in pixels.
    var width: Int { Int(handle.pointee.w) }
    /// Height in pixels.
    var height: Int { Int(handle.pointee.h) }
    /// Bytes from one row to the next.
    var bytesPerRow: Int { Int(handle.pointee.pitch) }

    /// A copy in `format`; nil when SDL cannot convert.
    func converted(to format: PixelFormat) -> SDLSurface? {
        SDLSurface(adopting: SDL_ConvertSurfaceFormat(handle, format.rawValue, 0))
    }

    /// Calls `body` with the pixels (rows `bytesPerRow` apart), the surface locked meanwhile;
    /// `body` gets nil when the surface has no pixels.
    func withLockedPixels<Result>(_ body: (UnsafeMutableRawPointer?) throws -> Result) rethrows -> Result {
        SDL_LockSurface(handle)
        defer { SDL_UnlockSurface(handle) }
        return try body(handle.pointee.pixels)
    }

    /// Writes the surface to a BMP file; false when SDL failed.
    func writeBMP(toFile path: String) -> Bool {
        SDL_SaveBMP_RW(handle, SDL_RWFromFile(path, "wb"), 1) == 0
    }
}
