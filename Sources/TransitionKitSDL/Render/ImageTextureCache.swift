internal import CSDL2
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
        let texture: OpaquePointer
        let isOpaque: Bool
    }

    private struct Key: Hashable {
        let pixels: ObjectIdentifier
        let isSilhouette: Bool
    }

    /// The most textures kept.
    nonisolated static let capacity = 64

    private let renderer: OpaquePointer
    private var textures = LRUCache<Key, Entry>(capacity: ImageTextureCache.capacity) { SDL_DestroyTexture($0.texture) }

    /// The number of textures cached now.
    var count: Int { textures.count }

    init(renderer: OpaquePointer) { self.renderer = renderer }

    /// The texture of `pixels`: its own colours, or white with its alpha when `silhouette` (the
    /// renderer tints it with the vertex colour); and whether every texel of it is opaque (a
    /// photo: drawn at full alpha, it needs no blending). Nil when SDL cannot make it.
    func texture(for pixels: CGImage, silhouette: Bool) -> (texture: OpaquePointer, isOpaque: Bool)? {
        let key = Key(pixels: ObjectIdentifier(pixels), isSilhouette: silhouette)
        if let entry = textures.value(for: key) { return (entry.texture, entry.isOpaque) }
        // ARGB8888, the renderer's own format: SDL's software renderer scales a copy of it with
        // linear filtering (`SDL_RenderCopyF`), which it does not for other formats.
        guard let texture = SDL_CreateTexture(
            renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
            Int32(pixels.width), Int32(pixels.height))
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
        bytes.withUnsafeBytes { buffer in
            _ = SDL_UpdateTexture(texture, nil, buffer.baseAddress, Int32(pixels.bytesPerRow))
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        textures.insert(Entry(pixels: pixels, texture: texture, isOpaque: isOpaque), for: key)
        return (texture, isOpaque)
    }

    /// Destroys every texture.
    func releaseAll() { textures.removeAll() }
}
