import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

/// The coreanimation scene: each effect presents and dismisses, mid-flight it draws
/// what the effect promises, and a drag down scrubs the dismissal.
@Suite("Core Animation scene")
@MainActor
struct CoreAnimationSceneTests {
    private func makeApp() -> (PlaygroundApp, CoreAnimationScene) { PlaygroundApp.started(CoreAnimationScene()) }

    /// The Present button's centre in window points.
    private func buttonCentre(_ scene: CoreAnimationScene) throws -> CGPoint {
        let button = try #require(scene.first?.button)
        return try #require(button.superview).convert(button.center, to: nil)
    }

    @Test("The home screen: a gradient layer behind the labels and a rounded card with a shadow, of standalone layers")
    func backdrop() throws {
        let (app, scene) = makeApp()
        let first = try #require(scene.first)
        let backdrop = try #require(first.view.subviews.first as? CoreAnimationSceneBackdrop)
        #expect(backdrop.layer is CAGradientLayer && backdrop.frame == first.view.bounds)
        #expect(backdrop.card.delegate == nil && backdrop.card.sublayers?.count == 5, "a standalone layer tree")
        let commands = app.window.displayList().flattenedCommands
        #expect(commands.contains { if case .gradient = $0.content { true } else { false } })
        let card = try #require(commands.first { $0.shadow != nil && $0.cornerRadius == 20 })
        #expect(card.windowBounds.midX == 512 && card.windowBounds.height == CoreAnimationSceneBackdrop.cardSize.height)
        #expect(commands.contains { if case .shape = $0.content { true } else { false } }, "the card's badge")
        let dots = commands.filter { $0.rect.size == CGSize(width: 6, height: 10) }
        #expect(dots.count == backdrop.spinner.instanceCount, "the activity indicator's twelve dots")
    }

    @Test("The circular reveal (key 1): B's mask grows from the button's centre; it is removed at the end")
    func circularReveal() throws {
        let (app, scene) = makeApp()
        let centre = try buttonCentre(scene)
        app.press("Return")
        for _ in 0..<15 { app.runFrame() }
        let second = try #require(scene.second)
        let mask = try #require(second.view.layer.mask?.presentation() as? CAShapeLayer)
        let box = try #require(mask.path?.boundingBox)
        #expect(abs(box.midX - centre.x) < 1e-6 && abs(box.midY - centre.y) < 1e-6)
        #expect(box.width > 100 && box.width < 2 * hypot(1024, 768), "part grown")
        #expect(app.window.displayList().commands.contains { if case let .group(group) = $0.content { group.mask != nil } else { false } },
                "drawn as a masked group")
        for _ in 0..<30 { app.runFrame() }
        #expect(app.window.transitionState == nil && second.view.layer.mask == nil)
    }

    @Test("The clock wipe (key 4): B's mask strokes clockwise from 12 o'clock; it is removed at the end")
    func clockWipe() throws {
        let (app, scene) = makeApp()
        app.press("4")
        app.press("Return")
        for _ in 0..<18 { app.runFrame() }
        let second = try #require(scene.second)
        let mask = try #require(second.view.layer.mask?.presentation() as? CAShapeLayer)
        #expect(mask.strokeEnd > 0.2 && mask.strokeEnd < 0.8)
        for _ in 0..<30 { app.runFrame() }
        #expect(app.window.transitionState == nil && second.view.layer.mask == nil)
    }

    @Test("A press grabs the running clock wipe: the hand holds where the grab holds the transition; released, it ends without a mask")
    func grabTheWipe() throws {
        let (app, scene) = makeApp()
        app.press("4")
        app.press("Return")
        for _ in 0..<20 { app.runFrame() }
        app.runFrame([.mouseDown(CGPoint(x: 700, y: 300))])
        #expect(app.window.transitionState?.isInteractive == true)
        let grabbed = try #require(app.window.transitionState?.percentComplete)
        for _ in 0..<10 { app.runFrame() }
        #expect(app.window.transitionState?.percentComplete == grabbed, "held")
        let second = try #require(scene.second)
        let mask = try #require(second.view.layer.mask?.presentation() as? CAShapeLayer)
        #expect(abs(mask.strokeEnd - CGFloat(grabbed)) < 1e-9, "linear: the hand is at the percent")
        app.runFrame([.mouseUp(CGPoint(x: 700, y: 300))])
        for _ in 0..<60 { app.runFrame() }
        #expect(app.window.transitionState == nil && second.view.layer.mask == nil)
    }

    @Test("The card flip: at a quarter B's screen is edge-on nowhere, A is turned and foreshortened; it ends flat")
    func cardFlip() throws {
        let (app, scene) = makeApp()
        app.press("2")
        app.press("Return")
        // 0.6 s linear keyframes: at 0.15 s A has turned 45 degrees (its group drawn in perspective).
        for _ in 0..<9 { app.runFrame() }
        let first = try #require(scene.first)
        let turned = first.view.layer.presentation()?.transform ?? CATransform3DIdentity
        #expect(!CATransform3DIsAffine(turned), "A is turned in perspective")
        let list = app.window.displayList()
        let perspective = list.flattenedCommands.filter { $0.transform3D != nil }
        #expect(!perspective.isEmpty)
        for _ in 0..<40 { app.runFrame() }
        #expect(app.window.transitionState == nil)
        let second = try #require(scene.second)
        #expect(CATransform3DIsIdentity(second.view.layer.transform))
        #expect(second.view.frame == app.window.bounds)
        #expect(CATransform3DIsIdentity(first.view.layer.transform), "the view that left is flat again")
    }

    @Test("The fold: two halves hinged at their outer edges turn away; A is hidden until the end")
    func fold() throws {
        let (app, scene) = makeApp()
        app.press("5")
        app.press("Return")
        for _ in 0..<20 { app.runFrame() }
        let first = try #require(scene.first)
        #expect(first.view.alpha == 0, "A's halves stand in for it")
        let hinged = app.window.allSubviews.filter { $0.layer.anchorPoint.x == 0 || $0.layer.anchorPoint.x == 1 }
        #expect(hinged.count == 2)
        for _ in 0..<40 { app.runFrame() }
        #expect(app.window.transitionState == nil)
        #expect(first.view.alpha == 1)
        #expect(app.window.allSubviews.allSatisfy { $0.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) }, "the halves are gone")
    }

    @Test("The CATransition push: B's screen comes in from the right as A's leaves to the left, then A's is shown again")
    func push() throws {
        let (app, scene) = makeApp()
        app.press("3")
        app.press("Return")
        for _ in 0..<10 { app.runFrame() }
        let first = try #require(scene.first), second = try #require(scene.second)
        let container = try #require(second.view.superview)
        let transition = try #require(container.layer.animation(forKey: kCATransition) as? CATransition)
        #expect(transition.type == .push && transition.subtype == .fromRight)
        let commands = app.window.displayList().flattenedCommands
        let a = try #require(commands.first { $0.fillColor == Palette.screenA.color }?.windowBounds)
        let b = try #require(commands.first { $0.fillColor == Palette.screenB.color }?.windowBounds)
        #expect(a.minX < 0 && b.minX > 0 && b.minX < app.window.bounds.width)
        #expect(abs(b.minX - a.maxX) < 1e-6, "the new page pushes the old: they touch")
        for _ in 0..<30 { app.runFrame() }
        #expect(app.window.transitionState == nil && container.layer.animationKeys() == nil)
        #expect(!first.view.isHidden && second.view.frame == app.window.bounds)
    }

    @Test("A drag down on B scrubs the reveal's dismissal: the circle's radius follows the percent exactly; released early it cancels and no mask is left")
    func dragScrubs() throws {
        let (app, scene) = makeApp()
        let centre = try buttonCentre(scene)
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        let second = try #require(scene.second)
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 300))])
        for y in stride(from: 310.0, through: 380, by: 10) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        #expect(app.window.transitionState?.isInteractive == true)
        let held = try #require(app.window.transitionState?.percentComplete)
        for _ in 0..<10 { app.runFrame() }
        #expect(app.window.transitionState?.percentComplete == held, "held where the pointer is")
        let covering = CircularRevealAnimator.coveringRadius(of: app.window.bounds, from: centre)
        let radius = covering + (1 - covering) * CGFloat(CubicBezier(Double(Float(0.42)), 0, Double(Float(0.58)), 1).progress(at: Double(held)))
        let box = try #require((second.view.layer.mask?.presentation() as? CAShapeLayer)?.path?.boundingBox)
        #expect(abs(box.width / 2 - radius) < 1e-9, "the mask's radius at exactly the held percent")
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 380))])
        for _ in 0..<60 { app.runFrame() }
        #expect(second.presentingViewController != nil, "a short drag cancels")
        #expect(second.view.layer.mask == nil && second.view.frame == app.window.bounds)
    }

    @Test("A drag down scrubs the card flip too; cancelled, B is flat and whole")
    func dragScrubsTheFlip() throws {
        let (app, scene) = makeApp()
        app.press("2")
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        let second = try #require(scene.second)
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 300))])
        for y in stride(from: 310.0, through: 380, by: 10) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        #expect(app.window.transitionState?.isInteractive == true)
        app.runFrame([.mouseUp(CGPoint(x: 500, y: 380))])
        for _ in 0..<60 { app.runFrame() }
        #expect(second.presentingViewController != nil, "a short drag cancels")
        #expect(CATransform3DIsIdentity(second.view.layer.transform))
        #expect(second.view.layer.isDoubleSided)
    }
}

extension UIView {
    /// This view and every descendant, depth first.
    fileprivate var allSubviews: [UIView] { [self] + subviews.flatMap(\.allSubviews) }
}
