import Foundation
import TransitionKit

/// An image loader for tests: `UIImage(named:)` and `UIImage(contentsOfFile:)` return the images
/// it was given, by name or path, with no files and no decoding.
///
/// ```swift
/// let loader = InMemoryImageLoader(["photo": LoadedImage(pixels: CGImage(width: 40, height: 30, color: .red)!)])
/// UIImage.withLoader(loader) {
///     let view = UIImageView(image: UIImage(named: "photo"))   // 40 x 30 points
/// }
/// ```
public struct InMemoryImageLoader: ImageLoading {
    /// The images by resource name (as passed to `UIImage(named:)`) or file path.
    public var images: [String: LoadedImage]

    /// Creates a loader holding `images`.
    public init(_ images: [String: LoadedImage] = [:]) { self.images = images }

    /// The image stored under `name`, or nil.
    public func loadImage(named name: String) -> LoadedImage? { images[name] }

    /// The image stored under `path`, or nil.
    public func loadImage(contentsOfFile path: String) -> LoadedImage? { images[path] }
}
