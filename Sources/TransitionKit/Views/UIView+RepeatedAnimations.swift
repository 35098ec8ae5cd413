import Foundation

extension UIView {
    /// Repeats the changes made in `animations` `count` times, each time forward and then back
    /// when `autoreverses`, on the enclosing animation block's duration, delay, curve and
    /// options (whose `.repeat` and `.autoreverse` it replaces). A fractional count ends part
    /// way through a repetition; infinity repeats forever; 0 or less runs once. When the
    /// repetitions end the views show the values set in `animations`. The enclosing block's
    /// completion runs once its own animations and these have ended.
    ///
    /// Apple documentation: "You must call this method from within an enclosing animation
    /// block." Outside one (and inside a property animator's block, a keyframe block or a block
    /// without duration) `animations` runs as the enclosing context would run it, unrepeated;
    /// outside any block that is reported with a Diagnostic.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let enclosing = AnimationContext.currentTransaction, enclosing.driver == nil, enclosing.keyframes == nil,
              enclosing.deferredChanges == nil, enclosing.duration > 0 else {
            if AnimationContext.currentTransaction == nil, AnimationContext.areAnimationsEnabled {
                AnimationContext.report(Diagnostic(
                    code: .repeatOutsideAnimationBlock,
                    message: "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) outside an animation block: the changes were applied at once."))
            }
            animations()
            return
        }
        var options = enclosing.options.subtracting([.repeat, .autoreverse])
        if autoreverses { options.insert(.autoreverse) }
        var repeatCount: Double? = Double(count)
        if count == .infinity { options.insert(.repeat); repeatCount = nil }
        let repeated = AnimationTransaction(
            duration: enclosing.duration, delay: enclosing.delay, timing: enclosing.timing, options: options,
            repeatCount: repeatCount, completion: nil)
        let join = CompletionJoin(parts: 2, completion: enclosing.group.completion)
        enclosing.group.completion = { join.partEnded($0) }
        repeated.group.completion = { join.partEnded($0) }
        AnimationContext.run(repeated, animations)
        // The enclosing block completes on the clock of these views too, even if it changed nothing itself.
        for layer in repeated.created.compactMap(\.layer) { enclosing.touch(layer) }
    }
}

/// Runs a completion once every part has ended, with whether all of them finished.
@MainActor
final class CompletionJoin {
    private var remaining: Int
    private var allFinished = true
    private let completion: ((Bool) -> Void)?

    /// A join of `parts` parts that calls `completion` when the last ends.
    init(parts: Int, completion: ((Bool) -> Void)?) {
        remaining = parts
        self.completion = completion
    }

    /// One part ended (`finished`: it ran to its end).
    func partEnded(_ finished: Bool) {
        allFinished = allFinished && finished
        remaining -= 1
        if remaining == 0 { completion?(allFinished) }
    }
}

extension Diagnostic.Code {
    /// `modifyAnimations(withRepeatCount:autoreverses:animations:)` was called outside an
    /// animation block (UIKit requires an enclosing one).
    public static let repeatOutsideAnimationBlock = Diagnostic.Code(rawValue: "animation.repeatOutsideBlock", severity: .warning)
}
