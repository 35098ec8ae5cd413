import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The debug overlay's pulse for haptic feedback (no hardware here: a brief visual
/// pulse in the debug overlay, and an entry in the callback log).
@Suite("Feedback pulse")
@MainActor
struct FeedbackPulseTests {
    private func rings(_ list: DisplayList) -> [DisplayList.Command] {
        list.commands.filter { command in
            [FeedbackPulse.impactColor, FeedbackPulse.selectionColor, FeedbackPulse.notificationColor]
                .contains { $0 == command.borderColor } && command.borderWidth == 4
        }
    }

    @Test("An impact logs its entry and pulses a ring in the middle that grows and fades over 0.35 s; prepare does not")
    func impactPulses() throws {
        let app = try AppDriver.makeApp(SampleScene())
        AppDriver.press("D", in: app)
        let view = try #require(app.window.rootViewController?.view)
        let generator = UIImpactFeedbackGenerator(style: .heavy, view: view)
        generator.prepare()
        #expect(rings(app.runFrame()).isEmpty, "prepare plays nothing")
        let start = app.window.clock.now
        generator.impactOccurred()
        #expect(app.session.log.recent.last?.text == "UIImpactFeedbackGenerator.impactOccurred(heavy)")
        let first = rings(app.runFrame())
        #expect(first.count == 1 && first.first?.borderColor == FeedbackPulse.impactColor)
        let progress = CGFloat((app.window.clock.now - start) / FeedbackPulse.duration)
        let ring = try #require(first.first)
        #expect(abs(ring.windowBounds.width - (40 + 80 * progress)) < 1e-9, "\(ring.windowBounds) at \(progress)")
        #expect(abs(ring.windowBounds.midX - 400) < 1e-9 && abs(ring.windowBounds.midY - 300) < 1e-9)
        #expect(abs(ring.alpha - 0.9 * (1 - progress)) < 1e-9)
        AppDriver.run(25, in: app)
        #expect(rings(app.runFrame()).isEmpty, "gone after 0.35 s")
    }

    @Test("Selection and notification feedback pulse in their own colours; nothing shows with the debug overlay off")
    func colours() throws {
        let app = try AppDriver.makeApp(SampleScene())
        let view = try #require(app.window.rootViewController?.view)
        UISelectionFeedbackGenerator(view: view).selectionChanged()
        #expect(rings(app.runFrame()).isEmpty, "the pulse belongs to the debug overlay")
        AppDriver.run(25, in: app)   // past that pulse's 0.35 s
        AppDriver.press("D", in: app)
        UISelectionFeedbackGenerator(view: view).selectionChanged()
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.success)
        #expect(rings(app.runFrame()).map(\.borderColor) == [FeedbackPulse.selectionColor, FeedbackPulse.notificationColor])
    }
}
