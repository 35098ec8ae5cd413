/// A texture that can be drawn into: `SDLRenderDevice.setTarget(_:)` sends drawing there, and
/// `texture` draws what it holds elsewhere. Freed with its texture.
@MainActor
final class SDLRenderTarget {
    /// The texture (`SDL_TEXTUREACCESS_TARGET`).
    let texture: SDLTexture
    /// Width in texels.
    var width: Int { texture.width }
    /// Height in texels.
    var height: Int { texture.height }

    /// Makes a `width` x `height` render target in `format`, sampled `scaleMode`; nil when SDL
    /// cannot (no render targets, or too large).
    init?(device: SDLRenderDevice, format: PixelFormat, width: Int, height: Int, scaleMode: TextureScaleMode? = nil) {
        guard let texture = SDLTexture(device: device, format: format, access: .target, width: width, height: height)
        else { return nil }
        if let scaleMode { texture.scaleMode = scaleMode }
        self.texture = texture
    }
}
