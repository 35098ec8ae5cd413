import Foundation
import TransitionKit

// The screen: its size and scale, brightness, modes, overscan, dynamic range, capture, traits,
// snapshots and notifications, each member read, written or called with UIKit's signature.

@MainActor
private func useScreen(window: UIWindow) -> [Any] {
    // census: UIScreen.main, UIScreen.screens
    let screen: UIScreen = UIScreen.main
    let screens: [UIScreen] = UIScreen.screens
    // census: UIScreen.bounds, UIScreen.nativeBounds, UIScreen.nativeScale, UIScreen.scale
    let sizes: [Any] = [screen.bounds, screen.nativeBounds, screen.nativeScale, screen.scale]
    // census: UIScreen.brightness, UIScreen.wantsSoftwareDimming
    screen.brightness = 0.8
    screen.wantsSoftwareDimming = true
    let brightness: CGFloat = screen.brightness
    // census: UIScreen.currentMode, UIScreen.preferredMode, UIScreen.availableModes
    let mode: UIScreenMode? = screen.currentMode
    screen.currentMode = screen.preferredMode
    let modes: [UIScreenMode] = screen.availableModes
    // census: UIScreenMode.size, UIScreenMode.pixelAspectRatio
    let pixels: CGSize = modes[0].size, aspect: CGFloat = modes[0].pixelAspectRatio
    // census: UIScreen.overscanCompensationInsets, UIScreen.overscanCompensation
    let overscan: UIEdgeInsets = screen.overscanCompensationInsets
    screen.overscanCompensation = .insetBounds
    // census: UIScreen.OverscanCompensation, UIScreen.OverscanCompensation.scale, UIScreen.OverscanCompensation.insetBounds, UIScreen.OverscanCompensation.none
    let compensations: [UIScreen.OverscanCompensation] = [.scale, .insetBounds, UIScreen.OverscanCompensation.none]
    // census: UIScreen.calibratedLatency
    let latency: TimeInterval = screen.calibratedLatency
    // census: UIScreen.referenceDisplayModeStatus, UIScreen.ReferenceDisplayModeStatus
    let status: UIScreen.ReferenceDisplayModeStatus = screen.referenceDisplayModeStatus
    // census: UIScreen.ReferenceDisplayModeStatus.notSupported, UIScreen.ReferenceDisplayModeStatus.notEnabled, UIScreen.ReferenceDisplayModeStatus.enabled, UIScreen.ReferenceDisplayModeStatus.limited
    let statuses: [UIScreen.ReferenceDisplayModeStatus] = [.notSupported, .notEnabled, .enabled, .limited]
    // census: UIScreen.currentEDRHeadroom, UIScreen.potentialEDRHeadroom
    let headroom: [CGFloat] = [screen.currentEDRHeadroom, screen.potentialEDRHeadroom]
    // census: UIScreen.maximumFramesPerSecond
    let fps: Int = screen.maximumFramesPerSecond
    // census: UIScreen.snapshotView(afterScreenUpdates:)
    let snapshot: UIView = screen.snapshotView(afterScreenUpdates: false)
    // census: UIScreen.isCaptured, UIScreen.mirrored
    let captured: Bool = screen.isCaptured
    let mirrored: UIScreen? = screen.mirrored
    // census: UIScreen.traitCollection
    let traits: UITraitCollection = screen.traitCollection
    // census: UIScreen.brightnessDidChangeNotification, UIScreen.modeDidChangeNotification, UIScreen.capturedDidChangeNotification
    let names: [Notification.Name] = [UIScreen.brightnessDidChangeNotification, UIScreen.modeDidChangeNotification,
                                      UIScreen.capturedDidChangeNotification]
    // census: UIScreen.referenceDisplayModeStatusDidChangeNotification, UIScreen.didConnectNotification, UIScreen.didDisconnectNotification
    let more: [Notification.Name] = [UIScreen.referenceDisplayModeStatusDidChangeNotification, UIScreen.didConnectNotification,
                                     UIScreen.didDisconnectNotification]
    return [screens, sizes, brightness, mode as Any, pixels, aspect, overscan, compensations, latency, status, statuses,
            headroom, fps, snapshot, captured, mirrored as Any, traits, names, more, window.screen]
}
