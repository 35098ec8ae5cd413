import Foundation

extension UIViewPropertyAnimator: AnimationDriver {
    /// How the animator's time moves.
    enum Motion {
        /// Standing at a time fraction, showing `progress` (the progress of a block added at
        /// fraction 0 with no delay); `scrub` says what each animation shows there.
        case paused(fraction: Double, progress: Double, scrub: Scrub)
        /// Moving from one fraction to another.
        case running(Run)
    }

    /// What each animation of a paused animator shows at its fraction (see `progress(of:)`).
    enum Scrub: Equatable {
        /// The animator's curve over the animation's own span (a pause of a run on its curve, a
        /// scrub with `scrubsLinearly == false`, an end with `pausesOnCompletion`).
        case curve
        /// Linear over the animation's own span (a scrub with `scrubsLinearly`).
        case linear
        /// Where each animation stood when the animator stopped moving (`LayerAnimation.heldProgress`).
        case held
        /// Linear from where each animation stood when the fraction was lined up with the
        /// progress at `fraction` (a grab: `alignFractionWithProgress()`).
        case anchored(fraction: Double)
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
        case let .paused(fraction, _, _): return fraction
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
        case let .paused(_, progress, _):
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
        spanProgress(of: animation)
    }

    func end(of animation: LayerAnimation) -> LayerAnimation.End? { nil }

    /// Starts the group's animations at the time fraction `committingStartFraction` (the blocks
    /// have no delay in seconds: an animator's delays are delay factors, turned into a fraction
    /// of its time by `run`).
    func adopt(_ group: AnimationGroup, delay _: Double, on clock: AnimationClock) {
        if self.clock == nil { self.clock = clock }
        for animation in group.pending {
            animation.startFraction = committingStartFraction
            animation.heldProgress = 0
            animations.append(animation)
        }
    }

    /// Makes the animator active: resolves its clock, runs the pending blocks.
    func activate() {
        state = .active
        motion = .paused(fraction: 0, progress: 0, scrub: .curve)
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for entry in blocks { run(entry.block, delayFactor: entry.delayFactor) }
        // No animation gave a clock: the event's or frame's, else `AnimationClock.main` (no
        // window concerned; see its rule).
        if clock == nil { clock = AnimationContext.ambientClock ?? .main }
        registerForFrames()
    }

    /// Runs one animation block now, its animations starting after `delayFactor` of the time
    /// that remains: at time fraction `F + delayFactor x (1 - F)`, `F` the fraction now (0 while
    /// inactive). The delay is measured forwards, towards the end, even on a reversed animator.
    func run(_ block: () -> Void, delayFactor: Double) {
        let fraction = state == .active ? min(max(currentFraction(), 0), 1) : 0
        committingStartFraction = fraction + delayFactor * (1 - fraction)
        let transaction = AnimationTransaction(
            duration: 1, delay: 0, timing: .linear, options: [], driver: self, completion: nil)
        AnimationContext.run(transaction, block)
        committingStartFraction = 0
    }

    /// Starts moving from the current point towards the target given by `isReversed`: on the
    /// animator's curve when every animation shows its curve now, else from where each one
    /// stands to the target on the curve over the rest.
    func runTowardsTarget(startDelay: Double) {
        let fraction = currentFraction(), progress = currentProgress()
        let target: Double = reversed ? 0 : 1
        let length = abs(target - fraction) * baseDuration
        let regime: Regime
        if isOnCurve {
            regime = .original
        } else {
            holdProgress()
            regime = .rebased(fromProgress: progress, toProgress: target, timing: baseTiming)
        }
        motion = .running(Run(
            startTime: now + startDelay, fromFraction: fraction, toFraction: target, clockDuration: length,
            regime: regime))
        registerForFrames()
    }

    /// Whether every animation shows the animator's curve at the current fraction (a run on it,
    /// or a pause of one).
    private var isOnCurve: Bool {
        switch motion {
        case let .paused(_, _, scrub): return scrub == .curve
        case let .running(run):
            if case .original = run.regime { return true }
            return false
        }
    }

    /// Notes where each animation stands now, as the start of a re-timed run or a hold.
    func holdProgress() {
        let values = animations.map { spanProgress(of: $0) }
        for (animation, value) in zip(animations, values) { animation.heldProgress = value }
    }

    /// Freezes the movement where it is now.
    func freeze() {
        guard case .running = motion else { return }
        let fraction = currentFraction(), progress = currentProgress()
        if isOnCurve {
            motion = .paused(fraction: fraction, progress: progress, scrub: .curve)
        } else {
            holdProgress()
            motion = .paused(fraction: fraction, progress: progress, scrub: .held)
        }
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
            motion = .paused(fraction: run.toFraction, progress: position == .end ? 1 : 0, scrub: .curve)
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
        motion = .paused(fraction: 0, progress: 0, scrub: .curve)
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
