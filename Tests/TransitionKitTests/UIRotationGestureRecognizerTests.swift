import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIRotationGestureRecognizer: two fingers turning")
@MainActor
struct UIRotationGestureRecognizerTests {
    private func setUp() -> (UIWindow, AnimationClock, UIRotationGestureRecognizer, StateLog) {
        let (window, clock) = makeTestWindow(width: 800, height: 600)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.addSubview(view)
        let log = StateLog()
        let rotation = UIRotationGestureRecognizer { log.record($0) }
        view.addGestureRecognizer(rotation)
        return (window, clock, rotation, log)
    }

    /// The pointer on a circle of 100 pt about the press point (400, 300), `degrees` clockwise from the right.
    private func pointer(_ degrees: CGFloat) -> CGPoint {
        let radians = degrees * .pi / 180
        return CGPoint(x: 400 + 100 * cos(radians) - 100, y: 300 + 100 * sin(radians))
    }

    @Test("An Alt-drag around the press point turns the fingers: 30° clockwise is rotation π/6; the release ends it; reset to 0")
    func altDragTurns() {
        let (window, clock, rotation, log) = setUp()
        // The fingers start at the press point ± 100 pt; the pointer's finger follows the pointer's motion.
        window.send(.mouseDown(CGPoint(x: 400, y: 300), modifiers: [.option]))
        for degrees in stride(from: CGFloat(5), through: 30, by: 5) {
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(pointer(degrees)))
        }
        #expect(log.states.first == .began && log.states.dropFirst().allSatisfy { $0 == .changed })
        #expect(isClose(rotation.rotation, .pi / 6, 1e-9))
        // 5° a frame: 300° a second, in radians.
        #expect(isClose(rotation.velocity, 300 * .pi / 180, 0.05))
        window.send(.mouseUp(pointer(30)))
        #expect(log.states.last == .ended)
        clock.advance(by: 1.0 / 60)
        #expect(rotation.state == .possible && rotation.rotation == 0)
    }

    @Test("Setting rotation to 0 rebases: the next change reports only the new turn")
    func incremental() {
        let (window, clock, rotation, _) = setUp()
        var turns: [CGFloat] = []
        rotation.addTarget { recognizer in
            turns.append(recognizer.rotation)
            recognizer.rotation = 0
        }
        window.send(.mouseDown(CGPoint(x: 400, y: 300), modifiers: [.control]))
        for degrees in [CGFloat(10), 20, 30] {
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(pointer(degrees)))
        }
        #expect(turns.count == 3 && turns.allSatisfy { isClose($0, 10 * .pi / 180, 1e-9) })
    }

    @Test("One finger never rotates: it fails on release; a straight pinch does not begin it")
    func oneFingerFails() {
        let (window, clock, rotation, log) = setUp()
        window.send(.mouseDown(CGPoint(x: 400, y: 300)))
        window.send(.mouseMove(CGPoint(x: 450, y: 350)))
        window.send(.mouseUp(CGPoint(x: 450, y: 350)))
        #expect(log.states.isEmpty && rotation.state == .failed)
        clock.advance(by: 1.0 / 60)
        window.send(.mouseDown(CGPoint(x: 400, y: 300), modifiers: [.option]))
        window.send(.mouseMove(CGPoint(x: 450, y: 300)))
        #expect(rotation.state == .possible, "the fingers moved apart, not around")
        window.send(.mouseUp(CGPoint(x: 450, y: 300)))
        #expect(log.states.isEmpty)
    }

    @Test("Turning on past half a turn keeps counting: seven 30° steps are 210°, not -150°")
    func pastHalfATurn() {
        let (window, clock, rotation, _) = setUp()
        // The fingers' line starts at angle π (the pointer's finger right of the other), so every
        // step here crosses or runs along the ±π line of atan2.
        window.send(.mouseDown(CGPoint(x: 400, y: 300), modifiers: [.option]))
        for degrees in stride(from: CGFloat(30), through: 210, by: 30) {
            clock.advance(by: 1.0 / 60)
            window.send(.mouseMove(pointer(degrees)))
        }
        #expect(isClose(rotation.rotation, 210 * .pi / 180, 1e-9))
    }
}
