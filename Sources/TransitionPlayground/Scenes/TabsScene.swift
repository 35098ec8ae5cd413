import Foundation
import TransitionKit

/// `UITabBarController` with a custom, interactive tab-switching transition: four tabs (the
/// second a navigation controller), the tab bar with images, titles and a badge; clicking a tab
/// runs the delegate's animator (keys 1-3: slide in the tab order's direction, cross-fade, none),
/// and a horizontal drag swipes to the neighbouring tab interactively (release before half way
/// and it cancels, the old tab staying selected). Enter pushes in the navigation tab (a screen
/// with `hidesBottomBarWhenPushed`: the bar slides away with the push), Backspace pops; elsewhere
/// they select the next and previous tab.
@MainActor
final class TabsScene: Scene {
    let name = "tabs"
    let title = "Tab bar controller"
    let summary = "UITabBarController: a tab bar with badges, custom tab animators, an interactive swipe between tabs"
    let animatorNames = ["slide", "cross-fade", "none"]
    let gestures = [
        SceneGesture(input: "click a tab", action: "switch with the chosen animator"),
        SceneGesture(input: "drag sideways", action: "swipe to the next tab; release early cancels"),
    ]

    static let hint = "drag sideways: swipe tabs · click a tab · 1-3: slide / cross-fade / none"

    var animatorIndex = 0 {
        didSet { transitionDelegate.style = animatorIndex == 0 ? .slide : animatorIndex == 1 ? .crossFade : nil }
    }

    let transitionDelegate = TabsSceneTransitionDelegate()
    private(set) var tabBarController: UITabBarController!
    private(set) var swipe: TabsSceneSwipe!
    /// The navigation controller of the second tab.
    private(set) var navigation: UINavigationController!

    func makeRootViewController() -> UIViewController {
        let screens = [Palette.screens[0], Palette.screens[2], Palette.screens[5], Palette.screens[7]]
        let symbols = ["star.fill", "heart.fill", "photo", "circle.fill"]
        let controllers = screens.enumerated().map { index, screen -> TitledScreenViewController in
            TitledScreenViewController(screen, subtitle: "Tab \(index + 1) of \(screens.count)", hint: Self.hint)
        }
        navigation = UINavigationController(rootViewController: controllers[1])
        navigation.title = controllers[1].title
        let tabs = [controllers[0], navigation, controllers[2], controllers[3]] as [UIViewController]
        for (index, controller) in tabs.enumerated() {
            controller.tabBarItem = UITabBarItem(title: controller.title, image: UIImage(systemName: symbols[index]), tag: index)
        }
        tabs[2].tabBarItem.badgeValue = "3"
        let tabBarController = UITabBarController()
        tabBarController.setViewControllers(tabs, animated: false)
        tabBarController.delegate = transitionDelegate
        swipe = TabsSceneSwipe(tabBarController: tabBarController, delegate: transitionDelegate)
        tabBarController.view.addGestureRecognizer(swipe.recognizer)
        self.tabBarController = tabBarController
        return tabBarController
    }

    /// The window showing the scene.
    var window: UIWindow? { tabBarController?.viewIfLoaded?.window }

    /// While a swipe drives the switch: how far it looks and whether a release finishes (from half way).
    var interactionHint: String? { InteractionHint.halfWay(in: window) }

    private var isIdle: Bool { !(window?.isTransitionInProgress ?? true) }

    /// Enter: pushes a screen in the navigation tab, else selects the next tab.
    func forward() -> Bool {
        guard let tabs = tabBarController, isIdle else { return false }
        if tabs.selectedViewController === navigation {
            let depth = navigation.viewControllers.count
            let screen = Palette.screens[(2 + depth) % Palette.screens.count]
            let pushed = TitledScreenViewController(screen, subtitle: "Pushed in the tab, \(depth + 1) deep; the bar slides away", hint: Self.hint)
            pushed.hidesBottomBarWhenPushed = true
            navigation.pushViewController(pushed, animated: true)
            return true
        }
        guard tabs.selectedIndex + 1 < (tabs.viewControllers?.count ?? 0) else { return false }
        tabs.selectedIndex += 1
        return true
    }

    /// Backspace or Esc: pops in the navigation tab, else selects the previous tab.
    func back() -> Bool {
        guard let tabs = tabBarController, isIdle else { return false }
        if tabs.selectedViewController === navigation, navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
            return true
        }
        guard tabs.selectedIndex > 0 else { return false }
        tabs.selectedIndex -= 1
        return true
    }
}
