import Foundation

/// `--watch`: edit, save, see. The supervisor runs the program as a child process with
/// `--record`, watches the package's `Sources` for changes, rebuilds with `swift build
/// --product NAME`, and restarts the new binary with `--replay` of what was recorded, so it
/// comes back in the same scene and animator at the same moment (replay is deterministic). A
/// failed build leaves the old child running and shows the first error in its window (through
/// the `--watch-status` file); quitting the child (Q, closing the window) ends the watch.
struct WatchSupervisor {
    /// The command line without `--watch`.
    let arguments: [String]
    /// The program's binary (rebuilt in place by `swift build`).
    let executablePath: String
    /// The product `swift build --product` builds: the binary's name.
    let productName: String
    /// The directory holding the package's `Package.swift`.
    let packageRoot: URL
    /// Where the recordings and the status file live.
    let workDirectory: URL
    /// How often the sources are checked, in seconds.
    var pollInterval: TimeInterval = 0.5

    /// The file the child records to.
    var recordingPath: String { workDirectory.appendingPathComponent("session.script").path }
    /// The recording the next child replays.
    var replayPath: String { workDirectory.appendingPathComponent("replay.script").path }
    /// The file through which the supervisor talks to the child.
    var statusPath: String { workDirectory.appendingPathComponent("status").path }

    /// The child's command line: the user's arguments, recording, status, and the replay if any.
    func childArguments(replaying: Bool) -> [String] {
        arguments + ["--record", recordingPath, "--watch-status", statusPath] + (replaying ? ["--replay", replayPath] : [])
    }

    /// The nearest directory at or above `directory` that holds a `Package.swift`.
    static func packageRoot(from directory: URL) -> URL? {
        var candidate = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) { return candidate }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }

    /// Every Swift file under `root/Sources` with its modification date (the watch compares these).
    static func sourceSnapshot(of root: URL) -> [String: Date] {
        let sources = root.appendingPathComponent("Sources")
        guard let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.contentModificationDateKey]) else { return [:] }
        var snapshot: [String: Date] = [:]
        for case let url as URL in files where url.pathExtension == "swift" {
            snapshot[url.path] = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast
        }
        return snapshot
    }

    /// The first compiler error of `swift build`'s output ("File.swift:12:5: error: ..."), with
    /// the path shortened to the file's name; nil when there is none.
    static func firstError(in output: String) -> String? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains(": error: ") }) else { return nil }
        let text = line.trimmingCharacters(in: .whitespaces)
        guard let colon = text.range(of: ".swift:") else { return text }
        let path = text[..<colon.lowerBound]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        return name + text[colon.lowerBound...]
    }
}
