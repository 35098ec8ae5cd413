import Foundation
import TransitionKit

// The device: what it is, its orientation and its notifications, its battery and proximity
// sensor, its vendor identifier and input clicks.

@MainActor
private func useDevice() -> [Any] {
    // census: UIDevice.current
    let device: UIDevice = UIDevice.current
    // census: UIDevice.name, UIDevice.systemName, UIDevice.systemVersion, UIDevice.model, UIDevice.localizedModel
    let names: [String] = [device.name, device.systemName, device.systemVersion, device.model, device.localizedModel]
    // census: UIDevice.userInterfaceIdiom, UIDevice.identifierForVendor, UIDevice.isMultitaskingSupported
    let idiom: UIUserInterfaceIdiom = device.userInterfaceIdiom
    let vendor: UUID? = device.identifierForVendor
    let multitasking: Bool = device.isMultitaskingSupported
    // census: UIDevice.beginGeneratingDeviceOrientationNotifications(), UIDevice.isGeneratingDeviceOrientationNotifications
    device.beginGeneratingDeviceOrientationNotifications()
    let generating: Bool = device.isGeneratingDeviceOrientationNotifications
    // census: UIDevice.orientation, UIDevice.endGeneratingDeviceOrientationNotifications()
    let orientation: UIDeviceOrientation = device.orientation
    device.endGeneratingDeviceOrientationNotifications()
    // census: UIDevice.isBatteryMonitoringEnabled, UIDevice.batteryLevel, UIDevice.batteryState, UIDevice.BatteryState
    device.isBatteryMonitoringEnabled = true
    let level: Float = device.batteryLevel
    let battery: UIDevice.BatteryState = device.batteryState
    // census: UIDevice.BatteryState.unknown, UIDevice.BatteryState.unplugged, UIDevice.BatteryState.charging, UIDevice.BatteryState.full
    let batteryStates: [UIDevice.BatteryState] = [.unknown, .unplugged, .charging, .full]
    // census: UIDevice.isProximityMonitoringEnabled, UIDevice.proximityState
    device.isProximityMonitoringEnabled = true
    let proximity: (Bool, Bool) = (device.isProximityMonitoringEnabled, device.proximityState)
    // census: UIDevice.playInputClick()
    device.playInputClick()
    // census: UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification
    let batteryNames: [Notification.Name] = [UIDevice.batteryLevelDidChangeNotification, UIDevice.batteryStateDidChangeNotification]
    // census: UIDevice.orientationDidChangeNotification, UIDevice.proximityStateDidChangeNotification
    let otherNames: [Notification.Name] = [UIDevice.orientationDidChangeNotification, UIDevice.proximityStateDidChangeNotification]
    return [names, idiom, vendor as Any, multitasking, generating, orientation, level, battery, batteryStates, proximity,
            batteryNames, otherNames]
}
