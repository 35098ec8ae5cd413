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

    /// Layers, transactions and the media time used from nonisolated code, as Core Animation
    /// allows: a factory making shape and gradient layers, a layer delegate on a plain class, a
    /// layer subclass written the iOS way, a transaction in a static function; a controller then
    /// puts them on screen.
    static let layersFromAnywhere = """
        import TransitionKit

        func makeProgressRing(diameter: CGFloat, color: CGColor) -> CAShapeLayer {
            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 0, y: 0, width: diameter, height: diameter)
            ring.path = UIBezierPath(ovalIn: ring.bounds.insetBy(dx: 2, dy: 2)).cgPath
            ring.strokeColor = color
            ring.fillColor = nil
            ring.lineWidth = 4
            ring.lineCap = .round
            ring.strokeEnd = 0
            ring.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: "progress")
            return ring
        }

        struct Backdrop {
            static func gradient(in bounds: CGRect, colors: [CGColor]) -> CAGradientLayer {
                let gradient = CAGradientLayer()
                gradient.frame = bounds
                gradient.colors = colors
                gradient.startPoint = CGPoint(x: 0, y: 0)
                gradient.endPoint = CGPoint(x: 1, y: 1)
                gradient.cornerRadius = 12
                gradient.masksToBounds = true
                let sheen = CALayer()
                sheen.backgroundColor = colors.first
                sheen.opacity = 0.2
                gradient.addSublayer(sheen)
                _ = gradient.convert(CGPoint.zero, to: sheen)
                return gradient
            }

            static func withoutAnimation(_ changes: () -> Void) -> CFTimeInterval {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                changes()
                CATransaction.commit()
                return CACurrentMediaTime()
            }
        }

        final class Spinner: CALayerDelegate {
            func layoutSublayers(of layer: CALayer) {
                layer.sublayers?.forEach { $0.frame = layer.bounds }
            }
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }

        final class PulseLayer: CALayer {
            var pulses = 0
            override init() { super.init() }
            override init(layer: Any) {
                super.init(layer: layer)
                pulses = (layer as? PulseLayer)?.pulses ?? 0
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSublayers() {
                super.layoutSublayers()
                pulses += 1
            }
            override func action(forKey event: String) -> CAAction? {
                event == "opacity" ? CABasicAnimation(keyPath: event) : super.action(forKey: event)
            }
        }

        final class RingViewController: UIViewController {
            let spinner = Spinner()
            override func viewDidLoad() {
                super.viewDidLoad()
                let ring = makeProgressRing(diameter: 80, color: UIColor.systemBlue.cgColor)
                ring.delegate = spinner
                view.layer.addSublayer(ring)
                view.layer.insertSublayer(Backdrop.gradient(in: view.bounds, colors: [UIColor.red.cgColor]), at: 0)
                _ = Backdrop.withoutAnimation { ring.strokeEnd = 1 }
                view.layer.addSublayer(PulseLayer())
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

    @Test("Layers, layer delegates, layer subclasses and transactions in nonisolated code compile in Swift 5 and Swift 6 mode, without a concurrency diagnostic",
          arguments: ["5", "6"])
    func layersAreNotIsolated(languageMode: String) throws {
        let outcome = try SwiftTypeChecker.check(Self.layersFromAnywhere, name: "Layers\(languageMode)", languageMode: languageMode)
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
