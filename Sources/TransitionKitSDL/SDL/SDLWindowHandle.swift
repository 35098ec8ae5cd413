internal import CSDL2
import Foundation

/// One SDL window (`SDL_Window*`): made by `init`, destroyed by `destroy()` (the host destroys it
/// after its renderer and before SDL quits, so this is explicit rather than in `deinit`).
///
/// Sizes and positions are in screen units (points on most displays; the drawable may have more
/// pixels, see `SDLRenderDevice.outputSize`).
@MainActor
final class SDLWindowHandle {
    /// How the window is made.
    struct Options {
        /// Hidden (headless) or shown.
        var isHidden: Bool
        /// With an OpenGL context, for the default OpenGL renderer.
        var isOpenGL: Bool
    }

    /// The `SDL_Window*`; for the wrapper folder only.
    let handle: OpaquePointer

    /// Opens a resizable, HiDPI-aware window of `width` x `height` centred on the display; when
    /// an OpenGL window cannot be made, a plain one. Nil when SDL cannot make any.
    init?(title: String, width: Int, height: Int, options: Options) {
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= options.isHidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let openGL = options.isOpenGL ? SDL_WINDOW_OPENGL.rawValue : 0
        let w = Int32(clamping: width), h = Int32(clamping: height)
        guard let handle = SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, w, h, flags | openGL)
            ?? SDL_CreateWindow(title, CSDL_WINDOWPOS_CENTERED, CSDL_WINDOWPOS_CENTERED, w, h, flags)
        else { return nil }
        self.handle = handle
    }

    /// Destroys the window (after its renderer; call once).
    func destroy() { SDL_DestroyWindow(handle) }

    /// The title bar's text.
    var title: String {
        get { String(cString: SDL_GetWindowTitle(handle)) }
        set { SDL_SetWindowTitle(handle, newValue) }
    }

    /// Sets the smallest size the user can resize the window to.
    func setMinimumSize(width: Int, height: Int) {
        SDL_SetWindowMinimumSize(handle, Int32(clamping: width), Int32(clamping: height))
    }

    /// Sets the window's icon (SDL copies the pixels).
    func setIcon(_ surface: SDLSurface) { SDL_SetWindowIcon(handle, surface.handle) }

    /// Resizes the content area.
    func setSize(width: Int, height: Int) {
        SDL_SetWindowSize(handle, Int32(clamping: width), Int32(clamping: height))
    }

    /// The window's top-left corner on the desktop.
    var position: (x: Int, y: Int) {
        get {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(handle, &x, &y)
            return (Int(x), Int(y))
        }
        set { SDL_SetWindowPosition(handle, Int32(clamping: newValue.x), Int32(clamping: newValue.y)) }
    }

    /// The usable area (without panels and docks) of the display the window is on; nil when
    /// SDL cannot tell.
    var usableDisplayBounds: CGRect? {
        let index = SDL_GetWindowDisplayIndex(handle)
        var bounds = SDL_Rect()
        guard index >= 0, SDL_GetDisplayUsableBounds(index, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return CGRect(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h))
    }

    /// The decorations' sizes (top, left, bottom, right); zeros when SDL cannot tell.
    var bordersSize: (top: Int, left: Int, bottom: Int, right: Int) {
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if SDL_GetWindowBordersSize(handle, &top, &left, &bottom, &right) != 0 { return (0, 0, 0, 0) }
        return (Int(top), Int(left), Int(bottom), Int(right))
    }
}
