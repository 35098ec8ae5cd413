import Foundation

extension UIWindow {
    /// A window's place among the app's windows: higher levels stand in front of lower ones.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level as a number (0 for `.normal`).
        public var rawValue: CGFloat

        /// The level `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level `rawValue` (the unlabelled form of `init(rawValue:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The level of ordinary windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The level of the status bar: 1000, in front of normal windows.
        public static let statusBar = Level(rawValue: 1000)
        /// The level of alerts: 2000, in front of the status bar.
        public static let alert = Level(rawValue: 2000)
    }

    /// Posted (object: the window) when a window is shown (`isHidden` becomes false).
    nonisolated public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted (object: the window) when a window is hidden (`isHidden` becomes true).
    nonisolated public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted (object: the window) after a window became the key window (after `becomeKey()`).
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted (object: the window) after the key window stopped being key (after `resignKey()`).
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// `sendEvent(_:)`'s delivery: `event`'s touches, grouped by view (in the order of their
    /// first finger) and phase, to the views in this window.
    func deliverTouches(of event: UIEvent) {
        let touches = (event.allTouches ?? []).sorted { $0.finger < $1.finger }
        var views: [UIView] = []
        for touch in touches {
            guard let view = touch.view, view.window === self, !views.contains(where: { $0 === view }) else { continue }
            views.append(view)
        }
        for view in views {
            let own = touches.filter { $0.view === view }
            let began = Set(own.filter { $0.phase == .began })
            let moved = Set(own.filter { $0.phase == .moved || $0.phase == .stationary })
            let ended = Set(own.filter { $0.phase == .ended })
            let cancelled = Set(own.filter { $0.phase == .cancelled })
            if !began.isEmpty { view.touchesBegan(began, with: event) }
            if !moved.isEmpty { view.touchesMoved(moved, with: event) }
            if !ended.isEmpty { view.touchesEnded(ended, with: event) }
            if !cancelled.isEmpty { view.touchesCancelled(cancelled, with: event) }
        }
    }
}
