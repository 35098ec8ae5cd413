import Foundation

/// The device the app runs on: the playground's simulated iPhone.
///
/// The values are fixed, so runs are deterministic: an iPhone (`model`, `name`, `localizedModel`
/// "iPhone"; iOS 16 and later report the generic name to apps without the user-assigned-name
/// entitlement) running iOS 18.0 (`systemName` "iOS", `systemVersion` "18.0"), idiom `.phone`,
/// multitasking supported. The playground's device has a screen of any size (`--size`) but is
/// always reported as this iPhone.
///
/// `orientation` follows the key window's shape: landscape (`.landscapeLeft`, the home indicator
/// on the right, which `UIWindowScene` reports as the interface's `.landscapeRight`) while it is
/// wider than tall, else `.portrait`; `.portrait` without a key window. It is always reported:
/// Apple's documentation says 0 (`.unknown`) until `beginGeneratingDeviceOrientationNotifications()`,
/// but UIKit begins generating them itself for an app that rotates, so apps read it without the
/// call. The R key's rotation of the key window posts `orientationDidChangeNotification` while
/// notifications are being generated (between the begin and end calls, which nest).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device (one instance).
    public class var current: UIDevice { shared }
    private static let shared = UIDevice()

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet ended.
    private var orientationNotificationRequests = 0

    private override init() { super.init() }

    /// Whether the app monitors the battery: false until set (stored; the battery reads as
    /// unknown either way, see `batteryLevel`).
    open var isBatteryMonitoringEnabled = false

    /// Whether the app monitors the proximity sensor: stays false, as UIKit keeps it on a device
    /// without the sensor (the simulated iPhone has none).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// The device's name as apps see it: "iPhone".
    open var name: String { "iPhone" }
    /// The model: "iPhone".
    open var model: String { "iPhone" }
    /// The model, localized: "iPhone".
    open var localizedModel: String { "iPhone" }
    /// The operating system: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version: "18.0".
    open var systemVersion: String { "18.0" }
    /// The interface idiom: `.phone`.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Whether the device runs apps in the background: true (every iPhone since iOS 4).
    open var isMultitaskingSupported: Bool { true }

    /// The device's physical orientation, from the key window's shape (see the type's notes).
    open var orientation: UIDeviceOrientation {
        // The device turned left shows the interface turned right.
        UIApplication.shared.keyWindow?.shapeOrientation == .landscapeRight ? .landscapeLeft : .portrait
    }

    /// Whether `orientationDidChangeNotification` is posted: between
    /// `beginGeneratingDeviceOrientationNotifications()` and its matching end.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Starts posting `orientationDidChangeNotification` (calls nest: each needs its end).
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests += 1
    }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()` (an unmatched end does nothing).
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Posted (object: the device) when the device's orientation changes, while notifications are
    /// being generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// `window` was rotated (R): when it is the key window and the orientation changed, posts
    /// `orientationDidChangeNotification` if notifications are being generated.
    func windowDidRotate(_ window: UIWindow, from oldOrientation: UIDeviceOrientation) {
        guard window.isKeyWindow, isGeneratingDeviceOrientationNotifications, orientation != oldOrientation else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
