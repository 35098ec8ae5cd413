internal import CSDL2

/// An SDL texture that frees itself: made by an `SDLRenderDevice`, destroyed in `deinit`.
///
/// Holding the object keeps the texture; dropping the last reference destroys it. A texture that
/// outlives its device's renderer (after `SDLRenderDevice.invalidate()`) is not destroyed again:
/// SDL destroyed it with the renderer. Sizes are in texels; colours and alpha are 0...255.
@MainActor
final class SDLTexture {
    /// How the texture may be used.
    enum Access {
        /// Uploaded once (or now and then) with `update`.
        case `static`
        /// Drawn into as a render target (see `SDLRenderTarget`).
        case target

        /// SDL's value.
        var raw: Int32 {
            switch self {
            case .static: Int32(SDL_TEXTUREACCESS_STATIC.rawValue)
            case .target: Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
            }
        }
    }

    /// The `SDL_Texture*`; for the wrapper folder only.
    let handle: OpaquePointer
    /// The device that made it (kept alive by the texture).
    let device: SDLRenderDevice
    /// Width in texels.
    let width: Int
    /// Height in texels.
    let height: Int

    /// Wraps a texture SDL made for `device`; the object now owns it.
    init(adopting handle: OpaquePointer, device: SDLRenderDevice) {
        self.handle = handle
        self.device = device
        var w: Int32 = 0, h: Int32 = 0
        SDL_QueryTexture(handle, nil, nil, &w, &h)
        width = Int(w)
        height = Int(h)
    }

    /// Makes a `width` x `height` texture in `format`; nil when SDL cannot.
    convenience init?(device: SDLRenderDevice, format: PixelFormat, access: Access, width: Int, height: Int) {
        guard let handle = SDL_CreateTexture(device.handle, format.rawValue, access.raw, Int32(width), Int32(height))
        else { return nil }
        self.init(adopting: handle, device: device)
    }

    /// Makes a static texture holding the pixels of `surface` (its blend mode is `blend` when the
    /// surface has alpha); nil when SDL cannot.
    convenience init?(device: SDLRenderDevice, surface: SDLSurface) {
        guard let handle = SDL_CreateTextureFromSurface(device.handle, surface.handle) else { return nil }
        self.init(adopting: handle, device: device)
    }

    isolated deinit {
        if device.isAlive { SDL_DestroyTexture(handle) }
    }

    /// How the texture is blended when drawn (SDL's default for a new texture: `replace`).
    var blendMode: BlendMode {
        get {
            var mode = SDL_BLENDMODE_NONE
            SDL_GetTextureBlendMode(handle, &mode)
            return BlendMode(raw: mode)
        }
        set { SDL_SetTextureBlendMode(handle, newValue.raw) }
    }

    /// Sets the blend mode; false when the renderer does not take it (custom modes on SDL's
    /// software renderer).
    @discardableResult
    func setBlendMode(_ mode: BlendMode) -> Bool {
        SDL_SetTextureBlendMode(handle, mode.raw) == 0
    }

    /// The alpha every texel is multiplied by when drawn (255: unchanged).
    var alphaModulation: UInt8 {
        get {
            var alpha: UInt8 = 255
            SDL_GetTextureAlphaMod(handle, &alpha)
            return alpha
        }
        set { SDL_SetTextureAlphaMod(handle, newValue) }
    }

    /// Multiplies every texel's colour by `red`, `green`, `blue` / 255 when drawn (255s: unchanged).
    func setColorModulation(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_SetTextureColorMod(handle, red, green, blue)
    }

    /// Sets colour and alpha modulation from one colour (`white`: unchanged).
    func setModulation(_ color: RenderColor) {
        SDL_SetTextureColorMod(handle, color.r, color.g, color.b)
        SDL_SetTextureAlphaMod(handle, color.a)
    }

    /// How the texture is sampled when scaled.
    var scaleMode: TextureScaleMode {
        get {
            var mode = SDL_ScaleModeNearest
            SDL_GetTextureScaleMode(handle, &mode)
            return mode == SDL_ScaleModeNearest ? .nearest : .linear
        }
        set { SDL_SetTextureScaleMode(handle, newValue.raw) }
    }

    /// Replaces the texels of `rect` (nil: the whole texture) with `pixels`, `bytesPerRow` apart,
    /// in the texture's format; false when SDL failed.
    @discardableResult
    func update(_ rect: RenderRect?, pixels: UnsafeRawPointer?, bytesPerRow: Int) -> Bool {
        if var rect { return SDL_UpdateTexture(handle, &rect, pixels, Int32(bytesPerRow)) == 0 }
        return SDL_UpdateTexture(handle, nil, pixels, Int32(bytesPerRow)) == 0
    }

    /// Replaces the texels of `rect` (nil: the whole texture) with the elements of `pixels`
    /// (rows of `bytesPerRow` bytes); false when SDL failed.
    @discardableResult
    func update<Element>(_ rect: RenderRect?, from pixels: [Element], bytesPerRow: Int) -> Bool {
        pixels.withUnsafeBytes { update(rect, pixels: $0.baseAddress, bytesPerRow: bytesPerRow) }
    }
}
