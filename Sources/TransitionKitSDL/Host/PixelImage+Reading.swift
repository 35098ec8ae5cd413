internal import CSDL2
internal import CSDL2Image
import Foundation

extension PixelImage {
    /// Reads an image file (PNG, BMP, or any format SDL2_image reads) into ARGB pixels: the
    /// inverse of `write(toFile:)`, lossless for the PNGs it writes. Needs no SDL host.
    ///
    /// - Throws: `SDLError` naming the file when it is missing or cannot be decoded.
    public init(contentsOfFile path: String) throws(SDLError) {
        guard FileManager.default.fileExists(atPath: path) else { throw SDLError(message: "no image file at \(path)") }
        guard let loaded = IMG_Load(path) else { throw SDLError.sdl("reading the image \(path)") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.sdl("converting the image \(path)")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        guard width > 0, height > 0, let base = surface.pointee.pixels else {
            throw SDLError(message: "the image \(path) is empty")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let source = base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width { pixels[row * width + column] = source[column] }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}
