import Foundation

extension UIView {
    /// The direction the view's content is laid out in: always `.leftToRight` here. Auto Layout's
    /// leading and trailing are left and right whatever `semanticContentAttribute` says, so this
    /// reports the layout that is done (README, "Differences from UIKit").
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The direction content with `attribute` takes in this app, whose interface runs left to
    /// right: `.rightToLeft` only for `.forceRightToLeft`, as UIKit answers in a left-to-right app.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: .leftToRight)
    }

    /// The direction content with `attribute` takes inside a layout running `layoutDirection`:
    /// forced attributes give their direction, `.playback` and `.spatial` are left to right, and
    /// `.unspecified` follows `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
