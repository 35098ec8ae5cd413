import Foundation

/// Something a `UIMenu` lists: an action (`UIAction`) or a nested menu, as in UIKit.
@preconcurrency @MainActor
open class UIMenuElement {
    /// Creates an element; only `UIAction` and `UIMenu` are menu elements.
    init() {}
}
