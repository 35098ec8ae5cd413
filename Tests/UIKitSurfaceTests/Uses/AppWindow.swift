import Foundation
import TransitionKit

// The window: creating it, its level, key status, coordinates, events and notifications, each
// member read, written, called or overridden with UIKit's signature.

/// A window subclass that overrides what apps override.
private final class AppWindowOverlay: UIWindow {
    // census: UIWindow.canBecomeKey
    override var canBecomeKey: Bool { false }
    // census: UIWindow.becomeKey()
    override func becomeKey() { super.becomeKey() }
    // census: UIWindow.resignKey()
    override func resignKey() { super.resignKey() }
    // census: UIWindow.sendEvent(_:)
    override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
}

@MainActor
private func useWindow(scene: UIWindowScene, root: UIViewController, event: UIEvent) -> [Any] {
    // census: UIWindow.init(windowScene:)
    let window = UIWindow(windowScene: scene)
    // census: UIWindow.init(frame:)
    let framed = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    // census: UIWindow.init()
    let plain = UIWindow()
    // census: UIWindow.rootViewController
    window.rootViewController = root
    let _: UIViewController? = window.rootViewController
    // census: UIWindow.windowLevel, UIWindow.Level, UIWindow.Level.normal, UIWindow.Level.alert, UIWindow.Level.statusBar
    let levels: [UIWindow.Level] = [.normal, .alert, .statusBar]
    framed.windowLevel = levels[1]
    // census: UIWindow.Level.init(rawValue:), UIWindow.Level.init(_:)
    plain.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
    let _: UIWindow.Level = UIWindow.Level(5)
    // census: UIWindow.canResizeToFitContent
    window.canResizeToFitContent = false
    // census: UIWindow.screen
    let screen: UIScreen = window.screen
    // census: UIWindow.windowScene
    let _: UIWindowScene? = window.windowScene
    // census: UIWindow.makeKeyAndVisible()
    window.makeKeyAndVisible()
    // census: UIWindow.makeKey()
    framed.makeKey()
    // census: UIWindow.isKeyWindow
    let key: Bool = window.isKeyWindow
    let _: Bool = window.canBecomeKey
    window.becomeKey(); window.resignKey()
    // census: UIWindow.convert(_:to:)
    let point: CGPoint = window.convert(CGPoint(x: 1, y: 2), to: framed)
    let rect: CGRect = window.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: nil as UIWindow?)
    // census: UIWindow.convert(_:from:)
    let back: CGPoint = window.convert(point, from: framed)
    let backRect: CGRect = window.convert(rect, from: nil as UIWindow?)
    window.sendEvent(event)
    // census: UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification
    let visibility: [Notification.Name] = [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification]
    // census: UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification
    let keyNames: [Notification.Name] = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification]
    return [screen, key, back, backRect, visibility, keyNames, AppWindowOverlay(frame: .zero)]
}
