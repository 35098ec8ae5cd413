import Foundation

/// A scene of the app (UIKit's base class of `UIWindowScene`).
@preconcurrency @MainActor
open class UIScene: UIResponder {}

/// The app's window scene: its windows, key window, screen, orientation and status bar.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// The scene's visible windows.
    open var windows: [UIWindow] { application.windows }

    /// The scene's key window.
    open var keyWindow: UIWindow? { application.keyWindow }

    /// The screen the scene is on: the key window's.
    open var screen: UIScreen { UIScreen.main }

    /// The interface orientation: landscape when the key window is wider than tall (reported as
    /// `.landscapeRight`), else portrait.
    open var interfaceOrientation: UIInterfaceOrientation {
        let size = keyWindow?.bounds.size ?? .zero
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// The status bar's state for the scene's key window.
    open var statusBarManager: UIStatusBarManager? { keyWindow.map(UIStatusBarManager.init(window:)) }
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Portrait, home button (or indicator) at the bottom.
    case portrait = 1
    /// Portrait upside down.
    case portraitUpsideDown = 2
    /// Landscape, the device's top on the right.
    case landscapeLeft = 4
    /// Landscape, the device's top on the left.
    case landscapeRight = 3

    /// Whether the orientation is portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the orientation is landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The status bar of a window scene, as the window's status bar shows it now.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// Whether the status bar is hidden.
    open var isStatusBarHidden: Bool { window?.statusBarAppearance.isHidden ?? true }

    /// The status bar's style.
    open var statusBarStyle: UIStatusBarStyle { window?.statusBarAppearance.style ?? .default }

    /// The status bar's frame in the window: the width of the window and the height of the
    /// screen's top inset; `.zero` while hidden (or on a screen without a top inset).
    open var statusBarFrame: CGRect {
        guard let window, !isStatusBarHidden else { return .zero }
        let height = window.screen.simulatedSafeAreaInsets.top
        return height > 0 ? CGRect(x: 0, y: 0, width: window.bounds.width, height: height) : .zero
    }
}
