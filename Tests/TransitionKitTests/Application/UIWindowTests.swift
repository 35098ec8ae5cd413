import Foundation
import Testing
@testable import TransitionKit

/// The window's level, key status (with its calls and notifications), visibility
/// notifications and `sendEvent(_:)`.
@Suite("UIWindow")
@MainActor
struct UIWindowTests {
    /// A window that logs the key calls it gets.
    private final class LoggingWindow: UIWindow {
        var log: [String] = []
        var refusesKey = false
        override var canBecomeKey: Bool { !refusesKey }
        override func becomeKey() { super.becomeKey(); log.append("becomeKey") }
        override func resignKey() { super.resignKey(); log.append("resignKey") }
    }

    /// A view that logs the touches methods it gets.
    private final class TouchView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved \(touches.count)") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled \(touches.count)") }
    }

    /// Collects the names of the notifications posted for one object.
    private final class NotificationLog: @unchecked Sendable {
        var names: [String] = []
        var tokens: [NSObjectProtocol] = []
        init(_ names: [Notification.Name], object: AnyObject) {
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [unowned self] note in
                    self.names.append(note.name.rawValue)
                })
            }
        }
        deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    private func window(_ clock: AnimationClock = AnimationClock()) -> LoggingWindow {
        LoggingWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500), clock: clock)
    }

    @Test("levels: normal 0 < statusBar 1000 < alert 2000; the app's windows are listed by level, then by first showing")
    func levels() {
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level(7) == UIWindow.Level(rawValue: 7))
        let a = window(), b = window(), c = window()
        #expect(a.windowLevel == .normal)
        a.windowLevel = .alert
        a.makeKeyAndVisible(); b.makeKeyAndVisible(); c.makeKeyAndVisible()
        let shown = UIApplication.shared.windows.filter { $0 === a || $0 === b || $0 === c }
        #expect(shown.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
        a.windowLevel = UIWindow.Level(-1)
        #expect(UIApplication.shared.windows.filter { $0 === a || $0 === b }.first === a)
    }

    @Test("a level that is not finite is refused with a Diagnostic")
    func badLevel() {
        let a = window()
        a.writesDiagnosticsToStandardError = false
        a.windowLevel = .statusBar
        a.windowLevel = UIWindow.Level(.nan)
        #expect(a.windowLevel == .statusBar)
        #expect(a.diagnostics.last?.code == .invalidWindowLevel)
    }

    @Test("making a window key resigns the old key window first, then becomes key, each with its notification")
    func keyCalls() {
        let clock = AnimationClock()
        let first = window(clock), second = window(clock)
        let firstNotes = NotificationLog([UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification], object: first)
        let secondNotes = NotificationLog([UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification], object: second)
        first.makeKeyAndVisible()
        #expect(first.log == ["becomeKey"] && first.isKeyWindow)
        second.makeKeyAndVisible()
        #expect(first.log == ["becomeKey", "resignKey"] && second.log == ["becomeKey"])
        #expect(firstNotes.names == ["UIWindowDidBecomeKeyNotification", "UIWindowDidResignKeyNotification"])
        #expect(secondNotes.names == ["UIWindowDidBecomeKeyNotification"])
        first.makeKey()
        #expect(first.isKeyWindow && !second.isKeyWindow && second.log == ["becomeKey", "resignKey"])
        first.makeKey()   // already key: nothing new
        #expect(first.log == ["becomeKey", "resignKey", "becomeKey"])
        // Hiding the key window gives key status back to the one made key before it.
        first.isHidden = true
        #expect(second.isKeyWindow && first.log.last == "resignKey" && second.log.last == "becomeKey")
    }

    @Test("a window that cannot become key is shown but leaves the key window as it is")
    func cannotBecomeKey() {
        let key = window(), overlay = window()
        overlay.refusesKey = true
        key.makeKeyAndVisible()
        overlay.makeKeyAndVisible()
        overlay.makeKey()
        #expect(!overlay.isHidden && key.isKeyWindow && !overlay.isKeyWindow && overlay.log.isEmpty)
        #expect(UIApplication.shared.windows.contains { $0 === overlay })
    }

    @Test("a hidden window made key becomes key when it is shown")
    func makeKeyWhileHidden() {
        let key = window(), later = window()
        key.makeKeyAndVisible()
        later.makeKey()
        #expect(key.isKeyWindow && later.log.isEmpty)
        later.isHidden = false
        #expect(later.isKeyWindow && later.log == ["becomeKey"] && key.log.last == "resignKey")
    }

    @Test("showing and hiding post the visibility notifications; creating a window posts none")
    func visibilityNotifications() {
        let w = window()
        let notes = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification], object: w)
        #expect(notes.names.isEmpty && w.isHidden)
        w.makeKeyAndVisible()
        w.isHidden = false
        w.isHidden = true
        #expect(notes.names == ["UIWindowDidBecomeVisibleNotification", "UIWindowDidBecomeHiddenNotification"])
    }

    @Test("sendEvent delivers each view its touches by phase; touches of views elsewhere are left out")
    func sendEvent() {
        let w = window()
        let a = TouchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let outside = TouchView()
        w.addSubview(a); w.addSubview(b)
        let t1 = UITouch(location: .zero, timestamp: 1, window: w, finger: 0)
        let t2 = UITouch(location: .zero, timestamp: 1, window: w, finger: 1)
        let t3 = UITouch(location: .zero, timestamp: 1, window: w, finger: 2)
        let t4 = UITouch(location: .zero, timestamp: 1, window: w, finger: 3)
        t1.view = a; t2.view = a; t3.view = b; t4.view = outside
        t1.phase = .began; t2.phase = .stationary; t3.phase = .ended; t4.phase = .began
        w.sendEvent(UIEvent(timestamp: 1, touches: [t1, t2, t3, t4]))
        #expect(a.log == ["began 1", "moved 1"] && b.log == ["ended 1"] && outside.log.isEmpty)
        t1.phase = .cancelled; t2.phase = .cancelled
        w.sendEvent(UIEvent(timestamp: 2, touches: [t1, t2]))
        #expect(a.log.last == "cancelled 2")
    }

    @Test("canResizeToFitContent is stored, false by default")
    func resizeToFit() {
        let w = window()
        #expect(!w.canResizeToFitContent)
        w.canResizeToFitContent = true
        #expect(w.canResizeToFitContent)
    }
}
