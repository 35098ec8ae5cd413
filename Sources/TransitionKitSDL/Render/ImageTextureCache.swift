import Foundation
import TransitionKit

/// SDL textures of the images drawn recently, one per bitmap (and one more for a bitmap drawn as a
/// tinted silhouette), least recently used first out.
///
/// An entry keeps its `CGImage` alive, so the bitmap's `ObjectIdentifier` key cannot be reused by
/// another image while its texture is cached.
@MainActor
final class ImageTextureCache {
    /// One cached texture and the bitmap it was made from.
    private struct Entry {
        let pixels: CGImage
        let texture: SDLTexture
        let isOpaque: Bool
    }

    private struct Key: Hashable {
        let pixels: ObjectIdentifier
        let isSilhouette: Bool
    }

    /// The most textures kept.
    nonisolated static let capacity = 64

    private let device: SDLRenderDevice
    /// Entries free their textures when dropped.
    private var textures = LRUCache<Key, Entry>(capacity: ImageTextureCache.capacity)

    /// The number of textures cached now.
    var count: Int { textures.count }

    init(device: SDLRenderDevice) { self.device = device }

    /// The texture of `pixels`: its own colours, or white with its alpha when `silhouette` (the
    /// renderer tints it with the vertex colour); and whether every texel of it is opaque (a
    /// photo: drawn at full alpha, it needs no blending). Nil when SDL cannot make it.
    func texture(for pixels: CGImage, silhouette: Bool) -> (texture: SDLTexture, isOpaque: Bool)? {
        let key = Key(pixels: ObjectIdentifier(pixels), isSilhouette: silhouette)
        if let entry = textures.value(for: key) { return (entry.texture, entry.isOpaque) }
        guard pixels.rgbaPixels.count == pixels.width * pixels.height * 4 else { return nil }  // a drawing, not pixels
        // ARGB8888, the renderer's own format: SDL's software renderer scales a copy of it with
        // linear filtering (`SDL_RenderCopyF`), which it does not for other formats.
        guard let texture = SDLTexture(device: device, format: .argb8888, access: .static, width: pixels.width, height: pixels.height)
        else { return nil }
        var bytes = pixels.rgbaPixels
        var isOpaque = true
        for index in stride(from: 0, to: bytes.count, by: 4) {
            if bytes[index + 3] != 255 { isOpaque = false }
            // RGBA bytes to ARGB8888 words in memory (little-endian: B, G, R, A); white for a silhouette.
            let red = bytes[index]
            bytes[index] = silhouette ? 255 : bytes[index + 2]
            bytes[index + 1] = silhouette ? 255 : bytes[index + 1]
            bytes[index + 2] = silhouette ? 255 : red
        }
        texture.update(nil, from: bytes, bytesPerRow: pixels.bytesPerRow)
        texture.blendMode = .blend
        texture.scaleMode = .linear
        textures.insert(Entry(pixels: pixels, texture: texture, isOpaque: isOpaque), for: key)
        return (texture, isOpaque)
    }

    /// Drops (frees) every texture.
    func releaseAll() { textures.removeAll() }
}
