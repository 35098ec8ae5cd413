import Foundation
import TransitionKit

// The navigation bar, its items and its delegate, used as iOS code uses them.

/// A bar of one's own with a delegate, as forms and sheets without a navigation controller use.
private final class NavigationBarSheet: UIViewController, UINavigationBarDelegate {
    // census: UINavigationBar.init(frame:)
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UINavigationBar.delegate, UINavigationItem.init(title:)
        bar.delegate = self; let root = UINavigationItem(title: "Settings")
        // census: UINavigationBar.setItems(_:animated:), UINavigationBar.pushItem(_:animated:)
        bar.setItems([root], animated: false); bar.pushItem(UINavigationItem(title: "Wi-Fi"), animated: true)
        // census: UINavigationBar.items, UINavigationBar.topItem, UINavigationBar.backItem
        _ = (bar.items?.count, bar.topItem?.title, bar.backItem?.title)
        // census: UINavigationBar.popItem(animated:)
        bar.popItem(animated: true)
        // census: UINavigationBar.prefersLargeTitles, UINavigationBar.isTranslucent
        bar.prefersLargeTitles = false; bar.isTranslucent = true
        // census: UINavigationBar.standardAppearance, UINavigationBar.compactAppearance
        bar.standardAppearance = UINavigationBarAppearance(); bar.compactAppearance = nil
        // census: UINavigationBar.scrollEdgeAppearance, UINavigationBar.compactScrollEdgeAppearance
        bar.scrollEdgeAppearance = bar.standardAppearance; bar.compactScrollEdgeAppearance = nil
        view.addSubview(bar)
    }

    // census: UIBarPositioningDelegate.position(for:), UIBarPositioning.barPosition
    func position(for bar: any UIBarPositioning) -> UIBarPosition { bar.barPosition == .any ? .topAttached : .topAttached }
    // census: UINavigationBarDelegate.navigationBar(_:shouldPush:)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    // census: UINavigationBarDelegate.navigationBar(_:didPush:)
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    // census: UINavigationBarDelegate.navigationBar(_:shouldPop:)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    // census: UINavigationBarDelegate.navigationBar(_:didPop:)
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The legacy bar styling apps kept from before iOS 13.
@MainActor private func navigationBarLegacy(_ bar: UINavigationBar) {
    // census: UINavigationBar.barStyle, UINavigationBar.barTintColor
    bar.barStyle = .black; bar.barTintColor = .systemBlue
    // census: UINavigationBar.titleTextAttributes, UINavigationBar.largeTitleTextAttributes
    bar.titleTextAttributes = [.foregroundColor: UIColor.white]; bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    // census: UINavigationBar.shadowImage, UINavigationBar.setBackgroundImage(_:for:barMetrics:)
    bar.shadowImage = UIImage(); bar.setBackgroundImage(UIImage(), for: .any, barMetrics: .default)
    // census: UINavigationBar.backgroundImage(for:barMetrics:), UINavigationBar.setBackgroundImage(_:for:)
    _ = bar.backgroundImage(for: .topAttached, barMetrics: .compact); bar.setBackgroundImage(nil, for: .default)
    // census: UINavigationBar.backgroundImage(for:), UINavigationBar.setTitleVerticalPositionAdjustment(_:for:)
    _ = bar.backgroundImage(for: .defaultPrompt); bar.setTitleVerticalPositionAdjustment(-2, for: .default)
    // census: UINavigationBar.titleVerticalPositionAdjustment(for:)
    _ = bar.titleVerticalPositionAdjustment(for: .compactPrompt)
    // census: UINavigationBar.backIndicatorImage, UINavigationBar.backIndicatorTransitionMaskImage
    bar.backIndicatorImage = UIImage(systemName: "arrow.left"); bar.backIndicatorTransitionMaskImage = bar.backIndicatorImage
}

/// A bar subclass's initializers.
private final class NavigationBarCustom: UINavigationBar {
    override init(frame: CGRect) { super.init(frame: frame) }
    // census: UINavigationBar.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A detail screen configuring its navigation item.
private final class NavigationItemDetail: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UINavigationItem.title, UINavigationItem.largeTitleDisplayMode, UINavigationItem.LargeTitleDisplayMode.never
        navigationItem.title = "Detail"; navigationItem.largeTitleDisplayMode = .never
        // census: UINavigationItem.backButtonTitle, UINavigationItem.backButtonDisplayMode, UINavigationItem.BackButtonDisplayMode.minimal
        navigationItem.backButtonTitle = "List"; navigationItem.backButtonDisplayMode = .minimal
        // census: UINavigationItem.backBarButtonItem, UINavigationItem.hidesBackButton
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back"); navigationItem.hidesBackButton = false
        // census: UINavigationItem.setHidesBackButton(_:animated:), UINavigationItem.backAction
        navigationItem.setHidesBackButton(false, animated: true); navigationItem.backAction = UIAction(title: "Close") { _ in }
        // census: UINavigationItem.style, UINavigationItem.ItemStyle.navigator
        navigationItem.style = .navigator
        // census: UINavigationItem.titleView, UINavigationItem.leftItemsSupplementBackButton
        navigationItem.titleView = UILabel(); navigationItem.leftItemsSupplementBackButton = true
        // census: UINavigationItem.leftBarButtonItems, UINavigationItem.leftBarButtonItem
        navigationItem.leftBarButtonItems = []; navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        // census: UINavigationItem.rightBarButtonItems, UINavigationItem.rightBarButtonItem
        navigationItem.rightBarButtonItems = []; navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save)
        // census: UINavigationItem.setLeftBarButtonItems(_:animated:), UINavigationItem.setLeftBarButton(_:animated:)
        navigationItem.setLeftBarButtonItems(nil, animated: true); navigationItem.setLeftBarButton(nil, animated: false)
        // census: UINavigationItem.setRightBarButtonItems(_:animated:), UINavigationItem.setRightBarButton(_:animated:)
        navigationItem.setRightBarButtonItems(nil, animated: true); navigationItem.setRightBarButton(nil, animated: false)
        // census: UINavigationItem.prompt, UINavigationItem.customizationIdentifier
        navigationItem.prompt = "Choose a colour"; navigationItem.customizationIdentifier = "detail"
        let appearance = UINavigationBarAppearance()
        // census: UINavigationItem.standardAppearance, UINavigationItem.compactAppearance
        navigationItem.standardAppearance = appearance; navigationItem.compactAppearance = appearance
        // census: UINavigationItem.scrollEdgeAppearance, UINavigationItem.compactScrollEdgeAppearance
        navigationItem.scrollEdgeAppearance = appearance; navigationItem.compactScrollEdgeAppearance = nil
    }
}

@MainActor private func navigationItemValues(_ coder: NSCoder) {
    // census: UINavigationItem.init(coder:)
    _ = UINavigationItem(coder: coder)
    // census: UINavigationItem.LargeTitleDisplayMode.automatic, UINavigationItem.LargeTitleDisplayMode.always, UINavigationItem.LargeTitleDisplayMode.inline
    let _: [UINavigationItem.LargeTitleDisplayMode] = [.automatic, .always, .inline]
    // census: UINavigationItem.BackButtonDisplayMode.default, UINavigationItem.BackButtonDisplayMode.generic
    let _: [UINavigationItem.BackButtonDisplayMode] = [.default, .generic]
    // census: UINavigationItem.ItemStyle.browser, UINavigationItem.ItemStyle.editor
    let _: [UINavigationItem.ItemStyle] = [.browser, .editor]
}
