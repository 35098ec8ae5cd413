import Foundation
import TransitionKit

/// The host's image loader: decodes PNG and JPEG files (any format SDL2_image reads) into the
/// RGBA pixels `UIImage` draws, finding `UIImage(named:)` resources in one folder.
///
/// Bind it around the code that makes images (the playground binds it around its whole run):
///
/// ```swift
/// UIImage.withLoader(ImageFileLoader(resourceDirectory: "assets/images")) { runApp() }
/// ```
///
/// `UIImage(named: "beach")` looks for `beach.png`, `beach.jpg`, `beach.jpeg`, each first with the
/// scale suffix of `screenScale` (`beach@2x.png` on a 2x screen), then the other scales, then
/// none, as UIKit prefers the screen's variant; a name with an extension tries only that one.
/// A file whose name ends in `@2x` or `@3x` has that scale, as in UIKit.
///
/// Named images are decoded once and kept (UIKit: `init(named:)` "looks in the system caches
/// for an image object with the specified name"), so asking again shares the pixels and the
/// renderer's texture; `contentsOfFile` decodes every time ("This method does not cache the
/// image object"). The cache belongs to the loader (and its copies), not to the process.
public struct ImageFileLoader: ImageLoading {
    /// The folder `UIImage(named:)` resources are in (nil: none, so every name is missing).
    public let resourceDirectory: String?
    /// The screen's pixels per point, for choosing among `@2x`/`@3x` variants (1 by default).
    public let screenScale: Int
    private let cache = NamedImageCache()

    /// Creates a loader finding resources in `resourceDirectory`.
    public init(resourceDirectory: String?, screenScale: Int = 1) {
        self.resourceDirectory = resourceDirectory
        self.screenScale = screenScale
    }

    /// The extensions tried for a name without one.
    static let extensions = ["png", "jpg", "jpeg"]

    /// The file names tried for the resource `name`, in order.
    func candidateFileNames(for name: String) -> [String] {
        let ext = (name as NSString).pathExtension
        let base = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let extensions = ext.isEmpty ? Self.extensions : [ext]
        let preferred = min(max(screenScale, 1), 3)
        let scales = [preferred] + [3, 2, 1].filter { $0 != preferred }
        var names: [String] = []
        for scale in scales {
            for ext in extensions { names.append(scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)") }
        }
        return names
    }

    /// The resource `name` from `resourceDirectory` (see the type's notes), or nil.
    public func loadImage(named name: String) -> LoadedImage? {
        guard let resourceDirectory, !name.isEmpty else { return nil }
        if let cached = cache.image(named: name) { return cached }
        for fileName in candidateFileNames(for: name) {
            let path = (resourceDirectory as NSString).appendingPathComponent(fileName)
            if FileManager.default.isReadableFile(atPath: path) {
                let loaded = loadImage(contentsOfFile: path)
                if let loaded { cache.store(loaded, named: name) }
                return loaded
            }
        }
        return nil
    }

    /// The image file at `path` decoded by SDL2_image, or nil when it is missing or undecodable.
    public func loadImage(contentsOfFile path: String) -> LoadedImage? {
        guard let decoded = try? PixelImage(contentsOfFile: path) else { return nil }
        var bytes = [UInt8](repeating: 0, count: decoded.pixels.count * 4)
        for (index, argb) in decoded.pixels.enumerated() {
            bytes[index * 4] = UInt8((argb >> 16) & 0xFF)
            bytes[index * 4 + 1] = UInt8((argb >> 8) & 0xFF)
            bytes[index * 4 + 2] = UInt8(argb & 0xFF)
            bytes[index * 4 + 3] = UInt8(argb >> 24)
        }
        guard let pixels = CGImage(width: decoded.width, height: decoded.height, rgbaPixels: bytes) else { return nil }
        return LoadedImage(pixels: pixels, scale: Self.scale(ofFile: path))
    }

    /// 2 or 3 for a file name ending in `@2x` or `@3x` (before the extension), else 1.
    static func scale(ofFile path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}

/// The named images an `ImageFileLoader` decoded, shared by its copies; safe from any thread.
private final class NamedImageCache: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: LoadedImage] = [:]

    func image(named name: String) -> LoadedImage? {
        lock.lock(); defer { lock.unlock() }
        return images[name]
    }

    func store(_ image: LoadedImage, named name: String) {
        lock.lock(); defer { lock.unlock() }
        images[name] = image
    }
}
