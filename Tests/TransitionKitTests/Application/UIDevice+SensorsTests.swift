import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The simulated iPhone's battery, proximity sensor, vendor identifier and input clicks.
@Suite("UIDevice: battery, proximity, vendor identifier, input clicks")
@MainActor
struct UIDeviceSensorsTests {
    @Test("the battery reads as the Simulator's: unknown, -1, with or without monitoring")
    func battery() {
        let device = UIDevice.current
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        device.isBatteryMonitoringEnabled = true
        defer { device.isBatteryMonitoringEnabled = false }
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
    }

    @Test("there is no proximity sensor: monitoring stays off, the state is far")
    func proximity() {
        let device = UIDevice.current
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
    }

    @Test("the vendor identifier is the same in every run")
    func vendorIdentifier() {
        #expect(UIDevice.current.identifierForVendor == UUID(uuidString: "00000000-0000-4000-8000-000000000000"))
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test("playInputClick is logged to the key window's callback log")
    func inputClick() {
        let (window, _) = makeTestWindow()
        var log: [String] = []
        window.callbackHandler = { log.append($0) }
        UIDevice.current.playInputClick()
        #expect(log == ["UIDevice.playInputClick()"])
    }
}
