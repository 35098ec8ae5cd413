import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// Runs the built `playground` binary as a separate process (so SDL stays out of this process).
@Suite("playground end to end")
struct PlaygroundEndToEndTests {
    struct Outcome {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var errorLines: [Substring] { standardError.split(separator: "\n") }
    }

    /// The `playground` executable next to this test bundle (`swift build` puts both in one directory).
    static func executableURL() throws -> URL {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var directory = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("playground")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CommandLineError(message: "no playground executable near \(testBinary); run `swift build` first")
    }

    /// Runs `playground` with `arguments`; `removing` drops environment variables (to simulate no display).
    static func run(_ arguments: [String], removing: [String] = []) throws -> Outcome {
        try runTool(try executableURL().path, arguments, removing: removing)
    }

    /// Runs the program at `path` with `arguments` and collects its output.
    static func runTool(_ path: String, _ arguments: [String], removing: [String] = [], environment extra: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for name in removing { environment[name] = nil }
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(
            status: process.terminationStatus, standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("tk-e2e-\(UUID().uuidString)-\(name)").path
    }

    @Test("Bad flags exit with code 2 and exactly one line on stderr", arguments: [
        ["--bogus"], ["--size", "0x0"], ["--size", "abc"], ["--frames", "-1"],
        ["--screenshot", "/dev/null/out.png"], ["--headless", "--frames"],
    ])
    func badFlags(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.errorLines.count == 1, "stderr: \(outcome.standardError)")
        #expect(outcome.errorLines.first?.hasPrefix("playground: error: ") == true)
        #expect(outcome.standardOutput.isEmpty)
    }

    @Test("A 3D card flip runs to its end in the software renderer, every frame drawn (it crashed SDL there)")
    func slowFlip() throws {
        // Every frame of the 3D card flip (key 2, 0.6 s): the software renderer once read outside its
        // buffers drawing the turned screen as a textured grid (valgrind, SDL 2.26). The flip runs at
        // its own speed (the pixel tests check turned groups angle by angle); in slow motion this
        // one test took a minute of the suite.
        let script = Self.temporaryPath("slow-flip.txt")
        try "@0.00 scene coreanimation\n@0.01 animator 2\n@0.05 key Return\n@0.80 quit\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let outcome = try Self.run(["--headless", "--script", script])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError.prefix(400))")
    }

    @Test("--help prints usage with examples; --version prints the version")
    func helpAndVersion() throws {
        let help = try Self.run(["--help"])
        #expect(help.status == 0 && help.standardOutput.contains("Examples:") && help.standardOutput.contains("--headless"))
        let version = try Self.run(["--version"])
        #expect(version.status == 0 && version.standardOutput.hasPrefix("playground \(HelpText.version)"))
    }

    @Test("Without a display the window fails with one line naming --headless and xvfb-run")
    func noDisplay() throws {
        let outcome = try Self.run(["--frames", "1"], removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        #expect(outcome.status == 1)
        #expect(outcome.errorLines.count == 1, "stderr: \(outcome.standardError)")
        #expect(outcome.standardError.contains("--headless") && outcome.standardError.contains("xvfb-run"))
    }

    @Test("--headless --frames 3 --screenshot out.png writes a PNG of the window's size")
    func headlessPNG() throws {
        let path = Self.temporaryPath("out.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try Self.run(["--headless", "--frames", "3", "--screenshot", path])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let data = try #require(FileManager.default.contents(atPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1024 && height == 768)
    }

    @Test("The headless screenshot shows each sample card's colour at its centre, and the background around")
    @MainActor
    func headlessPixels() throws {
        let path = Self.temporaryPath("out.bmp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try Self.run(["--headless", "--frames", "3", "--size", "900x700", "--screenshot", path])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let image = try BitmapFile(contentsOf: path)
        #expect(image.width == 900 && image.height == 700)

        let list = PlaygroundApp(scene: SampleScene(), size: CGSize(width: 900, height: 700)).window.displayList()
        for card in SampleScene.Card.allCases {
            let command = try #require(list.commands.first { $0.fillColor == card.color })
            var expected = card.color
            if command.alpha < 1 {  // the translucent card: blended over the background
                let a = command.alpha, bg = Palette.background
                expected = UIColor(red: card.color.red * a + bg.red * (1 - a), green: card.color.green * a + bg.green * (1 - a),
                                   blue: card.color.blue * a + bg.blue * (1 - a), alpha: 1)
            }
            // The clipping card's centre is covered by its child: probe its top-left quarter instead.
            let probe = card == .clipping ? CGPoint(x: 40, y: 30) : CGPoint(x: command.rect.midX, y: command.rect.midY)
            let point = probe.applying(command.transform)
            let pixel = try #require(image.color(x: Int(point.x), y: Int(point.y)))
            #expect(BitmapFile.isClose(pixel, expected), "\(card) at \(point): \(pixel) vs \(expected)")
        }
        #expect(BitmapFile.isClose(try #require(image.color(x: 5, y: 5)), Palette.background))
        let child = try #require(list.commands.first { $0.fillColor == Palette.clippedChild })
        let cut = child.windowBounds
        let clip = try #require(child.clip)
        let outside = CGPoint(x: (clip.maxX + cut.maxX) / 2, y: (clip.maxY + cut.maxY) / 2)
        #expect(BitmapFile.isClose(try #require(image.color(x: Int(outside.x), y: Int(outside.y))), Palette.background),
                "the clipped child does not show outside its parent")
    }
}

extension PlaygroundEndToEndTests {
    @Test("--slow starts in slow motion: the headless screenshot with the tools shows the HUD's SLOW badge, and no PAUSED badge")
    @MainActor
    func slowBadgeOnScreen() throws {
        let path = Self.temporaryPath("slow.bmp")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try Self.run(["--headless", "--slow", "--frames", "2", "--capture-tools", "--screenshot", path])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError)")
        let image = try BitmapFile(contentsOf: path)

        let app = PlaygroundApp(scene: SampleScene(), size: CGSize(width: 1024, height: 768), slow: true)
        #expect(app.clock.speed == 0.1)
        let list = app.frame()
        // The badge is in the sidebar, right of the device (the sample's orange card has its colour too).
        #expect(image.width == 1024 + Int(Sidebar.width), "--capture-tools: the window, sidebar and all")
        let badge = try #require(list.commands.first { $0.fillColor == Palette.slowBadge && $0.windowBounds.minX >= 1024 })
        // Just inside the badge's left edge, clear of its text and its rounded corners.
        let probe = CGPoint(x: badge.rect.minX + 3, y: badge.rect.midY).applying(badge.transform)
        let pixel = try #require(image.color(x: Int(probe.x), y: Int(probe.y)))
        #expect(BitmapFile.isClose(pixel, Palette.slowBadge, tolerance: 6), "\(pixel) at \(probe)")
        #expect(!list.commands.contains { $0.fillColor == Palette.pausedBadge })
    }
}

/// A minimal reader for the 32-bit BMP files SDL writes (`SDL_SaveBMP` of an ARGB surface).
struct BitmapFile {
    let width: Int
    let height: Int
    private let data: Data
    private let pixelOffset: Int
    private let isBottomUp: Bool

    init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path), data.count > 54, data.starts(with: Array("BM".utf8)) else {
            throw CommandLineError(message: "\(path) is not a BMP file")
        }
        func int32(_ offset: Int) -> Int32 {
            Int32(bitPattern: (0..<4).reduce(UInt32(0)) { $0 | UInt32(data[data.startIndex + offset + $1]) << (8 * UInt32($1)) })
        }
        guard int32(28) & 0xFFFF == 32 else { throw CommandLineError(message: "\(path) is not a 32-bit BMP") }
        self.data = data
        pixelOffset = Int(int32(10))
        width = Int(int32(18))
        let rawHeight = Int(int32(22))
        height = abs(rawHeight)
        isBottomUp = rawHeight > 0
    }

    /// The (red, green, blue) at `(x, y)`, top-left origin.
    func color(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let row = isBottomUp ? height - 1 - y : y
        let offset = data.startIndex + pixelOffset + (row * width + x) * 4
        return (data[offset + 2], data[offset + 1], data[offset])  // stored B, G, R, A
    }

    /// Whether `pixel` is within `tolerance` of `color` in every component.
    static func isClose(_ pixel: (red: UInt8, green: UInt8, blue: UInt8), _ color: UIColor, tolerance: Int = 4) -> Bool {
        func near(_ byte: UInt8, _ component: CGFloat) -> Bool { abs(Int(byte) - Int((component * 255).rounded())) <= tolerance }
        return near(pixel.red, color.red) && near(pixel.green, color.green) && near(pixel.blue, color.blue)
    }
}
