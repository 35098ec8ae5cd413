import Foundation

/// One property of one layer animating additively: it contributes `delta * (1 - progress)` on
/// top of the model value, so it starts at the old value and ends at the model value.
@MainActor
package final class LayerAnimation {
    /// How an animation ended.
    enum End {
        /// It reached its end (progress 1): the model value shows.
        case atEnd
        /// It ran back to its start (progress 0): the model is set back to the old value.
        case atStart
    }

    // The fields read for every animation on every frame come first (they share cache lines).
    /// What drives this animation's time (a timeline or a property animator). Held strongly: it
    /// is read for every animation on every frame, and the reference ends with the animation
    /// (`finish`/`cancel`), which breaks the driver -> group -> animation cycle.
    var driver: AnimationDriver?
    /// The `UIView.animate` call (or property-animator block) this animation belongs to.
    let group: AnimationGroup
    /// Set once the animation has ended or was removed.
    private(set) var isFinished = false
    package let property: AnimatableProperty
    /// Old value minus new value, in vector space.
    var delta: AnimationVector
    /// A keyframe animation's path: the offset follows it instead of `delta * (1 - progress)`
    /// (`delta` stays initial minus final value, what ending at the start puts back). Boxed:
    /// most animations have none, and an animation stays a few cache lines.
    var path: KeyframePath? {
        get { pathBox?.path }
        set { pathBox = newValue.map(KeyframePathBox.init) }
    }
    private var pathBox: KeyframePathBox?
    /// The layer, while it exists (held through its `LayerLink`, neither strongly nor weakly).
    var layer: CALayer? { link.layer }
    private let link: LayerLink
    /// On a timeline: the local time at which the animation begins, in seconds, its delay
    /// included (Core Animation's `beginTime`; its group's).
    var beginTime: Double { group.beginTime }
    /// On a property animator: the animator's time fraction at which the animation begins (0, or
    /// the fraction it had when the animation was added, advanced by the delay factor).
    var startFraction: Double = 0
    /// On a property animator: the progress the animation stood at when the animator last held
    /// it (a pause of a re-timed run, the start of a re-timed run, a grab).
    var heldProgress: Double = 0
    /// Length of one pass in the driver's local seconds (its group's).
    var duration: Double { group.duration }
    /// The curve from elapsed time to progress (its group's).
    var timing: TimingFunction { group.timing }
    /// `.repeat`: run forever; `.autoreverse`: run forward then back (its group's).
    var repeats: Bool { group.repeats }
    var autoreverses: Bool { group.autoreverses }

    init(layer: CALayer, property: AnimatableProperty, delta: AnimationVector, group: AnimationGroup) {
        link = layer.animationLink
        link.attach(layer)
        self.property = property; self.delta = delta; self.group = group
    }

    /// The progress now (0 = old value, 1 = model value; springs overshoot past 1).
    func currentProgress() -> Double {
        guard let driver, !isFinished else { return 1 }
        return driver.progress(of: self)
    }

    /// The offset to add to the model value now.
    func currentOffset() -> AnimationVector {
        let progress = currentProgress()
        if progress == 1 { return .zero }
        if let pathBox { return pathBox.path.offset(at: progress) }
        return delta * (1 - progress)
    }

    /// Adds `currentOffset()` to `sum` in place (the same arithmetic, without moving a 128-byte
    /// vector out and back: this runs for every animation on every frame).
    func addOffset(to sum: inout AnimationVector) {
        let progress = currentProgress()
        if progress == 1 {
            sum += AnimationVector.zero  // as adding the zero offset: keeps the sign of a zero sum as before
        } else if let pathBox {
            sum += pathBox.path.offset(at: progress)
        } else {
            sum += delta * (1 - progress)
        }
    }

    /// Progress at `local` seconds on the driver's time line, honouring repeat and autoreverse
    /// (computed once per group and local time: see `AnimationGroup`).
    func progress(atLocalTime local: Double) -> Double { group.progress(atLocalTime: local) }

    /// The local time at which the animation ends (infinite when it repeats).
    var localEnd: Double { group.localEnd }

    /// Removes the animation from its layer after it ended; `atStart` puts the old value back
    /// into the model so nothing jumps.
    func finish(_ end: End) {
        guard !isFinished else { return }
        isFinished = true
        defer { driver = nil }
        if let layer {
            if end == .atStart {
                layer.setModelVector(layer.modelVector(property) + delta, for: property)
            }
            layer.animations.removeAll { $0 === self }
        }
        group.animationDidFinish(self, finished: true)
    }

    /// Removes the animation without running it to an end: the layer snaps to the model value
    /// and the group completes with `finished == false`.
    func cancel() {
        guard !isFinished else { return }
        isFinished = true
        defer { driver = nil }
        layer?.animations.removeAll { $0 === self }
        group.animationDidFinish(self, finished: false)
    }
}

/// A keyframe path kept behind a reference (see `LayerAnimation.path`).
private final class KeyframePathBox {
    let path: KeyframePath

    init(_ path: KeyframePath) { self.path = path }
}
