import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The scene's life-cycle notifications through a launch, its title and subtitle, its
/// configuration's defaults, and opening URLs from a scene.
@Suite("UIScene: notifications, titles, open URL")
@MainActor
struct UISceneNotificationsTests {
    private let screen = CGSize(width: 430, height: 932)
    private let names = [UIScene.willConnectNotification, UIScene.willEnterForegroundNotification, UIScene.didActivateNotification,
                         UIApplication.didBecomeActiveNotification, UIScene.willDeactivateNotification,
                         UIScene.didEnterBackgroundNotification, UIScene.didDisconnectNotification]

    @Test("an app with scenes: connect, foreground, activate (before the app's), deactivate, background, disconnect")
    func withScenes() {
        let recorder = NotificationRecorder(names: names)
        let launch = ApplicationLaunch(delegate: RecordingAppDelegate(log: LaunchLog(), makesWindow: false),
                                       sceneDelegate: { RecordingSceneDelegate(log: LaunchLog()) }, screenSize: screen, clock: AnimationClock())
        _ = launch.finishLaunching()
        launch.becomeActive()
        launch.terminate()
        #expect(recorder.posted == names)
    }

    @Test("an app without scenes gets the same scene notifications for its implicit scene")
    func withoutScenes() {
        let recorder = NotificationRecorder(names: names)
        let launch = ApplicationLaunch(delegate: RecordingAppDelegate(log: LaunchLog()), sceneDelegate: nil,
                                       screenSize: screen, clock: AnimationClock())
        _ = launch.finishLaunching()
        launch.becomeActive()
        launch.terminate()
        #expect(recorder.posted == names)
    }

    @Test("title and subtitle are kept; UISceneConfiguration() is unnamed for the app's window; the scene's next is the app")
    func titlesAndConfiguration() throws {
        let (window, _) = makeTestWindow()
        let scene = try #require(window.windowScene)
        #expect(scene.subtitle == "")
        scene.subtitle = "Drafts"
        #expect(scene.subtitle == "Drafts")
        scene.subtitle = ""
        let configuration = UISceneConfiguration()
        #expect(configuration.name == nil && configuration.role == .windowApplication)
        #expect(scene.next === UIApplication.shared)
    }

    @Test("a scene opens URLs as the app does: logged, answered in the next frame")
    func openURL() throws {
        let (window, clock) = makeTestWindow()
        let scene = try #require(window.windowScene)
        var log: [String] = []
        window.callbackHandler = { log.append($0) }
        var answers: [Bool] = []
        scene.open(URL(string: "https://example.com")!, options: UIScene.OpenExternalURLOptions()) { answers.append($0) }
        scene.open(URL(string: "myapp://x")!, options: nil) { answers.append($0) }
        #expect(answers.isEmpty)
        clock.advance(by: 1.0 / 60)
        #expect(answers == [true, false])
        #expect(log == ["UIApplication.open(https://example.com)", "UIApplication.open(myapp://x)"])
    }
}
