import Foundation
import TransitionKit

/// Parses the `playground` command line; no outside packages.
///
/// Options take their value as the next argument or after `=` (`--frames 3`, `--frames=3`).
/// Every mistake becomes a `CommandLineError` with one clear line naming the valid choices.
struct CommandLineParser {
    /// Every option, as the unknown-option message lists them.
    static let optionNames = [
        "--scene", "--animator", "--list", "--size", "--headless", "--frames", "--script", "--record",
        "--screenshot", "--gif", "--gif-scale", "--filmstrip", "--slow", "--phone", "--safe-area", "--trace", "--bench", "--help",
        "--version", "--watch", "--replay", "--watch-status", "--full-redraw", "--verify-damage",
    ]

    /// The scenes `--scene` may name, with their animators (`SceneCatalog.descriptions`).
    var scenes: [SceneDescription]
    /// Whether a file can be written at a path (checked before any window opens).
    var canWrite: (String) -> Bool = CommandLineParser.canWriteFile
    /// Whether a file can be read at a path.
    var canRead: (String) -> Bool = CommandLineParser.canReadFile

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) throws(CommandLineError) -> PlaygroundCommand {
        var options = PlaygroundOptions()
        var benchmark = false
        var watch = false
        var animatorText: String?
        var index = 0
        func value(for option: String, inline: String?) throws(CommandLineError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw CommandLineError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = argument.hasPrefix("--") ? parts[0] : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch name {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--list":
                try Self.rejectValue(inline, for: name)
                return .list
            case "--headless":
                try Self.rejectValue(inline, for: name)
                options.isHeadless = true
            case "--slow":
                try Self.rejectValue(inline, for: name)
                options.isSlow = true
            case "--full-redraw":
                try Self.rejectValue(inline, for: name)
                options.drawsWholeFrames = true
            case "--verify-damage":
                try Self.rejectValue(inline, for: name)
                options.verifiesDamage = true
            case "--capture-tools":
                try Self.rejectValue(inline, for: name)
                options.capturesTools = true
            case "--phone":
                try Self.rejectValue(inline, for: name)
                options.safeAreaInsets = PhoneTool.defaultInsets
            case "--safe-area":
                options.safeAreaInsets = try Self.safeArea(try value(for: name, inline: inline))
            case "--bench":
                try Self.rejectValue(inline, for: name)
                benchmark = true
            case "--frames":
                options.frameLimit = try Self.frameCount(try value(for: name, inline: inline))
            case "--size":
                options.size = try Self.size(try value(for: name, inline: inline))
            case "--screenshot":
                options.screenshotPath = try screenshotPath(try value(for: name, inline: inline))
            case "--gif":
                options.gifPath = try writablePath(try value(for: name, inline: inline), for: name, extensions: [".gif"])
            case "--gif-scale":
                options.gifScale = try Self.gifScale(try value(for: name, inline: inline))
            case "--filmstrip":
                options.filmstripPath = try writablePath(try value(for: name, inline: inline), for: name, extensions: [".png", ".bmp"])
            case "--scene":
                let scene = try value(for: name, inline: inline)
                guard scenes.scene(named: scene) != nil else { throw CommandLineError(message: scenes.unknownSceneMessage(scene)) }
                options.sceneName = scene
            case "--animator":
                animatorText = try value(for: name, inline: inline)
            case "--script":
                let path = try value(for: name, inline: inline)
                guard canRead(path) else { throw CommandLineError(message: "--script cannot read '\(path)' (no such file or no permission)") }
                options.scriptPath = path
            case "--watch":
                try Self.rejectValue(inline, for: name)
                watch = true
            case "--replay":
                let path = try value(for: name, inline: inline)
                guard canRead(path) else { throw CommandLineError(message: "--replay cannot read '\(path)' (no such file or no permission)") }
                options.scriptPath = path
                options.continuesAfterScript = true
            case "--watch-status":
                options.watchStatusPath = try value(for: name, inline: inline)
            case "--record":
                options.recordPath = try writablePath(try value(for: name, inline: inline), for: name, extensions: [])
            case "--trace":
                options.tracePath = try writablePath(try value(for: name, inline: inline), for: name, extensions: [".json"])
            default:
                if argument.hasPrefix("-") {
                    throw CommandLineError(message: "unknown option '\(argument)'; the options are \(Self.optionNames.joined(separator: " "))")
                }
                throw CommandLineError(message: "unexpected argument '\(argument)' (options start with --, like --scene \(scenes.first?.name ?? "NAME"))")
            }
            index += 1
        }
        if let animatorText {
            guard let scene = scenes.scene(named: options.sceneName ?? "") ?? scenes.first else {
                throw CommandLineError(message: "--animator needs a scene, and there are none")
            }
            guard let animator = scene.animatorIndex(for: animatorText) else {
                throw CommandLineError(message: "--animator: " + scene.unknownAnimatorMessage(animatorText))
            }
            options.animatorIndex = animator
        }
        if options.recordPath != nil, options.recordPath == options.scriptPath {
            throw CommandLineError(message: "--record would overwrite the --script it replays ('\(options.scriptPath!)')")
        }
        if watch {
            if options.isHeadless || benchmark {
                throw CommandLineError(message: "--watch opens a window: it cannot be combined with \(benchmark ? "--bench" : "--headless")")
            }
            if options.recordPath != nil || options.continuesAfterScript {
                throw CommandLineError(message: "--watch records and replays by itself: drop --record and --replay")
            }
            return .watch(arguments.filter { $0 != "--watch" })
        }
        if benchmark {
            let others = [
                options.frameLimit != nil ? "--frames" : nil, options.screenshotPath != nil ? "--screenshot" : nil,
                options.sceneName != nil ? "--scene" : nil, animatorText != nil ? "--animator" : nil,
                options.scriptPath != nil ? "--script" : nil, options.recordPath != nil ? "--record" : nil,
                options.tracePath != nil ? "--trace" : nil, options.isSlow ? "--slow" : nil,
                options.safeAreaInsets != nil ? "--phone/--safe-area" : nil,
                options.gifPath != nil ? "--gif" : nil, options.filmstripPath != nil ? "--filmstrip" : nil,
            ].compactMap { $0 }
            if !others.isEmpty {
                throw CommandLineError(message: "--bench cannot be combined with \(others.joined(separator: ", ")) (only --size)")
            }
            options.isHeadless = true
            return .benchmark(options)
        }
        return .run(options)
    }

    private static func rejectValue(_ inline: String?, for option: String) throws(CommandLineError) {
        if inline != nil { throw CommandLineError(message: "\(option) takes no value") }
    }

    /// A positive whole number of frames.
    static func frameCount(_ text: String) throws(CommandLineError) -> Int {
        guard let frames = Int(text), frames > 0, frames <= 10_000_000 else {
            throw CommandLineError(message: "--frames expects a whole number of frames from 1 up, got '\(text)'")
        }
        return frames
    }

    /// A GIF scale factor from 0.1 to 1.
    static func gifScale(_ text: String) throws(CommandLineError) -> Double {
        guard let scale = Double(text), scale >= 0.1, scale <= 1 else {
            throw CommandLineError(message: "--gif-scale expects a factor from 0.1 to 1, like 0.5, got '\(text)'")
        }
        return scale
    }

    /// Safe area insets written `TOP,BOTTOM` in points, each 0...500.
    static func safeArea(_ text: String) throws(CommandLineError) -> UIEdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let top = parts[0], let bottom = parts[1], (0...500).contains(top), (0...500).contains(bottom) else {
            throw CommandLineError(message: "--safe-area expects TOP,BOTTOM in points from 0 to 500, like 59,34, got '\(text)'")
        }
        return UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
    }

    /// A size written `WIDTHxHEIGHT` in points, each 1...16384.
    static func size(_ text: String) throws(CommandLineError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        let limit = PlaygroundOptions.maximumDimension
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw CommandLineError(message: "--size expects WIDTHxHEIGHT in points, like 1024x768, got '\(text)'")
        }
        guard (1...limit).contains(width), (1...limit).contains(height) else {
            throw CommandLineError(message: "--size needs a width and height from 1 to \(limit), got '\(text)'")
        }
        return CGSize(width: width, height: height)
    }

    /// A screenshot path: a `.png` (or `.bmp`) file that can be written.
    func screenshotPath(_ path: String) throws(CommandLineError) -> String {
        try writablePath(path, for: "--screenshot", extensions: [".png", ".bmp"])
    }

    /// `path`, checked to end with one of `extensions` (the first is named in the message; none
    /// for any) and to be writable.
    func writablePath(_ path: String, for option: String, extensions: [String]) throws(CommandLineError) -> String {
        let lowercased = path.lowercased()
        if let first = extensions.first, !extensions.contains(where: { lowercased.hasSuffix($0) }) {
            throw CommandLineError(message: "\(option) expects a \(first) file, got '\(path)'")
        }
        guard !path.isEmpty, canWrite(path) else {
            throw CommandLineError(message: "\(option) cannot write '\(path)' (no permission, or a file where a directory should be)")
        }
        return path
    }

    /// Whether `path` names a readable file (not a directory).
    static func canReadFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isReadableFile(atPath: path)
    }

    /// Whether `path` names a file that can be created or overwritten: an existing writable file,
    /// or a new one whose missing directories can be created (the nearest existing ancestor is a
    /// writable directory). `OutputFile.createParentDirectory(of:)` creates them when writing.
    static func canWriteFile(_ path: String) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            return !isDirectory.boolValue && manager.isWritableFile(atPath: path)
        }
        var ancestor = (path as NSString).deletingLastPathComponent
        while !ancestor.isEmpty && !manager.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            let parent = (ancestor as NSString).deletingLastPathComponent
            if parent == ancestor { break }
            ancestor = parent
        }
        if ancestor.isEmpty {
            ancestor = "."
            guard manager.fileExists(atPath: ancestor, isDirectory: &isDirectory) else { return false }
        }
        return isDirectory.boolValue && manager.isWritableFile(atPath: ancestor)
    }
}
