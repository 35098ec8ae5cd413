import Foundation
import Testing
@testable import Playground

@Suite("Command line parsing")
struct CommandLineParserTests {
    /// A parser that believes every path is writable unless it contains "locked".
    let parser = CommandLineParser(canWrite: { !$0.contains("locked") })

    private func options(_ arguments: [String]) throws -> PlaygroundOptions {
        guard case .run(let options) = try parser.parse(arguments) else {
            Issue.record("expected a run for \(arguments)")
            return PlaygroundOptions()
        }
        return options
    }

    private func error(_ arguments: [String]) -> String? {
        do {
            _ = try parser.parse(arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("No arguments open the default window")
    func defaults() throws {
        let options = try options([])
        #expect(options == PlaygroundOptions())
        #expect(options.size == CGSize(width: 1024, height: 768))
        #expect(!options.isHeadless && options.effectiveFrameLimit == nil)
    }

    @Test("--slow starts slow and takes no value")
    func slow() throws {
        #expect(try options(["--slow"]).isSlow)
        #expect(try !options([]).isSlow)
        #expect(error(["--slow=yes"]) == "playground: error: --slow takes no value (see 'playground --help')")
    }

    @Test("Every option is read, with its value next or after '='")
    func allOptions() throws {
        let spaced = try options(["--headless", "--frames", "3", "--size", "800x600", "--screenshot", "out.png"])
        let inline = try options(["--headless", "--frames=3", "--size=800X600", "--screenshot=out.png"])
        #expect(spaced == inline)
        #expect(spaced.isHeadless && spaced.frameLimit == 3 && spaced.size == CGSize(width: 800, height: 600))
        #expect(spaced.screenshotPath == "out.png")
        #expect(try options(["--headless"]).effectiveFrameLimit == 1, "headless draws one frame by default")
        #expect(try options(["--frames", "5"]).effectiveFrameLimit == 5)
    }

    @Test("--help and --version win over everything after them")
    func helpAndVersion() throws {
        #expect(try parser.parse(["--help"]) == .help)
        #expect(try parser.parse(["-h", "--bogus"]) == .help)
        #expect(try parser.parse(["--version"]) == .version)
        #expect(HelpText.usage.contains("Examples:") && HelpText.usage.contains("--screenshot"))
    }

    @Test("--bench runs headless and refuses --frames and --screenshot")
    func bench() throws {
        #expect(try parser.parse(["--bench", "--size", "640x480"])
            == .benchmark(PlaygroundOptions(isHeadless: true, size: CGSize(width: 640, height: 480))))
        #expect(error(["--bench", "--frames", "3"])?.contains("--bench cannot be combined") == true)
    }

    @Test("Bad input gets one clear line naming the problem", arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--size", "0x0"], "from 1 to 16384, got '0x0'"),
        (["--size", "abc"], "WIDTHxHEIGHT"),
        (["--size", "100x"], "WIDTHxHEIGHT"),
        (["--size", "20000x100"], "from 1 to 16384"),
        (["--frames", "-1"], "got '-1'"),
        (["--frames", "0"], "got '0'"),
        (["--frames", "2.5"], "got '2.5'"),
        (["--frames"], "--frames needs a value"),
        (["--screenshot", "locked/out.png"], "cannot write 'locked/out.png'"),
        (["--screenshot", "out.jpg"], "expects a .png file"),
        (["--headless=yes"], "--headless takes no value"),
        (["stray"], "unexpected argument 'stray'"),
    ])
    func badInput(arguments: [String], expected: String) {
        let message = error(arguments)
        #expect(message?.contains(expected) == true, "\(arguments) -> \(message ?? "no error")")
        #expect(message?.hasPrefix("playground: error: ") == true)
        #expect(message?.contains("\n") == false)
    }

    @Test("Writability is checked on the real file system")
    func realWritability() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tk-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(CommandLineParser.canWriteFile(directory.appendingPathComponent("new.png").path))
        #expect(!CommandLineParser.canWriteFile(directory.appendingPathComponent("missing/new.png").path))
        #expect(!CommandLineParser.canWriteFile(directory.path), "a directory is not a file")
    }
}
