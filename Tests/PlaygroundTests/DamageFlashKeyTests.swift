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
    private func makeHost() throws -> SDLHost {
        try SDLHost(configuration: HostConfiguration(title: "test", size: CGSize(width: 320, height: 240), isHeadless: true))
    }

    @Test("F turns the flash on, and off, in the frame that reads the key: no tint is drawn after F turned it off")
    func sameFrame() throws {
        let host = try makeHost()
        let app = PlaygroundApp(scene: PresentScene(), size: host.windowSize)
        host.draw(app.host(host, makeFrameWith: [], advancingClockBy: 0))
        host.draw(app.host(host, makeFrameWith: [.keyDown(.letter("F"), modifiers: []), .keyUp(.letter("F"), modifiers: [])], advancingClockBy: 1.0 / 60))
        #expect(host.renderer.flashesDamage)
        let off = app.host(host, makeFrameWith: [.keyDown(.letter("F"), modifiers: []), .keyUp(.letter("F"), modifiers: [])], advancingClockBy: 1.0 / 60)
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
        for _ in 0..<5 { host.draw(app.host(host, makeFrameWith: [], advancingClockBy: 1.0 / 60)) }
        #expect(app.nextFrame(after: host) == .rest(seconds: nil))
        host.draw(app.host(host, makeFrameWith: [.keyDown(.letter("F"), modifiers: []), .keyUp(.letter("F"), modifiers: [])], advancingClockBy: 1.0 / 60))
        #expect(app.nextFrame(after: host) == .draw, "the key's frame redrew the HUD: its flash fades")
        var frames = 0
        while app.nextFrame(after: host) == .draw && frames < 100 {
            host.draw(app.host(host, makeFrameWith: [], advancingClockBy: 1.0 / 60))
            frames += 1
        }
        #expect(frames == 12, "awake until the last tint (kept 12 frames, DamageFlash.frames) has faded")
        #expect(app.nextFrame(after: host) == .rest(seconds: nil))
    }
}
