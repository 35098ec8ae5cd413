import Foundation

/// A touch's size, force, angles, estimated properties and gesture recognizers, as a finger on a
/// phone without 3D Touch reports them (the playground's mouse stands in for a finger).
extension UITouch {
    /// Which properties of a touch may be estimates and get updated later.
    public struct Properties: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: Int
        /// A set from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `force`.
        public static let force = Properties(rawValue: 1 << 0)
        /// `azimuthAngle(in:)`.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// `altitudeAngle`.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// `location(in:)`.
        public static let location = Properties(rawValue: 1 << 3)
        /// `rollAngle`.
        public static let roll = Properties(rawValue: 1 << 4)
    }

    /// The radius of the touch, in points: 20, a fingertip's (a choice: the mouse has no contact area).
    public var majorRadius: CGFloat { 20 }

    /// How far `majorRadius` may be off, in points: 5 (a choice, with `majorRadius`).
    public var majorRadiusTolerance: CGFloat { 5 }

    /// The precise location in `view`'s coordinates: `location(in:)`, since the mouse's position
    /// is already exact.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location in `view`'s coordinates: `previousLocation(in:)`.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// The touch's force, where 1 is an average touch's: 0, as on an iPhone without 3D Touch.
    public var force: CGFloat { 0 }

    /// The greatest force the touch can report: 0 (no force sensing).
    public var maximumPossibleForce: CGFloat { 0 }

    /// The stylus's altitude, in radians: π/2, as UIKit reports for a finger (perpendicular to
    /// the screen).
    public var altitudeAngle: CGFloat { .pi / 2 }

    /// The stylus's azimuth in `view`'s coordinates, in radians: 0 for a finger.
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }

    /// A unit vector along the stylus's azimuth in `view`'s coordinates: (1, 0) for a finger.
    public func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }

    /// The barrel-roll angle of Apple Pencil, in radians: 0 for a finger.
    public var rollAngle: CGFloat { 0 }

    /// The properties whose values are estimates: none (the mouse's values are final).
    public var estimatedProperties: Properties { [] }

    /// The properties whose estimates will be updated: none.
    public var estimatedPropertiesExpectingUpdates: Properties { [] }

    /// The index that matches an update of estimated properties to this touch: nil (no updates).
    public var estimationUpdateIndex: NSNumber? { nil }

    /// The gesture recognizers receiving the touch now, in the order they were offered it (the
    /// hit view's first, then its ancestors'); nil when none is.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        guard let sequence = window?.touchDispatcher.sequence else { return nil }
        let receiving = sequence.participants.filter { recognizer in recognizer.trackedTouches.contains { $0 === self } }
        return receiving.isEmpty ? nil : receiving
    }
}
