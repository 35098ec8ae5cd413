import Foundation

/// Light or dark appearance, as in UIKit.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: inherit it (the system's style at the top).
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2
}
