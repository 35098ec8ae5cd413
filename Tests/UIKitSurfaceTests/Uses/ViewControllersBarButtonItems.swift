import Foundation
import TransitionKit

// UIBarButtonItem (and the UIBarItem members it inherits), used as iOS code uses them.

/// A bar button item subclass's initializers.
private final class BarButtonItemsBadged: UIBarButtonItem {
    // census: UIBarButtonItem.init()
    override init() { super.init() }
    // census: UIBarButtonItem.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor private func barButtonItems(_ navigationItem: UINavigationItem, toolbarOwner: UIViewController) {
    // census: UIBarButtonItem.init(primaryAction:), UIBarButtonItem.init(title:image:primaryAction:menu:)
    let share = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in }); let more = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: UIMenu(title: "", children: []))
    // census: UIBarButtonItem.init(systemItem:primaryAction:menu:), UIBarButtonItem.SystemItem.done
    let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in }, menu: nil)
    // census: UIBarButtonItem.init(customView:), UIBarButtonItem.customView
    let custom = UIBarButtonItem(customView: UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))); _ = custom.customView
    // census: UIBarButtonItem.fixedSpace(_:), UIBarButtonItem.fixedSpace(), UIBarButtonItem.flexibleSpace()
    toolbarOwner.toolbarItems = [UIBarButtonItem.fixedSpace(12), .fixedSpace(), .flexibleSpace(), share, more]
    navigationItem.rightBarButtonItems = [done, custom]
    // census: UIBarButtonItem.primaryAction, UIBarButtonItem.changesSelectionAsPrimaryAction
    share.primaryAction = UIAction(title: "Share again") { _ in }; share.changesSelectionAsPrimaryAction = true
    // census: UIBarButtonItem.menu, UIBarButtonItem.style, UIBarButtonItem.Style.done
    more.menu = nil; more.style = .done
    // census: UIBarButtonItem.Style.plain, UIBarButtonItem.Style.bordered
    let _: [UIBarButtonItem.Style] = [.plain, .bordered]
    // census: UIBarButtonItem.tintColor, UIBarButtonItem.isHidden, UIBarButtonItem.isSelected
    done.tintColor = .systemRed; done.isHidden = false; done.isSelected = true
    // census: UIBarButtonItem.width, UIBarButtonItem.possibleTitles
    done.width = 60; done.possibleTitles = ["Done", "Save"]
    // census: UIBarItem.title, UIBarItem.image, UIBarItem.isEnabled, UIBarItem.tag
    share.title = "Send"; share.image = UIImage(systemName: "square.and.arrow.up"); share.isEnabled = true; share.tag = 7
    // census: UIBarItem.landscapeImagePhone, UIBarItem.landscapeImagePhoneInsets, UIBarItem.imageInsets
    share.landscapeImagePhone = nil; share.landscapeImagePhoneInsets = .zero; share.imageInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    // census: UIBarItem.largeContentSizeImage, UIBarItem.largeContentSizeImageInsets
    share.largeContentSizeImage = nil; share.largeContentSizeImageInsets = .zero
    // census: UIBarItem.setTitleTextAttributes(_:for:), UIBarItem.titleTextAttributes(for:)
    share.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal); _ = share.titleTextAttributes(for: .highlighted)
}

@MainActor private func barButtonItemsLegacy(_ item: UIBarButtonItem) {
    // census: UIBarButtonItem.setBackgroundImage(_:for:barMetrics:), UIBarButtonItem.backgroundImage(for:barMetrics:)
    item.setBackgroundImage(UIImage(), for: .normal, barMetrics: .default); _ = item.backgroundImage(for: .normal, barMetrics: .default)
    // census: UIBarButtonItem.setBackgroundImage(_:for:style:barMetrics:), UIBarButtonItem.backgroundImage(for:style:barMetrics:)
    item.setBackgroundImage(nil, for: .highlighted, style: .done, barMetrics: .compact); _ = item.backgroundImage(for: .highlighted, style: .done, barMetrics: .compact)
    // census: UIBarButtonItem.setBackgroundVerticalPositionAdjustment(_:for:), UIBarButtonItem.backgroundVerticalPositionAdjustment(for:)
    item.setBackgroundVerticalPositionAdjustment(2, for: .default); _ = item.backgroundVerticalPositionAdjustment(for: .default)
    // census: UIBarButtonItem.setTitlePositionAdjustment(_:for:), UIBarButtonItem.titlePositionAdjustment(for:)
    item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 1), for: .default); _ = item.titlePositionAdjustment(for: .default)
    // census: UIBarButtonItem.setBackButtonBackgroundImage(_:for:barMetrics:), UIBarButtonItem.backButtonBackgroundImage(for:barMetrics:)
    item.setBackButtonBackgroundImage(nil, for: .normal, barMetrics: .default); _ = item.backButtonBackgroundImage(for: .normal, barMetrics: .default)
    // census: UIBarButtonItem.setBackButtonTitlePositionAdjustment(_:for:), UIBarButtonItem.backButtonTitlePositionAdjustment(for:)
    item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default); _ = item.backButtonTitlePositionAdjustment(for: .default)
    // census: UIBarButtonItem.setBackButtonBackgroundVerticalPositionAdjustment(_:for:), UIBarButtonItem.backButtonBackgroundVerticalPositionAdjustment(for:)
    item.setBackButtonBackgroundVerticalPositionAdjustment(1, for: .compact); _ = item.backButtonBackgroundVerticalPositionAdjustment(for: .compact)
}

@MainActor private func barButtonItemsSystemItems() {
    // census: UIBarButtonItem.SystemItem.cancel, UIBarButtonItem.SystemItem.edit, UIBarButtonItem.SystemItem.save, UIBarButtonItem.SystemItem.add
    let _: [UIBarButtonItem.SystemItem] = [.cancel, .edit, .save, .add]
    // census: UIBarButtonItem.SystemItem.flexibleSpace, UIBarButtonItem.SystemItem.fixedSpace, UIBarButtonItem.SystemItem.compose, UIBarButtonItem.SystemItem.reply
    let _: [UIBarButtonItem.SystemItem] = [.flexibleSpace, .fixedSpace, .compose, .reply]
    // census: UIBarButtonItem.SystemItem.action, UIBarButtonItem.SystemItem.organize, UIBarButtonItem.SystemItem.bookmarks, UIBarButtonItem.SystemItem.search
    let _: [UIBarButtonItem.SystemItem] = [.action, .organize, .bookmarks, .search]
    // census: UIBarButtonItem.SystemItem.refresh, UIBarButtonItem.SystemItem.stop, UIBarButtonItem.SystemItem.camera, UIBarButtonItem.SystemItem.trash
    let _: [UIBarButtonItem.SystemItem] = [.refresh, .stop, .camera, .trash]
    // census: UIBarButtonItem.SystemItem.play, UIBarButtonItem.SystemItem.pause, UIBarButtonItem.SystemItem.rewind, UIBarButtonItem.SystemItem.fastForward
    let _: [UIBarButtonItem.SystemItem] = [.play, .pause, .rewind, .fastForward]
    // census: UIBarButtonItem.SystemItem.undo, UIBarButtonItem.SystemItem.redo, UIBarButtonItem.SystemItem.pageCurl, UIBarButtonItem.SystemItem.close
    let _: [UIBarButtonItem.SystemItem] = [.undo, .redo, .pageCurl, .close]
}
