import Foundation

/// The animations made by one `UIView.animate` call (or one property-animator block), with the
/// completion that runs once all of them have ended.
@MainActor
final class AnimationGroup {
    /// Called once, with `true` unless an animation was removed or replaced before its end.
    var completion: ((Bool) -> Void)?
    /// Animations that have not ended yet.
    private(set) var pending: [LayerAnimation] = []
    /// False once any animation was removed or cut short.
    private(set) var finishedNormally = true
    /// Whether every animation has ended (the completion is due).
    var isComplete: Bool { pending.isEmpty }
    /// Set when the completion has run.
    private(set) var didComplete = false

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ animation: LayerAnimation) { pending.append(animation) }

    func animationDidFinish(_ animation: LayerAnimation, finished: Bool) {
        pending.removeAll { $0 === animation }
        if !finished { finishedNormally = false }
    }

    /// Marks the group as cut short (an animation of the same property replaced one of ours).
    func markInterrupted() { finishedNormally = false }

    /// Runs the completion once.
    func complete() {
        guard !didComplete else { return }
        didComplete = true
        let handler = completion
        completion = nil
        if let handler { AnimationCompletionScope.run { handler(finishedNormally) } }
    }
}
