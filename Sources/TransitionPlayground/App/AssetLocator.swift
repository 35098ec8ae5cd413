import Foundation

/// Finds the package's `assets/` directory at run time.
///
/// Looks in `TRANSITIONKIT_ASSETS` when set, then walks up from the executable
/// (`.build/<triple>/debug/playground` sits three levels below the package) and from the
/// working directory.
package enum AssetLocator {
    /// The path of `name` inside the assets directory, or nil when it is not found.
    package static func path(of name: String) -> String? {
        let manager = FileManager.default
        for directory in candidateDirectories() {
            let path = (directory as NSString).appendingPathComponent(name)
            if manager.isReadableFile(atPath: path) { return path }
        }
        return nil
    }

    private static func candidateDirectories() -> [String] {
        var directories: [String] = []
        if let custom = ProcessInfo.processInfo.environment["TRANSITIONKIT_ASSETS"], !custom.isEmpty {
            directories.append(custom)
        }
        var starts: [URL] = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.insert(URL(fileURLWithPath: executable).deletingLastPathComponent(), at: 0)
        }
        for start in starts {
            var directory = start
            for _ in 0..<6 {
                directories.append(directory.appendingPathComponent("assets").path)
                directory.deleteLastPathComponent()
            }
        }
        return directories
    }
}
