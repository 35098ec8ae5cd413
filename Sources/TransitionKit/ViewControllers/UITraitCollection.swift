import Foundation

/// The width or height class of an interface environment (UIKit's `UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not given.
    case unspecified = 0
    /// A constrained space (an iPhone's width; its height in landscape).
    case compact = 1
    /// An expansive space.
    case regular = 2
}

/// The traits of an interface environment (UIKit's `UITraitCollection`).
///
/// Only the size classes are kept. Views and controllers do not carry trait collections yet:
/// presentation controllers hand one to their delegates, for the window they present in, as an
/// iPhone's (`init(windowSize:)`).
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class (`.unspecified` unless given).
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class (`.unspecified` unless given).
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// A trait collection with no trait specified.
    public override init() {
        horizontalSizeClass = .unspecified
        verticalSizeClass = .unspecified
        super.init()
    }

    /// A trait collection with only the horizontal size class specified.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
    }

    /// A trait collection with only the vertical size class specified.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// A trait collection with both size classes.
    init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        super.init()
    }

    /// The traits of a window of `size` points, as on an iPhone (the idiom this platform follows
    /// where iPhone and iPad differ: `.automatic` sheets, the default supported orientations):
    /// horizontally compact; vertically regular when taller than wide, compact otherwise.
    convenience init(windowSize size: CGSize) {
        self.init(horizontalSizeClass: .compact, verticalSizeClass: size.width > size.height ? .compact : .regular)
    }

    /// Whether both have the same traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
    }

    /// A hash of the traits.
    open override var hash: Int { horizontalSizeClass.rawValue &* 3 &+ verticalSizeClass.rawValue }
}
