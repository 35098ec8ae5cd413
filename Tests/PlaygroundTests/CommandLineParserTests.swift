import Foundation
import Testing
@testable import TransitionPlayground

@Suite("Command line parsing")
struct CommandLineParserTests {
    static let scenes = [
        SceneDescription(name: "present", summary: "A presents B", animatorNames: ["cross dissolve", "half-way spring", "scale and fade"]),
        SceneDescription(name: "photos", summary: "zoom", animatorNames: ["zoom"]),
    ]
    /// A parser that believes every path is writable unless it contains "locked", and readable
    /// unless it contains "missing".
    let parser = CommandLineParser(
        scenes: CommandLineParserTests.scenes, canWrite: { !$0.contains("locked") }, canRead: { !$0.contains("missing") })

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
            return "\(error)"
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

    @Test("--gif, --gif-scale and --filmstrip are read; the GIF scale defaults to 1")
    func exportOptions() throws {
        let spaced = try options(["--gif", "runs/a.gif", "--gif-scale", "0.5", "--filmstrip", "runs/strip.png"])
        let inline = try options(["--gif=runs/a.gif", "--gif-scale=0.5", "--filmstrip=runs/strip.png"])
        #expect(spaced == inline)
        #expect(spaced.gifPath == "runs/a.gif" && spaced.gifScale == 0.5 && spaced.filmstripPath == "runs/strip.png")
        #expect(try options([]).gifScale == 1)
        #expect(try options(["--filmstrip", "strip.bmp"]).filmstripPath == "strip.bmp")
    }

    @Test("--help and --version win over everything after them")
    @MainActor func helpAndVersion() throws {
        #expect(try parser.parse(["--help"]) == .help)
        #expect(try parser.parse(["-h", "--bogus"]) == .help)
        #expect(try parser.parse(["--version"]) == .version)
        let usage = HelpText.usage(scenes: Self.scenes)
        for option in CommandLineParser.optionNames { #expect(usage.contains(option), "--help lists \(option)") }
        #expect(usage.contains("Examples:") && usage.contains("present, photos"))
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
        (["--scene", "nowhere"], "unknown scene 'nowhere'; choose from: present, photos"),
        (["--scene"], "--scene needs a value"),
        (["--animator", "7"], "scene 'present' has no animator '7'; choose 1-3 or a name: 1 cross dissolve, 2 half-way spring, 3 scale and fade"),
        (["--scene", "photos", "--animator", "2"], "scene 'photos' has no animator '2'; choose 1-1"),
        (["--animator", "wobble", "--scene", "photos"], "scene 'photos' has no animator 'wobble'"),
        (["--script", "missing.txt"], "--script cannot read 'missing.txt'"),
        (["--record", "locked/r.txt"], "--record cannot write 'locked/r.txt'"),
        (["--trace", "t.txt"], "--trace expects a .json file, got 't.txt'"),
        (["--trace", "locked/t.json"], "--trace cannot write"),
        (["--list=all"], "--list takes no value"),
        (["--gif", "out.png"], "--gif expects a .gif file, got 'out.png'"),
        (["--gif", "locked/out.gif"], "--gif cannot write 'locked/out.gif'"),
        (["--gif-scale", "0"], "--gif-scale expects a factor from 0.1 to 1, like 0.5, got '0'"),
        (["--gif-scale", "2"], "--gif-scale expects a factor from 0.1 to 1"),
        (["--gif-scale", "half"], "got 'half'"),
        (["--filmstrip", "strip.gif"], "--filmstrip expects a .png file, got 'strip.gif'"),
        (["--filmstrip", "locked/strip.png"], "--filmstrip cannot write"),
        (["--bench", "--gif", "a.gif"], "--bench cannot be combined with --gif"),
        (["--bench", "--scene", "photos"], "--bench cannot be combined with --scene"),
        (["--bench", "--trace", "t.json"], "--bench cannot be combined with --trace"),
        (["--script", "a.txt", "--record", "a.txt"], "--record would overwrite the --script"),
        (["--frames=", "3"], "got ''"),
    ])
    func badInput(arguments: [String], expected: String) {
        let message = error(arguments)
        #expect(message?.contains(expected) == true, "\(arguments) -> \(message ?? "no error")")
        #expect(message?.hasPrefix("playground: error: ") == true)
        #expect(message?.contains("\n") == false)
    }

    @Test("--scene, --animator (number or name), --script, --record, --trace and --list are read")
    func newOptions() throws {
        let options = try options([
            "--scene", "present", "--animator=half-way spring", "--script", "a.txt", "--record", "r.txt", "--trace", "t.json",
        ])
        #expect(options.sceneName == "present" && options.animatorIndex == 1)
        #expect(options.scriptPath == "a.txt" && options.recordPath == "r.txt" && options.tracePath == "t.json")
        #expect(options.usesFixedTimeStep && options.effectiveFrameLimit == nil)
        #expect(try self.options(["--animator", "3"]).animatorIndex == 2, "the first scene's animators without --scene")
        #expect(try self.options(["--headless", "--script", "a.txt"]).effectiveFrameLimit == nil, "a script decides the length")
        #expect(try self.options(["--headless", "--script", "a.txt", "--frames", "9"]).effectiveFrameLimit == 9)
        #expect(try parser.parse(["--list"]) == .list)
        let list = HelpText.list(Self.scenes)
        #expect(list.contains("present  A presents B") && list.contains("animators: 1 cross dissolve, 2 half-way spring, 3 scale and fade"))
    }

    @Test("Writability is checked on the real file system; missing directories can be created, a path under a file cannot")
    func realWritability() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tk-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(CommandLineParser.canWriteFile(directory.appendingPathComponent("new.png").path))
        #expect(CommandLineParser.canWriteFile(directory.appendingPathComponent("missing/deeper/new.png").path),
                "missing directories are created when the file is written")
        #expect(!CommandLineParser.canWriteFile("/dev/null/new.png"), "nothing can be created under a file")
        #expect(!CommandLineParser.canWriteFile(directory.path), "a directory is not a file")
    }
}
