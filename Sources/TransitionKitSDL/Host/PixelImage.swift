import Foundation

/// Pixels read back from the renderer: 32-bit ARGB (`0xAARRGGBB`), rows top to bottom.
public struct PixelImage: Equatable, Sendable {
    /// One pixel's components.
    public struct Color: Equatable, Sendable, CustomStringConvertible {
        /// Red, 0...255.
        public var red: UInt8
        /// Green, 0...255.
        public var green: UInt8
        /// Blue, 0...255.
        public var blue: UInt8
        /// Alpha, 0...255.
        public var alpha: UInt8
        /// Creates a colour from its components.
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }
        /// Whether every colour component is within `tolerance` of `other`'s (alpha ignored).
        public func isClose(to other: Color, tolerance: Int = 4) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance
        }
        /// The perceived brightness, 0...255 (Rec. 601 luma).
        public var luma: Double { 0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue) }
        /// `(r, g, b, a)`.
        public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
    }

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` pixels, `0xAARRGGBB`, row by row.
    public let pixels: [UInt32]

    /// Creates an image; `pixels` must hold `width * height` values.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "PixelImage: pixel count does not match the size")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The colour at pixel `(x, y)`; nil outside the image.
    public func color(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let pixel = pixels[y * width + x]
        return Color(
            red: UInt8((pixel >> 16) & 0xFF), green: UInt8((pixel >> 8) & 0xFF),
            blue: UInt8(pixel & 0xFF), alpha: UInt8(pixel >> 24))
    }

    /// Writes the image as PNG (through SDL2_image), or as BMP when the path ends in `.bmp`,
    /// creating the file's missing directories first.
    public func write(toFile path: String) throws(SDLError) {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw SDLError(message: "cannot create the directory \(directory) for the screenshot \(path)")
            }
        }
        var copy = pixels
        let status: Int32 = copy.withUnsafeMutableBytes { buffer in
            guard let surface = SDLSurface(
                borrowing: buffer.baseAddress, width: width, height: height, bytesPerRow: width * 4, format: .argb8888)
            else { return -2 }
            if path.lowercased().hasSuffix(".bmp") {
                return surface.writeBMP(toFile: path) ? 0 : -1
            }
            return surface.writePNG(toFile: path) ? 0 : -1
        }
        guard status == 0 else { throw SDLError.sdl("writing the screenshot \(path)") }
    }
}
