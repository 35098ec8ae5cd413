import Foundation

/// Groups layer changes: the duration, timing function and on/off switch of implicit actions,
/// and a completion block run once every animation added in the transaction (and in those
/// nested in it) has finished (Core Animation's `CATransaction`). The animations waited for
/// are the explicit ones, the `UIView` animations (a block's and a property animator's) and
/// the transitions (a push, a presentation...) started in the transaction: each is Core
/// Animation animations on iOS.
///
/// Outside `begin()`/`commit()` the implicit transaction applies; it lasts until the end of the
/// clock's frame (or `flush()`), as Core Animation's lasts until the end of the run loop pass.
///
/// Belongs to no actor, as Core Animation's; the transactions are the main thread's (see
/// `onMainThread(_:)`), where Core Animation keeps one stack per thread.
open class CATransaction {
    /// Waits for the animations of one transaction, then runs its completion block.
    final class CompletionGroup {
        var block: (() -> Void)?
        private var pending = 0
        private var isCommitted = false

        func animationAdded() { pending += 1 }

        func animationDidStop() {
            pending -= 1
            runIfDone()
        }

        func commit() {
            isCommitted = true
            runIfDone()
        }

        private func runIfDone() {
            guard isCommitted, pending <= 0, let block else { return }
            self.block = nil
            block()
        }
    }

    /// What one animation (or transition) started inside open transactions keeps them waiting
    /// with; `release()` (once) tells them it ended.
    final class CompletionHold {
        private var groups: [CompletionGroup]

        init(_ groups: [CompletionGroup]) { self.groups = groups }

        /// Tells the transactions the animation ended (later calls do nothing).
        func release() {
            let held = groups
            groups = []
            for group in held { group.animationDidStop() }
        }
    }

    /// One open transaction's settings.
    struct Frame {
        var duration: Double?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        /// Values set for keys of the caller's own (`setValue(_:forKey:)`).
        var values: [String: Any] = [:]
        let completion = CompletionGroup()
    }

    /// The open transactions, innermost last: scoped state (`begin()` to `commit()` inside one
    /// call), as Core Animation's per-thread stack.
    @MainActor private static var frames: [Frame] = []
    /// The implicit transaction, made by the first change outside `begin()`/`commit()` and
    /// ended at the next clock frame (`endFrame(of:)`) or `flush()`: Core Animation's one per
    /// run loop pass, shared by the process as there.
    @MainActor private static var implicitFrame: Frame?

    /// Opens a transaction (nested in any open one).
    public class func begin() { onMainThread { frames.append(Frame()) } }

    /// The lock `lock()` takes: recursive, as Core Animation's.
    private static let transactionLock = NSRecursiveLock()

    /// Takes Core Animation's recursive transaction lock (layer values read meanwhile stay
    /// consistent across threads); pair each call with `unlock()`.
    public class func lock() { transactionLock.lock() }

    /// Gives back the lock `lock()` took.
    public class func unlock() { transactionLock.unlock() }

    /// Closes the innermost transaction; its completion block runs once its animations finish
    /// (at once when it added none). A commit with no open transaction is reported and ignored.
    public class func commit() {
        onMainThread {
            guard let frame = frames.popLast() else {
                AnimationContext.report(Diagnostic(code: .badAnimation,
                                                   message: "CATransaction.commit() without begin(); the call was ignored."))
                return
            }
            frame.completion.commit()
        }
    }

    /// Ends the implicit transaction (its completion block runs once its animations finish).
    public class func flush() {
        onMainThread {
            implicitFrame?.completion.commit()
            implicitFrame = nil
        }
    }

    /// Ends the implicit transaction at the end of a frame of `clock` (the changes in the
    /// clock's windows are committed; other windows commit with their own clocks).
    @MainActor static func endFrame(of clock: AnimationClock?) {
        flush()
        for window in clock?.observedWindows ?? [] { window.modelChanges.commit() }
    }

    /// The innermost open transaction, else the implicit one (made on first use).
    @MainActor private static var current: Frame {
        get { frames.last ?? implicitFrame ?? Frame() }
        set {
            if frames.isEmpty { implicitFrame = newValue } else { frames[frames.count - 1] = newValue }
        }
    }

    /// The duration of implicit actions: the innermost value set, else 0.25 s.
    public class func animationDuration() -> CFTimeInterval {
        onMainThread {
            (frames.reversed() + [implicitFrame].compactMap { $0 }).lazy.compactMap(\.duration).first ?? CAAnimation.defaultDuration
        }
    }

    /// Sets the duration of implicit actions in this transaction (NaN or negative: ignored).
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        onMainThread {
            guard dur.isFinite, dur >= 0 else {
                AnimationContext.report(Diagnostic(code: .badAnimation,
                                                   message: "CATransaction.setAnimationDuration(\(dur)) is not a duration; ignored."))
                return
            }
            current.duration = dur
        }
    }

    /// The timing function of implicit actions (nil: Core Animation's default curve).
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        onMainThread {
            (frames.reversed() + [implicitFrame].compactMap { $0 }).lazy.compactMap(\.timingFunction).first
        }
    }

    /// Sets the timing function of implicit actions in this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { onMainThread(function) { current.timingFunction = $0 } }

    /// Whether implicit actions are off.
    public class func disableActions() -> Bool {
        onMainThread {
            (frames.reversed() + [implicitFrame].compactMap { $0 }).lazy.compactMap(\.disableActions).first ?? false
        }
    }

    /// Turns implicit actions off (or on) in this transaction.
    public class func setDisableActions(_ flag: Bool) { onMainThread { current.disableActions = flag } }

    /// The completion block of this transaction.
    public class func completionBlock() -> (() -> Void)? { onMainThread { current.completion.block } }

    /// Sets the block run when every animation added in this transaction (and those nested in
    /// it) has finished.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        onMainThread(block) { block in
            let frame = current
            frame.completion.block = block
            current = frame
        }
    }

    /// The value of a transaction property by key (`kCATransactionAnimationDuration`...), or
    /// of a key of the caller's own: the innermost open transaction's value for it.
    public class func value(forKey key: String) -> Any? {
        onMainThread {
            switch key {
            case kCATransactionAnimationDuration: animationDuration()
            case kCATransactionDisableActions: disableActions()
            case kCATransactionAnimationTimingFunction: animationTimingFunction()
            case kCATransactionCompletionBlock: completionBlock()
            default: (frames.reversed() + [implicitFrame].compactMap { $0 }).lazy.compactMap { $0.values[key] }.first
            }
        }
    }

    /// Sets a transaction property by key, or any data under a key of the caller's own (kept
    /// until the transaction commits; nil removes it). A value of the wrong type for one of
    /// the `kCATransaction` keys is reported and ignored.
    public class func setValue(_ anObject: Any?, forKey key: String) {
        onMainThread(anObject) { anObject in
            let known = [kCATransactionAnimationDuration, kCATransactionDisableActions,
                         kCATransactionAnimationTimingFunction, kCATransactionCompletionBlock]
            guard known.contains(key) else {
                current.values[key] = anObject
                return
            }
            switch (key, anObject) {
            case (kCATransactionAnimationDuration, let value as NSNumber): setAnimationDuration(value.doubleValue)
            case (kCATransactionDisableActions, let value as Bool): setDisableActions(value)
            case (kCATransactionAnimationTimingFunction, let value as CAMediaTimingFunction): setAnimationTimingFunction(value)
            case (kCATransactionAnimationTimingFunction, nil): setAnimationTimingFunction(nil)
            case (kCATransactionCompletionBlock, let value as () -> Void): setCompletionBlock(value)
            case (kCATransactionCompletionBlock, nil): setCompletionBlock(nil)
            default:
                AnimationContext.report(Diagnostic(
                    code: .badAnimation, message: "CATransaction.setValue(\(String(describing: anObject)), forKey: \"\(key)\") is not a value of that key's type; ignored."))
            }
        }
    }

    /// Registers an animation with every open transaction (and the implicit one) so their
    /// completion blocks wait for it.
    @MainActor static func noteAdded(_ animation: ExplicitAnimation) {
        animation.transactionGroups += waitingGroups()
    }

    /// Makes every open transaction (and the implicit one) wait for something that is not an
    /// explicit animation (a `UIView` animation block, a transition) until the hold is released.
    @MainActor static func hold() -> CompletionHold {
        CompletionHold(waitingGroups())
    }

    /// The completion groups of the open transactions and the implicit one (made if needed),
    /// innermost first so its block runs first when they finish together, each told of one
    /// more animation.
    @MainActor private static func waitingGroups() -> [CompletionGroup] {
        if frames.isEmpty && implicitFrame == nil { implicitFrame = Frame() }
        let groups = Array(([implicitFrame?.completion].compactMap { $0 } + frames.map(\.completion)).reversed())
        for group in groups { group.animationAdded() }
        return groups
    }
}

/// `CATransaction.value(forKey:)` key of the implicit actions' duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// `CATransaction.value(forKey:)` key of whether implicit actions are off.
public let kCATransactionDisableActions = "disableActions"
/// `CATransaction.value(forKey:)` key of the implicit actions' timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// `CATransaction.value(forKey:)` key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
