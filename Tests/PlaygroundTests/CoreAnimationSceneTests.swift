import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

/// The coreanimation scene (issue 15): each effect presents and dismisses, mid-flight it draws
/// what the effect promises, and a drag down scrubs the dismissal.
@Suite("Core Animation scene")
@MainActor
struct CoreAnimationSceneTests {
    private func makeApp() -> (PlaygroundApp, CoreAnimationScene) { PlaygroundApp.started(CoreAnimationScene()) }

    @Test("The card flip: at a quarter B's screen is edge-on nowhere, A is turned and foreshortened; it ends flat")
    func cardFlip() throws {
        let (app, scene) = makeApp()
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
        app.press("3")
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
        app.press("2")
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

    @Test("A drag down on B scrubs the dismissal; released early it cancels and B is flat and whole")
    func dragScrubs() throws {
        let (app, scene) = makeApp()
        app.press("Return")
        for _ in 0..<60 { app.runFrame() }
        let second = try #require(scene.second)
        app.runFrame([.mouseDown(CGPoint(x: 500, y: 300))])
        for y in stride(from: 310.0, through: 380, by: 10) { app.runFrame([.mouseMove(CGPoint(x: 500, y: y))]) }
        #expect(app.window.transitionState?.isInteractive == true)
        let held = app.window.transitionState?.percentComplete ?? 0
        for _ in 0..<10 { app.runFrame() }
        #expect(app.window.transitionState?.percentComplete == held, "held where the pointer is")
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
