import Foundation
import Testing
@testable import TransitionPlayground

/// The ```swift code blocks of the package's README.md, with the line each starts on.
struct ReadmeSwiftBlock: CustomTestStringConvertible {
    /// The line of the block's first code line (1-based).
    var line: Int
    /// The code, exactly as written between the fences.
    var code: String

    var testDescription: String { "README.md:\(line)" }

    /// The package's README.md (found from this file's path).
    static func readmePath() throws -> String {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("README.md").path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Every block that opens with a line that is exactly ```swift and closes with ```.
    static func blocks(in text: String) -> [ReadmeSwiftBlock] {
        var blocks: [ReadmeSwiftBlock] = []
        var current: ReadmeSwiftBlock?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var block = current {
                if line == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.code += line + "\n"
                    current = block
                }
            } else if line == "```swift" {
                current = ReadmeSwiftBlock(line: index + 2, code: "")
            }
        }
        return blocks
    }

    /// The README's blocks.
    static func all() throws -> [ReadmeSwiftBlock] {
        blocks(in: try String(contentsOfFile: try readmePath(), encoding: .utf8))
    }
}

/// Type-checks Swift source with `swiftc -typecheck` against the modules `swift build` made for
/// this test run (TransitionKit, TransitionCatalog, TransitionKitSDL, TransitionKitTesting), as a
/// user's file would be.
enum SwiftTypeChecker {
    /// The build's module directory: `Modules` next to the test binary.
    static func modulesDirectory() throws -> String {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("TransitionKit.swiftmodule").path) {
                return candidate.path
            }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    /// Type-checks `code` as the file `name`.swift in Swift `languageMode` ("5" or "6"); the
    /// outcome's status is 0 when it compiles, its standard error holds the diagnostics.
    static func check(_ code: String, name: String, languageMode: String = "6") throws -> PlaygroundEndToEndTests.Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tk-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        return try check(files: [file.path], languageMode: languageMode)
    }

    /// Type-checks the Swift files at `paths` together, as one module of a user's; the outcome's
    /// status is 0 when they compile.
    static func check(files paths: [String], languageMode: String = "6") throws -> PlaygroundEndToEndTests.Outcome {
        try PlaygroundEndToEndTests.runTool(
            "/usr/bin/env",
            ["swiftc", "-typecheck", "-swift-version", languageMode, "-I", try modulesDirectory()] + (try clangModuleArguments()) + paths)
    }

    /// What a client of TransitionKitSDL (or TransitionKitTesting, which uses it) needs beyond the
    /// Swift modules, as SwiftPM passes it: the SDL system-library module maps and SDL's headers.
    static func clangModuleArguments() throws -> [String] {
        let sources = URL(fileURLWithPath: try ReadmeSwiftBlock.readmePath()).deletingLastPathComponent()
            .appendingPathComponent("Sources")
        let moduleMaps = ["CSDL2", "CSDL2TTF", "CSDL2Image", "CGIFLib"].flatMap { module in
            ["-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("\(module)/module.modulemap").path]
        }
        let headers = try PlaygroundEndToEndTests.runTool("/usr/bin/env", ["pkg-config", "--cflags-only-I", "sdl2"])
        return moduleMaps + headers.standardOutput.split(whereSeparator: \.isWhitespace).flatMap { ["-Xcc", String($0)] }
    }
}

/// The README can never rot: each of its Swift blocks compiles exactly as written, in
/// `make test`.
@Suite("README code blocks")
struct ReadmeTests {
    @Test("README.md has Swift blocks, found at their lines")
    func blocksAreFound() throws {
        let blocks = try ReadmeSwiftBlock.all()
        #expect(!blocks.isEmpty)
        let sample = ReadmeSwiftBlock.blocks(in: "text\n```swift\nlet a = 1\n```\n```sh\nls\n```\n```swift\nlet b = 2\n```\n")
        #expect(sample.map(\.line) == [3, 9] && sample.map(\.code) == ["let a = 1\n", "let b = 2\n"])
    }

    @Test("Every ```swift block of README.md type-checks as written against the built modules",
          arguments: try ReadmeSwiftBlock.all())
    func blockCompiles(_ block: ReadmeSwiftBlock) throws {
        let outcome = try SwiftTypeChecker.check(block.code, name: "README-line-\(block.line)")
        #expect(outcome.status == 0, "README.md:\(block.line) does not compile:\n\(outcome.standardError)")
    }

    @Test("The README names every tutorial the scenes cite, inside the repo (no pointer to a directory a clone lacks)")
    @MainActor
    func tutorialsAreNamed() throws {
        let text = try String(contentsOfFile: try ReadmeSwiftBlock.readmePath(), encoding: .utf8)
        #expect(!text.contains("shared/seeds"))
        let cited = Set(SceneCatalog.builtIn.descriptions.flatMap { description in
            description.summary.matches(of: /\b\d{3}\b/).map { String($0.output) }
        })
        #expect(cited.count >= 4, "the scenes cite seeds 000-003: \(cited)")
        for seed in cited.sorted() {
            #expect(text.contains("\n- **\(seed)** "), "README.md lists tutorial \(seed)")
        }
    }

    @Test("The check fails for code that does not compile (so a broken block fails the suite)")
    func brokenCodeFails() throws {
        let outcome = try SwiftTypeChecker.check("import TransitionKit\nlet frame: CGRect = 3\n", name: "broken")
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("error:"))
    }
}
