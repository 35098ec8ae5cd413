import Foundation
import Testing
import TransitionKit

/// CATransition on a view's layer: the rendering when it was added, frozen, and the live one,
/// composed by type and subtype. Apple: CATransition class reference (type, subtype,
/// startProgress, endProgress); the navigation habit
/// `navigationController.view.layer.add(transition, forKey: kCATransition)` + a non-animated push.
@MainActor
struct CATransitionTests {
    @MainActor private struct Stage {
        let clock = AnimationClock()
        let window: UIWindow
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let old = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let new = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300), clock: clock)
            window.makeKeyAndVisible()
            old.backgroundColor = .red
            new.backgroundColor = .blue
            window.addSubview(host)
            host.addSubview(old)
        }

        /// Adds `transition` to the host's layer, then swaps the old view for the new at once.
        func run(_ transition: CATransition) {
            host.layer.add(transition, forKey: kCATransition)
            old.removeFromSuperview()
            host.addSubview(new)
        }

        /// The window-space box and alpha of the command filled with `color`.
        func drawn(_ color: UIColor) -> (box: CGRect, alpha: CGFloat, clip: CGRect?)? {
            window.displayList().commands.first { $0.fillColor == color }.map { ($0.windowBounds, $0.alpha, $0.clip) }
        }
    }

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        return transition
    }

    @Test func aPushFromTheRightSlidesBothRenderingsLeft() {
        let stage = Stage()
        stage.run(transition(.push, .fromRight))
        #expect(stage.drawn(.red)?.box.minX == 0)
        #expect(stage.drawn(.blue)?.box.minX == 400)
        stage.clock.advance(by: 0.25)
        #expect(stage.drawn(.red)?.box.minX == -100)
        #expect(stage.drawn(.blue)?.box.minX == 300)
        #expect(stage.drawn(.blue)?.clip == CGRect(x: 0, y: 0, width: 400, height: 300))
        stage.clock.advance(by: 0.5)
        #expect(stage.drawn(.red)?.box.minX == -300)
        #expect(stage.drawn(.blue)?.box.minX == 100)
        stage.clock.advance(by: 0.25)
        #expect(stage.drawn(.red) == nil)
        #expect(stage.drawn(.blue)?.box.minX == 0)
        #expect(stage.host.layer.animationKeys() == nil)
    }

    @Test func moveInRevealAndFade() {
        let moveIn = Stage()
        moveIn.run(transition(.moveIn, .fromBottom))
        moveIn.clock.advance(by: 0.5)
        #expect(moveIn.drawn(.red)?.box.minY == 0)
        #expect(moveIn.drawn(.blue)?.box.minY == 150)

        let reveal = Stage()
        reveal.run(transition(.reveal, .fromLeft))
        reveal.clock.advance(by: 0.5)
        #expect(reveal.drawn(.red)?.box.minX == 200)   // the old slides towards the right
        #expect(reveal.drawn(.blue)?.box.minX == 0)
        let order = reveal.window.displayList().commands.compactMap(\.fillColor)
        #expect(order.firstIndex(of: .blue)! < order.firstIndex(of: .red)!)   // old on top

        let fade = Stage()
        let crossfade = transition(.fade, nil)
        crossfade.startProgress = 0.5
        fade.run(crossfade)
        fade.clock.advance(by: 0.5)   // progress 0.5 + 0.5 * 0.5
        #expect(fade.drawn(.red)?.alpha == 0.25)
        #expect(fade.drawn(.blue)?.alpha == 0.75)
    }

    @Test func aBadTypeIsRefused() {
        let stage = Stage()
        stage.run(transition(CATransitionType(rawValue: "cube"), nil))
        #expect(stage.host.layer.animationKeys() == nil)
        #expect(stage.window.diagnostics.last?.message.contains("cube") == true)
    }

    /// Apple documentation, CALayer.add(_:forKey:): "The special key kCATransition is
    /// automatically used for transition animations. You may specify nil for this parameter."
    /// Core Animation stores a transition under `kCATransition` whatever key it was given, so a
    /// layer runs one transition at a time.
    @Test(arguments: [nil, kCATransition, "swap"] as [String?])
    func aTransitionIsStoredUnderTheTransitionKey(_ key: String?) {
        let stage = Stage()
        stage.host.layer.add(transition(.fade, nil), forKey: key)
        #expect(stage.host.layer.animation(forKey: kCATransition) is CATransition)
        #expect(stage.host.layer.animationKeys() == [kCATransition])
        if let key, key != kCATransition { #expect(stage.host.layer.animation(forKey: key) == nil) }
        stage.clock.advance(by: 1)
        #expect(stage.host.layer.animation(forKey: kCATransition) == nil && stage.host.layer.animationKeys() == nil)
    }

    @Test func aSecondTransitionReplacesTheFirst() {
        let stage = Stage()
        let first = transition(.fade, nil), delegate = RecordingAnimationDelegate()
        first.delegate = delegate
        stage.host.layer.add(first, forKey: nil)
        stage.host.layer.add(transition(.push, .fromRight), forKey: "other")
        #expect(delegate.events == ["stop false"])
        #expect(stage.host.layer.animationKeys() == [kCATransition])
        #expect((stage.host.layer.animation(forKey: kCATransition) as? CATransition)?.type == .push)
    }
}
