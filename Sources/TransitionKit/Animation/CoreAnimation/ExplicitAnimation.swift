import Foundation

/// One explicit animation running on a layer: the copy `add(_:forKey:)` made, the time line it
/// runs on, and its start/stop bookkeeping. It is a driver of the layer's values like the
/// `UIView.animate` ones: `CALayer.presentationValues()` applies it after those, in the order
/// added, and the clock's engine calls `tick()` every frame to start, end and remove it.
@MainActor
final class ExplicitAnimation {
    /// Where the time the animation runs on comes from.
    enum TimeSource {
        /// A clock's `now` (`CACurrentMediaTime()`), through the layer tree's time spaces.
        case clock(AnimationClock)
        /// A transition's timeline (the animation was added while the transition collected its
        /// animations), through the layer tree's time spaces: the transition's percent, grab,
        /// stepping and slow motion move it. The timeline's time is a media time applied at the
        /// transition's container (at the root for a layer outside it), so in the container
        /// `convertTime(CACurrentMediaTime(), from: nil)` is this animation's time.
        case timeline(AnimationTimeline)
    }

    /// The key it was added for.
    let key: String?
    /// The copy of the animation (changing the caller's object does not change it).
    let animation: CAAnimation
    /// The layer, while it exists (held through its `LayerLink`, neither strongly nor weakly).
    var layer: CALayer? { link.layer }
    private let link: LayerLink
    let source: TimeSource
    /// The animation's timing with its begin time in the layer's time and its duration set.
    private(set) var timing: MediaTimingModel
    /// The CATransaction completion groups waiting for this animation.
    var transactionGroups: [CATransaction.CompletionGroup] = []
    private var didStart = false
    private(set) var isFinished = false
    private var cancelled = false

    init(key: String?, animation: CAAnimation, layer: CALayer, source: TimeSource) {
        self.key = key; self.animation = animation; self.source = source
        link = layer.animationLink
        link.attach(layer)
        var timing = animation.timingModel()
        let layerNow = Self.parentTime(of: layer, on: source)
        if animation.beginTime == 0 {
            timing.beginTime = layerNow
            animation.beginTime = layerNow
        } else if case .timeline = source {
            // A begin time written as `CACurrentMediaTime() + delay` (or through the layer's
            // `convertTime`) keeps its delay where the layer's time and the media time differ
            // (a transition's timeline reaching a layer outside its container). On a clock the
            // begin time is taken as written, in the layer's time.
            timing.beginTime = animation.beginTime + (layerNow - layer.convertTime(CACurrentMediaTime(), from: nil))
        }
        self.timing = timing
    }

    /// The clock this animation's frame work runs on.
    var clock: AnimationClock? {
        switch source {
        case let .clock(clock): clock
        case let .timeline(timeline): timeline.clock
        }
    }

    /// `layer`'s local time now on `source`: the clock's time through the layer tree, a
    /// transition's timeline applied at its container (or at the root, outside it).
    private static func parentTime(of layer: CALayer, on source: TimeSource) -> Double {
        switch source {
        case let .clock(clock): layer.localTime(clockTime: clock.now, applying: nil)
        case let .timeline(timeline): layer.localTime(clockTime: timeline.now, applying: timeline)
        }
    }

    /// Whether it runs on a clock (not on a transition's timeline).
    var runsOnClock: Bool {
        if case .clock = source { return true }
        return false
    }

    /// Moves the animation's begin by `delta` in its layer's time (its layer's time space
    /// changed under it and it should keep its place).
    func shiftBeginTime(by delta: Double) {
        guard delta != 0, delta.isFinite else { return }
        timing.beginTime += delta
    }

    /// The layer's local time now (the animation's parent time).
    func parentTime() -> Double {
        guard let layer else { return 0 }
        return Self.parentTime(of: layer, on: source)
    }

    /// Writes the animation's values now into `values`; nothing outside its active time unless
    /// its fill mode holds a state there.
    func apply(to values: inout LayerValues, of layer: CALayer) {
        guard !isFinished || !animation.isRemovedOnCompletion,
              let (time, iteration) = timing.passTime(parentTime: parentTime()) else { return }
        animation.apply(passTime: time, iteration: iteration, duration: timing.duration, to: &values, of: layer)
    }

    /// The progress of one pass now, 0...1 (for the debug overlay).
    var progress: Double {
        guard let (time, _) = timing.passTime(parentTime: parentTime()), timing.duration > 0 else {
            return timing.hasEnded(parentTime: parentTime()) ? 1 : 0
        }
        return time / timing.duration
    }

    /// One frame: tells the delegate the animation started, and when its active time is over
    /// (or its transition ran back to before it began) removes it and tells the delegate it
    /// stopped. Returns whether it needs more frames.
    func tick() -> Bool {
        if cancelled { return false }
        guard let layer else { return false }
        let now = parentTime()
        if !didStart && timing.activeLocalTime(parentTime: now) >= 0 {
            didStart = true
            animation.delegate?.animationDidStart(animation)
        }
        if case let .timeline(timeline) = source, timeline.hasArrivedBackwards, timing.activeLocalTime(parentTime: now) <= 0 {
            layer.removeExplicitAnimation(self)
            return false
        }
        guard timing.hasEnded(parentTime: now) else { return true }
        isFinished = true
        if animation.isRemovedOnCompletion { layer.coreAnimation.animations.removeAll { $0 === self } }
        stop(finished: true)
        return false
    }

    /// Ends the animation after it was removed from its layer before its end.
    func cancel() {
        guard !isFinished, !cancelled else { return }
        cancelled = true
        stop(finished: false)
    }

    private func stop(finished: Bool) {
        isFinished = true
        animation.delegate?.animationDidStop(animation, finished: finished)
        let groups = transactionGroups
        transactionGroups = []
        for group in groups { group.animationDidStop() }
    }
}
