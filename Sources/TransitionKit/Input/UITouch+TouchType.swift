import Foundation

extension UITouch {
    /// What made a touch (`UITouch.type`, `UIGestureRecognizer.allowedTouchTypes`).
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen (a remote's surface).
        case indirect = 1
        /// Apple Pencil.
        case pencil = 2
        /// A pointer device (a mouse or trackpad on iPadOS).
        case indirectPointer = 3

        /// Apple Pencil, by its older name.
        public static let stylus = TouchType.pencil
    }

    /// The kind of touch: always `.direct`, since the playground's mouse stands in for a finger
    /// (iPadOS reports a mouse as `.indirectPointer`; code written for a phone expects fingers).
    public var type: TouchType { .direct }
}
