import Foundation

extension UIControl {
    /// Control events, with UIKit's bit values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (a gesture recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's touch-up inside).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action fired.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing (it became the first responder).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing (it resigned the first responder).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field whose delegate let it (`textFieldShouldReturn(_:)`);
        /// a field with an action for this event then resigns the first responder.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events an app may define for itself (four bits).
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events the system keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control's appearance depends on (a title per state for buttons).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not highlighted or selected.
        public static let normal = State([])
        /// A finger is down inside it.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (accepted for source compatibility).
        public static let focused = State(rawValue: 1 << 3)
        /// States an app may define for itself (eight bits).
        public static let application = State(rawValue: 0x00FF_0000)
        /// States kept for UIKit's own use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Where a control's content sits across its bounds, as in UIKit.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the bounds (a button's title label fills the width).
        case fill = 3
        /// Against the leading edge (the left one here).
        case leading = 4
        /// Against the trailing edge (the right one here).
        case trailing = 5
    }

    /// Where a control's content sits down its bounds, as in UIKit.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched down the bounds.
        case fill = 3
    }
}
