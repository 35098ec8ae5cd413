import Foundation

/// The frame rates a display link (or an animation) asks for, in frames per second.
///
/// Zero means "the display's own rate": `.default` (all zero, no preferred rate) asks for every
/// frame. A display link fires on every n-th frame of its clock, n the display's rate (60 for the
/// 1/60 s frames of the playground) divided by `preferred` (else `maximum`), rounded to the
/// nearest whole number and at least 1, as iOS picks the factor of the refresh rate nearest to
/// what was asked: 30 fires every other frame, 45 every frame, 24 every third.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate (0: the display's).
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range with all values zero and no preferred rate (the same as `.default`).
    public init() {
        self.init(minimum: 0, maximum: 0, preferred: nil)
    }

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate: every frame.
    public static let `default` = CAFrameRateRange()

    /// Whether every value is finite and not negative (a range a display link accepts).
    var isValid: Bool {
        [minimum, maximum, preferred ?? 0].allSatisfy { $0.isFinite && $0 >= 0 }
    }

    /// The rate asked for: `preferred`, else `maximum`; 0 for the display's.
    var requestedRate: Double { Double(preferred.flatMap { $0 > 0 ? $0 : nil } ?? maximum) }

    /// Every how many frames of a display showing `displayRate` frames a second a link asking for
    /// this range fires (see the type's notes).
    func framesPerFire(displayRate: Double) -> Int {
        let rate = requestedRate
        guard rate > 0, displayRate.isFinite, displayRate > 0 else { return 1 }
        return max(1, Int((displayRate / rate).rounded()))
    }
}
