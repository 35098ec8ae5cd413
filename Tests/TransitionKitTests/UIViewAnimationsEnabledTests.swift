import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Apple documentation: `setAnimationsEnabled(_:)` ("If you disable animations, code inside
/// subsequent animation blocks is still executed but no animations actually occur ... existing
/// animations continue running until they reach their natural end point"), `areAnimationsEnabled`,
/// `performWithoutAnimation(_:)` and `inheritedAnimationDuration` ("only returns a non-zero value
/// if called within a UIView animation block").
@Suite("UIView animations enabled, inherited duration")
@MainActor
struct UIViewAnimationsEnabledTests {
    private func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("setAnimationsEnabled(false) applies block changes at once; running animations go on")
    func disabledSwitch() {
        let (window, clock) = makeTestWindow()
        let running = UIView(frame: .zero), later = UIView(frame: .zero)
        window.addSubview(running); window.addSubview(later)
        var completed: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { running.center.x = 100 })
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: {
            #expect(UIView.inheritedAnimationDuration == 0)
            later.center.x = 100
        }, completion: { completed = $0 })
        #expect(later.layer.animations.isEmpty && x(later) == 100)
        clock.advance(by: 0.5)
        #expect(isClose(x(running), 50))
        #expect(completed == true)
    }

    @Test("performWithoutAnimation turns animations off inside it, also for nested blocks")
    func withoutAnimation() {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: .zero)
        window.addSubview(view)
        var insideValue: Bool?
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation {
                insideValue = UIView.areAnimationsEnabled
                UIView.animate(withDuration: 1) { view.center.x = 100 }
            }
        }
        #expect(insideValue == false && UIView.areAnimationsEnabled)
        #expect(view.layer.animations.isEmpty && x(view) == 100)
    }

    @Test("inheritedAnimationDuration is the open block's duration, nested blocks included")
    func inheritedDuration() {
        var outer: TimeInterval?, nested: TimeInterval?, keyframe: TimeInterval?
        #expect(UIView.inheritedAnimationDuration == 0)
        UIView.animate(withDuration: 0.4) {
            outer = UIView.inheritedAnimationDuration
            UIView.animate(withDuration: 2) { nested = UIView.inheritedAnimationDuration }
        }
        UIView.animateKeyframes(withDuration: 0.7, delay: 0, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                keyframe = UIView.inheritedAnimationDuration
            }
        })
        #expect(outer == 0.4 && nested == 0.4 && keyframe == 0.7)
    }
}
