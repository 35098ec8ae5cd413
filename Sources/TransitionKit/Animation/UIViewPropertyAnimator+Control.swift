import Foundation

extension UIViewPropertyAnimator {
    /// `startAnimation(afterDelay:)`: checks the delay (a bad one is 0, with a Diagnostic), then starts.
    func performStart(afterDelay delay: TimeInterval) {
        var checked = delay
        if !delay.isFinite || delay < 0 {
            report(.nonFiniteDuration, "startAnimation(afterDelay: \(delay)): the delay is not valid; 0 was used.")
            checked = 0
        }
        start(afterDelay: checked)
    }

    private func start(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            report(.illegalAnimatorCall, "startAnimation() on a stopped animator was ignored: call finishAnimation(at:) first.")
            return
        case .inactive:
            storedDelay = delay
            activate()
        case .active:
            if isRunning { return }
        }
        runTowardsTarget(startDelay: delay)
    }

    /// `pauseAnimation()`: an inactive animator becomes active and paused at 0.
    func performPause() {
        switch state {
        case .stopped:
            report(.illegalAnimatorCall, "pauseAnimation() on a stopped animator was ignored.")
        case .inactive:
            activate()
        case .active:
            if refusesInterruption("pauseAnimation()") { return }
            freeze()
        }
    }

    /// Whether `call` would interrupt a started non-interruptible animator; reports it if so.
    ///
    /// Apple documentation, UIViewPropertyAnimator.isInterruptible: when false, "the animations
    /// run to completion (and without interruption) after you call the startAnimation() method".
    /// UIKit raises on such calls (stopAnimation on one crashed scenee/FloatingPanel#60); here
    /// the call is ignored with a Diagnostic and the animation runs on to its end.
    func refusesInterruption(_ call: String) -> Bool {
        guard !interruptible, isRunning else { return false }
        report(.illegalAnimatorCall, "\(call) on a running non-interruptible animator was ignored: it runs to completion.")
        return true
    }

    /// `stopAnimation(_:)`: the views keep their on-screen values; `true` ends inactive at once,
    /// `false` in `.stopped`.
    func performStop(withoutFinishing: Bool) {
        guard state == .active else {
            report(.ignoredAnimatorCall, "stopAnimation(_:) on an animator that is not active was ignored.")
            return
        }
        guard isInterruptible else {
            report(.illegalAnimatorCall, "stopAnimation(_:) on a non-interruptible animator was ignored.")
            return
        }
        stoppedOffsets = animations.compactMap { animation in
            guard let layer = animation.layer else { return nil }
            let offset = animation.currentOffset()
            layer.setModelVector(layer.modelVector(animation.property) + offset, for: animation.property)
            return StoppedOffset(layer: layer, property: animation.property, toStart: animation.delta - offset, toEnd: -offset)
        }
        let removed = animations
        animations.removeAll()
        for animation in removed { animation.cancel() }
        for group in removed.map(\.group) where group.isComplete { group.complete() }
        motion = .paused(fraction: currentFraction(), progress: 0, scrub: .held)
        if withoutFinishing {
            stoppedOffsets.removeAll()
            reset()
        } else {
            state = .stopped
        }
    }

    /// `finishAnimation(at:)`: puts the views at `finalPosition`, runs the completions.
    func performFinish(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            report(.illegalAnimatorCall, "finishAnimation(at:) is only legal after stopAnimation(false); it was ignored.")
            return
        }
        for record in stoppedOffsets {
            guard let layer = record.layer else { continue }
            let offset: AnimationVector
            switch finalPosition {
            case .end: offset = record.toEnd
            case .start: offset = record.toStart
            case .current: offset = .zero
            }
            layer.setModelVector(layer.modelVector(record.property) + offset, for: record.property)
        }
        stoppedOffsets.removeAll()
        let handlers = completions
        reset()
        for handler in handlers { handler(finalPosition) }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: as if started from the current
    /// values with a new duration of `durationFactor` x the original duration; nil parameters
    /// keep the animator's curve. (UIViewPropertyAnimator.h: the factor "is multiplied by the
    /// original duration value to obtain the new duration"; the original duration of a spring
    /// that ignores `duration` is its settling time.)
    func performContinue(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active else {
            report(.illegalAnimatorCall, "continueAnimation on an animator that is not active was ignored.")
            return
        }
        if refusesInterruption("continueAnimation(withTimingParameters:durationFactor:)") { return }
        var factor = Double(durationFactor)
        if !factor.isFinite || factor < 0 {
            report(.nonFiniteDuration, "continueAnimation durationFactor \(durationFactor) is not valid; 1 was used.")
            factor = 1
        }
        freeze()
        let fraction = currentFraction(), progress = currentProgress()
        holdProgress()
        let target: Double = reversed ? 0 : 1
        let newDuration = baseDuration * factor
        var timing = baseTiming, length = newDuration
        if let parameters {
            (timing, length) = Self.resolve(parameters, duration: newDuration)
        } else if baseTiming.isSpring {
            timing = baseTiming
        }
        motion = .running(Run(
            startTime: now, fromFraction: fraction, toFraction: target, clockDuration: length,
            regime: .rebased(fromProgress: progress, toProgress: target, timing: timing)))
        registerForFrames()
    }

    /// While paused, makes `fractionComplete` equal the progress on screen, so linear scrubbing
    /// continues from what is shown (used when a transition is grabbed). An animator that scrubs
    /// along its curve (`scrubsLinearly == false`) keeps its fraction: the curve maps it to what
    /// is shown. Each animation keeps what it shows too: scrubbing from here moves it linearly
    /// from there (`Scrub.anchored`), a delayed one that had not begun waiting for its start.
    func alignFractionWithProgress() {
        guard state == .active, !isRunning, scrubsLinearly else { return }
        let progress = currentProgress()
        holdProgress()
        let fraction = min(max(progress, 0), 1)
        motion = .paused(fraction: fraction, progress: progress, scrub: .anchored(fraction: fraction))
    }

    func setReversed(_ value: Bool) {
        guard state != .stopped, value != reversed else { return }
        if refusesInterruption("Setting isReversed") { return }
        reversed = value
        if isRunning { runTowardsTarget(startDelay: 0) }
    }

    func setFractionComplete(_ value: Double) {
        guard value.isFinite else {
            report(.nonFiniteValue, "fractionComplete = \(value) is not finite; it was ignored.")
            return
        }
        switch state {
        case .stopped:
            report(.ignoredAnimatorCall, "Setting fractionComplete on a stopped animator was ignored.")
            return
        case .active where isRunning:
            if refusesInterruption("Setting fractionComplete") { return }
            report(.ignoredAnimatorCall, "Setting fractionComplete while the animator runs has no effect; pause it first.")
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        let fraction = min(max(value, 0), 1)
        if scrubsLinearly, case let .paused(_, _, .anchored(anchor)) = motion {
            motion = .paused(fraction: fraction, progress: fraction, scrub: .anchored(fraction: anchor))
            return
        }
        let progress = scrubsLinearly ? fraction : baseTiming.progress(at: fraction * baseDuration, duration: baseDuration)
        motion = .paused(fraction: fraction, progress: progress, scrub: scrubsLinearly ? .linear : .curve)
    }

    /// Whether a setting may change now (only while inactive); reports a Diagnostic when not.
    func allowsChange(_ name: String) -> Bool {
        guard state != .inactive else { return true }
        report(.illegalAnimatorCall, "Setting \(name) on an active or stopped animator was ignored.")
        return false
    }
}
