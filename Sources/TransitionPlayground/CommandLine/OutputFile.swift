import Foundation

/// Files the playground writes (`--record`, `--trace`): created with their missing directories,
/// so `--trace runs/today/a.json` works in a fresh clone.
enum OutputFile {
    /// Creates `path`'s missing parent directories, then an empty file at `path`, and opens it for
    /// writing; nil when either cannot be created.
    static func create(atPath path: String) -> FileHandle? {
        let manager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                return nil
            }
        }
        guard manager.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }
}
