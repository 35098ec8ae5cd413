import Foundation

/// The current media time in seconds: the clock of the event, frame or transition being handled,
/// else `AnimationClock.main` (the clock of windows made with `UIWindow(frame:)` outside those;
/// UIKit's one clock, as `AnimationClock`'s rule for `main` says: no window is concerned).
/// Deterministic: it moves only when the clock is advanced.
public func CACurrentMediaTime() -> CFTimeInterval {
    onMainThread { (AnimationContext.ambientClock ?? AnimationClock.main).now }
}

/// A layer is a time space (`CAMediaTiming`): its `beginTime`, `speed` and `timeOffset` map its
/// superlayer's time to its own, and so apply to its explicit animations and its whole subtree:
/// `local = (superlayer's local - beginTime) * speed + timeOffset`, from `CACurrentMediaTime()`
/// at the root. A running transition's container takes the transition's time as its parent
/// time (see `localTime(clockTime:applying:)`), so `convertTime(CACurrentMediaTime(), from: nil)`
/// in it is the time its explicit animations run on. A layer's own `duration`, repeat and fill values are stored but not applied
/// (a layer's active time never ends here). `UIView.animate` animations run on their own
/// timelines and are not moved by these values.
extension CALayer: CAMediaTiming {
    /// When the layer's time begins, in its superlayer's time (0 by default).
    public var beginTime: CFTimeInterval {
        get { coreAnimation.timing.beginTime }
        set { setTiming(\.beginTime, newValue, "beginTime") }
    }

    /// Stored; not applied to a layer's time (see the extension's notes).
    public var duration: CFTimeInterval {
        get { coreAnimation.timing.duration }
        set { setTiming(\.duration, newValue, "duration") }
    }

    /// How fast the layer's time runs against its superlayer's (1 by default; 0 stops it).
    public var speed: Float {
        get { Float(coreAnimation.timing.speed) }
        set { setTiming(\.speed, Double(newValue), "speed") }
    }

    /// Added to the layer's time (scrubbing: `speed = 0`, then set this).
    public var timeOffset: CFTimeInterval {
        get { coreAnimation.timing.timeOffset }
        set { setTiming(\.timeOffset, newValue, "timeOffset") }
    }

    /// Stored; not applied to a layer's time.
    public var repeatCount: Float {
        get { Float(coreAnimation.timing.repeatCount) }
        set { coreAnimation.timing.repeatCount = Double(newValue) }
    }

    /// Stored; not applied to a layer's time.
    public var repeatDuration: CFTimeInterval {
        get { coreAnimation.timing.repeatDuration }
        set { setTiming(\.repeatDuration, newValue, "repeatDuration") }
    }

    /// Stored; not applied to a layer's time.
    public var autoreverses: Bool {
        get { coreAnimation.timing.autoreverses }
        set { coreAnimation.timing.autoreverses = newValue }
    }

    /// Stored; not applied to a layer's time.
    public var fillMode: CAMediaTimingFillMode {
        get { coreAnimation.timing.fillMode }
        set { coreAnimation.timing.fillMode = newValue }
    }

    private func setTiming(_ field: WritableKeyPath<MediaTimingModel, Double>, _ value: Double, _ name: String) {
        guard value.isFinite else {
            reportAnimationProblem("CALayer.\(name) = \(value) is not a finite value; the change was ignored.")
            return
        }
        coreAnimation.timing[keyPath: field] = value
    }

    /// The layer's local time when the root time (the media time) is `rootTime` (behind by the
    /// instance delay while a replicator superlayer draws a later copy of it).
    @MainActor func localTime(rootTime: Double) -> Double { localTime(clockTime: rootTime, applying: nil) }

    /// The layer's local time at media time `clockTime`. A running transition's container
    /// (`CoreAnimationLayerState.transitionTimeline`) takes the transition's time as its parent
    /// time, so its subtree pauses, scrubs and runs with the transition, as a layer in an iOS
    /// transition's container does. `timeline`, when given, is applied once on the way: at its
    /// container if the layer is in it, else at the root (an animation added inside the
    /// transition to a layer outside its container still runs on its timeline).
    @MainActor func localTime(clockTime: Double, applying timeline: AnimationTimeline?) -> Double {
        let marked = coreAnimation.transitionTimeline
        let above = timeline === marked ? nil : timeline
        var parent: Double
        if let superlayer {
            let instanceShift = (superlayer as? CAReplicatorLayer)?.drawingInstanceTimeShift ?? 0
            parent = superlayer.localTime(clockTime: clockTime, applying: above) - instanceShift
        } else {
            parent = above?.mediaTime(atClockTime: clockTime) ?? clockTime
        }
        if let marked { parent = marked.mediaTime(atClockTime: parent) }
        return coreAnimation.timing.activeLocalTime(parentTime: parent)
    }

    /// The media time at which the layer's local time is `local` (nil while a layer on the way
    /// stands still, where every media time maps to the same local time: then its begin time).
    @MainActor private func rootTime(localTime local: Double) -> Double {
        var parent = coreAnimation.timing.parentTime(localTime: local)
        if let marked = coreAnimation.transitionTimeline { parent = marked.clockTime(atMediaTime: parent) }
        return superlayer?.rootTime(localTime: parent) ?? parent
    }

    /// Makes this layer (a transition's container) take `timeline`'s time as its parent time
    /// while the transition runs.
    @MainActor func enterTransitionTime(_ timeline: AnimationTimeline) {
        coreAnimation.transitionTimeline = timeline
    }

    /// Ends `enterTransitionTime(_:)` for `timeline` (a later transition's mark is kept). When
    /// the transition's time has drifted from the media time (it was paused, scrubbed or
    /// slowed), the explicit animations on a clock in the subtree keep their place: their begin
    /// times move by their layer's jump in time (those on the timeline itself keep following it).
    @MainActor func leaveTransitionTime(_ timeline: AnimationTimeline) {
        guard coreAnimation.transitionTimeline === timeline else { return }
        var kept: [(ExplicitAnimation, Double)] = []
        if timeline.mediaTime(atClockTime: timeline.now) != timeline.now {
            collectClockAnimations(into: &kept)
        }
        coreAnimation.transitionTimeline = nil
        for (running, before) in kept { running.shiftBeginTime(by: running.parentTime() - before) }
    }

    /// The explicit animations on a clock in this subtree, with their parent times now.
    @MainActor private func collectClockAnimations(into kept: inout [(ExplicitAnimation, Double)]) {
        for running in coreAnimation.animations where running.runsOnClock { kept.append((running, running.parentTime())) }
        for sublayer in sublayers ?? [] { sublayer.collectClockAnimations(into: &kept) }
    }

    /// Converts `t` from `l`'s time space (the media time when `l` is nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        onMainThread(self, l) { layer, l in layer.localTime(rootTime: l?.rootTime(localTime: t) ?? t) }
    }

    /// Converts `t` from this layer's time space to `l`'s (the media time when `l` is nil).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        onMainThread(self, l) { layer, l in
            let root = layer.rootTime(localTime: t)
            return l?.localTime(rootTime: root) ?? root
        }
    }
}
