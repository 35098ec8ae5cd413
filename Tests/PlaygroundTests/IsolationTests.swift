import Foundation
import Testing

/// Code written against the iOS SDK, type-checked here in both language modes: UIKit is
/// `@preconcurrency @MainActor` (Swift 5 mode says nothing about nonisolated uses, Swift 6 mode
/// reports them, as with the SDK), and Core Animation's animations, timing functions and
/// delegates belong to no actor (nonisolated code configures them in either mode).
@Suite("Actor isolation as in the iOS SDK")
struct IsolationTests {
    /// Core Animation used from nonisolated code: a delegate on a plain class, animations made
    /// in free and static functions, then added to a layer from main-actor code.
    static let coreAnimationFromAnywhere = """
        import TransitionKit

        final class FadeObserver: CAAnimationDelegate {
            private(set) var finished = false
            func animationDidStart(_ anim: CAAnimation) {}
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { finished = flag }
        }

        func makeFade(from: Double, to: Double, duration: CFTimeInterval) -> CABasicAnimation {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = from
            fade.toValue = to
            fade.duration = duration
            fade.timingFunction = CAMediaTimingFunction(name: .easeOut)
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            fade.delegate = FadeObserver()
            return fade
        }

        enum Effects {
            static func pop() -> CAAnimationGroup {
                let scale = CAKeyframeAnimation(keyPath: "transform.scale")
                scale.values = [1, 1.15, 0.95, 1]
                scale.keyTimes = [0, 0.4, 0.8, 1]
                let spring = CASpringAnimation(keyPath: "position.y")
                spring.damping = 12
                spring.byValue = -20
                spring.duration = spring.settlingDuration
                let group = CAAnimationGroup()
                group.animations = [makeFade(from: 0, to: 1, duration: 0.3), scale, spring]
                group.duration = 0.6
                return group
            }

            static func push() -> CATransition {
                let transition = CATransition()
                transition.type = .push
                transition.subtype = .fromRight
                transition.duration = 0.35
                transition.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
                return transition
            }
        }

        final class CardViewController: UIViewController {
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                view.layer.add(Effects.pop(), forKey: "pop")
                view.layer.add(Effects.push(), forKey: kCATransition)
            }
        }
        """

    /// UIKit touched from a nonisolated function: the SDK's `@preconcurrency @MainActor` lets
    /// Swift 5 mode compile it silently and makes it an error in Swift 6 mode.
    static let uikitFromNonisolatedCode = """
        import TransitionKit

        func dim(_ view: UIView) {
            view.alpha = 0.5
        }

        enum Zoom {
            static func options() -> UIViewController.Transition.ZoomOptions {
                let options = UIViewController.Transition.ZoomOptions()
                options.dimmingColor = .black
                return options
            }
        }
        """

    @Test("Core Animation configured in nonisolated code compiles in Swift 5 and Swift 6 mode, without a concurrency diagnostic",
          arguments: ["5", "6"])
    func coreAnimationIsNotIsolated(languageMode: String) throws {
        let outcome = try SwiftTypeChecker.check(Self.coreAnimationFromAnywhere, name: "CoreAnimation\(languageMode)", languageMode: languageMode)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("actor"), "\(outcome.standardError)")
    }

    @Test("UIKit used from nonisolated code: Swift 5 mode compiles it without a diagnostic (@preconcurrency)")
    func uikitInSwift5() throws {
        let outcome = try SwiftTypeChecker.check(Self.uikitFromNonisolatedCode, name: "UIKit5", languageMode: "5")
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("warning:"), "\(outcome.standardError)")
    }

    @Test("UIKit used from nonisolated code: Swift 6 mode reports each main-actor use (a @preconcurrency diagnostic)")
    func uikitInSwift6() throws {
        let outcome = try SwiftTypeChecker.check(Self.uikitFromNonisolatedCode, name: "UIKit6", languageMode: "6")
        #expect(outcome.standardError.contains("main actor-isolated"), "\(outcome.standardError)")
        // Both the view property and the zoom options are reported.
        #expect(outcome.standardError.contains("alpha") && outcome.standardError.contains("ZoomOptions"), "\(outcome.standardError)")
    }
}
