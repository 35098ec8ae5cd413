import Foundation

extension UIEvent {
    /// The pointer buttons of an event (`UIGestureRecognizer.buttonMask`,
    /// `UITapGestureRecognizer.buttonMaskRequired`). The playground's touches are the left
    /// button's, so a press is always `.primary`.
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        /// The raw bit mask: bit n - 1 for button n.
        public let rawValue: Int
        /// Creates a mask from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary (left) button, or a finger.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            (1...Int.bitWidth - 1).contains(buttonNumber) ? ButtonMask(rawValue: 1 << (buttonNumber - 1)) : []
        }
    }
}
