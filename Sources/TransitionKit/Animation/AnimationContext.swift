import Foundation

/// The animation state of the call in progress: open `UIView.animate` blocks, and the clock and
/// timeline of the window event, frame or transition being handled.
///
/// This is scoped state, like Core Animation's `CATransaction`: it is set for the length of a
/// call and restored after it, and holds nothing between calls.
@MainActor
package enum AnimationContext {
    /// Open animation blocks, innermost last; a nil entry is `performWithoutAnimation`.
    private static var transactions: [AnimationTransaction?] = []
    /// The clock of the event, frame or transition being handled.
    private(set) static var ambientClock: AnimationClock?
    /// The timeline that collects animations (a transition's, while its animator runs).
    private(set) static var ambientTimeline: AnimationTimeline?

    /// `UIView.setAnimationsEnabled`: the one piece of state kept between calls, as in UIKit
    /// (a process-wide switch).
    static var animationsEnabledSwitch = true

    /// Whether changes animate now: the switch is on and no `performWithoutAnimation` is open.
    static var areAnimationsEnabled: Bool {
        animationsEnabledSwitch && !transactions.contains { $0 == nil }
    }

    /// The innermost open animation block, unless animations are disabled.
    static var currentTransaction: AnimationTransaction? { transactions.last ?? nil }

    /// Runs `body` inside `transaction`, then commits it.
    static func run(_ transaction: AnimationTransaction, _ body: () -> Void) {
        transactions.append(transaction)
        body()
        close(transaction)
        transaction.commit()
    }

    /// Opens `transaction` until `close(_:)`: the deprecated `beginAnimations(_:context:)`.
    static func open(_ transaction: AnimationTransaction) {
        transactions.append(transaction)
    }

    /// Closes `transaction` (the innermost entry that is it, so a block left open inside it
    /// cannot make it close another); returns whether it was open.
    @discardableResult
    static func close(_ transaction: AnimationTransaction) -> Bool {
        guard let index = transactions.lastIndex(where: { $0 === transaction }) else { return false }
        transactions.remove(at: index)
        return true
    }

    /// Runs `body` with animations disabled.
    static func withoutAnimation(_ body: () -> Void) {
        transactions.append(nil)
        body()
        transactions.removeLast()
    }

    /// Runs `body` with `clock` (and optionally `timeline`) as the ambient time source.
    package static func withAmbient<Result>(
        clock: AnimationClock?, timeline: AnimationTimeline? = nil, _ body: () throws -> Result
    ) rethrows -> Result {
        let savedClock = ambientClock, savedTimeline = ambientTimeline
        ambientClock = clock ?? savedClock
        if let timeline { ambientTimeline = timeline }
        defer { ambientClock = savedClock; ambientTimeline = savedTimeline }
        return try body()
    }

    /// Runs `body` with no collecting timeline (completions and frame work use the root timeline).
    static func withoutAmbientTimeline<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = ambientTimeline
        ambientTimeline = nil
        defer { ambientTimeline = saved }
        return try body()
    }

    /// Reports a diagnostic to the ambient clock's windows (the event, frame or transition being
    /// handled), else to `AnimationClock.main`'s windows (no window concerned: `AnimationClock`'s
    /// rule for `main`), else to stderr alone. Callers that know the window report to it.
    static func report(_ diagnostic: Diagnostic) {
        if let clock = ambientTimeline?.clock ?? ambientClock, clock.reportToWindows(diagnostic) { return }
        if AnimationClock.main.reportToWindows(diagnostic) { return }
        reportWithoutWindow(diagnostic)
    }

    /// Reports a diagnostic from code that belongs to no actor (Core Animation's value types):
    /// on the main thread as `report(_:)` does, elsewhere to stderr alone.
    nonisolated static func reportFromAnyContext(_ diagnostic: Diagnostic) {
        if isOnMainThread {
            MainActor.assumeIsolated { report(diagnostic) }
        } else {
            reportWithoutWindow(diagnostic)
        }
    }

    /// Reports a diagnostic that no window can take (stderr only; trace notes are dropped).
    nonisolated static func reportWithoutWindow(_ diagnostic: Diagnostic) {
        guard diagnostic.severity > .trace else { return }
        FileHandle.standardError.write(Data("TransitionKit: \(diagnostic)\n".utf8))
    }
}

/// One open animation block: its timing, and the animations its property changes create.
@MainActor
final class AnimationTransaction {
    let duration: Double
    let delay: Double
    let timing: TimingFunction
    let options: UIView.AnimationOptions
    /// A property animator's driver; nil means the ambient or root timeline.
    let driver: AnimationDriver?
    let group: AnimationGroup
    /// Set for an `animateKeyframes` block: its changes become keyframe paths on commit.
    let keyframes: KeyframeRecording?
    private(set) var created: [LayerAnimation] = []
    private var touchedLayers: [CALayer] = []
    /// Set for a begin/commit block, whose timing is known only at its commit: its changes are
    /// kept here, in order, to be recorded by the block made then.
    var deferredChanges: [(layer: CALayer, property: AnimatableProperty, delta: AnimationVector)]?

    /// A block of `duration` seconds after `delay`; `repeatCount` (cycles, with `.autoreverse`
    /// there and back) is `modifyAnimations(withRepeatCount:autoreverses:animations:)`'s.
    init(duration: Double, delay: Double, timing: TimingFunction, options: UIView.AnimationOptions,
         driver: AnimationDriver? = nil, keyframes: KeyframeRecording? = nil, repeatCount: Double? = nil,
         completion: ((Bool) -> Void)?) {
        self.duration = duration; self.delay = delay; self.timing = timing; self.options = options
        self.driver = driver; self.keyframes = keyframes
        self.group = AnimationGroup(
            duration: duration, timing: timing, repeats: options.contains(.repeat),
            autoreverses: options.contains(.autoreverse), repeatCount: repeatCount, completion: completion)
    }

    /// Turns one model change into an animation (merging repeated changes of the same property).
    func record(layer: CALayer, property: AnimatableProperty, delta: AnimationVector) {
        guard AnimationContext.areAnimationsEnabled else {
            touch(layer)
            return
        }
        if deferredChanges != nil {
            touch(layer)
            deferredChanges?.append((layer, property, delta))
            return
        }
        if let keyframes {
            touch(layer)
            if keyframes.record(layer: layer, property: property, delta: delta) {
                for other in layer.animations where other.property == property { other.group.markInterrupted() }
            }
            return
        }
        if let existing = created.first(where: { $0.layer === layer && $0.property == property }) {
            existing.delta += delta
            return
        }
        for other in layer.animations where other.property == property { other.group.markInterrupted() }
        add(LayerAnimation(layer: layer, property: property, delta: delta, group: group))
    }

    /// Puts a new animation on its layer and in this block.
    private func add(_ animation: LayerAnimation) {
        animation.layer?.animations.append(animation)
        created.append(animation)
        group.add(animation)
    }

    /// Notes a layer the block set a property of to the value it already had (no animation).
    func touch(_ layer: CALayer) {
        if !touchedLayers.contains(where: { $0 === layer }) { touchedLayers.append(layer) }
    }

    /// The clock these animations run on: the driver's, the ambient one, the window's of the
    /// first animated layer in a window (else of the first layer the block touched without
    /// changing it; a plain layer's and a mask's window too, `CALayer.timingWindow`), or the main
    /// clock (`AnimationClock.main`'s rule: no window concerned). The last is no silent guess: it
    /// is right for views built before they join a window on the main clock, and when the views
    /// join a window on another clock instead, that window reports `.animationOnAnotherClock`
    /// (`UIView.reportAnimationsOnAnotherClock`).
    private func resolveClock() -> AnimationClock {
        if let clock = driver?.clock ?? AnimationContext.ambientTimeline?.clock ?? AnimationContext.ambientClock {
            return clock
        }
        for layer in created.compactMap(\.layer) + touchedLayers {
            if let clock = layer.timingWindow?.clock { return clock }
        }
        return AnimationClock.main
    }

    /// Hands the animations to the driver, which starts them now plus the delay. Changes that
    /// cancelled out inside the block (set, then set back) leave no animation: a block that
    /// changed nothing completes on the next frame (docs/DESIGN.md, "Animation").
    func commit() {
        let clock = resolveClock()
        for animation in keyframes?.makeAnimations(group: group) ?? [] {
            add(animation)
        }
        for animation in created where animation.delta == .zero && animation.path == nil { animation.finish(.atEnd) }
        created.removeAll { $0.delta == .zero && $0.path == nil }
        guard let driver = driver ?? AnimationContext.ambientTimeline ?? clock.engine.rootTimeline else { return }
        for animation in created { animation.driver = driver }
        if duration <= 0 {
            for animation in created { animation.finish(.atEnd) }
        } else if !created.isEmpty {
            // Core Animation animations on iOS: the open CATransactions wait for them.
            group.transactionHold = CATransaction.hold()
        }
        driver.adopt(group, delay: delay, on: clock)
    }
}
