import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("Bar appearances: UINavigationBarAppearance, scroll edge, item overrides, legacy customizations, toolbars")
@MainActor
struct UINavigationBarAppearanceTests {
    final class ListController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            scrollView.contentSize = CGSize(width: 400, height: 3000)
            view = scrollView
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    private func make() -> (TransitionHarness, UINavigationController, ListController) {
        let list = ListController()
        list.title = "Inbox"
        let navigation = UINavigationController(rootViewController: list)
        let harness = TransitionHarness(root: navigation)
        harness.settle()
        return (harness, navigation, list)
    }

    @Test("The three configurations set UIKit's backgrounds and shadows; copy() keeps class and settings")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect?.style == .systemChromeMaterial && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIBarAppearance.defaultShadowColor)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let copy = appearance.copy()
        copy.configureWithTransparentBackground()
        #expect(copy.backgroundColor == nil && copy.shadowColor == nil && copy.backgroundEffect == nil)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .systemYellow)
        #expect(appearance.backgroundColor == .systemBackground, "the original is untouched")
        let fromBase = UINavigationBarAppearance(barAppearance: appearance)
        #expect(fromBase.backgroundColor == .systemBackground)
    }

    @Test("Without appearances the bar keeps its fixed look; barTintColor and titleTextAttributes still apply")
    func legacy() {
        let (_, navigation, _) = make()
        let bar = navigation.navigationBar
        #expect(bar.backgroundColor == UIColor(white: 0.97, alpha: 0.94))
        bar.barTintColor = .systemTeal
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        #expect(bar.backgroundColor == .systemTeal)
        #expect(bar.titleLabel.textColor == .systemRed)
    }

    @Test("An assigned appearance draws the background, title and buttons; the scroll edge uses scrollEdgeAppearance")
    func assigned() throws {
        let (harness, navigation, list) = make()
        let done = UIBarButtonItem(systemItem: .done)
        list.navigationItem.rightBarButtonItem = done
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemIndigo
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        standard.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .systemGreen
        let bar = navigation.navigationBar
        bar.standardAppearance = standard
        bar.scrollEdgeAppearance = edge
        #expect(bar.backgroundColor == .systemGreen, "the list rests at its top: the scroll edge")
        list.scrollView.contentOffset.y += 100
        harness.run(1.0 / 60)
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.titleLabel.textColor == .white)
        let label = try #require(bar.itemView(for: done) as? UILabel)
        #expect(label.textColor == .systemYellow)
        #expect(bar.hairline.backgroundColor == UIBarAppearance.defaultShadowColor)
    }

    @Test("Without scrollEdgeAppearance the scroll edge draws the standard one transparent (iOS 15)")
    func transparentScrollEdge() {
        let (harness, navigation, list) = make()
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemOrange
        navigation.navigationBar.standardAppearance = standard
        #expect(navigation.navigationBar.backgroundColor == .clear)
        list.scrollView.contentOffset.y += 50
        harness.run(1.0 / 60)
        #expect(navigation.navigationBar.backgroundColor == .systemOrange)
    }

    @Test("A navigation item's appearance overrides the bar's while it is on top")
    func itemOverride() {
        let (harness, navigation, _) = make()
        let base = UINavigationBarAppearance()
        base.configureWithOpaqueBackground()
        base.backgroundColor = .systemBlue
        navigation.navigationBar.standardAppearance = base
        navigation.navigationBar.scrollEdgeAppearance = base
        let detail = UIViewController()
        let own = UINavigationBarAppearance()
        own.configureWithOpaqueBackground()
        own.backgroundColor = .systemPink
        detail.navigationItem.standardAppearance = own
        detail.navigationItem.scrollEdgeAppearance = own
        navigation.pushViewController(detail, animated: true)
        harness.settle()
        #expect(navigation.navigationBar.backgroundColor == .systemPink)
        navigation.popViewController(animated: true)
        harness.settle()
        #expect(navigation.navigationBar.backgroundColor == .systemBlue)
    }

    @Test("setBackIndicatorImage needs both images or neither")
    func backIndicator() {
        let appearance = UINavigationBarAppearance()
        let image = UIImage(systemName: "chevron.left")
        appearance.setBackIndicatorImage(image, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil)
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === image)
    }

    @Test("A toolbar draws its standard appearance: background, shadow and button colours")
    func toolbarAppearance() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let compose = UIBarButtonItem(systemItem: .compose)
        toolbar.items = [compose]
        #expect(toolbar.backgroundColor == UIColor(white: 0.97, alpha: 0.94))
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.shadowColor = .clear
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        toolbar.standardAppearance = appearance
        #expect(toolbar.backgroundColor == .black)
        let label = try #require(toolbar.itemView(for: compose) as? UILabel)
        #expect(label.textColor == .white)
        #expect(toolbar.barPosition == .bottom)
    }
}

extension UINavigationBarAppearanceTests {
    @Test("The legacy transparent-bar idiom: an empty background image and shadow image clear the bar and its hairline")
    func legacyTransparentBar() {
        let (_, navigation, _) = make()
        let bar = navigation.navigationBar
        bar.setBackgroundImage(UIImage(), for: .default)
        #expect(bar.backgroundColor == .clear)
        #expect(bar.hairline.backgroundColor == .separator)
        bar.shadowImage = UIImage()
        #expect(bar.hairline.backgroundColor == .clear)
        #expect(UIImage().size == .zero)
        bar.setBackgroundImage(nil, for: .default)
        #expect(bar.backgroundColor == UIColor(white: 0.97, alpha: 0.94))
    }
}
