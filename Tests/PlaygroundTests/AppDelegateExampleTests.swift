import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// `Examples/AppDelegateExample`: an iOS app written as iOS developers write one (an app
/// delegate, a scene delegate, a display-link animation), changed only in its import, and run by
/// `Playground.run(appDelegate:sceneDelegate:)`.
@Suite("The app-delegate example")
struct AppDelegateExampleTests {
    /// The example's folder.
    static func folder() throws -> URL {
        URL(fileURLWithPath: try ReadmeSwiftBlock.readmePath()).deletingLastPathComponent().appendingPathComponent("Examples/AppDelegateExample")
    }

    /// The example's app files: everything but `main.swift`, the playground's entry point.
    static func appFiles() throws -> [String] {
        let folder = try folder()
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "main.swift" }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test("The app's files import TransitionKit alone (on iOS: UIKit) and type-check against it as written")
    func compilesAsWritten() throws {
        let files = try Self.appFiles()
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["AppDelegate.swift", "PulseViewController.swift", "SceneDelegate.swift"])
        for file in files {
            let imports = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("import ") }
            #expect(imports == ["import TransitionKit   // on iOS: import UIKit"], "\(file)")
        }
        let outcome = try SwiftTypeChecker.check(files: files)
        #expect(outcome.status == 0, "the example does not compile:\n\(outcome.standardError)")
    }

    /// The example's executable next to this test bundle.
    static func executable() throws -> String {
        try PlaygroundEndToEndTests.executableURL().deletingLastPathComponent().appendingPathComponent("AppDelegateExample").path
    }

    @Test("Run headless, it launches in UIKit's order, shows its window as the device's screen, and terminates when the run ends")
    func runsHeadless() throws {
        let shot = PlaygroundEndToEndTests.temporaryPath("app.bmp")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let outcome = try PlaygroundEndToEndTests.runTool(try Self.executable(), ["--headless", "--frames", "31", "--screenshot", shot])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        #expect(outcome.standardOutput.split(separator: "\n") == [
            "AppDelegate: willFinishLaunching (state 1)",
            "AppDelegate: didFinishLaunching on iOS 18.0",
            "AppDelegate: configurationForConnecting",
            "SceneDelegate: willConnect, screen 1024x768",
            "SceneDelegate: willEnterForeground",
            "SceneDelegate: didBecomeActive (state 0)",
            "SceneDelegate: willResignActive",
            "SceneDelegate: didEnterBackground",
            "SceneDelegate: didDisconnect",
            "AppDelegate: willTerminate",
        ])
        let image = try BitmapFile(contentsOf: shot)
        #expect(image.width == 1024 && image.height == 768, "the device's screen alone")
        let centre = try #require(image.color(x: 512, y: 384))
        #expect(BitmapFile.isClose(centre, .systemIndigo, tolerance: 6), "the card the display link turns: \(centre)")
        let corner = try #require(image.color(x: 20, y: 740))
        #expect(BitmapFile.isClose(corner, .systemBackground), "\(corner)")
    }
}
