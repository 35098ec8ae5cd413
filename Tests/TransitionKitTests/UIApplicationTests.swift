import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIApplication and UIWindowScene")
@MainActor
struct UIApplicationTests {
    @Test("The window made key last is the key window; the previous one resigns key; hiding it hands key back")
    func keyWindow() {
        let (first, _) = makeTestWindow()
        let (second, _) = makeTestWindow()
        #expect(UIApplication.shared.keyWindow === second && second.isKeyWindow && !first.isKeyWindow)
        let windows = UIApplication.shared.windows
        #expect(windows.firstIndex(of: first)! < windows.firstIndex(of: second)!)
        second.isHidden = true
        #expect(UIApplication.shared.keyWindow === first && first.isKeyWindow)
        #expect(!UIApplication.shared.windows.contains(second))
    }

    @Test("A released window leaves the application: test windows do not leak into each other")
    func releasedWindowLeaves() {
        weak var released: UIWindow?
        do {
            let (window, _) = makeTestWindow()
            released = window
            #expect(UIApplication.shared.keyWindow === window)
        }
        #expect(released == nil)
        let (window, _) = makeTestWindow()
        #expect(UIApplication.shared.keyWindow === window)
    }

    @Test("The scene idiom real code uses finds the key window; the window knows its scene")
    func sceneIdiom() {
        let unshown = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), clock: AnimationClock())
        #expect(unshown.windowScene == nil)
        let (window, _) = makeTestWindow()
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
        #expect(scene?.windows.first { $0.isKeyWindow } === window)
        #expect(scene?.keyWindow === window && window.windowScene === scene)
        #expect(scene?.screen === window.screen)
    }

    @Test("The interface orientation follows the key window's shape")
    func orientation() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        #expect(window.windowScene?.interfaceOrientation == .portrait)
        window.send(.resize(CGSize(width: 844, height: 390)))
        #expect(window.windowScene?.interfaceOrientation == .landscapeRight)
        #expect(window.windowScene?.interfaceOrientation.isLandscape == true)
    }

    @Test("statusBarManager.statusBarFrame is the screen's top inset across the window, zero while hidden")
    func statusBarFrame() {
        let root = StatusBarController()
        let (window, _) = makeTestWindow(width: 390, height: 844, root: root)
        let view = root.view!
        #expect(view.window?.windowScene?.statusBarManager?.statusBarFrame == .zero)
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(view.window?.windowScene?.statusBarManager?.statusBarFrame.height == 59)
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 59))
        root.hidesStatusBar = true
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == .zero)
    }
}

/// A controller whose status bar preferences tests change (then call
/// `setNeedsStatusBarAppearanceUpdate()`).
@MainActor
final class StatusBarController: UIViewController {
    var hidesStatusBar = false
    var style: UIStatusBarStyle = .default
    var childForStyle: UIViewController?
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var childForStatusBarStyle: UIViewController? { childForStyle }

    convenience init(style: UIStatusBarStyle, hidden: Bool = false) {
        self.init()
        self.style = style
        hidesStatusBar = hidden
    }
}

@Suite("UIApplication: state, URLs, status bar, idle timer, windows made for a scene")
@MainActor
struct UIApplicationAppTests {
    @Test("Without a launched app the app is active, with no delegate")
    func defaultState() {
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.delegate == nil)
    }

    @Test("open(_:) opens nothing: it logs the URL in the key window's callback log; the completion runs in the next frame")
    func openURL() throws {
        let (window, clock) = makeTestWindow()
        var log: [String] = []
        window.callbackHandler = { log.append($0) }
        var answers: [Bool] = []
        let site = try #require(URL(string: "https://www.swift.org"))
        let custom = try #require(URL(string: "myapp://item/3"))
        UIApplication.shared.open(site) { answers.append($0) }
        UIApplication.shared.open(custom, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(log == ["UIApplication.open(https://www.swift.org)", "UIApplication.open(myapp://item/3)"])
        #expect(answers.isEmpty, "the completion comes later, as on iOS")
        clock.advance(by: clock.frameInterval)
        #expect(answers == [true, false], "Safari opens the web; no app is installed for myapp:")
        #expect(UIApplication.shared.canOpenURL(site) && !UIApplication.shared.canOpenURL(custom))
        #expect(try UIApplication.shared.canOpenURL(#require(URL(string: UIApplication.openSettingsURLString))))
        #expect(try UIApplication.shared.canOpenURL(#require(URL(string: "tel:+15551234567"))))
    }

    @Test("statusBarFrame is the key window's status bar frame; the idle timer switch is stored")
    func statusBarAndIdleTimer() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 59))
        UIApplication.shared.isIdleTimerDisabled = true
        #expect(UIApplication.shared.isIdleTimerDisabled)
        UIApplication.shared.isIdleTimerDisabled = false
        #expect(window.screen.maximumFramesPerSecond == 60)
    }

    @Test("UIWindow(windowScene:) is the scene's screen's size and belongs to the scene; UIWindow(frame:) takes the ambient clock")
    func windowsForAScene() throws {
        let (key, clock) = makeTestWindow(width: 320, height: 480)
        let scene = try #require(key.windowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.windowScene === scene && window.bounds.size == CGSize(width: 320, height: 480))
        #expect(window.isHidden && !scene.windows.contains(window))
        #expect(UIWindow(frame: .zero).clock === AnimationClock.main)
        #expect(clock.perform { UIWindow(frame: .zero) }.clock === clock)
        #expect(clock.perform { UIWindow(windowScene: scene) }.clock === clock)
    }
}
