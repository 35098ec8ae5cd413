import Foundation

/// Decodes image files for `UIImage(named:)` and `UIImage(contentsOfFile:)`. A Linux addition.
///
/// TransitionKit decodes nothing itself (it imports no C library): the host that owns the
/// window supplies a loader (TransitionKitSDL's `ImageFileLoader` decodes PNG and JPEG with
/// SDL2_image from the app's resources folder) and binds it with `UIImage.withLoader(_:_:)`
/// around the code that makes images; tests bind an in-memory loader the same way.
public protocol ImageLoading: Sendable {
    /// The image resource `name` (with or without an extension, as `UIImage(named:)` spells it)
    /// in the app's resources, decoded; nil when there is no such image or it cannot be decoded.
    func loadImage(named name: String) -> LoadedImage?
    /// The image file at `path`, decoded; nil when it is missing or cannot be decoded.
    func loadImage(contentsOfFile path: String) -> LoadedImage?
}

/// What an `ImageLoading` loader returns: the pixels and their scale. A Linux addition.
public struct LoadedImage: Sendable {
    /// The decoded pixels.
    public var pixels: CGImage
    /// Pixels per point: 2 for a `name@2x.png` file, 3 for `@3x`, else 1.
    public var scale: CGFloat
    /// Creates a loaded image.
    public init(pixels: CGImage, scale: CGFloat = 1) {
        self.pixels = pixels; self.scale = scale
    }
}
