import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `UIDevice.current`: the playground's simulated iPhone, with fixed values.
@Suite("UIDevice")
@MainActor
struct UIDeviceTests {
    @Test("An iPhone running iOS 18.0: model, name, system, idiom, multitasking")
    func values() {
        let device = UIDevice.current
        #expect(device === UIDevice.current)
        #expect(device.model == "iPhone" && device.localizedModel == "iPhone" && device.name == "iPhone")
        #expect(device.systemName == "iOS" && device.systemVersion == "18.0")
        #expect(device.userInterfaceIdiom == .phone && device.isMultitaskingSupported)
    }

    @Test("The orientation follows the key window's shape: portrait when taller, landscape left when wider")
    func orientation() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        #expect(UIDevice.current.orientation == .portrait)
        window.send(.rotate(CGSize(width: 844, height: 390)))
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(window.windowScene?.interfaceOrientation == .landscapeRight, "the device turned left shows the interface landscape right")
    }

    @Test("Rotating the key window posts orientationDidChangeNotification only between begin and end (which nest)")
    func orientationNotifications() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        let device = UIDevice.current
        var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { note in
            let object = note.object.map { ObjectIdentifier($0 as AnyObject) }
            MainActor.assumeIsolated {
                #expect(object == ObjectIdentifier(UIDevice.current))
                posted += 1
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        window.send(.rotate(CGSize(width: 844, height: 390)))
        #expect(posted == 0)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        window.send(.rotate(CGSize(width: 390, height: 844)))
        #expect(posted == 1 && device.isGeneratingDeviceOrientationNotifications)
        window.send(.resize(CGSize(width: 390, height: 800)))
        #expect(posted == 1, "a resize that is not a rotation is not an orientation change")
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        window.send(.rotate(CGSize(width: 800, height: 390)))
        #expect(posted == 2)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        window.send(.rotate(CGSize(width: 390, height: 800)))
        #expect(posted == 2)
    }

    @Test("UIDeviceOrientation's questions")
    func orientationQuestions() {
        let all: [UIDeviceOrientation] = [.unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp, .faceDown]
        #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
        #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
        #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
        #expect(all.filter(\.isValidInterfaceOrientation) == [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight])
        #expect(all.map(\.rawValue) == Array(0...6))
    }
}
