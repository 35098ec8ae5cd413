internal import CSDL2

/// A thin wrapper around one `SDL_Renderer*`: the only place the renderer's drawing calls are
/// made (with `SDLTexture`, `SDLRenderTarget` and `GeometryBatch`'s flush).
///
/// Each method is one SDL call (or a few) with Swift types at its interface; it keeps no state
/// of its own beyond the current render target (SDL's, mirrored so it can be compared by
/// identity) and whether the renderer is still alive. Coordinates are in pixels of the current
/// target, top-left origin; colours are bytes. All calls happen on the main actor.
@MainActor
final class SDLRenderDevice {
    /// The `SDL_Renderer*`; for the wrapper folder only.
    let handle: OpaquePointer
    /// Whether the renderer still exists (false after `invalidate()`): textures destroy
    /// themselves only while it does.
    private(set) var isAlive = true
    /// What SDL reports about the renderer (read once).
    let info: RendererInfo
    /// The render target drawing goes to; nil for the window.
    private(set) var target: SDLRenderTarget?

    /// Wraps a renderer made by SDL; `invalidate()` must be called before it is destroyed.
    init(adopting handle: OpaquePointer) {
        self.handle = handle
        info = RendererInfo(handle)
    }

    /// Says the renderer is about to be destroyed: textures still alive are left to SDL, which
    /// destroys them with it, and the device makes no call after this.
    func invalidate() {
        isAlive = false
        target = nil
    }

    // MARK: State

    /// The colour `clear()` and `fill` use.
    var drawColor: RenderColor {
        get {
            var color = RenderColor()
            SDL_GetRenderDrawColor(handle, &color.r, &color.g, &color.b, &color.a)
            return color
        }
        set { SDL_SetRenderDrawColor(handle, newValue.r, newValue.g, newValue.b, newValue.a) }
    }

    /// Sets the draw colour from its components (0...255).
    func setDrawColor(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        SDL_SetRenderDrawColor(handle, red, green, blue, alpha)
    }

    /// How `fill` and untextured geometry blend with the target.
    var drawBlendMode: BlendMode {
        get {
            var mode = SDL_BLENDMODE_NONE
            SDL_GetRenderDrawBlendMode(handle, &mode)
            return BlendMode(raw: mode)
        }
        set { SDL_SetRenderDrawBlendMode(handle, newValue.raw) }
    }

    /// Sends drawing to `target` (nil: the window); false when SDL refused (the target is then unchanged).
    @discardableResult
    func setTarget(_ target: SDLRenderTarget?) -> Bool {
        guard SDL_SetRenderTarget(handle, target?.texture.handle) == 0 else { return false }
        self.target = target
        return true
    }

    /// Limits drawing to `rect` (nil: no limit).
    func setClip(_ rect: RenderRect?) {
        if var rect { SDL_RenderSetClipRect(handle, &rect) } else { SDL_RenderSetClipRect(handle, nil) }
    }

    /// The clip rectangle SDL holds; nil when there is none.
    var clip: RenderRect? {
        guard SDL_RenderIsClipEnabled(handle) == SDL_TRUE else { return nil }
        var rect = RenderRect()
        SDL_RenderGetClipRect(handle, &rect)
        return rect
    }

    /// The size in pixels of the window's drawable (not of the current target).
    var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    // MARK: Drawing

    /// Fills the whole target (the clip ignored) with the draw colour, unblended.
    func clear() { SDL_RenderClear(handle) }

    /// Fills `rect` (nil: the whole target, within the clip) with the draw colour and blend mode.
    @discardableResult
    func fill(_ rect: RenderRect?) -> Bool {
        if var rect { return SDL_RenderFillRect(handle, &rect) == 0 }
        return SDL_RenderFillRect(handle, nil) == 0
    }

    /// Fills the fractional rectangle `rect` with the draw colour and blend mode.
    @discardableResult
    func fill(_ rect: RenderFloatRect) -> Bool {
        var rect = rect
        return SDL_RenderFillRectF(handle, &rect) == 0
    }

    /// Draws the texels `source` (nil: all) of `texture` into `destination` (nil: the whole
    /// target), scaled, with the texture's blend mode and modulation.
    func copy(_ texture: SDLTexture, from source: RenderRect? = nil, to destination: RenderRect? = nil) {
        withOptionalPointer(source) { source in
            withOptionalPointer(destination) { destination in
                _ = SDL_RenderCopy(handle, texture.handle, source, destination)
            }
        }
    }

    /// Draws the texels `source` (nil: all) of `texture` into the fractional rectangle `destination`.
    func copy(_ texture: SDLTexture, from source: RenderRect? = nil, to destination: RenderFloatRect) {
        var destination = destination
        withOptionalPointer(source) { source in _ = SDL_RenderCopyF(handle, texture.handle, source, &destination) }
    }

    /// Draws triangles: `vertices` taken three at a time by `indices` (nil: in order), textured
    /// with `texture` (nil: vertex colours only); false when SDL failed. No copy is made.
    @discardableResult
    func geometry(vertices: UnsafeBufferPointer<RenderVertex>, indices: UnsafeBufferPointer<Int32>?, texture: SDLTexture?) -> Bool {
        SDL_RenderGeometry(
            handle, texture?.handle, vertices.baseAddress, Int32(vertices.count),
            indices?.baseAddress, Int32(indices?.count ?? 0)) == 0
    }

    /// Draws triangles from arrays (see the buffer form).
    @discardableResult
    func geometry(vertices: [RenderVertex], indices: [Int32]?, texture: SDLTexture?) -> Bool {
        if let indices {
            return SDL_RenderGeometry(handle, texture?.handle, vertices, Int32(vertices.count), indices, Int32(indices.count)) == 0
        }
        return SDL_RenderGeometry(handle, texture?.handle, vertices, Int32(vertices.count), nil, 0) == 0
    }

    /// Reads the pixels of `rect` (nil: the whole target) of the current target as `format`
    /// into `pixels`, rows `bytesPerRow` apart; false when SDL failed.
    func readPixels(_ rect: RenderRect?, format: PixelFormat, into pixels: UnsafeMutableRawPointer?, bytesPerRow: Int) -> Bool {
        withOptionalPointer(rect) { SDL_RenderReadPixels(handle, $0, format.rawValue, pixels, Int32(bytesPerRow)) == 0 }
    }

    /// The ARGB8888 pixels of `rect` of the current target, row by row; nil when SDL failed.
    func readPixels(_ rect: RenderRect) -> [UInt32]? {
        var pixels = [UInt32](repeating: 0, count: Int(rect.w) * Int(rect.h))
        let ok = pixels.withUnsafeMutableBytes { readPixels(rect, format: .argb8888, into: $0.baseAddress, bytesPerRow: Int(rect.w) * 4) }
        return ok ? pixels : nil
    }

    /// Sends the commands SDL has batched to the driver.
    func flush() { SDL_RenderFlush(handle) }

    /// Shows what was drawn into the window.
    func present() { SDL_RenderPresent(handle) }

    // MARK: Capabilities

    /// Whether the renderer can draw into textures.
    var supportsRenderTargets: Bool { SDL_RenderTargetSupported(handle) == SDL_TRUE }

    /// The pixel format of the renderer's window (nil when it has none).
    var windowPixelFormat: PixelFormat? {
        guard let window = SDL_RenderGetWindow(handle) else { return nil }
        return PixelFormat(rawValue: SDL_GetWindowPixelFormat(window))
    }

    /// Whether textures take custom blend modes (tried once on a 1 x 1 target made for it).
    private(set) lazy var supportsCustomBlendModes: Bool = {
        guard let probe = SDLTexture(device: self, format: .argb8888, access: .target, width: 1, height: 1) else { return false }
        return probe.setBlendMode(.premultipliedOver)
    }()

    private func withOptionalPointer<Value, Result>(_ value: Value?, _ body: (UnsafePointer<Value>?) -> Result) -> Result {
        guard var value else { return body(nil) }
        return withUnsafePointer(to: &value) { body($0) }
    }
}
