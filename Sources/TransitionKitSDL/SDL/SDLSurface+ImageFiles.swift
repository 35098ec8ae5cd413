internal import CSDL2
internal import CSDL2Image

extension SDLSurface {
    /// Reads an image file in any format SDL2_image decodes (PNG, BMP, GIF, JPEG...); nil when
    /// it is missing or cannot be decoded (the reason in `SDLError.lastSDLMessage`).
    convenience init?(contentsOfImageFile path: String) {
        self.init(adopting: IMG_Load(path))
    }

    /// Writes the surface as a PNG file through SDL2_image; false when it failed.
    func writePNG(toFile path: String) -> Bool {
        IMG_SavePNG(handle, path) == 0
    }
}
