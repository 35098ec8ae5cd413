import Foundation
import Testing
import TransitionCatalog
import TransitionKit
@testable import TransitionPlayground

@Suite("Navigation scene (seed 000, UINavigationController)")
@MainActor
struct NavigationSceneTests {
    /// The animator class each key runs for a push and a pop.
    static let animatorClasses: [(push: String, pop: String)] = [
        ("SystemAnimator", "SystemAnimator"),
        ("CrossDissolveAnimator", "CrossDissolveAnimator"),
        ("EdgeSlideAnimator", "EdgeSlideAnimator"),
        ("HalfWaySpringAnimator", "CrossDissolveAnimator"),
        ("ScaleAndFadeAnimator", "ScaleAndFadeAnimator"),
    ]

    private func titles(_ scene: NavigationScene) -> [String] { scene.navigation.viewControllers.compactMap(\.title) }

    @Test("Keys 1-5: Enter pushes the next colour with that animator, Backspace pops it", arguments: 0..<5)
    func pushAndPop(index: Int) throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        #expect(scene.animatorName == NavigationSceneAnimator(rawValue: index)!.name)
        #expect(titles(scene) == ["Red"] && scene.navigation.navigationBar.titleLabel.text == "Red")
        driver.press("Return")
        driver.run(1.0 / 60)
        #expect(driver.transition?.kind == .push && driver.transition?.animator == Self.animatorClasses[index].push)
        #expect(driver.settle())
        driver.press("Return")
        #expect(driver.settle())
        #expect(titles(scene) == ["Red", "Orange", "Yellow"])
        #expect(scene.navigation.navigationBar.titleLabel.text == "Yellow")
        #expect(scene.stage.breadcrumbLabel.text == "Red  ›  Orange  ›  Yellow")
        let top = try #require(scene.navigation.topViewController as? NavigationSceneScreenViewController)
        // The screen fills the navigation controller, under its bar (whose bottom is its safe area's top).
        #expect(top.view.window === driver.window && top.view.frame.size == CGSize(width: 1024, height: 768 - NavigationStageViewController.headerHeight))
        #expect(top.view.safeAreaInsets.top == UINavigationBar.height)
        #expect(top.view.alpha == 1 && top.view.transform == .identity)
        #expect(driver.texts.contains("Yellow"))

        driver.press("Backspace")
        driver.run(1.0 / 60)
        #expect(driver.transition?.kind == .pop && driver.transition?.animator == Self.animatorClasses[index].pop)
        #expect(driver.settle())
        #expect(titles(scene) == ["Red", "Orange"])
        let orange = try #require(scene.navigation.topViewController)
        #expect(orange.view.window === driver.window && orange.view.alpha == 1 && orange.view.transform == .identity)
        #expect(orange.view.frame == scene.navigation.topViewController?.view.superview?.bounds)
        driver.press("Escape")
        #expect(driver.settle())
        #expect(titles(scene) == ["Red"])
        driver.press("Backspace")
        #expect(driver.transition == nil, "nothing to pop at the root")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The next screen follows the top one, also after pops and while pushes wait in the queue")
    func naming() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("Return")
        driver.press("Return")  // queued behind the first push
        driver.press("Return")
        #expect(driver.settle())
        #expect(titles(scene) == ["Red", "Orange", "Yellow", "Green"])
        driver.press("Backspace")
        driver.settle()
        driver.press("Return")
        driver.settle()
        #expect(titles(scene) == ["Red", "Orange", "Yellow", "Green"])
        #expect(NavigationScene.screen(at: 9).name == "Red 2" && NavigationScene.screen(at: 10).color == Palette.screens[1].color)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The bar's back button pops and a screen's Push row (a table row) pushes; the row is deselected alongside the pop")
    func buttons() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        let red = try #require(scene.navigation.topViewController as? NavigationSceneScreenViewController)
        let row = try #require(red.tableView.cellForRow(at: NavigationSceneScreenViewController.pushRow))
        #expect(red.tableView.visibleCells.count == 4, "the Push row and three rows about the stack")
        driver.click(driver.center(of: row))
        #expect(driver.settle())
        #expect(titles(scene) == ["Red", "Orange"])
        #expect(red.tableView.indexPathForSelectedRow == NavigationSceneScreenViewController.pushRow, "selected under the pushed screen")
        #expect(scene.navigation.navigationBar.backLabel.text == "‹ Red")
        let backButton = scene.navigation.navigationBar.backLabel
        driver.click(driver.center(of: backButton))
        #expect(driver.settle())
        #expect(titles(scene) == ["Red"])
        #expect(red.tableView.indexPathForSelectedRow == nil, "clearsSelectionOnViewWillAppear")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A drag from the left edge pops interactively: 45 % cancels, 55 % pops, with the system and a delegate animator",
          arguments: [0, 1, 2, 3, 4])
    func edgePop(index: Int) throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.press("Return")
        driver.settle()
        driver.clearLog()
        driver.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 2 + 0.45 * 1024, y: 500))
        #expect(driver.settle())
        #expect(titles(scene) == ["Red", "Orange"], "45 %: cancelled")
        #expect(driver.log.contains("cancelInteractiveTransition"))
        let orange = try #require(scene.navigation.topViewController)
        #expect(orange.view.window === driver.window && orange.view.alpha == 1 && orange.view.transform == .identity)
        #expect(scene.stage.breadcrumbLabel.text == "Red  ›  Orange")

        driver.clearLog()
        driver.dragWithoutRelease(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 2 + 0.55 * 1024, y: 500))
        #expect(driver.transition?.kind == .pop && driver.transition?.isInteractive == true)
        #expect(driver.transition?.animator == Self.animatorClasses[index].pop)
        driver.run(0.2)
        driver.app.handle(.mouseUp(CGPoint(x: 2 + 0.55 * 1024, y: 500)))
        #expect(driver.settle())
        #expect(titles(scene) == ["Red"], "55 %: popped")
        #expect(driver.log.contains("finishInteractiveTransition"))
        #expect(scene.navigation.topViewController?.view.window === driver.window)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("R mid-push and mid-pop leaves a valid state at the new size", arguments: [0, 2, 3])
    func rotate(index: Int) throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        driver.press("\(index + 1)")
        driver.press("Return")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        let content = CGSize(width: 768, height: 1024 - NavigationStageViewController.headerHeight)
        #expect(scene.navigation.topViewController?.view.frame.size == content)
        driver.press("Backspace")
        driver.run(0.1)
        driver.press("R")
        #expect(driver.settle())
        #expect(titles(scene) == ["Red"])
        #expect(scene.navigation.topViewController?.view.frame.size == CGSize(width: 1024, height: 768 - NavigationStageViewController.headerHeight))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The header's texts sit above the bar and its back button")
    func header() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        let bar = scene.navigation.navigationBar.convert(scene.navigation.navigationBar.bounds, to: nil)
        #expect(bar.minY >= scene.stage.hintLabel.frame.maxY)
        #expect(driver.texts.contains(NavigationStageViewController.headline) && driver.texts.contains("Red"))
        #expect(scene.timing?.curve.label == "spring, damping 1")
    }
}

extension NavigationSceneTests {
    @Test("The large-title list pulls to refresh: a long pull fires, the spinner holds its room, a row arrives a second later")
    func largeTitlePullToRefresh() throws {
        let scene = NavigationScene()
        let driver = TransitionSceneDriver(scene)
        let list = NavigationSceneLargeTitleViewController()
        scene.navigation.pushViewController(list, animated: false)
        #expect(driver.settle())
        let refresh = try #require(list.refreshControl)
        let table = try #require(list.tableView)
        driver.dragWithoutRelease(from: CGPoint(x: 500, y: 360), to: CGPoint(x: 500, y: 760), steps: 16)
        #expect(refresh.isRefreshing)
        driver.window.send(.mouseUp(CGPoint(x: 500, y: 760)))
        driver.run(0.6)
        #expect(refresh.isRefreshing)
        #expect(table.numberOfRows(inSection: 0) == 40)
        driver.run(0.6)
        #expect(!refresh.isRefreshing)
        #expect(table.numberOfRows(inSection: 0) == 41)
        #expect(driver.settle())
        #expect(driver.texts.contains("New row 41"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
