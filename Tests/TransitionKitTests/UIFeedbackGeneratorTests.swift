import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// UIKit's feedback generators play haptics (developer.apple.com/documentation/uikit/
/// uifeedbackgenerator): impactOccurred() "tells the generator that an impact has occurred"
/// with the style from init(style:); impactOccurred(intensity:) takes "a CGFloat value between
/// 0.0 and 1.0"; FeedbackStyle has light, medium, heavy, soft, rigid (0...4) and FeedbackType
/// success, warning, error (0...2). Linux has no haptic hardware: each call is a callback-log entry.
@Suite("Feedback generators")
@MainActor
struct UIFeedbackGeneratorTests {
    private func loggingWindow() -> (UIWindow, UIView, () -> [String]) {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var entries: [String] = []
        window.callbackHandler = { entries.append($0) }
        return (window, view, { entries })
    }

    @Test("Each call is logged to the view's window with its style or type")
    func logsToViewWindow() {
        let (window, view, entries) = loggingWindow()
        let impact = UIImpactFeedbackGenerator(style: .rigid, view: view)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.5)
        UIImpactFeedbackGenerator(view: view).impactOccurred()
        UISelectionFeedbackGenerator(view: view).selectionChanged()
        UINotificationFeedbackGenerator(view: view).notificationOccurred(.warning)
        #expect(entries() == [
            "UIImpactFeedbackGenerator.prepare",
            "UIImpactFeedbackGenerator.impactOccurred(rigid)",
            "UIImpactFeedbackGenerator.impactOccurred(rigid, intensity: 0.5)",
            "UIImpactFeedbackGenerator.impactOccurred(medium)",
            "UISelectionFeedbackGenerator.selectionChanged",
            "UINotificationFeedbackGenerator.notificationOccurred(warning)",
        ])
        #expect(window.diagnostics.isEmpty)
    }

    @Test("Without a view, a call made while the window handles an event is logged there")
    func logsToEventWindow() {
        let (window, view, entries) = loggingWindow()
        let feedback = UINotificationFeedbackGenerator()
        let tap = UITapGestureRecognizer { _ in feedback.notificationOccurred(.success) }
        view.addGestureRecognizer(tap)
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(entries() == ["UINotificationFeedbackGenerator.notificationOccurred(success)"])
    }

    @Test("Raw values are UIKit's")
    func rawValues() {
        #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }

    @Test("An intensity outside 0...1 or NaN is refused with a diagnostic")
    func badIntensity() {
        let (window, view, entries) = loggingWindow()
        let impact = UIImpactFeedbackGenerator(style: .light, view: view)
        impact.impactOccurred(intensity: 1.5)
        impact.impactOccurred(intensity: .nan)
        #expect(entries().isEmpty)
        #expect(window.diagnostics.map(\.code) == [.invalidFeedbackIntensity, .invalidFeedbackIntensity])
    }
}
