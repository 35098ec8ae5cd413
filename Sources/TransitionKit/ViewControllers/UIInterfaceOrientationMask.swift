import Foundation

/// A set of interface orientations a view controller supports (UIKit's
/// `UIInterfaceOrientationMask`): one bit per `UIInterfaceOrientation`, at the bit of its raw
/// value.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits: `1 << orientation.rawValue` for each orientation in the set.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape, the device's top on the right (`UIInterfaceOrientation.landscapeLeft`).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape, the device's top on the left (`UIInterfaceOrientation.landscapeRight`).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscape orientations.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
