import Foundation

/// A number an animator reads that the tuning panel (T) lets you drag: a duration, a damping
/// ratio, a delay, a control point.
///
/// A scene lists the chosen animator's parameters in `Scene.tunableParameters`; the panel shows
/// one slider per parameter, and when a drag ends it writes the new values back and replays the
/// scene to the start of its last transition, so the transition runs again with them.
public struct TunableParameter: Equatable, Sendable {
    /// A parameter's name: what the panel shows and `TunedValues` looks up. Declare your own as a
    /// constant (`extension TunableParameter.Name { static let bounce = Self("bounce") }`), so a
    /// misspelt lookup does not compile.
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The name as the panel prints it ("duration").
        public let rawValue: String
        /// A name printed as `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A name printed as `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The printed name.
        public var description: String { rawValue }

        /// A duration in seconds.
        public static let duration = Name("duration")
        /// A spring's damping ratio.
        public static let dampingRatio = Name("dampingRatio")
        /// A delay in seconds.
        public static let delay = Name("delay")
        /// A cubic Bézier's control points, x1, y1, x2, y2.
        public static let controlPoint1X = Name("controlPoint1X"), controlPoint1Y = Name("controlPoint1Y"),
            controlPoint2X = Name("controlPoint2X"), controlPoint2Y = Name("controlPoint2Y")
    }

    /// The name the panel shows and `TunedValues` looks up (`.duration`, `.dampingRatio`).
    public let name: Name
    /// The values the slider covers.
    public let range: ClosedRange<Double>
    /// The current value, always inside `range`.
    public var value: Double {
        didSet { value = Self.clamp(value, to: range) }
    }
    /// The unit the panel prints after the value ("s", "pt"), or "".
    public let unit: String
    /// The slider's step: values snap to multiples of it (0 for none).
    public let step: Double

    /// A parameter named `name` with `value`, dragged within `range`, printed with `unit` and
    /// snapped to `step` (a value outside `range` is clamped into it).
    public init(_ name: Name, _ value: Double, in range: ClosedRange<Double>, unit: String = "", step: Double = 0.01) {
        self.name = name
        self.range = range
        self.unit = unit
        self.step = max(0, step)
        self.value = Self.clamp(value, to: range)
    }

    /// A duration in seconds, 0.05...5 s.
    public static func duration(_ seconds: TimeInterval) -> TunableParameter {
        TunableParameter(.duration, seconds, in: 0.05...5, unit: "s")
    }

    /// A spring's damping ratio, 0.05...1 (1 is critically damped: no overshoot).
    public static func dampingRatio(_ ratio: Double) -> TunableParameter {
        TunableParameter(.dampingRatio, ratio, in: 0.05...1)
    }

    /// A delay before the animation starts, 0...2 s.
    public static func delay(_ seconds: TimeInterval) -> TunableParameter {
        TunableParameter(.delay, seconds, in: 0...2, unit: "s")
    }

    /// The value a slider at `fraction` (0 at the left end, 1 at the right) stands for, snapped to `step`.
    public func value(atFraction fraction: Double) -> Double {
        let raw = range.lowerBound + min(max(fraction, 0), 1) * (range.upperBound - range.lowerBound)
        let snapped = step > 0 ? (raw / step).rounded() * step : raw
        return Self.clamp(snapped, to: range)
    }

    /// Where `value` sits on the slider: 0 at the left end, 1 at the right.
    public var fraction: Double {
        let span = range.upperBound - range.lowerBound
        return span > 0 ? (value - range.lowerBound) / span : 0
    }

    /// The value as the panel and "copy as Swift" print it: at most three decimals, no trailing zeros.
    public var formattedValue: String { Self.format(value) }

    /// `value` with at most three decimals and no trailing zeros ("0.35", "2", "0.125").
    public static func format(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        value.isFinite ? min(max(value, range.lowerBound), range.upperBound) : range.lowerBound
    }
}

/// The values of an animator's tunable parameters, by name: what a factory reads to build the
/// animator with the values the panel set.
public struct TunedValues: Equatable, Sendable {
    /// The parameters, in panel order.
    public let parameters: [TunableParameter]

    /// The values of `parameters`.
    public init(_ parameters: [TunableParameter]) { self.parameters = parameters }

    /// The value of the parameter named `name`; `fallback` when there is none.
    public func value(_ name: TunableParameter.Name, default fallback: Double = 0) -> Double {
        parameters.first { $0.name == name }?.value ?? fallback
    }

    /// The value of the parameter named `name`, or 0 when there is none.
    public subscript(name: TunableParameter.Name) -> Double { value(name) }

    /// "name: value, name: value", the arguments of a Swift call that takes the parameters as labels.
    public var swiftArguments: String {
        parameters.map { "\($0.name): \($0.formattedValue)" }.joined(separator: ", ")
    }
}

extension TunableParameter {
    /// The names of a cubic Bézier's control-point parameters, in order: x1, y1, x2, y2. When an
    /// animator lists these four, the HUD's curve plot shows the two handles, draggable while the
    /// tuning panel is open.
    public static let controlPointNames: [Name] = [.controlPoint1X, .controlPoint1Y, .controlPoint2X, .controlPoint2Y]

    /// The four parameters of a cubic Bézier timing curve with control points `point1` and
    /// `point2` (as `UICubicTimingParameters(controlPoint1:controlPoint2:)`): x in 0...1, y in -1...2.
    public static func controlPoints(_ point1: CGPoint, _ point2: CGPoint) -> [TunableParameter] {
        [
            TunableParameter(controlPointNames[0], Double(point1.x), in: 0...1),
            TunableParameter(controlPointNames[1], Double(point1.y), in: -1...2),
            TunableParameter(controlPointNames[2], Double(point2.x), in: 0...1),
            TunableParameter(controlPointNames[3], Double(point2.y), in: -1...2),
        ]
    }
}

extension TunedValues {
    /// The control points of the cubic Bézier these values tune (`TunableParameter.controlPoints`),
    /// or nil when they do not hold all four.
    public var controlPoints: (CGPoint, CGPoint)? {
        let names = TunableParameter.controlPointNames
        guard names.allSatisfy({ name in parameters.contains { $0.name == name } }) else { return nil }
        return (CGPoint(x: self[names[0]], y: self[names[1]]), CGPoint(x: self[names[2]], y: self[names[3]]))
    }
}
