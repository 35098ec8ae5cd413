import Foundation

/// What a view's content is, for whether it flips in a right-to-left layout, as in UIKit.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Ordinary content: it follows the interface's layout direction.
    case unspecified = 0
    /// Playback controls (play, fast-forward), which stay left to right.
    case playback = 1
    /// Directional controls (arrows, a joystick), which stay left to right.
    case spatial = 2
    /// Always laid out left to right.
    case forceLeftToRight = 3
    /// Always laid out right to left.
    case forceRightToLeft = 4
}

/// The direction an interface's layout runs in, as in UIKit.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1
}
