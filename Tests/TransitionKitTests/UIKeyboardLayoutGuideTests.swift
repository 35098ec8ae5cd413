import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// `UIKeyboardLayoutGuide`: a view's guide whose top follows the keyboard.
@Suite("UIKeyboardLayoutGuide")
@MainActor
struct UIKeyboardLayoutGuideTests {
    /// A phone window with the simulated safe area (bottom 34), a field and a card pinned above the guide.
    private func makeScene() -> (UIWindow, AnimationClock, UIView, UITextField, UIView) {
        let field = UITextField()
        let (window, clock, root) = makePhoneWindow(with: field)
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -16),
            card.heightAnchor.constraint(equalToConstant: 100),
            card.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor, constant: -12),
        ])
        window.layoutIfNeeded()
        return (window, clock, root.view, field, card)
    }

    // Apple documentation, UIKeyboardLayoutGuide: "When the keyboard isn't visible, the layout
    // guide is at the bottom of the safe area."
    @Test("Hidden keyboard: the guide's top is the safe area's bottom; one guide per view")
    func restsOnSafeArea() {
        let (window, _, view, _, card) = makeScene()
        defer { withExtendedLifetime(window) {} }
        let guide = view.keyboardLayoutGuide
        #expect(guide === view.keyboardLayoutGuide)
        let resting = guide.layoutFrame
        #expect(resting == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(card.frame == CGRect(x: 16, y: 706, width: 361, height: 100))
        #expect(!view.keyboardLayoutGuide.followsUndockedKeyboard)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        #expect(view.keyboardLayoutGuide.followsUndockedKeyboard)
    }

    @Test("Shown: the guide's top is the keyboard's; a view pinned to it moves frame by frame with the keyboard")
    func followsTheKeyboard() {
        let (window, clock, view, field, card) = makeScene()
        let start = clock.now
        _ = field.becomeFirstResponder()
        let shown = view.keyboardLayoutGuide.layoutFrame
        #expect(shown == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(isClose(card.frame.maxY, 516 - 12), "the model value is the end at once")
        for frame in 1...31 {
            clock.advance(by: 1.0 / 60)
            let p = keyboardProgress(at: clock.now - start)
            let expected = 806 + (504 - 806) * p
            let drawn = card.layer.presentation()?.frame.maxY ?? .nan
            #expect(isClose(drawn, expected), "frame \(frame): \(drawn) vs \(expected)")
            let keyboardTop = window.keyboardPresentationFrame?.minY ?? .nan
            let keyboardProgressNow = (852 - keyboardTop) / 336, cardProgress = (806 - drawn) / 302
            #expect(isClose(keyboardProgressNow, cardProgress), "the card rides on the keyboard's curve")
        }
        _ = field.resignFirstResponder()
        let hidden = view.keyboardLayoutGuide.layoutFrame
        #expect(hidden.minY == 818)
        clock.advance(by: 0.25)
        let p = keyboardProgress(at: 0.25)
        #expect(isClose(card.layer.presentation()?.frame.maxY ?? 0, 504 + (806 - 504) * p))
        clock.advance(by: 0.25)
        #expect(card.layer.presentation()?.frame.maxY == 806)
    }

    @Test("usesBottomSafeArea false rests the guide on the view's bottom")
    func withoutSafeArea() {
        let (window, _, view, _, card) = makeScene()
        defer { withExtendedLifetime(window) {} }
        view.keyboardLayoutGuide.usesBottomSafeArea = false
        view.layoutIfNeeded()
        let frame = view.keyboardLayoutGuide.layoutFrame
        #expect(frame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(card.frame.maxY == 840)
    }

    @Test("A guide made while the keyboard is up starts at the keyboard's top")
    func madeWhileShown() {
        let field = UITextField()
        let (window, clock, root) = makePhoneWindow(with: field)
        defer { withExtendedLifetime(window) {} }
        _ = field.becomeFirstResponder()
        clock.advance(by: 0.5)
        let late = UIView(frame: root.view.bounds)
        root.view.addSubview(late)
        let frame = late.keyboardLayoutGuide.layoutFrame
        #expect(frame.minY == 516)
    }

    @Test("Observers' layout changes in keyboardWillShow animate with the keyboard (the notification is inside its block)")
    func observersAnimate() {
        let field = UITextField()
        let (window, clock, root) = makePhoneWindow(with: field)
        defer { withExtendedLifetime(window) {} }
        let moving = UIView(frame: CGRect(x: 0, y: 700, width: 50, height: 50))
        root.view.addSubview(moving)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { moving.frame.origin.y = 400 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = field.becomeFirstResponder()
        clock.advance(by: 0.25)
        #expect(isClose(moving.layer.presentation()?.frame.minY ?? 0, 700 - 300 * keyboardProgress(at: 0.25)))
    }
}
