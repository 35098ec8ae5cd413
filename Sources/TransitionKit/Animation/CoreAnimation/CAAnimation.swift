import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), the timing
/// function, the delegate and whether the animation leaves its layer when it ends.
///
/// `CALayer.add(_:forKey:)` adds a copy, so changing the animation afterwards does not change
/// the running one. An explicit animation never changes the layer's model value: the
/// presentation shows the animated value while it runs, then the model again (unless
/// `fillMode` holds it forwards and `isRemovedOnCompletion` is false).
open class CAAnimation: CAMediaTiming {
    /// Creates an animation with Core Animation's defaults.
    public init() {}

    /// Animations are not archived on Linux; this initializer exists so subclasses compile as
    /// on iOS (a subclass that overrides `init()` writes it, as there). Returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes an animation of this class: `init()`, then, with a `template`, its properties
    /// copied (how `copy()` and `animation()` make the subclass's own type; Linux only: Swift
    /// makes an instance of a class known at run time through a required initializer).
    ///
    /// A subclass inherits it, as UIKit subclasses are written, when it declares no
    /// initializers, or overrides `init()` and `init?(coder:)`.
    public required convenience init(instantiatingFrom template: CAAnimation?) {
        self.init()
        if let template { copyProperties(from: template) }
    }

    /// A new animation of this class (Core Animation's `+animation`).
    public class func animation() -> Self { Self(instantiatingFrom: nil) }

    /// When the animation begins, in its layer's time; 0 (the default) means when it is added.
    public var beginTime: CFTimeInterval = 0
    /// The length of one pass in seconds; 0 (the default) means 0.25 s once added.
    public var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's (1 by default).
    public var speed: Float = 1
    /// Added to the animation's local time.
    public var timeOffset: CFTimeInterval = 0
    /// How many passes to run (0, the default, runs one; `.infinity` runs forever).
    public var repeatCount: Float = 0
    /// How long to repeat for in seconds (0: use `repeatCount`).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each pass runs forward, then back.
    public var autoreverses = false
    /// What shows outside the active time (`.removed` by default).
    public var fillMode = CAMediaTimingFillMode.removed
    /// Whether the animation leaves its layer when it ends (true by default).
    public var isRemovedOnCompletion = true
    /// The pacing of each pass; nil is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as in Core Animation.
    public var delegate: CAAnimationDelegate?
    /// The frame rates the animation asks for (iOS 15; `.default`: the display's). Stored only:
    /// animations are sampled on every frame of their clock here.
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The duration Core Animation uses when `duration` is 0.
    static let defaultDuration = 0.25

    /// A copy of the animation (Core Animation animations are `NSCopying`).
    open func copy() -> Any {
        Self(instantiatingFrom: self)
    }

    /// Copies every property from `other` (subclasses add theirs, then call super).
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion; timingFunction = other.timingFunction
        delegate = other.delegate; preferredFrameRateRange = other.preferredFrameRateRange
    }

    /// The timing arithmetic, with a zero duration replaced by `fallbackDuration`.
    func timingModel(fallbackDuration: Double = CAAnimation.defaultDuration) -> MediaTimingModel {
        MediaTimingModel(
            beginTime: beginTime, duration: duration > 0 ? duration : fallbackDuration, speed: Double(speed),
            timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
            autoreverses: autoreverses, fillMode: fillMode)
    }

    /// The progress (0...1, through the timing function) at `time` seconds into one pass.
    func progress(passTime time: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        let fraction = min(max(time / duration, 0), 1)
        return timingFunction?.progress(atFraction: fraction) ?? fraction
    }

    /// Checks the animation before it is added; returns a message naming what is wrong, or nil.
    @MainActor func validationProblem(for layer: CALayer) -> String? {
        let numbers = [beginTime, duration, Double(speed), timeOffset, repeatDuration]
        if !numbers.allSatisfy(\.isFinite) || repeatCount.isNaN || duration < 0 || repeatDuration < 0 || repeatCount < 0 {
            return "\(type(of: self)) has a timing value that is NaN, infinite or negative"
        }
        return nil
    }

    /// Writes the animation's values at `time` (seconds into one pass, repetition `iteration`)
    /// into `values`; the base class animates nothing.
    @MainActor func apply(passTime time: Double, iteration: Int, duration: Double, to values: inout LayerValues, of layer: CALayer) {}

    /// The key paths this animation writes (for the debug overlay).
    var animatedKeyPaths: [String] { [] }
}
