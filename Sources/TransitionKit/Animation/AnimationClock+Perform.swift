import Foundation

extension AnimationClock {
    /// Runs `body` with this clock as the ambient clock: animations it starts (`UIView.animate`,
    /// a `UIViewPropertyAnimator` it creates) run on this clock, as they would inside an event
    /// this clock's window delivers. For work that happens outside any window event, such as
    /// measuring an animation's curve on a private clock.
    public func perform<Result>(_ body: () throws -> Result) rethrows -> Result {
        try AnimationContext.withAmbient(clock: self, body)
    }
}
