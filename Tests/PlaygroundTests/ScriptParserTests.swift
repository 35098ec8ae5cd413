import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

@Suite("Script parser")
struct ScriptParserTests {
    static let scenes = [
        SceneDescription(name: "photos", summary: "", animatorNames: ["zoom"]),
        SceneDescription(name: "navigation", summary: "", animatorNames: ["system", "fade", "slide"]),
    ]
    let parser = ScriptParser(scenes: ScriptParserTests.scenes, initialScene: "navigation", canWrite: { !$0.contains("locked") })

    private func parse(_ text: String) throws -> [ScriptEvent] { try parser.parse(text, file: "demo.txt") }

    private func failure(_ text: String) -> ScriptError? {
        do {
            _ = try parser.parse(text, file: "demo.txt")
            return nil
        } catch {
            return error
        }
    }

    @Test("Every event of the format parses, with comments, blank lines and times")
    func everyEvent() throws {
        let events = try parse("""
            # a demo
            @0.00 scene photos

            @0 animator 1
            @0.50 down 120 140
            @0.5 down 10 20 alt shift ctrl cmd   # all four
            @0.52 move 130.5 -4
            @0.52 up 130 140
            @1.50 wheel 0 -1 512 384
            @1.6 magnify 1.1 400 300
            @2.40 key Return
            @2.5 key period
            @2.5 key comma shift
            @2.5 key q
            @2.5 key Left Shift
            @2.6 text hello # world
            @2.7 resize 800 600
            @2.8 wait
            @3.00 screenshot shots/photos.png
            @3.5 quit
            """)
        #expect(events.map(\.action) == [
            .scene("photos"), .animator(1),
            .down(CGPoint(x: 120, y: 140), []), .down(CGPoint(x: 10, y: 20), [.option, .shift, .control, .command]),
            .move(CGPoint(x: 130.5, y: -4)), .up(CGPoint(x: 130, y: 140)),
            .wheel(dx: 0, dy: -1, at: CGPoint(x: 512, y: 384)), .magnify(scale: 1.1, at: CGPoint(x: 400, y: 300)),
            .key(.return, []), .key(.period, []), .key(.comma, [.shift]), .key(.letter("Q"), []), .key(Key(name: "Left Shift"), []),
            .text("hello"), .resize(CGSize(width: 800, height: 600)), .wait, .screenshot("shots/photos.png"), .quit,
        ])
        #expect(events.map(\.line) == [2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
        #expect(events[2].time == 0.5 && events.last?.time == 3.5)
    }

    @Test("The recorder's spelling of every action parses back to the same action")
    func roundTrip() throws {
        let actions: [ScriptAction] = [
            .scene("photos"), .animator(1), .down(CGPoint(x: 1.25, y: 2), [.option, .shift]), .move(CGPoint(x: 3, y: 4)),
            .up(CGPoint(x: 5, y: 6)), .wheel(dx: 0.5, dy: -1, at: CGPoint(x: 7, y: 8)), .magnify(scale: 1.1, at: CGPoint(x: 9, y: 10)),
            .key(.period, [.control]), .key(.comma, []), .key(.return, [.shift]), .key(.keypadEnter, []), .text("hi there"),
            .resize(CGSize(width: 640, height: 480)), .wait, .screenshot("a.png"), .quit,
        ]
        let text = actions.enumerated().map { "@\(ScriptFormat.time(Double($0.offset) / 60)) \($0.element.scriptText)" }.joined(separator: "\n")
        #expect(try parse(text).map(\.action) == actions)
    }

    @Test("A bad line is reported as FILE:LINE: reason", arguments: [
        ("@0 key Return\nkey Return", 2, "expected '@TIME EVENT'"),
        ("@x key Return", 1, "bad time 'x'"),
        ("@-1 key Return", 1, "bad time '-1'"),
        ("@nan key Return", 1, "bad time"),
        ("@99999 key Return", 1, "bad time"),
        ("@2 key Return\n\n@1 key Return", 3, "before the previous event's (2)"),
        ("@1", 1, "missing event after @1"),
        ("@1 jump 3", 1, "unknown event 'jump'; one of: scene, animator"),
        ("@1 scene nowhere", 1, "unknown scene 'nowhere'; choose from: photos, navigation"),
        ("@1 scene", 1, "scene expects one name"),
        ("@1 animator 0", 1, "animator expects a number from 1 to 9"),
        ("@1 animator two", 1, "animator expects a number from 1 to 9"),
        ("@1 animator 4", 1, "scene 'navigation' has no animator '4'; choose 1-3"),
        ("@1 scene photos\n@2 animator 2", 2, "scene 'photos' has no animator '2'"),
        ("@1 key Tab\n@2 animator 2", 2, "scene 'photos' has no animator '2'"),
        ("@1 down 10", 1, "down expects X Y [alt] [shift] [ctrl] [cmd], got 1 value"),
        ("@1 down 10 20 hyper", 1, "unknown modifier 'hyper'"),
        ("@1 move 10 y", 1, "move: 'y' is not a number"),
        ("@1 up 1 2 3", 1, "up expects X Y, got 3 values"),
        ("@1 wheel 0 -1 5", 1, "wheel expects DX DY X Y"),
        ("@1 magnify 0 1 1", 1, "the scale must be above 0"),
        ("@1 key", 1, "key expects a key name"),
        ("@1 text", 1, "text expects a string"),
        ("@1 resize 0 600", 1, "resize expects whole W H from 1 to 16384"),
        ("@1 resize 800.5 600", 1, "resize expects whole W H"),
        ("@1 wait 3", 1, "wait takes no values"),
        ("@1 quit now", 1, "quit takes no values"),
        ("@1 screenshot out.jpg", 1, "screenshot expects a .png file"),
        ("@1 screenshot locked/out.png", 1, "screenshot cannot write 'locked/out.png'"),
        ("@1 screenshot a b.png", 1, "screenshot expects one FILE.png"),
    ])
    func badLine(text: String, line: Int, reason: String) {
        let error = failure(text)
        #expect(error?.line == line, "\(text): \(String(describing: error))")
        #expect(error?.reason.contains(reason) == true, "\(text): \(String(describing: error))")
        #expect(error?.description.hasPrefix("demo.txt:\(line): ") == true)
        #expect(error?.description.contains("\n") == false)
    }

    @Test("`#` starts a comment only at the start of a word; CRLF line ends are fine")
    func commentsAndLineEnds() throws {
        #expect(try parse("@1 screenshot a#b.png # note\r\n@2 quit\r\n").map(\.action) == [.screenshot("a#b.png"), .quit])
        #expect(try parse("#only comments\n   \n\t# more").isEmpty)
    }

    @Test("With --screenshot given, script screenshot paths are not checked for writability")
    func redirectedScreenshots() throws {
        var redirected = parser
        redirected.checksScreenshotPaths = false
        #expect(try redirected.parse("@1 screenshot locked/x.png", file: "f").first?.action == .screenshot("locked/x.png"))
    }

    @Test("Fuzz: random bytes never crash the parser; every failure names a line of the input")
    func fuzz() {
        var generator = SplitMix64(seed: 0x5EED)
        let alphabet = Array("@0123456789.- \t\n#abcdefghijklmnopqrstuvwxyz".utf8) + [0, 0xFF, 0xC3, 0x28, 0x0D]
        for round in 0..<3000 {
            let length = Int(generator.next() % 120)
            let bytes: [UInt8] = (0..<length).map { _ in
                round % 2 == 0 ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lineCount = ScriptParser.lines(of: text).count
            do {
                let events = try parser.parse(text, file: "fuzz.txt")
                #expect(events.allSatisfy { $0.line >= 1 && $0.line <= lineCount && $0.time.isFinite })
            } catch {
                #expect((1...max(lineCount, 1)).contains(error.line), "round \(round): \(error)")
                #expect(error.description.hasPrefix("fuzz.txt:\(error.line): "))
                #expect(!error.description.contains("\n"))
            }
        }
    }
}

/// A small deterministic random generator for fuzz tests.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
