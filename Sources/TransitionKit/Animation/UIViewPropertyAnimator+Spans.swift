import Foundation

/// Each animation's own span of the animator's time.
///
/// An animation begins at the time fraction `s` (`LayerAnimation.startFraction`: 0 for a block
/// added before the start without delay, else the fraction it was added at advanced by its delay
/// factor) and ends with the animator at fraction 1. Its local fraction is
/// `u = (fraction - s) / (1 - s)`, clamped to 0...1, and what it shows follows from the
/// animator's motion:
/// - on the curve (a run from the start or a resume on it, a pause of one, a scrub with
///   `scrubsLinearly == false`): the animator's curve stretched over the span, `curve(u)`, as
///   the CAAnimation UIKit adds with that begin time and duration would;
/// - scrubbed linearly: `u`;
/// - held (a pause of a re-timed run): where it stood;
/// - re-timed (`continueAnimation`, or a resume after a scrub): from where it stood to the
///   target over the part of the run that lies in its span, on the run's timing;
/// - anchored (after a grab lined the fraction up with the progress): linearly from where it
///   stood.
/// An animation with `s == 0` shows the animator's own progress in every case.
extension UIViewPropertyAnimator {
    /// The progress `animation` shows now (0 = old value, 1 = new value; springs overshoot).
    func spanProgress(of animation: LayerAnimation) -> Double {
        let start = animation.startFraction
        switch motion {
        case let .paused(fraction, _, scrub):
            switch scrub {
            case .curve: return onCurve(Self.local(fraction, start: start), start: start)
            case .linear: return Self.local(fraction, start: start)
            case .held: return animation.heldProgress
            case let .anchored(anchor):
                return Self.anchored(fraction, anchor: anchor, held: animation.heldProgress, start: start)
            }
        case let .running(run):
            switch run.regime {
            case .original:
                return onCurve(Self.local(runFraction(run), start: start), start: start)
            case let .rebased(_, target, timing):
                return retimed(run, from: animation.heldProgress, to: target, timing: timing, start: start)
            }
        }
    }

    /// The time fraction of `run` now.
    private func runFraction(_ run: Run) -> Double {
        guard run.clockDuration > 0 else { return now >= run.startTime ? run.toFraction : run.fromFraction }
        let t = min(max((now - run.startTime) / run.clockDuration, 0), 1)
        return run.fromFraction + (run.toFraction - run.fromFraction) * t
    }

    /// The local fraction of a span beginning at `start`, at the animator's `fraction`.
    static func local(_ fraction: Double, start: Double) -> Double {
        guard start < 1 else { return fraction >= 1 ? 1 : 0 }
        return min(max((fraction - start) / (1 - start), 0), 1)
    }

    /// The animator's curve at local fraction `u` of a span beginning at `start` (its seconds:
    /// `(1 - start)` of the curve's).
    private func onCurve(_ u: Double, start: Double) -> Double {
        let span = (1 - start) * baseDuration
        guard span > 0 else { return u >= 1 ? 1 : 0 }
        return baseTiming.progress(at: u * span, duration: span)
    }

    /// A re-timed run for a span beginning at `start`: from `held` to `target` while the run's
    /// fraction crosses the span, on `timing` stretched over the seconds that takes. A run that
    /// lies in the span, or does not cross it (it lies before it), moves `held` over the whole run.
    private func retimed(_ run: Run, from held: Double, to target: Double, timing: TimingFunction, start: Double) -> Double {
        let a = min(max(run.fromFraction, start), 1), b = min(max(run.toFraction, start), 1)
        let distance = abs(run.toFraction - run.fromFraction)
        let wholeRun = a == run.fromFraction && b == run.toFraction   // the run lies in the span
        guard !wholeRun, a != b, distance > 0, run.clockDuration > 0 else {
            let elapsed = now - run.startTime
            guard run.clockDuration > 0 else { return elapsed >= 0 ? target : held }
            return held + (target - held) * timing.progress(at: elapsed, duration: run.clockDuration)
        }
        let fraction = min(max(runFraction(run), min(a, b)), max(a, b))
        let span = run.clockDuration * abs(b - a) / distance
        let w = (fraction - a) / (b - a)
        return held + (target - held) * timing.progress(at: w * span, duration: span)
    }

    /// Linear scrubbing from a grab at fraction `anchor`, where the animation showed `held`:
    /// forwards from there to 1 at fraction 1 (a delayed animation that had not begun waits for
    /// its start), backwards to 0 at the slope it has forwards.
    static func anchored(_ fraction: Double, anchor: Double, held: Double, start: Double) -> Double {
        if fraction >= anchor {
            let from = held > 0 ? anchor : max(anchor, start)
            guard from < 1 else { return fraction >= 1 ? 1 : held }
            guard fraction > from else { return held }
            return held + (1 - held) * (fraction - from) / (1 - from)
        }
        guard held > 0, anchor > 0 else { return 0 }
        var zero = 0.0
        if held < 1, anchor < 1 {
            zero = max(anchor - held * (1 - anchor) / (1 - held), 0)
        }
        return max(held * (fraction - zero) / (anchor - zero), 0)
    }
}
