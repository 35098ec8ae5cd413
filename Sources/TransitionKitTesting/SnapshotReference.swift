import Foundation

/// Where a snapshot's reference image lives, and where a failed comparison writes the actual
/// image and the diff: `<directory>/<name>.png`, `<name>.actual.png`, `<name>.diff.png`.
public struct SnapshotReference: Equatable, Sendable {
    /// The environment variable that, set to "1" (or "true", "yes"), makes every snapshot
    /// assertion record its reference instead of comparing.
    public static let recordEnvironmentVariable = "TRANSITIONKIT_RECORD"

    /// The snapshot's name (the file name without ".png").
    public let name: String
    /// The directory of the reference.
    public let directory: String

    /// The reference of the snapshot `name` of the test file `filePath`:
    /// `__Snapshots__/<TestFile>/<name>.png` next to it (`<TestFile>` without ".swift"), as
    /// swift-snapshot-testing stores them, so references are committed with their tests.
    public init(named name: String, filePath: String = #filePath) {
        let file = URL(fileURLWithPath: filePath)
        self.init(named: name, directory: file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path)
    }

    /// The reference of the snapshot `name` in `directory`.
    public init(named name: String, directory: String) {
        self.name = name
        self.directory = directory
    }

    /// The reference image.
    public var referencePath: String { path("png") }
    /// The image the last failed comparison rendered.
    public var actualPath: String { path("actual.png") }
    /// The last failed comparison's diff: differing pixels red over a faded reference.
    public var diffPath: String { path("diff.png") }

    /// Whether the environment asks to record references (`TRANSITIONKIT_RECORD`).
    public static var isRecordingRequested: Bool {
        let value = ProcessInfo.processInfo.environment[recordEnvironmentVariable]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    private func path(_ suffix: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("\(name).\(suffix)").path
    }
}
