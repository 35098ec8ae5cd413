import Foundation

/// The app: its windows, its key window and its one window scene.
///
/// How `UIApplication.shared` and `UIScreen.main` find the window: there is no registry beside
/// UIKit's own API. The shared application *is* the record: a window that is made key
/// (`makeKeyAndVisible()`) or shown joins `windows` (held weakly, in the order they were
/// first shown), and the most recently made key window that is still alive and visible is
/// `keyWindow`. A window that is hidden or released leaves by itself, so a test that makes its
/// own window key sees exactly that window as key, and windows of earlier tests cannot leak
/// into it once released. Everything runs on the main actor, so the answers are deterministic.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The app's one instance.
    public static let shared = UIApplication()

    /// The windows shown so far, weakly, in the order they were first shown.
    private var shownWindows: [WeakWindow] = []
    /// The windows made key, weakly, most recent last.
    private var keyHistory: [WeakWindow] = []
    /// The app's one window scene (created on first use).
    private lazy var windowScene = UIWindowScene(application: self)

    private override init() { super.init() }

    /// The app's visible windows, in the order they were first shown.
    open var windows: [UIWindow] {
        shownWindows.compactMap(\.window).filter { !$0.isHidden }
    }

    /// The key window: the visible window most recently made key (deprecated in iOS 13 in favour
    /// of the scene's `keyWindow`, still widely used).
    open var keyWindow: UIWindow? {
        keyHistory.reversed().lazy.compactMap(\.window).first { !$0.isHidden }
    }

    /// The connected scenes: the app's window scene.
    open var connectedScenes: Set<UIScene> { [windowScene] }

    /// Records that `window` is shown (and, with `makingKey`, made key).
    func windowDidBecomeVisible(_ window: UIWindow, makingKey: Bool) {
        shownWindows.removeAll { $0.window == nil }
        if !shownWindows.contains(where: { $0.window === window }) { shownWindows.append(WeakWindow(window: window)) }
        guard makingKey else { return }
        keyHistory.removeAll { $0.window == nil || $0.window === window }
        keyHistory.append(WeakWindow(window: window))
    }

    /// The scene a shown window belongs to (nil for a window never shown).
    func scene(of window: UIWindow) -> UIWindowScene? {
        shownWindows.contains { $0.window === window } ? windowScene : nil
    }
}

/// A window held weakly.
private struct WeakWindow {
    weak var window: UIWindow?
}
