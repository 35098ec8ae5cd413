import Foundation
import TransitionKit

/// One step of a fuzz run. Targets are indices taken modulo what exists when the step runs
/// (navigation controllers in tree order, presentation-chain levels, stack positions), so a
/// script replays the same way and still runs after lines are deleted from it.
///
/// The text form is one step a line: a verb and `key=value` pairs, `#` starts a comment:
/// ```
/// push nav=0 a=1
/// present from=0 child=1 style=pageSheet tr=dissolve anim=percent pc=half wrap=0 a=1
/// interact op=update p=0.42
/// modalanim level=1 kind=crossDissolve
/// down x=5 y=300 alt=0
/// tabs from=0 n=3 a=1
/// tab index=2 tap=1
/// sheet level=1 detents=both sel=medium undim=medium modal=0 a=1
/// frames n=12
/// ```
public enum FuzzAction: Equatable, Sendable {
    /// How a presentation is shown.
    public enum Style: String, CaseIterable, Sendable {
        case fullScreen, overFullScreen, pageSheet, automatic, custom
    }

    /// What to tell the current percent-driven interaction controller.
    public enum Interaction: Equatable, Sendable {
        case update(Double), finish, cancel, pause
    }

    case push(nav: Int, animated: Bool)
    /// Pushes a controller that is already somewhere (refused: a misuse).
    case pushExisting(nav: Int, target: Int, animated: Bool)
    case pop(nav: Int, animated: Bool)
    /// `index` past the stack pops to a controller that is not in it (refused).
    case popTo(nav: Int, index: Int, animated: Bool)
    case popToRoot(nav: Int, animated: Bool)
    /// Keeps the stack items at `keep` (in that order; a repeat is refused) and adds `new` fresh ones.
    case setStack(nav: Int, keep: [Int], new: Int, animated: Bool)
    case present(from: Int, child: Bool, style: Style, dissolve: Bool, animator: FuzzAnimatorKind,
                 presentation: FuzzTransitioningDelegate.PresentationKind, wrap: Bool, animated: Bool)
    /// Presents a controller that is already somewhere (refused: a misuse).
    case presentExisting(from: Int, target: Int, animated: Bool)
    case dismiss(level: Int, child: Bool, animated: Bool)
    case interact(Interaction)
    case navigationAnimator(FuzzAnimatorKind)
    /// Switches the animator (and interaction controller) the presented controller at `level`
    /// (1 = the first presented) is dismissed with.
    case modalAnimator(level: Int, kind: FuzzAnimatorKind)
    /// Presents a tab bar controller with `count` tabs (1...4), each a navigation controller.
    case presentTabs(from: Int, count: Int, animated: Bool)
    /// Selects tab `index` of the topmost tab bar controller: by a tap on its item in the bar
    /// (the delegate is asked) or by setting `selectedIndex`.
    case selectTab(index: Int, tap: Bool)
    /// Switches the animator (and interaction controller) the tab bar controllers' delegate gives.
    case tabAnimator(FuzzAnimatorKind)
    /// Reconfigures the sheet presented at `level` (when it is a `UISheetPresentationController`).
    case sheet(level: Int, detents: FuzzSheetDetents, selected: FuzzSheetDetent, undimmed: FuzzSheetDetent,
               modal: Bool, animated: Bool)
    case down(x: Double, y: Double, alt: Bool)
    case move(x: Double, y: Double)
    case up(x: Double, y: Double)
    case wheel(dx: Double, dy: Double, x: Double, y: Double)
    case magnify(scale: Double, x: Double, y: Double)
    case resize(width: Double, height: Double)
    case rotate
    case speed(Double)
    case frames(Int)
    case settle

    /// The action as one script line.
    public var line: String {
        func b(_ value: Bool) -> String { value ? "1" : "0" }
        func n(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)" }
        switch self {
        case let .push(nav, a): return "push nav=\(nav) a=\(b(a))"
        case let .pushExisting(nav, target, a): return "pushExisting nav=\(nav) target=\(target) a=\(b(a))"
        case let .pop(nav, a): return "pop nav=\(nav) a=\(b(a))"
        case let .popTo(nav, index, a): return "popTo nav=\(nav) index=\(index) a=\(b(a))"
        case let .popToRoot(nav, a): return "popToRoot nav=\(nav) a=\(b(a))"
        case let .setStack(nav, keep, new, a):
            return "set nav=\(nav) keep=\(keep.isEmpty ? "-" : keep.map(String.init).joined(separator: ",")) new=\(new) a=\(b(a))"
        case let .present(from, child, style, dissolve, animator, presentation, wrap, a):
            return "present from=\(from) child=\(b(child)) style=\(style.rawValue) tr=\(dissolve ? "dissolve" : "cover") "
                + "anim=\(animator.rawValue) pc=\(presentation.rawValue) wrap=\(b(wrap)) a=\(b(a))"
        case let .presentExisting(from, target, a): return "presentExisting from=\(from) target=\(target) a=\(b(a))"
        case let .dismiss(level, child, a): return "dismiss level=\(level) child=\(b(child)) a=\(b(a))"
        case .interact(.update(let p)): return "interact op=update p=\(n(p))"
        case .interact(.finish): return "interact op=finish"
        case .interact(.cancel): return "interact op=cancel"
        case .interact(.pause): return "interact op=pause"
        case let .navigationAnimator(kind): return "navanim kind=\(kind.rawValue)"
        case let .modalAnimator(level, kind): return "modalanim level=\(level) kind=\(kind.rawValue)"
        case let .presentTabs(from, count, a): return "tabs from=\(from) n=\(count) a=\(b(a))"
        case let .selectTab(index, tap): return "tab index=\(index) tap=\(b(tap))"
        case let .tabAnimator(kind): return "tabanim kind=\(kind.rawValue)"
        case let .sheet(level, detents, selected, undimmed, modal, a):
            return "sheet level=\(level) detents=\(detents.rawValue) sel=\(selected.rawValue) undim=\(undimmed.rawValue) "
                + "modal=\(b(modal)) a=\(b(a))"
        case let .down(x, y, alt): return "down x=\(n(x)) y=\(n(y)) alt=\(b(alt))"
        case let .move(x, y): return "move x=\(n(x)) y=\(n(y))"
        case let .up(x, y): return "up x=\(n(x)) y=\(n(y))"
        case let .wheel(dx, dy, x, y): return "wheel dx=\(n(dx)) dy=\(n(dy)) x=\(n(x)) y=\(n(y))"
        case let .magnify(scale, x, y): return "magnify scale=\(n(scale)) x=\(n(x)) y=\(n(y))"
        case let .resize(w, h): return "resize w=\(n(w)) h=\(n(h))"
        case .rotate: return "rotate"
        case let .speed(s): return "speed s=\(n(s))"
        case let .frames(count): return "frames n=\(count)"
        case .settle: return "settle"
        }
    }
}

/// A bad script line.
public struct FuzzScriptError: Error, CustomStringConvertible, Equatable {
    public let line: Int
    public let reason: String
    public init(line: Int, reason: String) { self.line = line; self.reason = reason }
    public var description: String { "line \(line): \(reason)" }
}

/// Reads and writes fuzz scripts.
public enum FuzzScript {
    /// The text of `actions`, one a line, after an optional comment header.
    public static func text(_ actions: [FuzzAction], header: String? = nil) -> String {
        var lines = header.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "# \($0)" } } ?? []
        lines += actions.map(\.line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a script; throws the first bad line.
    public static func parse(_ text: String) throws -> [FuzzAction] {
        var actions: [FuzzAction] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            do {
                actions.append(try action(verb, arguments: words.dropFirst()))
            } catch let reason as ScriptReason {
                throw FuzzScriptError(line: index + 1, reason: reason.text)
            }
        }
        return actions
    }

    private static func action(_ verb: String, arguments: ArraySlice<String>) throws -> FuzzAction {
        var values: [String: String] = [:]
        for argument in arguments {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty else { throw ScriptReason("'\(argument)' is not key=value") }
            guard values[parts[0]] == nil else { throw ScriptReason("'\(parts[0])' is given twice") }
            values[parts[0]] = parts[1]
        }
        var used: Set<String> = []
        func string(_ key: String) throws -> String {
            guard let value = values[key] else { throw ScriptReason("\(verb) needs \(key)=") }
            used.insert(key)
            return value
        }
        func int(_ key: String) throws -> Int {
            let value = try string(key)
            guard let number = Int(value), number >= 0, number < 1_000_000 else { throw ScriptReason("\(key)=\(value) is not a count or index") }
            return number
        }
        func double(_ key: String) throws -> Double {
            let value = try string(key)
            guard let number = Double(value), number.isFinite else { throw ScriptReason("\(key)=\(value) is not a finite number") }
            return number
        }
        func bool(_ key: String) throws -> Bool {
            switch try string(key) {
            case "1", "true": return true
            case "0", "false": return false
            case let other: throw ScriptReason("\(key)=\(other) is not 0 or 1")
            }
        }
        func kind(_ key: String) throws -> FuzzAnimatorKind {
            let value = try string(key)
            guard let kind = FuzzAnimatorKind(rawValue: value) else { throw ScriptReason("\(key)=\(value) is not an animator kind") }
            return kind
        }
        let result: FuzzAction
        switch verb {
        case "push": result = .push(nav: try int("nav"), animated: try bool("a"))
        case "pushExisting": result = .pushExisting(nav: try int("nav"), target: try int("target"), animated: try bool("a"))
        case "pop": result = .pop(nav: try int("nav"), animated: try bool("a"))
        case "popTo": result = .popTo(nav: try int("nav"), index: try int("index"), animated: try bool("a"))
        case "popToRoot": result = .popToRoot(nav: try int("nav"), animated: try bool("a"))
        case "set":
            let keepText = try string("keep")
            let keep = try keepText == "-" ? [] : keepText.split(separator: ",").map { part -> Int in
                guard let index = Int(part), index >= 0 else { throw ScriptReason("keep=\(keepText) is not a list of indices") }
                return index
            }
            result = .setStack(nav: try int("nav"), keep: keep, new: try int("new"), animated: try bool("a"))
        case "present":
            let styleText = try string("style")
            guard let style = FuzzAction.Style(rawValue: styleText) else { throw ScriptReason("style=\(styleText) is not a presentation style") }
            let transition = try string("tr")
            guard transition == "cover" || transition == "dissolve" else { throw ScriptReason("tr=\(transition) is not cover or dissolve") }
            let pcText = try string("pc")
            guard let pc = FuzzTransitioningDelegate.PresentationKind(rawValue: pcText) else {
                throw ScriptReason("pc=\(pcText) is not half, removing or plain")
            }
            result = .present(from: try int("from"), child: try bool("child"), style: style, dissolve: transition == "dissolve",
                              animator: try kind("anim"), presentation: pc, wrap: try bool("wrap"), animated: try bool("a"))
        case "presentExisting": result = .presentExisting(from: try int("from"), target: try int("target"), animated: try bool("a"))
        case "dismiss": result = .dismiss(level: try int("level"), child: try bool("child"), animated: try bool("a"))
        case "interact":
            switch try string("op") {
            case "update": result = .interact(.update(try double("p")))
            case "finish": result = .interact(.finish)
            case "cancel": result = .interact(.cancel)
            case "pause": result = .interact(.pause)
            case let other: throw ScriptReason("op=\(other) is not update, finish, cancel or pause")
            }
        case "navanim": result = .navigationAnimator(try kind("kind"))
        case "modalanim": result = .modalAnimator(level: try int("level"), kind: try kind("kind"))
        case "tabs": result = .presentTabs(from: try int("from"), count: try int("n"), animated: try bool("a"))
        case "tab": result = .selectTab(index: try int("index"), tap: try bool("tap"))
        case "tabanim": result = .tabAnimator(try kind("kind"))
        case "sheet":
            let detentsText = try string("detents")
            guard let detents = FuzzSheetDetents(rawValue: detentsText) else {
                throw ScriptReason("detents=\(detentsText) is not one of \(FuzzSheetDetents.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            func detent(_ key: String) throws -> FuzzSheetDetent {
                let text = try string(key)
                guard let detent = FuzzSheetDetent(rawValue: text) else {
                    throw ScriptReason("\(key)=\(text) is not one of \(FuzzSheetDetent.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return detent
            }
            result = .sheet(level: try int("level"), detents: detents, selected: try detent("sel"), undimmed: try detent("undim"),
                            modal: try bool("modal"), animated: try bool("a"))
        case "down": result = .down(x: try double("x"), y: try double("y"), alt: try bool("alt"))
        case "move": result = .move(x: try double("x"), y: try double("y"))
        case "up": result = .up(x: try double("x"), y: try double("y"))
        case "wheel": result = .wheel(dx: try double("dx"), dy: try double("dy"), x: try double("x"), y: try double("y"))
        case "magnify": result = .magnify(scale: try double("scale"), x: try double("x"), y: try double("y"))
        case "resize": result = .resize(width: try double("w"), height: try double("h"))
        case "rotate": result = .rotate
        case "speed": result = .speed(try double("s"))
        case "frames": result = .frames(try int("n"))
        case "settle": result = .settle
        default: throw ScriptReason("unknown step '\(verb)'")
        }
        if let extra = values.keys.sorted().first(where: { !used.contains($0) }) { throw ScriptReason("\(verb) does not take \(extra)=") }
        return result
    }
}

private struct ScriptReason: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
