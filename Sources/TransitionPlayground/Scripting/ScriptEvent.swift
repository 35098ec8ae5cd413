import Foundation
import TransitionKit

/// One timed line of an input script (docs/DESIGN.md, "The playground"): what happens, and when.
struct ScriptEvent: Equatable {
    /// Seconds since the start of the run (real time; headless frames are exactly 1/60 s).
    var time: TimeInterval
    /// What happens.
    var action: ScriptAction
    /// The line it came from (1-based; 0 for events made in code).
    var line: Int = 0
}

/// What a script line does.
enum ScriptAction: Equatable {
    /// Show a fresh instance of the named scene (as Tab does).
    case scene(String)
    /// Choose the scene's animator `n` (1-based, as keys 1-9).
    case animator(Int)
    /// The left button goes down (a finger touches), with modifiers (Alt starts a pinch).
    case down(CGPoint, InputEvent.Modifiers)
    /// The pointer moves.
    case move(CGPoint)
    /// The left button goes up.
    case up(CGPoint)
    /// The wheel turns by `dx`, `dy` notches at a point (dy < 0: towards the user).
    case wheel(dx: CGFloat, dy: CGFloat, at: CGPoint)
    /// A touchpad pinch multiplies the pinch scale by `scale`.
    case magnify(scale: CGFloat, at: CGPoint)
    /// A key press (down and up) with modifiers; SDL's key name ("Return", "Q", ".").
    case key(Key, InputEvent.Modifiers)
    /// Typed text.
    case text(String)
    /// The window's content area becomes `size` points.
    case resize(CGSize)
    /// Nothing happens: it keeps the run going until its time.
    case wait
    /// Writes the frame drawn at this time to a PNG (or BMP) file.
    case screenshot(String)
    /// Ends the run after this frame.
    case quit

    /// The input events the action delivers to the window, in order (none for the others).
    var inputEvents: [InputEvent] {
        switch self {
        case let .down(point, modifiers): return [.mouseDown(point, modifiers: modifiers)]
        case let .move(point): return [.mouseMove(point)]
        case let .up(point): return [.mouseUp(point)]
        case let .wheel(dx, dy, point): return [.scroll(dx: dx, dy: dy, at: point)]
        case let .magnify(scale, point): return [.magnify(scale: scale, at: point)]
        case let .key(name, modifiers): return [.keyDown(name, modifiers: modifiers), .keyUp(name, modifiers: modifiers)]
        case let .text(string): return [.text(string)]
        case let .resize(size): return [.resize(size)]
        case .scene, .animator, .wait, .screenshot, .quit: return []
        }
    }

    /// The script line's text after the time ("down 120 140 alt"), as the parser reads it.
    var scriptText: String {
        func number(_ value: CGFloat) -> String { ScriptFormat.number(Double(value)) }
        func point(_ p: CGPoint) -> String { "\(number(p.x)) \(number(p.y))" }
        switch self {
        case let .scene(name): return "scene \(name)"
        case let .animator(n): return "animator \(n)"
        case let .down(p, modifiers): return (["down \(point(p))"] + ScriptFormat.modifierWords(modifiers)).joined(separator: " ")
        case let .move(p): return "move \(point(p))"
        case let .up(p): return "up \(point(p))"
        case let .wheel(dx, dy, p): return "wheel \(number(dx)) \(number(dy)) \(point(p))"
        case let .magnify(scale, p): return "magnify \(number(scale)) \(point(p))"
        case let .key(name, modifiers):
            return (["key \(ScriptFormat.scriptKeyName(name.name))"] + ScriptFormat.modifierWords(modifiers)).joined(separator: " ")
        case let .text(string): return "text \(string)"
        case let .resize(size): return "resize \(number(size.width)) \(number(size.height))"
        case .wait: return "wait"
        case let .screenshot(path): return "screenshot \(path)"
        case .quit: return "quit"
        }
    }
}

/// Spellings shared by the parser and the recorder.
enum ScriptFormat {
    /// Modifier words, in the order the recorder writes them.
    static let modifierNames: [(word: String, modifier: InputEvent.Modifiers)] = [
        ("shift", .shift), ("ctrl", .control), ("alt", .option), ("cmd", .command),
    ]
    /// Other accepted spellings of modifier words.
    static let modifierAliases: [String: InputEvent.Modifiers] = [
        "control": .control, "option": .option, "command": .command, "super": .command,
    ]
    /// Script spellings of SDL key names that are awkward in text (and their usual synonyms).
    static let keyAliases: [String: String] = [
        "period": ".", "comma": ",", "enter": "Return", "return": "Return", "esc": "Escape",
        "escape": "Escape", "space": "Space", "tab": "Tab", "backspace": "Backspace",
    ]

    /// The modifier words for `modifiers`, in a fixed order.
    static func modifierWords(_ modifiers: InputEvent.Modifiers) -> [String] {
        modifierNames.filter { modifiers.contains($0.modifier) }.map(\.word)
    }

    /// The modifier a word names, or nil.
    static func modifier(named word: String) -> InputEvent.Modifiers? {
        modifierNames.first { $0.word == word }?.modifier ?? modifierAliases[word]
    }

    /// SDL's key name for a script's spelling: aliases resolved, single letters upper-cased.
    static func sdlKeyName(_ text: String) -> String {
        if let alias = keyAliases[text.lowercased()] { return alias }
        return text.count == 1 ? text.uppercased() : text
    }

    /// The script's spelling of an SDL key name ("." is written "period").
    static func scriptKeyName(_ name: String) -> String {
        switch name {
        case ".": return "period"
        case ",": return "comma"
        default: return name
        }
    }

    /// A number as scripts write it: up to 4 decimals, no trailing zeros ("120", "0.5", "-1").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A time as the recorder writes it: rounded down to 1/10000 s, so a replay applies the event
    /// at the same frame (the first frame whose time is at least the event's).
    static func time(_ seconds: TimeInterval) -> String {
        String(format: "%.4f", (max(0, seconds) * 10_000 + 1e-7).rounded(.down) / 10_000)
    }
}

extension ScriptAction {
    /// The script line for a pointer, wheel, pinch or resize event (`.wait` for keys and text,
    /// which the app records by what they did).
    init(recording event: InputEvent) {
        switch event {
        case let .mouseDown(point, modifiers): self = .down(point, modifiers)
        case let .mouseMove(point): self = .move(point)
        case let .mouseUp(point): self = .up(point)
        case let .scroll(dx, dy, point): self = .wheel(dx: dx, dy: dy, at: point)
        case let .magnify(scale, point): self = .magnify(scale: scale, at: point)
        case let .resize(size): self = .resize(size)
        case .keyDown, .keyUp, .text, .rotate: self = .wait
        }
    }
}
