import Foundation

/// The deprecated begin/commit animation blocks (iOS 2 to 12; deprecated in iOS 13 for the
/// block-based `animate` methods, still in the SDK).
///
/// `beginAnimations(_:context:)` opens a block; the `setAnimation...` calls set its timing at
/// any point before `commitAnimations()`, which animates every change made in between, as one
/// `animate(withDuration:delay:options:animations:completion:)` block would: 0.2 s (Apple's
/// default for `setAnimationDuration(_:)`), no delay, ease-in-out, once, unless set otherwise.
/// Blocks nest: an inner block's changes are its own. The delegate and its selectors
/// (`setAnimationDelegate(_:)`, `setAnimationWillStart(_:)`, `setAnimationDidStop(_:)`) and
/// `setAnimationStart(_:)` (a wall-clock date) are not built.
extension UIView {
    /// Opens a begin/commit animation block. `animationID` and `context` identify the block
    /// to its delegate on iOS; they are accepted and unused here.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        BeginCommitBlock.begin()
    }

    /// Closes the innermost open begin/commit block and animates the changes made in it with
    /// the timing set on it. Without an open block it reports a Diagnostic and does nothing.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func commitAnimations() {
        BeginCommitBlock.commit()
    }

    /// The duration of the open block's animations in seconds (0.2 by default; <= 0 applies
    /// the changes at once). Outside a block, ignored.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDuration(_ duration: TimeInterval) {
        BeginCommitBlock.current?.duration = duration
    }

    /// The seconds the open block's animations wait before they start (0 by default).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationDelay(_ delay: TimeInterval) {
        BeginCommitBlock.current?.delay = delay
    }

    /// The curve of the open block's animations (ease-in-out by default).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {
        BeginCommitBlock.current?.curve = curve
    }

    /// How many times the open block's animations run, as Core Animation's `repeatCount`
    /// (0, the default, runs them once; fractions end part way; infinity repeats forever).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        BeginCommitBlock.current?.repeatCount = repeatCount
    }

    /// Whether each repetition of the open block's animations runs forward, then back.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        BeginCommitBlock.current?.autoreverses = repeatAutoreverses
    }

    /// Whether the open block's animations start from what is on screen. Accepted: animations
    /// here always start from what is on screen (they are additive).
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        BeginCommitBlock.current?.beginsFromCurrentState = fromCurrentState
    }

    /// Gives `view` a transition in the open block: its content as it is now (a snapshot taken
    /// at this call) gives way to the content the block leaves it with, in the style of
    /// `transition`, as `transition(with:duration:options:animations:completion:)` does; the
    /// changes made to `view` and its subviews in the block are not animated one by one.
    /// `cache` is accepted (the old content is always a snapshot). A second call for the same
    /// block replaces the first.
    @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
    public class func setAnimationTransition(_ transition: UIView.AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = BeginCommitBlock.current else { return }
        block.transition?.snapshot?.removeFromSuperview()
        let snapshot = transition == .none ? nil : placeTransitionSnapshot(over: view)
        block.transition = (transition, view, snapshot)
    }
}

/// One open begin/commit block: the timing set on it and the changes made in it.
@MainActor
final class BeginCommitBlock {
    /// The open blocks, innermost last.
    private static var openBlocks: [BeginCommitBlock] = []

    /// The innermost open block.
    static var current: BeginCommitBlock? { openBlocks.last }

    var duration: TimeInterval = 0.2
    var delay: TimeInterval = 0
    var curve: UIView.AnimationCurve = .easeInOut
    var repeatCount: Float = 0
    var autoreverses = false
    var beginsFromCurrentState = false
    var transition: (kind: UIView.AnimationTransition, view: UIView, snapshot: UIView?)?
    /// Collects the block's changes until the commit (its timing is not known before).
    let recorder: AnimationTransaction

    private init() {
        recorder = AnimationTransaction(duration: 0, delay: 0, timing: .linear, options: [], completion: nil)
        recorder.deferredChanges = []
    }

    static func begin() {
        let block = BeginCommitBlock()
        openBlocks.append(block)
        AnimationContext.open(block.recorder)
    }

    static func commit() {
        guard let block = openBlocks.popLast() else {
            AnimationContext.report(Diagnostic(
                code: .unbalancedAnimationCommit, message: "UIView.commitAnimations() without beginAnimations(_:context:) was ignored."))
            return
        }
        AnimationContext.close(block.recorder)
        block.run()
    }

    /// Animates the recorded changes as one `animate` block with this block's timing.
    private func run() {
        var options: UIView.AnimationOptions = [UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)]
        if beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        if autoreverses { options.insert(.autoreverse) }
        var count: Double? = repeatCount > 0 ? Double(repeatCount) : nil
        if count == .infinity { options.insert(.repeat); count = nil }
        let (duration, delay) = UIView.checkedTiming(duration: duration, delay: delay)
        var changes = recorder.deferredChanges ?? []
        var style = ViewTransitionStyle.none
        if let transition, let kind = ViewTransitionStyle(rawValue: transition.kind.rawValue) {
            style = kind
            // The transitioning view's own changes show through the transition, not one by one.
            if style != .none { changes.removeAll { $0.layer.isInSubtree(of: transition.view.layer) } }
        }
        let block = AnimationTransaction(
            duration: duration, delay: delay, timing: curve.timing, options: options, repeatCount: count,
            completion: nil)
        AnimationContext.run(block) {
            for change in changes { block.record(layer: change.layer, property: change.property, delta: change.delta) }
        }
        if let transition, style != .none {
            UIView.runViewTransition(view: transition.view, snapshot: transition.snapshot, style: style, duration: duration,
                                     options: options, completion: nil)
        }
    }
}

extension Diagnostic.Code {
    /// `UIView.commitAnimations()` was called with no begin/commit block open.
    public static let unbalancedAnimationCommit = Diagnostic.Code(rawValue: "animation.unbalancedCommit", severity: .warning)
}
