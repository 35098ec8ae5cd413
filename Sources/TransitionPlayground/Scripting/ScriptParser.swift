import Foundation
import TransitionKit

/// A script line that cannot be run: `FILE:LINE: reason`, printed before anything runs.
struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// The script's path as given.
    var file: String
    /// The 1-based line number.
    var line: Int
    /// Why the line is wrong.
    var reason: String
    /// `FILE:LINE: reason`.
    var description: String { "\(file):\(line): \(reason)" }
}

/// Reads input scripts (docs/DESIGN.md, "The playground"): one timed event a line, `#` comments, blank lines ignored.
///
/// ```
/// @0.00 scene photos
/// @0.50 down 120 140 alt
/// @1.50 wheel 0 -1 512 384      # one notch towards the user
/// @2.40 key Return
/// @3.00 screenshot shots/photos.png
/// ```
/// Times are seconds since the start, in order (equal times run in line order). Scene names and
/// animator numbers are checked against the catalog, following `scene` lines and Tab presses.
struct ScriptParser {
    /// The longest script, in seconds.
    static let maximumTime: TimeInterval = 3600
    /// The event words, as error messages list them.
    static let verbs = ["scene", "animator", "down", "move", "up", "wheel", "magnify", "key", "text", "resize",
                        "wait", "screenshot", "quit"]

    /// The scenes `scene` lines may name.
    var scenes: [SceneDescription]
    /// The scene shown when the script starts (for checking `animator` lines before any `scene`).
    var initialScene: String?
    /// Whether a screenshot file can be written (checked unless `checksScreenshotPaths` is off).
    var canWrite: (String) -> Bool = CommandLineParser.canWriteFile
    /// Whether to check that screenshot files can be written (off when `--screenshot` redirects them).
    var checksScreenshotPaths = true

    /// Parses the file at `path` (the name used in errors).
    func parse(contentsOf path: String) throws(ScriptError) -> [ScriptEvent] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScriptError(file: path, line: 0, reason: "cannot read the script")
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// Parses `text`; `file` names it in errors.
    func parse(_ text: String, file: String) throws(ScriptError) -> [ScriptEvent] {
        var events: [ScriptEvent] = []
        var currentScene = initialScene
        for (offset, rawLine) in Self.lines(of: text).enumerated() {
            let number = offset + 1
            func fail(_ reason: String) -> ScriptError { ScriptError(file: file, line: number, reason: reason) }
            let content = Self.stripComment(String(rawLine)).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !content.isEmpty else { continue }
            let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let first = tokens.first, first.hasPrefix("@") else {
                throw fail("expected '@TIME EVENT' (like '@1.50 key Return'), got '\(Self.clip(content))'")
            }
            let timeText = String(first.dropFirst())
            guard let time = Double(timeText), time.isFinite, time >= 0, time <= Self.maximumTime else {
                throw fail("bad time '\(Self.clip(timeText))': expected seconds from 0 to \(Int(Self.maximumTime)), like @1.50")
            }
            if let previous = events.last, time < previous.time {
                throw fail("time \(timeText) is before the previous event's (\(ScriptFormat.number(previous.time))); keep events in order")
            }
            guard tokens.count >= 2 else { throw fail("missing event after @\(timeText); one of: \(Self.verbs.joined(separator: ", "))") }
            let action: ScriptAction
            do {
                action = try parseAction(verb: tokens[1], arguments: Array(tokens.dropFirst(2)), content: content,
                                         currentScene: &currentScene).get()
            } catch {
                throw fail(error.reason)
            }
            events.append(ScriptEvent(time: time, action: action, line: number))
        }
        return events
    }

    private func parseAction(
        verb: String, arguments: [String], content: String, currentScene: inout String?
    ) -> Result<ScriptAction, LineProblem> {
        switch verb {
        case "scene":
            guard arguments.count == 1 else { return .failure("scene expects one name; choose from: \(scenes.map(\.name).joined(separator: ", "))") }
            guard scenes.scene(named: arguments[0]) != nil else { return .failure(LineProblem(scenes.unknownSceneMessage(Self.clip(arguments[0])))) }
            currentScene = arguments[0]
            return .success(.scene(arguments[0]))
        case "animator":
            guard arguments.count == 1, let n = Int(arguments[0]), (1...9).contains(n) else {
                return .failure("animator expects a number from 1 to 9, got '\(Self.clip(arguments.joined(separator: " ")))'")
            }
            if let name = currentScene, let scene = scenes.scene(named: name), n > scene.animatorNames.count {
                return .failure(LineProblem(scene.unknownAnimatorMessage(arguments[0])))
            }
            return .success(.animator(n))
        case "down":
            var modifiers: InputEvent.Modifiers = []
            var values = arguments
            while let last = values.last, Double(last) == nil {
                guard let modifier = ScriptFormat.modifier(named: last.lowercased()) else {
                    return .failure("unknown modifier '\(Self.clip(last))'; use alt, shift, ctrl or cmd")
                }
                modifiers.insert(modifier)
                values.removeLast()
            }
            let usage = "X Y [alt] [shift] [ctrl] [cmd]"
            return numbers(verb, values, 2, usage).map { .down(CGPoint(x: $0[0], y: $0[1]), modifiers) }
        case "move":
            return numbers(verb, arguments, 2, "X Y").map { .move(CGPoint(x: $0[0], y: $0[1])) }
        case "up":
            return numbers(verb, arguments, 2, "X Y").map { .up(CGPoint(x: $0[0], y: $0[1])) }
        case "wheel":
            return numbers(verb, arguments, 4, "DX DY X Y").map { .wheel(dx: $0[0], dy: $0[1], at: CGPoint(x: $0[2], y: $0[3])) }
        case "magnify":
            return numbers(verb, arguments, 3, "SCALE X Y").flatMap { values in
                values[0] > 0 ? .success(.magnify(scale: values[0], at: CGPoint(x: values[1], y: values[2])))
                    : .failure("magnify: the scale must be above 0, got \(ScriptFormat.number(Double(values[0])))")
            }
        case "key":
            var modifiers: InputEvent.Modifiers = []
            var words = arguments
            while words.count > 1, let last = words.last, let modifier = ScriptFormat.modifierNames.first(where: { $0.word == last })?.modifier
                    ?? ScriptFormat.modifierAliases[last] {
                modifiers.insert(modifier)
                words.removeLast()
            }
            guard !words.isEmpty else { return .failure("key expects a key name (SDL's: Return, Tab, Space, Q, 1, period, comma) and modifiers") }
            let name = ScriptFormat.sdlKeyName(words.joined(separator: " "))
            if name == "Tab", let current = currentScene, let index = scenes.firstIndex(where: { $0.name == current }), !scenes.isEmpty {
                let step = modifiers.contains(.shift) ? -1 : 1
                currentScene = scenes[((index + step) % scenes.count + scenes.count) % scenes.count].name
            }
            return .success(.key(Key(name: name), modifiers))
        case "text":
            guard let range = content.range(of: "text") else { return .failure("text expects a string") }
            let string = content[range.upperBound...].trimmingCharacters(in: .whitespaces)
            return string.isEmpty ? .failure("text expects a string") : .success(.text(string))
        case "resize":
            return numbers(verb, arguments, 2, "W H (points, 1 to \(PlaygroundOptions.maximumDimension))").flatMap { values in
                let limit = CGFloat(PlaygroundOptions.maximumDimension)
                guard values.allSatisfy({ $0 >= 1 && $0 <= limit && $0 == $0.rounded() }) else {
                    return .failure("resize expects whole W H from 1 to \(PlaygroundOptions.maximumDimension), got \(arguments.joined(separator: " "))")
                }
                return .success(.resize(CGSize(width: values[0], height: values[1])))
            }
        case "wait", "quit":
            guard arguments.isEmpty else { return .failure("\(verb) takes no values, got '\(Self.clip(arguments.joined(separator: " ")))'") }
            return .success(verb == "wait" ? .wait : .quit)
        case "screenshot":
            guard arguments.count == 1 else { return .failure("screenshot expects one FILE.png (no spaces)") }
            let path = arguments[0]
            let lowercased = path.lowercased()
            guard lowercased.hasSuffix(".png") || lowercased.hasSuffix(".bmp") else {
                return .failure("screenshot expects a .png file, got '\(Self.clip(path))'")
            }
            if checksScreenshotPaths && !canWrite(path) {
                return .failure("screenshot cannot write '\(Self.clip(path))' (no permission, or a file where a directory should be)")
            }
            return .success(.screenshot(path))
        default:
            return .failure("unknown event '\(Self.clip(verb))'; one of: \(Self.verbs.joined(separator: ", "))")
        }
    }

    private func numbers(_ verb: String, _ arguments: [String], _ count: Int, _ usage: String) -> Result<[CGFloat], LineProblem> {
        guard arguments.count == count else { return .failure("\(verb) expects \(usage), got \(arguments.count) value\(arguments.count == 1 ? "" : "s")") }
        var values: [CGFloat] = []
        for text in arguments {
            guard let value = Double(text), value.isFinite else { return .failure("\(verb): '\(Self.clip(text))' is not a number (\(verb) \(usage))") }
            values.append(CGFloat(value))
        }
        return .success(values)
    }

    /// The lines of `text`: split at "\n" and "\r\n" (one Swift `Character`), line 1 first.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The line without its comment: from a `#` at the start or after a space or tab.
    static func stripComment(_ line: String) -> String {
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "#" && (previous == " " || previous == "\t") { return String(line[..<index]) }
            previous = character
        }
        return line
    }

    /// Shortens text quoted in an error to keep the message on one readable line.
    static func clip(_ text: String) -> String {
        let printable = String(text.unicodeScalars.map { $0.value < 32 || $0.value == 127 ? "?" : Character($0) })
        return printable.count > 40 ? String(printable.prefix(40)) + "..." : printable
    }
}

/// Why a script line is wrong (the parser adds the file and line).
struct LineProblem: Error, ExpressibleByStringInterpolation {
    /// The reason.
    var reason: String
    init(stringLiteral value: String) { reason = value }
    init(_ reason: String) { self.reason = reason }
}
