import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

@Suite("Present scene (seeds 000, 001)")
@MainActor
struct PresentSceneTests {
    /// The animator class each key runs for the presentation and the dismissal.
    static let animatorClasses: [(present: String, dismiss: String)] = [
        ("CrossDissolveAnimator", "CrossDissolveAnimator"),
        ("HalfWaySpringAnimator", "CrossDissolveAnimator"),
        ("ScaleAndFadeAnimator", "ScaleAndFadeAnimator"),
        ("SystemAnimator", "SystemAnimator"),
        ("", ""),
    ]

    @Test("Keys 1-5: Enter presents B with that animator, Backspace dismisses it; A and B keep their titles",
          arguments: 0..<5)
    func presentAndDismiss(index: Int) throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        #expect(scene.animatorIndex == index && scene.animatorName == PresentSceneAnimator(rawValue: index)!.name)
        driver.press("Return")
        driver.run(1.0 / 60)
        let expected = Self.animatorClasses[index]
        if expected.present.isEmpty {
            #expect(driver.transition == nil, "animated: false completes at once")
        } else {
            #expect(driver.transition?.kind == .presentation)
            #expect(driver.transition?.animator == expected.present)
        }
        #expect(driver.settle())
        let a = try #require(scene.first), b = try #require(scene.second)
        #expect(a.presentedViewController === b && b.view.window === driver.window)
        #expect(b.view.frame == driver.window.bounds)
        #expect(b.modalPresentationStyle == (index == 2 ? .custom : .fullScreen))
        #expect(driver.texts.contains("B") && b.title == "B")
        #expect(b.subtitle == PresentSceneAnimator(rawValue: index)!.description(TunedValues(PresentSceneAnimator(rawValue: index)!.parameters)))

        driver.press("Return")
        #expect(driver.transition == nil, "Enter while B is up does nothing")
        driver.press("Backspace")
        driver.run(1.0 / 60)
        if !expected.dismiss.isEmpty { #expect(driver.transition?.animator == expected.dismiss) }
        #expect(driver.settle())
        #expect(a.presentedViewController == nil && b.viewIfLoaded?.window == nil)
        #expect(a.view.window === driver.window && a.view.frame == driver.window.bounds)
        #expect(a.view.alpha == 1 && b.view.alpha == 1 && b.view.transform == .identity, "ready to be presented again")
        #expect(driver.texts.contains("A"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The buttons present and dismiss (UIButton + UIAction), and a drag across B dismisses it (seed 001)")
    func buttonsAndDrag() throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        let a = try #require(scene.first), b = try #require(scene.second)
        driver.click(driver.center(of: try #require(a.button)))
        #expect(driver.settle())
        #expect(a.presentedViewController === b)
        driver.click(driver.center(of: try #require(b.button)))
        #expect(driver.settle())
        #expect(a.presentedViewController == nil)

        driver.press("Return")
        driver.settle()
        driver.drag(from: CGPoint(x: 300, y: 600), to: CGPoint(x: 500, y: 650))
        #expect(driver.settle())
        #expect(a.presentedViewController == nil, "the pan dismisses when it ends")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Half-way spring: B starts at half height, transparent, and springs up in 2 s; the HUD follows it")
    func halfWaySpring() throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("2")
        #expect(scene.timing?.curve.label == "spring, damping 0.6")
        #expect(scene.timing?.elapsed == nil, "nothing runs: the dot rests")
        driver.press("Return")
        let b = try #require(scene.second)
        let start = try #require(b.view.layer.presentation())
        #expect(start.frame.minY == 384 && start.opacity == 0)
        driver.run(1)
        let timing = try #require(scene.timing)
        #expect(abs((timing.elapsed ?? 0) - 1) < 0.02, "the dot is 1 s along")
        #expect(abs(timing.curve.duration - 2) < 0.02)
        #expect(try #require(b.view.layer.presentation()).frame.minY < 40)
        driver.run(1.05)
        #expect(driver.transition == nil, "done at 2 s")
        driver.press("Escape")
        driver.run(1.0 / 60)
        #expect(scene.timing?.curve.label == "ease in-out", "the dismissal's cross dissolve")
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Scale-and-fade: B grows from nothing and fades in; the dismissal shrinks it to nothing")
    func scaleAndFade() throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("3")
        driver.press("Return")
        let b = try #require(scene.second)
        #expect(try #require(b.view.layer.presentation()).affineTransform().a == 0)
        driver.run(0.1)
        let growing = try #require(b.view.layer.presentation())
        #expect(growing.affineTransform().a > 0.2 && growing.opacity > 0)
        driver.settle()
        driver.press("Backspace")
        driver.run(0.15)
        let shrinking = try #require(b.view.layer.presentation())
        #expect(shrinking.affineTransform().d < 0.5 && shrinking.opacity < 0.6)
        driver.settle()
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A key pressed while B is up applies to the next presentation; B leaves with the animator that brought it")
    func animatorChangeWhilePresented() throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("3")
        driver.press("Return")
        driver.settle()
        driver.press("1")
        driver.press("Backspace")
        driver.run(1.0 / 60)
        #expect(driver.transition?.animator == "ScaleAndFadeAnimator")
        driver.settle()
        driver.press("Return")
        driver.run(1.0 / 60)
        #expect(driver.transition?.animator == "CrossDissolveAnimator")
        driver.settle()
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("R mid-presentation and mid-dismissal leaves a valid state at the new size", arguments: 0..<4)
    func rotateMidTransition(index: Int) throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.press("Return")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        let rotated = CGRect(x: 0, y: 0, width: 768, height: 1024)
        #expect(driver.window.bounds == rotated)
        #expect(scene.second.view.frame == rotated && scene.second.view.window === driver.window)
        driver.press("Backspace")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        #expect(scene.first.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(scene.first.presentedViewController == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("`,` steps a paused presentation back a frame at a time, `.` forward; Space lets it finish")
    func stepBack() throws {
        let scene = PresentScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("2")  // 2 s: easy to catch
        driver.press("Return")
        driver.run(0.5)
        driver.press("Space")
        driver.run(0.2)
        let held = try #require(driver.transition?.percentComplete)
        #expect(abs(held - 0.25) < 0.01)
        for _ in 0..<6 { driver.press(",") }
        driver.run(0.1)
        let back = try #require(driver.transition?.percentComplete)
        #expect(abs(back - (held - 6.0 / 60 / 2)) < 1e-6, "six frames of a 2 s transition back")
        driver.press(".")
        driver.run(1.0 / 60)
        #expect(abs((driver.transition?.percentComplete ?? 0) - (back + 1.0 / 60 / 2)) < 1e-6, "`.` moves it one frame on")
        driver.press("Space")
        #expect(driver.settle())
        #expect(scene.first.presentedViewController === scene.second)
        #expect(scene.second.view.frame == driver.window.bounds && scene.second.view.alpha == 1)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
