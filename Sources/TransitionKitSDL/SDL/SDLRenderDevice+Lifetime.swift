internal import CSDL2

extension SDLRenderDevice {
    /// Which render driver to ask SDL for.
    enum Driver {
        /// SDL's own software renderer.
        case software
        /// A hardware-accelerated one (OpenGL, ...).
        case accelerated
        /// Whatever SDL picks first.
        case any

        /// SDL's value.
        var flags: UInt32 {
            switch self {
            case .software: SDL_RENDERER_SOFTWARE.rawValue
            case .accelerated: SDL_RENDERER_ACCELERATED.rawValue
            case .any: 0
            }
        }
    }

    /// Makes a renderer of `driver` for `window`; nil (with `SDLError.lastSDLMessage` saying
    /// why) when SDL cannot. The device owns it: `destroy()` destroys it.
    static func make(for window: SDLWindowHandle, driver: Driver) -> SDLRenderDevice? {
        guard let handle = SDL_CreateRenderer(window.handle, -1, driver.flags) else { return nil }
        return SDLRenderDevice(adopting: handle)
    }

    /// Destroys the renderer (and with it every texture still alive); the device makes no call
    /// after this. Call once, before the window is destroyed.
    func destroy() {
        invalidate()
        SDL_DestroyRenderer(handle)
    }
}
