import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// P, `--phone` and `--safe-area`: the simulated phone's insets, status bar and home indicator.
@Suite("Phone insets")
@MainActor
struct PhoneInsetsTests {
    static let phone = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private func press(_ key: String, in app: PlaygroundApp) {
        app.handle(.keyDown(Key(name: key), modifiers: []))
        app.handle(.keyUp(Key(name: key), modifiers: []))
    }

    @Test("P gives the scene window a phone's insets and draws its status bar and home indicator; P again removes them")
    func keyToggles() {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 390, height: 844))
        app.runFrame()
        #expect(app.window.safeAreaInsets == .zero && app.tools.phone.chrome.isHidden)
        press("P", in: app)
        app.runFrame()
        #expect(app.window.safeAreaInsets == Self.phone && app.window.rootViewController?.view.safeAreaInsets == Self.phone)
        #expect(!app.tools.phone.chrome.isHidden && app.tools.phone.chrome.timeLabel.text == PhoneChrome.time)
        #expect(app.tools.phone.chrome.homeIndicator.frame == CGRect(x: 128, y: 831, width: 134, height: 5))
        #expect(app.tools.hud.panel.frame.minY == Sidebar.margin && app.tools.hud.panel.frame.minX >= 390, "the HUD stays in the sidebar, clear of the status bar")
        // Screen A is dark: light status bar content.
        #expect(app.tools.phone.chrome.timeLabel.textColor == UIColor(white: 1, alpha: 1))
        press("P", in: app)
        app.runFrame()
        #expect(app.window.safeAreaInsets == .zero && app.tools.phone.chrome.isHidden)
    }

    @Test("The phone stays on across scenes (Tab)")
    func keptAcrossScenes() {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 390, height: 844), phoneInsets: Self.phone)
        app.runFrame()
        press("Tab", in: app)
        app.runFrame()
        #expect(app.window.safeAreaInsets == Self.phone && !app.tools.phone.chrome.isHidden)
    }

    @Test("Presenting B (dark content, capturing the status bar) turns the status bar text dark")
    func statusBarFollowsPresentation() {
        let app = PlaygroundApp(scene: PresentScene(), size: CGSize(width: 390, height: 844), phoneInsets: Self.phone)
        app.runFrame()
        #expect(app.tools.phone.chrome.homeIndicator.backgroundColor == .white)
        press("Return", in: app)
        for _ in 0..<90 { app.runFrame() }
        #expect(app.window.statusBarAppearance.style == .darkContent)
        #expect(app.tools.phone.chrome.timeLabel.textColor == UIColor(white: 0, alpha: 1))
        #expect(app.tools.phone.chrome.homeIndicator.backgroundColor == .black)
    }

    @Test("--phone and --safe-area T,B set the insets; bad values are refused")
    func commandLine() throws {
        let parser = CommandLineParser(scenes: CommandLineParserTests.scenes, canWrite: { _ in true }, canRead: { _ in true })
        guard case .run(let phone) = try parser.parse(["--phone"]) else { Issue.record("no run"); return }
        #expect(phone.safeAreaInsets == Self.phone)
        guard case .run(let custom) = try parser.parse(["--safe-area", "47,21"]) else { Issue.record("no run"); return }
        #expect(custom.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 21, right: 0))
        for bad in ["47", "47,21,3", "a,b", "-1,34", "59,900"] {
            #expect(throws: CommandLineError.self) { try parser.parse(["--safe-area", bad]) }
        }
        #expect(throws: CommandLineError.self) { try parser.parse(["--phone=1"]) }
        #expect(throws: CommandLineError.self) { try parser.parse(["--bench", "--phone"]) }
    }

    @Test("The help lists P")
    func helpListsKey() {
        #expect(PlaygroundApp(scene: PresentScene(), size: CGSize(width: 400, height: 300)).tools.bindings.first { $0.matches(.letter("P"), false) }?.keys == "P")
        #expect(HelpText.usage(scenes: []).contains("--safe-area"))
    }
}
