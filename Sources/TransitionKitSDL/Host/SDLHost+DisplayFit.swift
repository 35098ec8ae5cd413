internal import CSDL2
import Foundation

/// The window's size on screen: its size in points scaled down, when needed, to fit the display's
/// usable area (`WindowFit`); the renderer and the event translator convert between the two.
extension SDLHost {
    /// The size in screen units a content area of `size` points gets, and the scale used.
    /// Headless windows are never scaled (their screenshots keep one pixel per point).
    func screenSize(for size: CGSize) -> (size: CGSize, scale: CGFloat) {
        guard !configuration.isHeadless, let fit = displayFit() else { return (size, 1) }
        let scale = fit.scale(for: size)
        return (CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded()), scale)
    }

    /// The usable area of the display the window is on, and the window's decorations.
    func displayFit() -> WindowFit? {
        let index = SDL_GetWindowDisplayIndex(window)
        var bounds = SDL_Rect()
        guard index >= 0, SDL_GetDisplayUsableBounds(index, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        var top: Int32 = 0, left: Int32 = 0, bottom: Int32 = 0, right: Int32 = 0
        if SDL_GetWindowBordersSize(window, &top, &left, &bottom, &right) != 0 { (top, left, bottom, right) = (0, 0, 0, 0) }
        return WindowFit(
            usable: CGRect(x: Int(bounds.x), y: Int(bounds.y), width: Int(bounds.w), height: Int(bounds.h)),
            borders: WindowFit.Borders(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right)))
    }

    /// Sizes the SDL window for a content area of `size` points (scaled to fit the display) and
    /// moves it back inside the display's usable area when it sticks out.
    func applyWindowSize(_ size: CGSize) {
        let (screen, scale) = screenSize(for: size)
        pointSize = size
        translator.windowScale = scale
        translator.fittedSize = (screen, size)
        SDL_SetWindowSize(window, Int32(clamping: Int(screen.width)), Int32(clamping: Int(screen.height)))
        if !configuration.isHeadless, let fit = displayFit() {
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            let origin = fit.origin(for: screen, at: CGPoint(x: Int(x), y: Int(y)))
            if origin != CGPoint(x: Int(x), y: Int(y)) {
                SDL_SetWindowPosition(window, Int32(clamping: Int(origin.x)), Int32(clamping: Int(origin.y)))
            }
        }
        updatePixelScale()
    }
}
