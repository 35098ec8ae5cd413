import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
@testable import TransitionPlayground

/// F (the damage flash) through the app and a headless host: it takes effect in the frame whose
/// input has the key, and a fading flash keeps a resting window drawing until it has faded.
@Suite("Damage flash key", .serialized)
@MainActor
struct DamageFlashKeyTests {
    private static let keyF: [InputEvent] = [.keyDown(.letter("F"), modifiers: []), .keyUp(.letter("F"), modifiers: [])]

    /// Makes a frame from `events` and draws it as the host's loop does: the output's flash, then its list.
    @discardableResult
    private func frame(_ events: [InputEvent] = [], step: TimeInterval = 1.0 / 60, app: PlaygroundApp, host: SDLHost, draws: Bool = true) -> FrameOutput {
        let output = app.makeFrame(FrameInput(events: events, step: step))
        host.renderer.flashesDamage = output.flashesDamage
        if draws { host.draw(output.displayList) }
        return output
    }

    private func makeHost() throws -> SDLHost {
        try SDLHost(configuration: HostConfiguration(title: "test", size: CGSize(width: 320, height: 240), isHeadless: true))
    }

    @Test("F turns the flash on, and off, in the frame that reads the key: no tint is drawn after F turned it off")
    func sameFrame() throws {
        let host = try makeHost()
        let app = PlaygroundApp(scene: PresentScene(), size: host.windowSize)
        frame(step: 0, app: app, host: host)
        frame(Self.keyF, app: app, host: host)
        #expect(host.renderer.flashesDamage)
        let off = frame(Self.keyF, app: app, host: host, draws: false).displayList
        #expect(!host.renderer.flashesDamage)
        host.draw(off)
        let shown = try host.captureFrame()
        host.renderer.tracksDamage = false
        host.draw(off)
        #expect(try host.captureFrame() == shown, "the frame after F is the picture without tint")
    }

    @Test("A resting window keeps drawing while the flash fades, then rests")
    func fadeKeepsAwake() throws {
        let host = try makeHost()
        let app = PlaygroundApp(scene: PresentScene(), size: host.windowSize)
        var output = frame(app: app, host: host)
        for _ in 0..<4 { output = frame(app: app, host: host) }
        #expect(host.nextFrame(after: output) == .rest(seconds: nil))
        output = frame(Self.keyF, app: app, host: host)
        #expect(host.nextFrame(after: output) == .draw, "the key's frame redrew the HUD: its flash fades")
        var frames = 0
        while host.nextFrame(after: output) == .draw && frames < 100 {
            output = frame(app: app, host: host)
            frames += 1
        }
        #expect(frames == 12, "awake until the last tint (kept 12 frames, DamageFlash.frames) has faded")
        #expect(host.nextFrame(after: output) == .rest(seconds: nil))
    }
}
