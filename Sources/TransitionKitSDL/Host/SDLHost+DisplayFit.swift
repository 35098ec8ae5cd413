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
        guard let usable = window.usableDisplayBounds else { return nil }
        let (top, left, bottom, right) = window.bordersSize
        return WindowFit(
            usable: usable,
            borders: WindowFit.Borders(top: CGFloat(top), left: CGFloat(left), bottom: CGFloat(bottom), right: CGFloat(right)))
    }

    /// Sizes the SDL window for a content area of `size` points (scaled to fit the display) and
    /// moves it back inside the display's usable area when it sticks out.
    func applyWindowSize(_ size: CGSize) {
        let (screen, scale) = screenSize(for: size)
        pointSize = size
        translator.windowScale = scale
        translator.fittedSize = (screen, size)
        window.setSize(width: Int(screen.width), height: Int(screen.height))
        if !configuration.isHeadless, let fit = displayFit() {
            let (x, y) = window.position
            let origin = fit.origin(for: screen, at: CGPoint(x: x, y: y))
            if origin != CGPoint(x: x, y: y) {
                window.position = (Int(origin.x), Int(origin.y))
            }
        }
        updatePixelScale()
    }
}
