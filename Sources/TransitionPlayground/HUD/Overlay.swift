import Foundation
import TransitionKit

/// The canvas the tools draw on: a window of its own the size of the app's window (device and
/// sidebar), with the sidebar's background; each tool adds its views to `window`.
///
/// It is a separate `UIWindow` on a clock of its own, whose display list the app draws over the
/// device's. The scene's window never sees it, so the panels cannot disturb its hit testing,
/// layout or transitions; it is never made key, so it is not in `UIApplication.shared.windows`
/// or an app's window scene (an app run by `Playground.run(appDelegate:)` sees only its own
/// windows); and its clock is never advanced, so the panels do not animate and
/// pausing or slowing time never affects them (each tool sets its values directly each frame).
@MainActor
final class Overlay {
    /// The window holding the panels (transparent but for the sidebar's background).
    let window: UIWindow
    /// The sidebar's background, right of the device.
    private let sidebarBackground = UIView()

    /// Creates the canvas for a window of `size` points (device and sidebar).
    init(size: CGSize) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: AnimationClock())
        window.backgroundColor = nil
        window.writesDiagnosticsToStandardError = false
        sidebarBackground.backgroundColor = Palette.sidebar
        sidebarBackground.isUserInteractionEnabled = false
        window.addSubview(sidebarBackground)
        window.isHidden = false   // shown, but not made key: it is not one of the app's windows
        layout()
    }

    /// Adds a tool's view (later views draw over earlier ones).
    func add(_ view: UIView) { window.addSubview(view) }

    /// Adds a view of the device's own picture (the simulated keyboard) under every tool's view,
    /// just above the sidebar's background.
    func insert(_ view: UIView) { window.insertSubview(view, aboveSubview: sidebarBackground) }

    /// Follows the app's window size (device and sidebar).
    func resize(to size: CGSize) {
        guard size != window.bounds.size else { return }
        window.send(.resize(size))
        layout()
    }

    /// The device's width in points (the window's, less the sidebar).
    var deviceWidth: CGFloat { window.bounds.width - Sidebar.width }

    private func layout() {
        let size = window.bounds.size
        sidebarBackground.frame = CGRect(x: size.width - Sidebar.width, y: 0, width: Sidebar.width, height: size.height)
    }

    /// The panels' draw commands, to draw over the device's.
    func displayList() -> DisplayList { window.displayList() }
}
