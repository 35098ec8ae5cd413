/// The scenes Tab and Shift-Tab cycle through, in order: the thirteen built-in ones, or the ones
/// `Playground.run(scenes:)` was given.
@MainActor
package enum SceneCatalog {
    /// One scene: its name and how to make a fresh instance.
    package struct Entry {
        /// The scene's name (as `Scene.name`).
        package let name: String
        /// Makes the scene, fresh (switching scenes always restarts them).
        package let make: @MainActor () -> any Scene
    }

    /// The playground's own thirteen scenes, in Tab order.
    static let builtIn: [Entry] = [
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
    ]

    /// Every scene of this run, in Tab order (`Playground.run(scenes:)` sets it).
    package static var entries: [Entry] = builtIn
}
