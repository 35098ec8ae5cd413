import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The screen's brightness, its one mode, what a built-in display reports, its traits and
/// snapshots.
@Suite("UIScreen: brightness, modes, display")
@MainActor
struct UIScreenDisplayTests {
    @Test("brightness starts at 0.5, is clamped to 0...1, posts its notification on a change only; NaN is refused")
    func brightness() {
        let (window, _) = makeTestWindow()
        let screen = window.screen
        #expect(screen.brightness == 0.5)
        let recorder = NotificationRecorder(names: [UIScreen.brightnessDidChangeNotification])
        screen.brightness = 0.8
        screen.brightness = 0.8
        screen.brightness = 3
        #expect(screen.brightness == 1)
        screen.brightness = -1
        #expect(screen.brightness == 0)
        #expect(recorder.posted.count == 3)
        screen.brightness = .nan
        #expect(screen.brightness == 0 && recorder.posted.count == 3)
        #expect(window.diagnostics.map(\.code) == [.invalidScreenBrightness])
        screen.wantsSoftwareDimming = true
        #expect(screen.wantsSoftwareDimming)
    }

    @Test("one mode, of the native size with square pixels; another mode is refused with a Diagnostic")
    func modes() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        let screen = window.screen
        #expect(screen.availableModes.count == 1)
        #expect(screen.currentMode === screen.preferredMode && screen.currentMode === screen.availableModes[0])
        #expect(screen.currentMode?.size == CGSize(width: 390, height: 844) && screen.currentMode?.pixelAspectRatio == 1)
        window.send(.resize(CGSize(width: 844, height: 390)))
        #expect(screen.currentMode?.size == CGSize(width: 390, height: 844))   // portrait-up, as nativeBounds
        screen.currentMode = screen.preferredMode
        #expect(window.diagnostics.isEmpty)
        let (other, _) = makeTestWindow()
        screen.currentMode = other.screen.currentMode
        screen.currentMode = nil
        #expect(screen.currentMode === screen.availableModes[0])
        #expect(window.diagnostics.map(\.code) == [.unavailableScreenMode, .unavailableScreenMode])
    }

    @Test("a built-in display: no overscan, no latency, SDR, not captured or mirrored, no reference mode; one screen")
    func builtInDisplay() {
        let (window, _) = makeTestWindow()
        let screen = window.screen
        #expect(screen.overscanCompensationInsets == .zero && screen.overscanCompensation == .scale)
        screen.overscanCompensation = .none
        #expect(screen.overscanCompensation == .none)
        #expect(screen.calibratedLatency == 0 && screen.referenceDisplayModeStatus == .notSupported)
        #expect(screen.currentEDRHeadroom == 1 && screen.potentialEDRHeadroom == 1)
        #expect(!screen.isCaptured && screen.mirrored == nil)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === UIScreen.main && UIScreen.main === screen)
    }

    @Test("traits are a phone's for the screen's shape")
    func traits() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        #expect(window.screen.traitCollection.horizontalSizeClass == .compact && window.screen.traitCollection.verticalSizeClass == .regular)
        window.send(.resize(CGSize(width: 844, height: 390)))
        #expect(window.screen.traitCollection.verticalSizeClass == .compact)
    }

    @Test("snapshotView copies the window showing on the screen, at the screen's bounds")
    func snapshot() {
        let root = UIViewController()
        let (window, _) = makeTestWindow(width: 200, height: 100, root: root)
        root.view.backgroundColor = .red
        let snapshot = window.screen.snapshotView(afterScreenUpdates: true)
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(snapshot !== window && !(snapshot is UIWindow))
    }
}
