import Foundation

/// The device's battery, proximity sensor, vendor identifier and input clicks.
///
/// The simulated iPhone reports its battery as the iOS Simulator does: `.unknown` and a level of
/// -1, whether or not monitoring is enabled (the host's battery is not the device's), and it has
/// no proximity sensor, so proximity monitoring cannot be turned on.
extension UIDevice {
    /// An identifier of the device for the app's vendor: the same UUID in every run, so runs
    /// are deterministic.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }

    /// The battery's charge, 0 (empty) to 1 (full): -1, unknown (see the type's notes).
    public var batteryLevel: Float { -1 }

    /// The battery's state: `.unknown` (see the type's notes).
    public var batteryState: UIDevice.BatteryState { .unknown }

    /// Whether the proximity sensor is close to the user: false (there is no sensor).
    public var proximityState: Bool { false }

    /// Plays the keyboard's click, as a custom input view does when a key is tapped: logged as
    /// "UIDevice.playInputClick()" to the key window's callback log (the playground's live log
    /// and traces); no sound is played.
    public func playInputClick() {
        UIApplication.shared.keyWindow?.logCallback("UIDevice.playInputClick()")
    }

    /// Posted (object: the device) when the battery level changes while monitoring is enabled;
    /// never here (the level is unknown).
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted (object: the device) when the battery state changes while monitoring is enabled;
    /// never here (the state is unknown).
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted (object: the device) when the proximity state changes while monitoring is enabled;
    /// never here (there is no sensor).
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

extension UIDevice {
    /// The battery's power state.
    public enum BatteryState: Int, Sendable {
        /// Not known (also while battery monitoring is disabled).
        case unknown = 0
        /// On battery, discharging.
        case unplugged = 1
        /// Plugged in, charging (less than 100%).
        case charging = 2
        /// Plugged in, fully charged.
        case full = 3
    }
}
