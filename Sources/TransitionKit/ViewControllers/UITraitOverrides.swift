import Foundation

/// Trait values set on an object to use in place of its environment's (UIKit's
/// `UITraitOverrides`). Only the size classes are kept; a size class never set reads
/// `.unspecified` and overrides nothing.
@preconcurrency @MainActor
public struct UITraitOverrides {
    private var horizontal: UIUserInterfaceSizeClass?
    private var vertical: UIUserInterfaceSizeClass?

    init() {}

    /// The horizontal size class to use instead of the environment's.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }

    /// The vertical size class to use instead of the environment's.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }

    /// `traits` with the overridden size classes in place of its own.
    func applied(to traits: UITraitCollection) -> UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontal ?? traits.horizontalSizeClass,
                          verticalSizeClass: vertical ?? traits.verticalSizeClass)
    }
}

extension UITraitCollection {
    /// These traits with the size classes `overrides` specifies (not `.unspecified`) in place
    /// of their own.
    func overridden(by overrides: UITraitCollection?) -> UITraitCollection {
        guard let overrides else { return self }
        return UITraitCollection(
            horizontalSizeClass: overrides.horizontalSizeClass == .unspecified ? horizontalSizeClass : overrides.horizontalSizeClass,
            verticalSizeClass: overrides.verticalSizeClass == .unspecified ? verticalSizeClass : overrides.verticalSizeClass)
    }
}
