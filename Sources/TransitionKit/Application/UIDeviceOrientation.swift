import Foundation

/// The physical orientation of the device (`UIDevice.current.orientation`).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home indicator at the bottom.
    case portrait = 1
    /// Upside down, home indicator at the top.
    case portraitUpsideDown = 2
    /// On its side, turned to the left: the home indicator on the right (the interface is
    /// `UIInterfaceOrientation.landscapeRight`).
    case landscapeLeft = 3
    /// On its side, turned to the right: the home indicator on the left (the interface is
    /// `UIInterfaceOrientation.landscapeLeft`).
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat, screen up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (portrait, upside down or landscape).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
