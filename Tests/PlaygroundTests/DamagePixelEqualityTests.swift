import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// Damage tracking changes no pixel: every built-in scene's demo script (resizes, rotations,
/// blurs, shadows, scrolling and grabs where the scripts have them) is drawn by the `playground`
/// binary with `--verify-damage`, which draws every frame damage-tracked and whole and fails on
/// any differing pixel.
@Suite("Damage tracking pixel equality")
struct DamagePixelEqualityTests {
    /// The scenes with a demo script (the files in assets/scripts).
    static let scenes: [String] = {
        guard let present = demoScriptPath("present") else { return [] }
        let directory = (present as NSString).deletingLastPathComponent
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return files.filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    }()

    /// The scenes verified here: those the trace tests (`DemoRun`) do not already replay with
    /// `--verify-damage`.
    static let scenesNotReplayedElsewhere = scenes.filter { !DemoRun.scenes.contains($0) }

    @Test("Every frame of each scene's demo script is the same damage-tracked as drawn whole", arguments: scenesNotReplayedElsewhere)
    func demoScript(scene: String) throws {
        let script = try #require(demoScriptPath(scene))
        let shot = PlaygroundEndToEndTests.temporaryPath("\(scene).bmp")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--verify-damage", "--script", script, "--screenshot", shot])
        #expect(outcome.status == 0, "\(scene): \(outcome.standardError.prefix(400))")
    }

    @Test("A screenshot taken mid-transition is the same damage-tracked (the frame kept in the window) as drawn whole",
          arguments: ["present", "navigation", "cards"])
    func midRunScreenshot(scene: String) throws {
        let script = try #require(demoScriptPath(scene))
        var shots: [Data] = []
        for way in [[], ["--full-redraw"]] {
            let shot = PlaygroundEndToEndTests.temporaryPath("\(scene)-mid\(way.count).bmp")
            defer { try? FileManager.default.removeItem(atPath: shot) }
            let outcome = try PlaygroundEndToEndTests.run(["--headless", "--script", script, "--screenshot", shot] + way)
            #expect(outcome.status == 0, "\(scene): \(outcome.standardError.prefix(400))")
            shots.append(try Data(contentsOf: URL(fileURLWithPath: shot)))
        }
        #expect(shots[0].count > 1_000_000, "a 1024 x 768 bitmap")
        #expect(shots[0] == shots[1])
    }

    @Test("Every scene has a demo script the equality test replays")
    @MainActor
    func everySceneCovered() {
        #expect(Self.scenes.count == SceneCatalog.builtIn.entries.count - 1, "all but the sample scene: \(Self.scenes)")
        #expect(Set(Self.scenesNotReplayedElsewhere + DemoRun.scenes) == Set(Self.scenes), "each script verified once")
    }

    @Test("Slowed down on the software renderer (groups, 3D flips, masks), damage tracking changes no pixel")
    func slowedDown() throws {
        // The card flip (3D group), the reveal (mask) and the push (CATransition) at a tenth of the speed.
        let script = PlaygroundEndToEndTests.temporaryPath("slow-damage.txt")
        try """
            @0.00 scene coreanimation
            @0.01 animator 2
            @0.02 key s
            @0.05 key Return
            @3.00 key Backspace
            @3.50 animator 1
            @3.60 key Return
            @5.00 quit
            """.write(toFile: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: script) }
        let outcome = try PlaygroundEndToEndTests.run(["--headless", "--verify-damage", "--script", script])
        #expect(outcome.status == 0, "stderr: \(outcome.standardError.prefix(400))")
    }
}
