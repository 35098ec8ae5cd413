import Foundation

/// A scene of windows on the device's screen: its windows, key window, screen, orientation and
/// status bar.
///
/// Windows shown without a launched app belong to the app's default window scene (on
/// `AnimationClock`'s rule for `main`). A launched app's scene (`ApplicationLaunch`) is on the
/// device's screen and the playground's clock: `UIWindow(windowScene:)` makes a window of the
/// screen's size on that clock.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The clock of the windows `UIWindow(windowScene:)` makes (nil: the ambient clock, else `main`).
    let launchClock: AnimationClock?
    /// The device's screen, for a launched app's scene (nil: the key window's, `UIScreen.main`).
    let launchScreen: UIScreen?

    /// A scene for `session`, whose windows run on the ambient clock (else `AnimationClock.main`)
    /// and whose screen is `UIScreen.main`.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        launchClock = nil
        launchScreen = nil
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// A launched app's scene for `session`, on `screen` (the device's), whose windows run on `clock`.
    init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions, screen: UIScreen, clock: AnimationClock) {
        launchClock = clock
        launchScreen = screen
        super.init(session: session, connectionOptions: connectionOptions)
    }

    /// The clock a window made for this scene runs on.
    var windowClock: AnimationClock { launchClock ?? AnimationContext.ambientClock ?? .main }

    /// The scene's visible windows, in the order they were first shown.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }

    /// The scene's key window: of its visible windows, the one most recently made key.
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow(in: self) }

    /// The screen the scene is on: its key window's; before it has one, the device's (a launched
    /// app's scene) or `UIScreen.main`.
    open var screen: UIScreen { keyWindow?.screen ?? launchScreen ?? UIScreen.main }

    /// The interface orientation: landscape when the key window is wider than tall (reported as
    /// `.landscapeRight`), else portrait.
    open var interfaceOrientation: UIInterfaceOrientation { keyWindow?.shapeOrientation ?? .portrait }

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

extension UIWindow {
    /// The interface orientation the window's shape gives: `.landscapeRight` when it is wider
    /// than tall, else `.portrait` (the scene's, a controller's and the device's orientation).
    var shapeOrientation: UIInterfaceOrientation {
        bounds.width > bounds.height ? .landscapeRight : .portrait
    }
}
