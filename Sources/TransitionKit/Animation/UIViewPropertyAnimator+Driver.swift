import Foundation

extension UIViewPropertyAnimator: AnimationDriver {
    /// How the animator's time moves.
    enum Motion {
        /// Standing at a time fraction, showing `progress`.
        case paused(fraction: Double, progress: Double)
        /// Moving from one fraction to another.
        case running(Run)
    }

    /// One stretch of movement.
    struct Run {
        /// Clock time when the movement starts (after any delay).
        var startTime: Double
        var fromFraction: Double
        var toFraction: Double
        /// Clock seconds the movement takes.
        var clockDuration: Double
        var regime: Regime
    }

    /// How progress follows the movement.
    enum Regime {
        /// Progress is the animator's curve at the time fraction (a plain start or resume).
        case original
        /// Progress goes from `fromProgress` to `toProgress` on `timing` (continue, re-timing).
        case rebased(fromProgress: Double, toProgress: Double, timing: TimingFunction)
    }

    /// What a stopped animator needs to put a view at its start or end.
    struct StoppedOffset {
        weak var layer: CALayer?
        let property: AnimatableProperty
        let toStart: AnimationVector
        let toEnd: AnimationVector
    }

    var now: Double { clock?.now ?? 0 }

    func currentFraction() -> Double {
        switch motion {
        case let .paused(fraction, _): return fraction
        case let .running(run): return fraction(of: run)
        }
    }

    private func fraction(of run: Run) -> Double {
        guard run.clockDuration > 0 else { return now >= run.startTime ? run.toFraction : run.fromFraction }
        let t = min(max((now - run.startTime) / run.clockDuration, 0), 1)
        return run.fromFraction + (run.toFraction - run.fromFraction) * t
    }

    func currentProgress() -> Double {
        switch motion {
        case let .paused(_, progress):
            return progress
        case let .running(run):
            switch run.regime {
            case .original:
                let fraction = fraction(of: run)
                return baseTiming.progress(at: fraction * baseDuration, duration: baseDuration)
            case let .rebased(from, to, timing):
                let elapsed = now - run.startTime
                guard run.clockDuration > 0 else { return elapsed >= 0 ? to : from }
                return from + (to - from) * timing.progress(at: elapsed, duration: run.clockDuration)
            }
        }
    }

    func progress(of animation: LayerAnimation) -> Double {
        let progress = currentProgress()
        let start = animation.startProgress
        guard start > 0 else { return progress }
        guard start < 1 else { return progress >= 1 ? 1 : 0 }
        return max(0, (progress - start) / (1 - start))
    }

    func end(of animation: LayerAnimation) -> LayerAnimation.End? { nil }

    /// Starts the group's animations at `committingStartProgress` (the blocks have no delay in
    /// seconds: an animator's delays are delay factors, turned into progress by `run`).
    func adopt(_ group: AnimationGroup, delay _: Double, on clock: AnimationClock) {
        if self.clock == nil { self.clock = clock }
        for animation in group.pending {
            animation.startProgress = committingStartProgress
            animations.append(animation)
        }
    }

    /// Makes the animator active: resolves its clock, runs the pending blocks.
    func activate() {
        state = .active
        motion = .paused(fraction: 0, progress: 0)
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for entry in blocks { run(entry.block, delayFactor: entry.delayFactor) }
        if clock == nil { clock = AnimationContext.ambientClock ?? .main }
        registerForFrames()
    }

    /// Runs one animation block now, its animations starting after `delayFactor` of what remains.
    func run(_ block: () -> Void, delayFactor: Double) {
        let progress = state == .active ? currentProgress() : 0
        committingStartProgress = delayFactor > 0 ? progress + delayFactor * (1 - progress) : progress
        let transaction = AnimationTransaction(
            duration: 1, delay: 0, timing: .linear, options: [], driver: self, completion: nil)
        AnimationContext.run(transaction, block)
        committingStartProgress = 0
    }

    /// Starts moving from the current point towards the target given by `isReversed`.
    func runTowardsTarget(startDelay: Double) {
        let fraction = currentFraction(), progress = currentProgress()
        let target: Double = reversed ? 0 : 1
        let onCurve = abs(progress - baseTiming.progress(at: fraction * baseDuration, duration: baseDuration)) < 1e-9
        let length = abs(target - fraction) * baseDuration
        let regime: Regime = onCurve ? .original : .rebased(fromProgress: progress, toProgress: target, timing: baseTiming)
        motion = .running(Run(
            startTime: now + startDelay, fromFraction: fraction, toFraction: target, clockDuration: length,
            regime: regime))
        registerForFrames()
    }

    /// Freezes the movement where it is now.
    func freeze() {
        motion = .paused(fraction: currentFraction(), progress: currentProgress())
    }

    /// Keeps the animator alive and ticking while it is active or stopped (UIKit would crash if
    /// it were released then; here it simply stays).
    func registerForFrames() {
        guard !isRegisteredForFrames, let clock else { return }
        isRegisteredForFrames = true
        clock.engine.addFrameHandler(owner: self) { [self] in
            self.frame()
        }
    }

    /// One frame: ends the run when it arrives. Returns whether to keep ticking.
    private func frame() -> Bool {
        guard state != .inactive else {
            isRegisteredForFrames = false
            return false
        }
        guard case let .running(run) = motion, now >= run.startTime + run.clockDuration else { return true }
        let position: UIViewAnimatingPosition = run.toFraction >= 1 ? .end : .start
        if pausesOnCompletion {
            motion = .paused(fraction: run.toFraction, progress: position == .end ? 1 : 0)
            return true
        }
        let groups = animations.map(\.group)
        for animation in animations { animation.finish(position == .end ? .atEnd : .atStart) }
        // Blocks with their own completion (keyframes in the animator's block) complete first.
        for group in groups where group.isComplete { group.complete() }
        let handlers = completions
        reset()
        for handler in handlers { handler(position) }
        isRegisteredForFrames = state != .inactive
        return isRegisteredForFrames
    }

    /// Back to inactive: no animations, blocks or completions; fraction 0.
    func reset() {
        state = .inactive
        animations.removeAll()
        pendingBlocks.removeAll()
        completions.removeAll()
        motion = .paused(fraction: 0, progress: 0)
    }

    func report(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, message: "UIViewPropertyAnimator: \(message)")
        if let clock, clock.reportToWindows(diagnostic) { return }
        AnimationContext.report(diagnostic)
    }

    /// The timing function and the time it spans for `parameters` on an animator of `duration`.
    static func resolve(_ parameters: any UITimingCurveProvider, duration: TimeInterval) -> (TimingFunction, TimeInterval) {
        let (timing, length) = parameters.timingFunction(animatorDuration: duration, velocityComponent: 0)
        return (timing, length)
    }

}
