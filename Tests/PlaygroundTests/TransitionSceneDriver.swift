import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// Drives a transition scene in a `PlaygroundApp` on its manual clock (no SDL): keys, clicks and
/// drags as the host delivers them, frames as the host draws them; a `TransitionHarness`
/// observing the window keeps the callback log and checks the engine's invariants after every frame.
@MainActor
class TransitionSceneDriver {
    /// The app showing the scene.
    let app: PlaygroundApp
    /// The scene.
    let scene: any Scene
    /// The window's callback log and invariant checks.
    let harness: TransitionHarness
    /// Every transition callback the window reported, in order.
    var log: [String] { harness.log }
    /// Invariant violations (and NaNs in a frame) seen after any frame.
    var violations: [String] { harness.violations }

    /// The scene window.
    var window: UIWindow { app.window }
    /// Its clock.
    var clock: AnimationClock { app.clock }
    /// The running transition's state.
    var transition: UIWindow.TransitionState? { window.transitionState }

    /// Shows `scene` in a window of `size` points and draws the first frame.
    init(_ scene: any Scene, size: CGSize = CGSize(width: 1024, height: 768)) {
        self.scene = scene
        app = PlaygroundApp(scene: scene, size: size)
        app.window.writesDiagnosticsToStandardError = false
        harness = TransitionHarness(observing: app.window)
        frame()
    }

    /// Draws one frame without advancing time, checking the invariants.
    func frame() {
        let list = app.frame()
        for command in list.flattenedCommands {
            let t = command.transform
            let numbers = [t.a, t.b, t.c, t.d, t.tx, t.ty, command.alpha, command.rect.minX, command.rect.minY,
                           command.rect.width, command.rect.height]
            if !numbers.allSatisfy(\.isFinite) { harness.report("NaN in the frame: \(command)") }
        }
        harness.checkInvariants(atRest: false)
    }

    /// Presses and releases `key`.
    func press(_ key: String, _ modifiers: InputEvent.Modifiers = []) {
        app.handle(.keyDown(Key(name: key), modifiers: modifiers))
        app.handle(.keyUp(Key(name: key), modifiers: modifiers))
    }

    /// Runs `seconds` of frames (1/60 s each), drawing and checking each.
    func run(_ seconds: TimeInterval) {
        let frames = max(1, Int((seconds * 60).rounded()))
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            frame()
        }
    }

    /// Runs frames until no transition runs and no animation is pending (at most `limit` seconds),
    /// then checks the at-rest invariants. Returns whether it settled.
    @discardableResult
    func settle(limit: TimeInterval = 10) -> Bool {
        var elapsed = 0.0
        repeat {
            run(1.0 / 60)
            elapsed += 1.0 / 60
        } while (window.isTransitionInProgress || clock.hasRunningAnimations) && elapsed < limit
        harness.checkInvariants(atRest: true)
        return !window.isTransitionInProgress && !clock.hasRunningAnimations
    }

    /// A click at `point` (window points).
    func click(_ point: CGPoint) {
        app.handle(.mouseDown(point))
        run(1.0 / 60)
        app.handle(.mouseUp(point))
        run(1.0 / 60)
    }

    /// Presses at `start` and moves to `end` in `steps` moves, a frame apart. Returns without
    /// releasing.
    func dragWithoutRelease(from start: CGPoint, to end: CGPoint, steps: Int = 12) {
        app.handle(.mouseDown(start))
        run(1.0 / 60)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            app.handle(.mouseMove(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
            run(1.0 / 60)
        }
    }

    /// A drag from `start` to `end`, held still for `hold` seconds (so the release has no speed),
    /// then released.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 12, hold: TimeInterval = 0.2) {
        dragWithoutRelease(from: start, to: end, steps: steps)
        if hold > 0 { run(hold) }
        app.handle(.mouseUp(end))
        run(1.0 / 60)
    }

    /// The centre of `view` in window points (presentation values).
    func center(of view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The texts the scene window draws.
    var texts: [String] {
        window.displayList().flattenedCommands.compactMap { command in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
    }

    /// Forgets the log so far.
    func clearLog() { harness.clearLog() }
}
