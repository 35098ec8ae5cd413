import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Sources: Apple documentation, `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`,
/// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` (times are fractions of the
/// whole duration), `UIView.KeyframeAnimationOptions` (bit values from UIView.h) and Core
/// Animation's "Value calculation modes": linear = "simple linear calculation between keyframe
/// values"; discrete = "each keyframe value is used in turn, no interpolated values"; paced and
/// cubicPaced = "keyTimes and timingFunction are ignored ... to give the animation a constant
/// velocity"; cubic = "a default Catmull-Rom spline that passes through the keyframe values".
@Suite("UIView.animateKeyframes")
@MainActor
struct UIViewKeyframeTests {
    /// Linear timing over the whole animation, passed through the raw value as iOS code does.
    private static let linearCurve = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    private func view(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.center = .zero
        window.addSubview(view)
        return view
    }

    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    /// x: 0 -> 100 over [0, 0.25], held, -> 200 over [0.5, 1]; returns x at each time.
    private func holdThenMove(_ mode: UIView.KeyframeAnimationOptions, at times: [Double]) -> [CGFloat] {
        let (window, clock) = makeTestWindow()
        let moving = view(in: window)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: mode.union(Self.linearCurve), animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { moving.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moving.center.x = 200 }
        })
        #expect(moving.center.x == 200, "the model holds the last keyframe's value at once")
        var values: [CGFloat] = [], now = 0.0
        for time in times {
            clock.advance(by: time - now)
            now = time
            values.append(shown(moving).x)
        }
        return values
    }

    @Test("UIKit's option bits")
    func optionBits() {
        typealias Options = UIView.KeyframeAnimationOptions
        #expect(Options.layoutSubviews.rawValue == 1 && Options.allowUserInteraction.rawValue == 2)
        #expect(Options.beginFromCurrentState.rawValue == 4 && Options.repeat.rawValue == 8)
        #expect(Options.autoreverse.rawValue == 16 && Options.overrideInheritedDuration.rawValue == 32)
        #expect(Options.overrideInheritedOptions.rawValue == 512 && Options.calculationModeLinear.rawValue == 0)
        #expect(Options.calculationModeDiscrete.rawValue == 1024 && Options.calculationModePaced.rawValue == 2048)
        #expect(Options.calculationModeCubic.rawValue == 3072 && Options.calculationModeCubicPaced.rawValue == 4096)
    }

    @Test("Linear: straight lines at the keyframes' times, holding between keyframes")
    func linear() {
        let values = holdThenMove(.calculationModeLinear, at: [0.125, 0.375, 0.75, 1])
        #expect(isClose(values[0], 50) && isClose(values[1], 100) && isClose(values[2], 150) && values[3] == 200,
                "\(values)")
    }

    @Test("Discrete: each keyframe's value from its start time, nothing in between")
    func discrete() {
        let values = holdThenMove(.calculationModeDiscrete, at: [0.125, 0.45, 0.5, 0.75])
        #expect(values == [100, 100, 200, 200], "\(values)")
    }

    @Test("Paced: constant speed through the values, keyframe times ignored")
    func paced() {
        let values = holdThenMove(.calculationModePaced, at: [0.25, 0.5, 0.75])
        #expect(isClose(values[0], 50) && isClose(values[1], 100) && isClose(values[2], 150), "\(values)")
    }

    @Test("Cubic: a Catmull-Rom spline through the timed keys (it overshoots the hold)")
    func cubic() {
        // Keys (0, 0), (0.25, 100), (0.5, 100), (1, 200); tangents (next - previous) / 2.
        // At 1/16: Hermite with p 0 -> 100, m 50, 50, u 0.25: 7.03125 + 15.625 - 2.34375.
        // At 5/16: p 100 -> 100, m 50, 50, u 0.25: 100 + 50 * (0.140625 - 0.046875).
        let values = holdThenMove(.calculationModeCubic, at: [0.0625, 0.3125, 0.375, 1])
        #expect(isClose(values[0], 20.3125) && isClose(values[1], 104.6875) && isClose(values[2], 100),
                "\(values)")
        #expect(values[3] == 200)
    }

    @Test("Paced modes travel the path at constant speed; linear follows keyframe times")
    func pacedAlongACorner() {
        // (0, 0) -> (100, 0) in [0, 0.2], -> (100, 100) in [0.2, 1]. The path is two equal legs, so
        // constant speed reaches the corner at half time; the spline is symmetric about the corner.
        var results: [UIView.KeyframeAnimationOptions: CGPoint] = [:]
        let modes: [UIView.KeyframeAnimationOptions] = [.calculationModeLinear, .calculationModePaced,
                                                        .calculationModeCubicPaced]
        for mode in modes {
            let (window, clock) = makeTestWindow()
            let moving = view(in: window)
            UIView.animateKeyframes(withDuration: 2, delay: 0, options: mode.union(Self.linearCurve), animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { moving.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { moving.center.y = 100 }
            })
            clock.advance(by: 1)
            results[mode] = shown(moving)
        }
        #expect(isClose(results[.calculationModeLinear]!, CGPoint(x: 100, y: 37.5)))
        #expect(isClose(results[.calculationModePaced]!, CGPoint(x: 100, y: 0)))
        #expect(isClose(results[.calculationModeCubicPaced]!, CGPoint(x: 100, y: 0), 1e-6),
                "\(results[.calculationModeCubicPaced]!)")
    }

    @Test("Cubic paced on a straight path moves at constant speed")
    func cubicPacedStraight() {
        let values = holdThenMove(.calculationModeCubicPaced, at: [0.25, 0.5, 0.75])
        // Arc length from 64 chords per spline segment: within 0.05 pt of the exact 50/100/150.
        #expect(isClose(values[0], 50, 0.05) && isClose(values[1], 100, 0.05) && isClose(values[2], 150, 0.05),
                "\(values)")
    }

    @Test("Without curve bits the whole animation eases in and out; paced modes ignore the curve")
    func defaultCurve() {
        let (window, clock) = makeTestWindow()
        let eased = view(in: window), paced = view(in: window)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { eased.center.x = 100 }
        })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { paced.center.x = 100 }
        })
        clock.advance(by: 0.25)
        #expect(isClose(shown(eased).x, 12.916), "\(shown(eased).x)")
        #expect(isClose(shown(paced).x, 25), "\(shown(paced).x)")
    }

    @Test("A bounce that ends where it started animates, then completes with true")
    func bounceCompletes() {
        let (window, clock) = makeTestWindow()
        let moving = view(in: window)
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: Self.linearCurve, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { moving.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moving.center.x = 0 }
        }, completion: { finished = $0 })
        clock.advance(by: 0.5)
        #expect(shown(moving).x == 0 && finished == nil)
        clock.advance(by: 0.25)
        #expect(isClose(shown(moving).x, 50))
        clock.advance(by: 0.5)
        #expect(isClose(shown(moving).x, 50))
        clock.advance(by: 0.3)
        #expect(shown(moving).x == 0 && finished == true)
    }

    @Test("Changes outside addKeyframe span the whole duration; nested keyframes are relative")
    func directChangesAndNesting() {
        let (window, clock) = makeTestWindow()
        let moving = view(in: window)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: Self.linearCurve, animations: {
            moving.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moving.center.x = 100 }
            }
        })
        clock.advance(by: 0.5)
        #expect(isClose(shown(moving).x, 0) && abs(moving.layer.presentation()!.opacity - 0.5) < 1e-6)
        clock.advance(by: 0.375)
        #expect(isClose(shown(moving).x, 50) && abs(moving.layer.presentation()!.opacity - 0.125) < 1e-6)
    }

    @Test("Misuse: addKeyframe outside a keyframe block and bad times report and still apply")
    func misuse() {
        let (window, clock) = makeTestWindow()
        let moving = view(in: window)
        var diagnostics: [Diagnostic] = []
        window.diagnosticHandler = { diagnostics.append($0) }
        AnimationContext.withAmbient(clock: clock) { misuse(moving) }
        #expect(moving.center.x == 60)
        #expect(diagnostics.map(\.code) == [.invalidKeyframe, .invalidKeyframe, .invalidKeyframe])
    }

    private func misuse(_ moving: UIView) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { moving.center.x = 30 }
        #expect(moving.center.x == 30 && moving.layer.animations.isEmpty)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 3) { moving.center.x = 60 }
        })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .init(rawValue: 7 << 10), animations: {})
    }

    /// WWDC 2016 session 216, "Advances in UIKit Animations and Transitions": keyframe
    /// animations inside a property animator's block are scrubbed by `fractionComplete`.
    @Test("Keyframes inside a property animator follow its fraction")
    func insidePropertyAnimator() {
        let (window, clock) = makeTestWindow()
        let moving = view(in: window)
        var keyframesFinished: Bool?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { moving.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { moving.center.x = 0 }
            }, completion: { keyframesFinished = $0 })
        }
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.25
        #expect(isClose(shown(moving).x, 50))
        animator.fractionComplete = 0.5
        #expect(isClose(shown(moving).x, 100))
        animator.startAnimation()
        clock.advance(by: 0.25)
        #expect(isClose(shown(moving).x, 50), "\(shown(moving).x)")
        clock.advance(by: 0.3)
        #expect(position == .end && shown(moving).x == 0)
        #expect(keyframesFinished == true)
    }

    @Test("Stopping the property animator completes its keyframes with false")
    func stoppedInsidePropertyAnimator() {
        let (window, _) = makeTestWindow()
        let moving = view(in: window)
        var keyframesFinished: Bool?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { moving.center.x = 100 }
            }, completion: { keyframesFinished = $0 })
        }
        animator.fractionComplete = 0.5
        animator.stopAnimation(true)
        #expect(keyframesFinished == false && moving.center.x == 50)
    }
}
