import Foundation

/// The kind of interface the device has (`UIDevice.current.userInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone or iPod touch (the playground's simulated device).
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst, optimized for Mac).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
