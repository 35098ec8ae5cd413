import Foundation

/// Core Animation's time interval in seconds.
public typealias CFTimeInterval = Double

/// What an object with its own time space does before and after its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string (`kCAFillModeForwards` is "forwards").
    public let rawValue: String
    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final state after the active time.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial state before the active time (from when it is added).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `backwards` and `forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// A time space: layers and animations map their parent's time to their own local time by
/// `beginTime`, `speed` and `timeOffset`, and repeat and fill by the rest (Core Animation's
/// `CAMediaTiming` protocol).
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one pass in local seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's (0 stops it; negative runs it backwards).
    var speed: Float { get set }
    /// Added to local time (scrubbing: `speed = 0` and `timeOffset = t`).
    var timeOffset: CFTimeInterval { get set }
    /// How many passes to run (fractions allowed; `.infinity` forever; 0 means 1).
    var repeatCount: Float { get set }
    /// How long to repeat for, in local seconds (0: use `repeatCount`).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each pass runs forward, then back.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The arithmetic of one `CAMediaTiming` time space, as a value.
struct MediaTimingModel: Equatable {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    /// Local time (before repeating) for `parentTime`: `(parent - beginTime) * speed + timeOffset`.
    func activeLocalTime(parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The inverse of `activeLocalTime(parentTime:)` (the parent time when `speed` is 0 is
    /// `beginTime`).
    func parentTime(localTime: Double) -> Double {
        speed == 0 ? beginTime : (localTime - timeOffset) / speed + beginTime
    }

    /// The length of one forward pass plus its reverse, if any.
    var period: Double { duration * (autoreverses ? 2 : 1) }

    /// The length of the active time (infinite when it repeats forever).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return count.isInfinite ? .infinity : period * count
    }

    /// Where in one pass (0...duration) the object is at `parentTime`, and which repetition it
    /// is in; nil outside the active time unless the fill mode holds a state there.
    func passTime(parentTime: Double) -> (time: Double, iteration: Int)? {
        let local = activeLocalTime(parentTime: parentTime)
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        guard duration > 0 else { return local >= 0 || fillsBackwards ? (duration, 0) : nil }
        if local < 0 { return fillsBackwards ? (0, 0) : nil }
        let active = activeDuration
        var time = local
        if local >= active {
            guard fillsForwards else { return nil }
            time = active
        }
        var iteration = (time / period).rounded(.down)
        var within = time - iteration * period
        if time >= active && within == 0 && iteration > 0 { iteration -= 1; within = period }
        if autoreverses && within > duration { within = period - within }
        return (min(within, duration), Int(min(iteration, Double(Int.max / 2))))
    }

    /// Whether `parentTime` is past the active time (the object has finished).
    func hasEnded(parentTime: Double) -> Bool {
        let local = activeLocalTime(parentTime: parentTime)
        return speed >= 0 ? local >= activeDuration : local < 0
    }
}
