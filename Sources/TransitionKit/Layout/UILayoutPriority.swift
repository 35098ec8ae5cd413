import Foundation

/// How much a constraint matters to Auto Layout: 1000 is required; 1...999 are weighed against
/// each other, the higher first (Apple: "UILayoutPriority").
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, 1...1000.
    public var rawValue: Float
    /// Creates a priority.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from a literal.
    public init(floatLiteral value: Float) { rawValue = value }
    /// Creates a priority from a literal.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A required constraint (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority with which a button resists compressing its content (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority with which a button hugs its content horizontally (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view conforms to the target size in `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A drag that may resize the window's scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The window's scene prefers to stay the same size (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A drag that can't resize the window's scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Orders priorities by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority raised by `rhs`, as UIKit's `+` does.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    /// A priority lowered by `rhs`, as UIKit's `-` does.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// The solver strength: required at 1000 and above, else a weight rising with the priority.
    var strength: Double {
        rawValue >= 1000 ? Cassowary.Strength.required : Cassowary.Strength.weight(forPriority: Double(rawValue))
    }
}
