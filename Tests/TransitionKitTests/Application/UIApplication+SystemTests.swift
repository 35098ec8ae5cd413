import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The app's sessions, system answers, event dispatch, supported orientations, memory warnings,
/// shakes and the responder chain's end.
@Suite("UIApplication: sessions, events, orientations, memory warnings, shakes")
@MainActor
struct UIApplicationSystemTests {
    /// A controller that counts memory warnings and records shakes.
    private final class CountingController: UIViewController {
        var warnings = 0
        var motions: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func didReceiveMemoryWarning() { warnings += 1 }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            motions.append("began \(motion == .motionShake) \(event?.type == .motion) \(event?.subtype == .motionShake)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append("ended") }
    }

    /// A view that records the touches it gets.
    private final class TouchView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
    }

    /// An app delegate that limits orientations and counts memory warnings.
    private final class LimitingDelegate: UIResponder, UIApplicationDelegate {
        var warnings = 0
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { .portrait }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { warnings += 1 }
    }

    @Test("one scene at a time; open sessions are the connected scenes'; protected data, layout direction, shake to edit")
    func systemAnswers() {
        let app = UIApplication.shared
        #expect(!app.supportsMultipleScenes)
        #expect(app.openSessions == Set(app.connectedScenes.map(\.session)) && !app.openSessions.isEmpty)
        #expect(app.isProtectedDataAvailable && app.userInterfaceLayoutDirection == .leftToRight)
        #expect(app.applicationSupportsShakeToEdit)
        #expect(app.canOpenURL(URL(string: UIApplication.openNotificationSettingsURLString)!))
        #expect(app.canOpenURL(URL(string: UIApplication.openDefaultApplicationsSettingsURLString)!))
    }

    @Test("sendEvent hands each window its touches' event once")
    func sendEvent() {
        let (a, _) = makeTestWindow(), (b, _) = makeTestWindow()
        let va = TouchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)), vb = TouchView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        a.addSubview(va); b.addSubview(vb)
        let t1 = UITouch(location: .zero, timestamp: 0, window: a), t2 = UITouch(location: .zero, timestamp: 0, window: b, finger: 1)
        t1.view = va; t2.view = vb
        UIApplication.shared.sendEvent(UIEvent(timestamp: 0, touches: [t1, t2]))
        #expect(va.log == ["began 1"] && vb.log == ["began 1"])
        UIApplication.shared.sendEvent(UIEvent(timestamp: 0, touches: []))
        #expect(va.log.count == 1)
    }

    @Test("supported orientations: the delegate's answer, else all but upside down; geometry requests keep to it")
    func supportedOrientations() throws {
        let (window, clock) = makeTestWindow(width: 390, height: 844, root: UIViewController())
        let app = UIApplication.shared
        let saved = app.delegate
        defer { app.delegate = saved }
        app.delegate = nil
        #expect(app.supportedInterfaceOrientations(for: window) == .allButUpsideDown)
        let delegate = LimitingDelegate()
        app.delegate = delegate
        #expect(app.supportedInterfaceOrientations(for: window) == .portrait)
        var errors = 0
        try #require(window.windowScene).requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { _ in errors += 1 }
        clock.advance(by: 1)
        #expect(errors == 1 && window.bounds.size == CGSize(width: 390, height: 844))
    }

    @Test("a memory warning reaches the delegate, the notification and every controller in the windows")
    func memoryWarning() {
        let root = CountingController(), child = CountingController(), presented = CountingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let (window, clock) = makeTestWindow(root: root)
        root.present(presented, animated: false)
        clock.advance(by: 1)
        let app = UIApplication.shared
        let saved = app.delegate
        let delegate = LimitingDelegate()
        app.delegate = delegate
        defer { app.delegate = saved }
        let recorder = NotificationRecorder(names: [UIApplication.didReceiveMemoryWarningNotification])
        app.simulateMemoryWarning()
        #expect(delegate.warnings == 1 && recorder.posted.count == 1)
        #expect(root.warnings == 1 && child.warnings == 1 && presented.warnings == 1)
        _ = window
    }

    @Test("a shake goes to the first responder, else up the chain from the key window; the chain ends at the app's delegate")
    func shake() throws {
        let root = CountingController()
        let (window, _) = makeTestWindow(root: root)
        UIApplication.shared.simulateShake()
        #expect(root.motions.isEmpty)   // the window is not in the controller's chain
        #expect(root.becomeFirstResponder())
        UIApplication.shared.simulateShake()
        #expect(root.motions == ["began true true true", "ended"])
        #expect(window.next === window.windowScene && window.windowScene?.next === UIApplication.shared)
        let app = UIApplication.shared
        let saved = app.delegate
        let delegate = LimitingDelegate()
        app.delegate = delegate
        defer { app.delegate = saved }
        #expect(app.next === delegate && delegate.next == nil)
        #expect(root.view.next === root && root.next === window)
    }
}
