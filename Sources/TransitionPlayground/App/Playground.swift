import Foundation
import TransitionKit

/// The whole playground app for your own scenes: window, HUD, time controls, grab, help, debug
/// overlay, command line, scripts, record and replay, screenshots, GIFs, filmstrips and traces.
///
/// ```swift
/// import TransitionPlayground
///
/// Playground.run(scenes: [{ MyCardScene() }])
/// ```
/// The command line is the `playground` executable's (`--help` lists it): `--scene` and
/// `--animator` pick among your scenes, `--script`, `--screenshot`, `--gif` work on them.
@MainActor
public enum Playground {
    /// Runs the app on `scenes` (Tab order; each closure makes a fresh scene, as switching scenes
    /// restarts them) with the command line `arguments` (without the program name), then exits
    /// the process with the app's exit code: 0, 1 for a runtime failure, 2 for a bad command line
    /// or a bad scene list (none, or two scenes with one name).
    public static func run(
        scenes: [@MainActor () -> any Scene], arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(exitCode(scenes: scenes, arguments: arguments))
    }

    /// Shows the controller `rootViewController` makes in the playground's window, as one scene
    /// named `name`; the command line works as for `run(scenes:arguments:)`.
    public static func run(
        rootViewController: @escaping @autoclosure @MainActor () -> UIViewController, name: String = "main",
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run(scenes: [{ TransitionScene(name: name, title: name) { _ in rootViewController() } }], arguments: arguments)
    }

    /// Runs an iOS app through its app delegate, as `UIApplicationMain` does on a phone: the
    /// delegate `appDelegate` makes is `UIApplication.shared.delegate`, it gets
    /// `application(_:willFinishLaunchingWithOptions:)`, then
    /// `application(_:didFinishLaunchingWithOptions:)`, then `applicationDidBecomeActive(_:)`,
    /// and `applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)`,
    /// `applicationWillTerminate(_:)` when the playground quits. The window it makes key
    /// (`window?.makeKeyAndVisible()`; else its `window`) is the device's screen, on the
    /// playground's clock, with the whole playground around it (time controls, grab, debug
    /// overlay, scripts, screenshots). The app is one scene named `name`; Tab and a tuning replay
    /// terminate it and launch a fresh delegate.
    ///
    /// ```swift
    /// Playground.run(appDelegate: AppDelegate())   // main.swift, instead of @main on AppDelegate
    /// ```
    /// `appDelegate` is evaluated once per launch (Swift cannot make an instance from a class
    /// value without a `required init()`, which `UIResponder` subclasses lack, so the delegate is
    /// passed as the expression that makes it).
    public static func run(
        appDelegate: @escaping @autoclosure @MainActor () -> any UIApplicationDelegate, name: String = "app",
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run(scenes: [{ AppLaunchScene(name: name, delegate: appDelegate, sceneDelegate: nil) }], arguments: arguments)
    }

    /// Runs an iOS app with scenes through its app and scene delegates, as `UIApplicationMain`
    /// does for an app whose Info.plist declares a scene configuration: the app delegate gets
    /// `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)` and
    /// `application(_:configurationForConnecting:options:)`; the scene delegate `sceneDelegate`
    /// makes (once per launch, whatever the configuration's `delegateClass`) gets
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`,
    /// `sceneDidBecomeActive(_:)`, and `sceneWillResignActive(_:)`, `sceneDidEnterBackground(_:)`,
    /// `sceneDidDisconnect(_:)` then the app delegate's `applicationWillTerminate(_:)` when the
    /// playground quits. The window the scene delegate makes key (`UIWindow(windowScene:)`, then
    /// `makeKeyAndVisible()`; else its `window`) is the device's screen.
    ///
    /// ```swift
    /// Playground.run(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate())
    /// ```
    public static func run(
        appDelegate: @escaping @autoclosure @MainActor () -> any UIApplicationDelegate,
        sceneDelegate: @escaping @autoclosure @MainActor () -> any UISceneDelegate, name: String = "app",
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run(scenes: [{ AppLaunchScene(name: name, delegate: appDelegate, sceneDelegate: sceneDelegate) }], arguments: arguments)
    }

    /// Runs the app on `scenes` as `run(scenes:arguments:)` does, with `benchmark` answering
    /// `--bench` (the `playground` executable's benchmark target), then exits.
    package static func run(
        scenes: [@MainActor () -> any Scene], benchmark: @escaping BenchmarkRunner,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        exit(exitCode(scenes: scenes, arguments: arguments, benchmark: benchmark))
    }

    /// Runs the app as `run(scenes:arguments:)` does and returns the exit code instead of exiting.
    static func exitCode(scenes: [@MainActor () -> any Scene], arguments: [String], benchmark: BenchmarkRunner? = nil) -> Int32 {
        HelpText.programName = URL(fileURLWithPath: CommandLine.arguments.first ?? "playground").lastPathComponent
        switch SceneCatalog.make(scenes) {
        case .failure(let problem):
            FileHandle.standardError.write(Data("playground: error: \(problem.message)\n".utf8))
            return PlaygroundMain.exitUsage
        case .success(let catalog):
            return PlaygroundMain.run(arguments: arguments, catalog: catalog, benchmark: benchmark)
        }
    }

    /// The playground's fourteen built-in scenes, in Tab order, for `run(scenes:)` (add your own
    /// before or after them).
    public static var builtInScenes: [@MainActor () -> any Scene] { SceneCatalog.builtIn.entries.map(\.make) }
}
