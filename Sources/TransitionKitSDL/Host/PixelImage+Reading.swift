import Foundation

extension PixelImage {
    /// Reads an image file (PNG, BMP, or any format SDL2_image reads) into ARGB pixels: the
    /// inverse of `write(toFile:)`, lossless for the PNGs it writes. Needs no SDL host.
    ///
    /// - Throws: `SDLError` naming the file when it is missing or cannot be decoded.
    public init(contentsOfFile path: String) throws(SDLError) {
        guard FileManager.default.fileExists(atPath: path) else { throw SDLError(message: "no image file at \(path)") }
        guard let loaded = SDLSurface(contentsOfImageFile: path) else { throw SDLError.sdl("reading the image \(path)") }
        guard let surface = loaded.converted(to: .argb8888) else {
            throw SDLError.sdl("converting the image \(path)")
        }
        let width = surface.width, height = surface.height
        let pitch = surface.bytesPerRow
        let pixels: [UInt32]? = surface.withLockedPixels { base in
            guard width > 0, height > 0, let base else { return nil }
            var pixels = [UInt32](repeating: 0, count: width * height)
            for row in 0..<height {
                let source = base.advanced(by: row * pitch).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width { pixels[row * width + column] = source[column] }
            }
            return pixels
        }
        guard let pixels else { throw SDLError(message: "the image \(path) is empty") }
        self.init(width: width, height: height, pixels: pixels)
    }
}
