import Foundation

extension UIView {
    /// Reports, to `window`, animations of this view's tree that run on a clock other than the
    /// window's: called when the tree has just joined `window`.
    ///
    /// An animation block outside a window event, frame or transition, on views in no window,
    /// runs on `AnimationClock.main` (`AnimationClock`'s rule for `main`). That is right for
    /// views built before they are added to a window on the main clock, and says nothing then.
    /// It is surprising when the views then join a window on another clock (the playground's and
    /// the tests' windows have their own): the animation follows the clock it started on, not
    /// the window's frames, and its completion waits for that clock. As swift-clocks'
    /// `UnimplementedClock` makes a missing clock loud, that moment reports a Diagnostic. The
    /// same goes for a view moved, while animating, from a window on one clock to a window on another.
    func reportAnimationsOnAnotherClock(in window: UIWindow) {
        var count = 0
        var clocks: [ObjectIdentifier: AnimationClock] = [:]
        visitTree { view in
            for animation in view.layer.animations where !animation.isFinished {
                guard let clock = animation.driver?.clock, clock !== window.clock else { continue }
                count += 1
                clocks[ObjectIdentifier(clock)] = clock
            }
        }
        guard count > 0 else { return }
        let clockNames = clocks.values.map { $0 === AnimationClock.main ? "AnimationClock.main" : "another window's clock" }
        window.report(Diagnostic(
            code: .animationOnAnotherClock,
            message: "\(type(of: self)) joined a window while \(count) of its tree's animations run on "
                + "\(Set(clockNames).sorted().joined(separator: " and ")), not this window's clock: they follow that "
                + "clock, not this window's frames. Animate views after adding them to the window (or in its events)."))
    }

    private func visitTree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.visitTree(body) }
    }
}

extension Diagnostic.Code {
    /// A view joined a window while animations of it run on another clock (an animation block
    /// on views in no window runs on `AnimationClock.main`).
    public static let animationOnAnotherClock = Diagnostic.Code(rawValue: "animation.onAnotherClock", severity: .warning)
}
