import Foundation

/// Parses the `playground` command line; no outside packages.
///
/// Options take their value as the next argument or after `=` (`--frames 3`, `--frames=3`).
/// Every mistake becomes a `CommandLineError` with one clear line.
struct CommandLineParser {
    /// Whether a screenshot can be written at a path (checked before any window opens).
    var canWrite: (String) -> Bool = CommandLineParser.canWriteFile

    /// Parses `arguments` (without the program name).
    func parse(_ arguments: [String]) throws(CommandLineError) -> PlaygroundCommand {
        var options = PlaygroundOptions()
        var benchmark = false
        var index = 0
        func value(for option: String, inline: String?) throws(CommandLineError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw CommandLineError(message: "\(option) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = argument.hasPrefix("--") ? parts[0] : argument
            let inline = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
            switch name {
            case "--help", "-h":
                return .help
            case "--version":
                return .version
            case "--headless":
                try Self.rejectValue(inline, for: name)
                options.isHeadless = true
            case "--slow":
                try Self.rejectValue(inline, for: name)
                options.isSlow = true
            case "--bench":
                try Self.rejectValue(inline, for: name)
                benchmark = true
            case "--frames":
                options.frameLimit = try Self.frameCount(try value(for: name, inline: inline))
            case "--size":
                options.size = try Self.size(try value(for: name, inline: inline))
            case "--screenshot":
                options.screenshotPath = try screenshotPath(try value(for: name, inline: inline))
            default:
                if argument.hasPrefix("-") { throw CommandLineError(message: "unknown option '\(argument)'") }
                throw CommandLineError(message: "unexpected argument '\(argument)'")
            }
            index += 1
        }
        if benchmark {
            if options.frameLimit != nil || options.screenshotPath != nil {
                throw CommandLineError(message: "--bench cannot be combined with --frames or --screenshot")
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
        let lowercased = path.lowercased()
        guard lowercased.hasSuffix(".png") || lowercased.hasSuffix(".bmp") else {
            throw CommandLineError(message: "--screenshot expects a .png file, got '\(path)'")
        }
        guard canWrite(path) else {
            throw CommandLineError(message: "--screenshot cannot write '\(path)' (missing directory or no permission)")
        }
        return path
    }

    /// Whether `path` names a file that can be created or overwritten.
    static func canWriteFile(_ path: String) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            return !isDirectory.boolValue && manager.isWritableFile(atPath: path)
        }
        let directory = (path as NSString).deletingLastPathComponent
        let parent = directory.isEmpty ? "." : directory
        guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        return manager.isWritableFile(atPath: parent)
    }
}
