import Foundation

/// The animations made by one `UIView.animate` call (or one property-animator block), with the
/// completion that runs once all of them have ended, and the timing they share.
///
/// The animations of one block share their duration, curve, repeat options and begin time, so
/// these are stored here, once, and a progress is computed once per group and local time (a
/// frame change and an alpha animate three properties, all at the same progress).
@MainActor
final class AnimationGroup {
    /// Length of one pass in the driver's local seconds.
    let duration: Double
    /// The curve from elapsed time to progress.
    let timing: TimingFunction
    /// `.repeat`: run forever; `.autoreverse`: run forward then back.
    let repeats: Bool
    let autoreverses: Bool
    /// How many one-way passes of `duration` the animations run: 1 plain, 2 autoreversing,
    /// infinite repeating; `modifyAnimations(withRepeatCount:autoreverses:animations:)` gives
    /// its count (x 2 when it autoreverses), which may be fractional.
    let passes: Double
    /// On a timeline: the local time at which the animations begin, in seconds, the delay
    /// included (Core Animation's `beginTime`).
    var beginTime: Double = 0 {
        didSet { lastProgressTime = .nan }
    }
    /// The local time `lastProgress` is for (NaN: none yet).
    private var lastProgressTime = Double.nan
    private var lastProgress = 0.0

    /// Called once, with `true` unless an animation was removed or replaced before its end.
    var completion: ((Bool) -> Void)?
    /// The `CATransaction`s open when the block committed, waiting for it to complete.
    var transactionHold: CATransaction.CompletionHold?
    /// Animations that have not ended yet.
    private(set) var pending: [LayerAnimation] = []
    /// False once any animation was removed or cut short.
    private(set) var finishedNormally = true
    /// Whether every animation has ended (the completion is due): `pending.isEmpty`, kept as a
    /// flag because timelines ask it of every group on every frame (no visit to the array).
    private(set) var isComplete = true
    /// Set when the completion has run.
    private(set) var didComplete = false

    /// A group of one-way passes of `duration` seconds: forever when `repeats`, else
    /// `repeatCount` cycles (1 when nil; a cycle is there and back when `autoreverses`).
    init(duration: Double, timing: TimingFunction, repeats: Bool, autoreverses: Bool, repeatCount: Double? = nil,
         completion: ((Bool) -> Void)?) {
        self.duration = duration; self.timing = timing; self.repeats = repeats; self.autoreverses = autoreverses
        let cycles = repeatCount.map { $0.isFinite && $0 > 0 ? $0 : 1 } ?? 1  // Core Animation: 0 is once
        passes = repeats ? .infinity : cycles * (autoreverses ? 2 : 1)
        self.completion = completion
    }

    /// Progress at `local` seconds on the driver's time line, honouring repeat and autoreverse
    /// (remembered for the last local time asked).
    func progress(atLocalTime local: Double) -> Double {
        if local == lastProgressTime { return lastProgress }
        let progress = computeProgress(atLocalTime: local)
        lastProgressTime = local
        lastProgress = progress
        return progress
    }

    private func computeProgress(atLocalTime local: Double) -> Double {
        var elapsed = local - beginTime
        guard elapsed > 0 else { return 0 }
        if duration <= 0 { return 1 }
        if passes != 1 {
            if elapsed >= passes * duration { return 1 }
            let pass = (elapsed / duration).rounded(.down)
            elapsed -= pass * duration
            if autoreverses && Int(pass) % 2 == 1 { elapsed = duration - elapsed }
        }
        return timing.progress(at: elapsed, duration: duration)
    }

    /// The local time at which the animations end (infinite when they repeat).
    var localEnd: Double {
        if repeats { return .infinity }
        return beginTime + duration * passes
    }

    func add(_ animation: LayerAnimation) {
        pending.append(animation)
        isComplete = false
    }

    func animationDidFinish(_ animation: LayerAnimation, finished: Bool) {
        pending.removeAll { $0 === animation }
        isComplete = pending.isEmpty
        if !finished { finishedNormally = false }
    }

    /// Marks the group as cut short (an animation of the same property replaced one of ours).
    func markInterrupted() { finishedNormally = false }

    /// Runs the completion once, then tells the transactions waiting for the block (after it,
    /// as a UIView animation's completion runs from its animation's delegate before the
    /// transaction's block).
    func complete() {
        guard !didComplete else { return }
        didComplete = true
        let handler = completion
        completion = nil
        handler?(finishedNormally)
        let hold = transactionHold
        transactionHold = nil
        hold?.release()
    }
}
