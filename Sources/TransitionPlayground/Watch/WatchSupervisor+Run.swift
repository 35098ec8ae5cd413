import Foundation

/// The supervisor's loop: start the child, poll the sources, rebuild, restart.
extension WatchSupervisor {
    /// Supervises the program running with `arguments` (without `--watch`) until the child
    /// quits; returns its exit code (2 when the package or binary cannot be found).
    static func run(arguments: [String]) -> Int32 {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        guard let root = packageRoot(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
            report("--watch needs to run inside the package (no Package.swift here or above): cd to it first")
            return 2
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("transitionkit-watch-\(getpid())")
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            report("--watch cannot create \(work.path): \(error.localizedDescription)")
            return 1
        }
        defer { try? FileManager.default.removeItem(at: work) }
        let supervisor = WatchSupervisor(
            arguments: arguments, executablePath: executable.path, productName: executable.lastPathComponent,
            packageRoot: root, workDirectory: work)
        return supervisor.superviseChild()
    }

    /// How long a child gets to quit when asked, in seconds.
    static let quitTimeout: TimeInterval = 3

    /// Runs children until one quits by itself; returns its exit code.
    func superviseChild() -> Int32 {
        writeStatus("")
        report("watching \(packageRoot.path)/Sources: save a file to rebuild '\(productName)' and come back where you were")
        var child: Process
        do { child = try launchChild(replaying: false) } catch {
            report("--watch cannot start \(executablePath): \(error.localizedDescription)")
            return 1
        }
        var snapshot = Self.sourceSnapshot(of: packageRoot)
        while true {
            Thread.sleep(forTimeInterval: pollInterval)
            if !child.isRunning { return child.terminationStatus }
            let now = Self.sourceSnapshot(of: packageRoot)
            guard now != snapshot else { continue }
            snapshot = now
            writeStatus("building \(productName)…")
            Self.report("a source changed: swift build --product \(productName)")
            let (succeeded, output) = build()
            snapshot = Self.sourceSnapshot(of: packageRoot)
            guard succeeded else {
                let error = Self.firstError(in: output) ?? "the build failed (see the terminal)"
                FileHandle.standardError.write(Data(output.utf8))
                writeStatus("build failed: " + error)
                continue
            }
            stop(child)
            do {
                try? FileManager.default.removeItem(atPath: replayPath)
                try FileManager.default.moveItem(atPath: recordingPath, toPath: replayPath)
                child = try launchChild(replaying: true)
                Self.report("restarted with the new build, replaying to where you were")
            } catch {
                Self.report("--watch cannot restart: \(error.localizedDescription)")
                return 1
            }
        }
    }

    /// Asks `child` to quit (the status file says "quit": it ends its recording at that frame),
    /// waits up to `quitTimeout` seconds, then terminates it.
    private func stop(_ child: Process) {
        writeStatus("quit")
        var waited: TimeInterval = 0
        while child.isRunning && waited < Self.quitTimeout {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
        }
        if child.isRunning { child.terminate() }
        child.waitUntilExit()
        writeStatus("")
    }

    private func launchChild(replaying: Bool) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = childArguments(replaying: replaying)
        try process.run()
        return process
    }

    /// `swift build --product NAME` in the package; whether it succeeded and its output.
    private func build() -> (Bool, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--product", productName]
        process.currentDirectoryURL = packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (false, "cannot run swift build: \(error.localizedDescription)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
    }

    private func writeStatus(_ text: String) {
        FileManager.default.createFile(atPath: statusPath, contents: Data(text.utf8))
    }

    private func report(_ line: String) { Self.report(line) }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data("playground --watch: \(line)\n".utf8))
    }
}
