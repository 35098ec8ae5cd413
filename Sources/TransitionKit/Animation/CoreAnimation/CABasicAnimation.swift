import Foundation

/// An animation of one key path between two values (Core Animation's `CABasicAnimation`).
///
/// Which of `fromValue`, `toValue` and `byValue` are set decides the values, as the
/// `CABasicAnimation` class reference ("Setting Interpolation Values") lists:
/// - `fromValue` and `toValue`: from `fromValue` to `toValue`;
/// - `fromValue` and `byValue`: from `fromValue` to `fromValue + byValue`;
/// - `byValue` and `toValue`: from `toValue - byValue` to `toValue`;
/// - only `fromValue`: from `fromValue` to the current presentation value;
/// - only `toValue`: from the current value to `toValue`;
/// - only `byValue`: from the current value to that value plus `byValue`;
/// - none: from the previous to the current value, which here is the current value throughout
///   (nothing visible; implicit actions set `fromValue`);
/// - all three (the reference says no more than two should be set): `fromValue` and `toValue`.
/// "The current value" is the value beneath the animation: the model plus earlier animations.
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    public var fromValue: Any?
    /// The value at the end.
    public var toValue: Any?
    /// The change over the animation.
    public var byValue: Any?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    override var givenValues: [Any] { [fromValue, toValue, byValue].compactMap { $0 } }

    override func endpoints(underlying: AnimationVector, convert: (Any) -> AnimationVector?) -> (start: AnimationVector, end: AnimationVector)? {
        let from = fromValue.flatMap(convert), to = toValue.flatMap(convert), by = byValue.flatMap(convert)
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from + by)
        case let (nil, to?, by?): return (to - by, to)
        case let (from?, nil, nil): return (from, underlying)
        case let (nil, to?, nil): return (underlying, to)
        case let (nil, nil, by?): return (underlying, underlying + by)
        case (nil, nil, nil): return (underlying, underlying)
        }
    }

    override func customValue(progress: Double, underlying: Any?, keyPath: CustomAnimatableKeyPath) -> Any? {
        guard let start = fromValue ?? underlying, let end = toValue ?? underlying else { return nil }
        return keyPath.value(from: start, to: end, fraction: progress)
    }
}
