/// The seven scenes Tab and Shift-Tab cycle through, in order.
@MainActor
enum SceneCatalog {
    /// One scene: its name and how to make a fresh instance.
    struct Entry {
        /// The scene's name (as `Scene.name`).
        let name: String
        /// Makes the scene, fresh (switching scenes always restarts them).
        let make: @MainActor () -> any Scene
    }

    /// Every scene, in Tab order.
    static let entries: [Entry] = [
        Entry(name: "sample") { SampleScene() },
        Entry(name: "present") { PresentScene() },
        Entry(name: "interactive") { InteractiveScene() },
        Entry(name: "sheet") { SheetScene() },
        Entry(name: "navigation") { NavigationScene() },
        Entry(name: "photos") { PhotosScene() },
        Entry(name: "lockscreen") { LockScreenScene() },
    ]
}
