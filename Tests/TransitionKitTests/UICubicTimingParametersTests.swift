import Foundation
import Testing
import TransitionKit

@Suite("UICubicTimingParameters")
@MainActor
struct UICubicTimingParametersTests {
    @Test("init() is the default Core Animation curve")
    func defaultCurve() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(parameters.animationCurve == .easeInOut)
        #expect(parameters.timingCurveType == .builtin)
        #expect(parameters.bezier == .caDefault)
    }

    @Test("init(animationCurve:) uses the built-in control points")
    func builtinCurves() {
        let expected: [(UIViewAnimationCurve, CGPoint, CGPoint)] = [
            (.easeInOut, CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)),
            (.easeIn, CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            (.easeOut, CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)),
            (.linear, CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        ]
        for (curve, point1, point2) in expected {
            let parameters = UICubicTimingParameters(animationCurve: curve)
            #expect(parameters.animationCurve == curve)
            #expect(parameters.controlPoint1 == point1 && parameters.controlPoint2 == point2, "\(curve)")
            #expect(parameters.timingCurveType == .builtin)
            #expect(parameters.bezier == curve.bezier)
        }
        #expect(UIViewAnimationCurve.easeInOut.rawValue == 0 && UIViewAnimationCurve.easeIn.rawValue == 1)
        #expect(UIViewAnimationCurve.easeOut.rawValue == 2 && UIViewAnimationCurve.linear.rawValue == 3)
    }

    @Test("custom control points")
    func controlPoints() {
        let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.2, y: 0.9))
        #expect(parameters.bezier == CubicBezier(0.2, 0.9, 0.3, 1))
        #expect(parameters.animationCurve == .easeInOut)
        let easeOut = UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 0.58, y: 1))
        #expect(easeOut.animationCurve == .easeOut)
        #expect(parameters.isValid && parameters.validationIssues.isEmpty)
    }

    @Test("providers: cubic only")
    func provider() {
        let parameters = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(parameters.cubicTimingParameters === parameters)
        #expect(parameters.springTimingParameters == nil)
    }

    @Test("timing function: the curve over the animator's duration, 0 -> 100")
    func timingFunction() {
        let (timing, duration) = UICubicTimingParameters(animationCurve: .easeInOut)
            .timingFunction(animatorDuration: 1, velocityComponent: 0)
        #expect(duration == 1)
        #expect(timing == .cubic(.easeInOut))
        #expect(abs(100 * timing.progress(at: 0.25, duration: duration) - 12.916) < 5e-4)
        #expect(100 * timing.progress(at: 0.5, duration: duration) == 50)

        // Through the protocol, as the animator stores it.
        let provider: any UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeIn)
        let (erased, erasedDuration) = provider.timingFunction(animatorDuration: 2, velocityComponent: 1)
        #expect(erased == .cubic(.easeIn) && erasedDuration == 2)
        #expect(abs(100 * erased.progress(at: 1, duration: 2) - 31.536) < 5e-4)

        let linear = UICubicTimingParameters(animationCurve: .linear).timingFunction(animatorDuration: 1, velocityComponent: 0)
        #expect(100 * linear.0.progress(at: 0.5, duration: 1) == 50)
        let easeOut = UICubicTimingParameters(animationCurve: .easeOut).timingFunction(animatorDuration: 1, velocityComponent: 0)
        #expect(abs(100 * easeOut.0.progress(at: 0.5, duration: 1) - 68.464) < 5e-4)
    }

    @Test("bad control points are reported and evaluate finitely")
    func badControlPoints() {
        let nan = UICubicTimingParameters(controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: CGPoint(x: 1, y: 1))
        #expect(!nan.isValid && nan.validationIssues.count == 1)
        #expect(nan.bezier == .linear)
        let outside = UICubicTimingParameters(controlPoint1: CGPoint(x: -1, y: 0), controlPoint2: CGPoint(x: 2, y: 1))
        #expect(!outside.isValid)
        #expect(outside.controlPoint1 == CGPoint(x: -1, y: 0))  // reported as passed
        for parameters in [nan, outside] {
            let (timing, _) = parameters.timingFunction(animatorDuration: 1, velocityComponent: 0)
            for i in 0...10 {
                #expect(timing.progress(at: Double(i) / 10, duration: 1).isFinite)
                #expect(timing.velocity(at: Double(i) / 10, duration: 1).isFinite)
            }
        }
    }

    @Test("a custom provider with neither curve falls back to ease-in-out")
    func customProvider() {
        final class Empty: UITimingCurveProvider {
            var timingCurveType: UITimingCurveType { .composed }
            var cubicTimingParameters: UICubicTimingParameters? { nil }
            var springTimingParameters: UISpringTimingParameters? { nil }
        }
        final class Composed: UITimingCurveProvider {
            var timingCurveType: UITimingCurveType { .composed }
            var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters(animationCurve: .linear) }
            var springTimingParameters: UISpringTimingParameters? { UISpringTimingParameters(dampingRatio: 0.5) }
        }
        let (fallback, duration) = Empty().timingFunction(animatorDuration: 0.3, velocityComponent: 0)
        #expect(fallback == .cubic(.easeInOut) && duration == 0.3)
        let (composed, _) = Composed().timingFunction(animatorDuration: 0.3, velocityComponent: 0)
        #expect(composed.isSpring)
    }

    @Test("init?(coder:) makes nothing: there are no archives of UIKit objects here")
    func fromCoder() throws {
        let archive = try NSKeyedArchiver.archivedData(withRootObject: "cubic", requiringSecureCoding: false)
        let coder = try NSKeyedUnarchiver(forReadingFrom: archive)
        #expect(UICubicTimingParameters(coder: coder) == nil)
    }
}
