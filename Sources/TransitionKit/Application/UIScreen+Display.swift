import Foundation

/// The screen's brightness, modes, overscan, dynamic range, capture state, traits and
/// notifications. The simulated screen is a phone's built-in display: one mode, no overscan,
/// standard dynamic range, never captured or mirrored.
extension UIScreen {
    /// The screens of the device: the one built-in display, `UIScreen.main` (no external display
    /// is ever connected here). Deprecated in iOS 16 in favour of the window scene's `screen`.
    public class var screens: [UIScreen] { [main] }

    /// The display modes the screen can take: its one mode, of `nativeBounds`' size.
    public var availableModes: [UIScreenMode] { [screenMode] }

    /// The screen's preferred mode: its one mode.
    public var preferredMode: UIScreenMode? { screenMode }

    /// The edges to inset content by so that a television does not clip it: zero, as for every
    /// built-in display.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// The latency the user calibrated for an AirPlay display, in seconds: 0 for the built-in
    /// display.
    public var calibratedLatency: TimeInterval { 0 }

    /// The status of the screen's reference display mode (an iPad Pro's): `.notSupported`.
    public var referenceDisplayModeStatus: UIScreen.ReferenceDisplayModeStatus { .notSupported }

    /// How far above standard white the screen shows extended dynamic range content now: 1, a
    /// standard dynamic range display (the renderer draws 8-bit sRGB).
    public var currentEDRHeadroom: CGFloat { 1 }

    /// The most headroom the screen can give extended dynamic range content: 1 (standard dynamic
    /// range).
    public var potentialEDRHeadroom: CGFloat { 1 }

    /// Whether the system is recording or mirroring the screen elsewhere: false (the playground's
    /// recordings and screenshots are taken outside the simulated device).
    public var isCaptured: Bool { false }

    /// The screen this one mirrors: nil (this is the device's own display).
    public var mirrored: UIScreen? { nil }

    /// The screen's traits: those of a phone screen of its bounds (horizontally compact;
    /// vertically regular while taller than wide, compact otherwise).
    public var traitCollection: UITraitCollection { UITraitCollection(windowSize: bounds.size) }

    /// A view that looks like the screen does now: a snapshot of its key window (the top window
    /// showing on it), in screen coordinates; nil when no window shows on it.
    /// `afterScreenUpdates` is accepted as `UIView.snapshotView(afterScreenUpdates:)` accepts it.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let key = UIApplication.shared.keyWindow
        let shown = key?.screen === self ? key : UIApplication.shared.windows.last { $0.screen === self }
        guard let window = shown, let snapshot = window.snapshotView(afterScreenUpdates: afterUpdates) else {
            return UIView(frame: bounds)
        }
        snapshot.frame = bounds
        return snapshot
    }

    /// Posted (object: the screen) when its brightness changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
    /// Posted (object: the screen) when its current mode changes. The simulated screen has one
    /// mode, so it is never posted.
    nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
    /// Posted (object: the screen) when `isCaptured` changes; never here (it is always false).
    nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
    /// Posted when the reference display mode status changes; never here (it is `.notSupported`).
    nonisolated public static let referenceDisplayModeStatusDidChangeNotification =
        Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")
    /// Posted when an external display is connected; never here (there is no external display).
    nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
    /// Posted when an external display is disconnected; never here.
    nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
}

extension UIScreen {
    /// How an external display compensates for the overscan of a television.
    public enum OverscanCompensation: Int, Sendable {
        /// The final composited framebuffer is scaled to fit inside the display's visible area.
        case scale = 0
        /// The screen's bounds are reduced so that no pixel falls outside the visible area.
        case insetBounds = 1
        /// No compensation.
        case none = 2
    }

    /// The status of a screen's reference display mode.
    public enum ReferenceDisplayModeStatus: Int, Sendable {
        /// The screen does not support a reference mode.
        case notSupported = 0
        /// The screen supports one, but it is off.
        case notEnabled = 1
        /// The reference mode is on.
        case enabled = 2
        /// The reference mode is on, but its accuracy is limited now.
        case limited = 3
    }
}

extension Diagnostic.Code {
    /// A screen brightness that is not a finite number was refused.
    public static let invalidScreenBrightness = Diagnostic.Code(rawValue: "screen.invalidBrightness", severity: .error)
    /// A screen mode that is not one of the screen's `availableModes` was refused.
    public static let unavailableScreenMode = Diagnostic.Code(rawValue: "screen.unavailableMode", severity: .error)
}
