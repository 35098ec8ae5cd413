/// The scenes Tab and Shift-Tab cycle through, in order: the fourteen built-in ones, or the ones
/// `Playground.run(scenes:)` was given. A value the run is given (the command line, the app and
/// its replays read the one they were handed), not a process-wide list.
@MainActor
package struct SceneCatalog {
    /// One scene: its name and how to make a fresh instance.
    package struct Entry {
        /// The scene's name (as `Scene.name`).
        package let name: String
        /// Makes the scene, fresh (switching scenes always restarts them).
        package let make: @MainActor () -> any Scene
    }

    /// The scenes, in Tab order; never empty, names distinct.
    package let entries: [Entry]

    /// The playground's own fourteen scenes, in Tab order.
    package static let builtIn = SceneCatalog(checkedEntries: [
        Entry(name: "sample") { SampleScene() },
        Entry(name: "present") { PresentScene() },
        Entry(name: "interactive") { InteractiveScene() },
        Entry(name: "sheet") { SheetScene() },
        Entry(name: "sheets") { SheetsScene() },
        Entry(name: "navigation") { NavigationScene() },
        Entry(name: "photos") { PhotosScene() },
        Entry(name: "lockscreen") { LockScreenScene() },
        Entry(name: "patterns") { PatternsScene() },
        Entry(name: "cards") { CardsScene() },
        Entry(name: "coreanimation") { CoreAnimationScene() },
        Entry(name: "tabs") { TabsScene() },
        Entry(name: "zoom") { ZoomScene() },
        Entry(name: "search") { SearchScene() },
    ])

    private init(checkedEntries: [Entry]) { entries = checkedEntries }

    /// The catalog of `scenes` (each closure makes a fresh scene), or what is wrong with them:
    /// none, or two with one name.
    package static func make(_ scenes: [@MainActor () -> any Scene]) -> Result<SceneCatalog, CommandLineError> {
        guard !scenes.isEmpty else { return .failure(CommandLineError(message: "Playground.run was given no scenes")) }
        let entries = scenes.map { make in Entry(name: make().name, make: make) }
        var seen: Set<String> = []
        for entry in entries where !seen.insert(entry.name).inserted {
            return .failure(CommandLineError(message: "two scenes are named '\(entry.name)'; each scene needs a name of its own"))
        }
        return .success(SceneCatalog(checkedEntries: entries))
    }

    /// The position of the scene named `name` (Tab order), if it is one of these.
    package func index(ofScene name: String) -> Int? { entries.firstIndex { $0.name == name } }

    /// The entry at `index`, wrapping around in both directions.
    package func entry(wrapping index: Int) -> Entry {
        entries[((index % entries.count) + entries.count) % entries.count]
    }
}
