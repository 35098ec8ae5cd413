import Foundation

extension UIView {
    /// How a view adjusts its tint colour, as in UIKit.
    public enum TintAdjustmentMode: Int, Sendable {
        /// Inherit the superview's mode (`.normal` at the top of the hierarchy).
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// A desaturated, dimmed tint: what UIKit shows behind an alert or popover.
        case dimmed = 2
    }

    /// The colour a dimmed tint shows: UIKit's dimmed tint is a mid grey whatever the colour.
    nonisolated static let dimmedTintColor = UIColor(white: 0.48, alpha: 1)

    /// What a view hands its subviews: the nearest tint colour set (nil: none) and the nearest
    /// adjustment mode other than `.automatic`, from the view up.
    struct TintInheritance: Equatable {
        var color: UIColor?
        var mode: TintAdjustmentMode = .automatic

        /// What a view with these explicit values hands down when it inherits `self`.
        func handedDown(color explicitColor: UIColor?, mode explicitMode: TintAdjustmentMode) -> TintInheritance {
            TintInheritance(color: explicitColor ?? color, mode: explicitMode != .automatic ? explicitMode : mode)
        }

        /// The effective mode: `.normal` when nothing set one.
        var effectiveMode: TintAdjustmentMode { mode == .automatic ? .normal : mode }

        /// The effective colour: `.systemBlue` when nothing set one, a grey with its alpha when dimmed.
        var effectiveColor: UIColor {
            let base = color ?? .systemBlue
            return effectiveMode == .dimmed ? UIView.dimmedTintColor.withAlphaComponent(base.alpha) : base
        }
    }

    /// What the superview hands this view (nothing set above a view with no superview).
    var inheritedTint: TintInheritance { superview?.tintHandedDown ?? TintInheritance() }

    /// What this view hands its subviews.
    var tintHandedDown: TintInheritance {
        inheritedTint.handedDown(color: explicitTintColor, mode: explicitTintAdjustmentMode)
    }

    /// The tint colour the hierarchy gives this view (see `tintColor`).
    var effectiveTintColor: UIColor { tintHandedDown.effectiveColor }

    /// The tint adjustment mode the hierarchy gives this view (see `tintAdjustmentMode`).
    var effectiveTintAdjustmentMode: TintAdjustmentMode { tintHandedDown.effectiveMode }

    /// Runs `change` (which sets this view's tint colour or mode), then calls
    /// `tintColorDidChange()` on this view (UIKit calls it on every set) and, top-down, on each
    /// descendant whose effective tint changed.
    func changeTint(_ change: () -> Void) {
        let inherited = inheritedTint
        let before = tintTree(inheriting: inherited)
        change()
        notifyTintChange(before: before, after: tintTree(inheriting: inherited), force: true)
    }

    /// After a move from a superview that handed down `old`: calls `tintColorDidChange()`,
    /// top-down, on this view and each descendant whose effective tint changed.
    func tintInheritanceDidChange(from old: TintInheritance) {
        let new = inheritedTint
        guard new != old else { return }
        notifyTintChange(before: tintTree(inheriting: old), after: tintTree(inheriting: new), force: false)
    }

    /// The effective tint of this view and each descendant, depth first, with `inherited` handed
    /// to this view.
    private func tintTree(inheriting inherited: TintInheritance) -> [TintInheritance] {
        var values: [TintInheritance] = []
        func visit(_ view: UIView, _ inherited: TintInheritance) {
            let own = inherited.handedDown(color: view.explicitTintColor, mode: view.explicitTintAdjustmentMode)
            values.append(own)
            for subview in view.subviews { visit(subview, own) }
        }
        visit(self, inherited)
        return values
    }

    private func notifyTintChange(before: [TintInheritance], after: [TintInheritance], force: Bool) {
        var index = 0
        func visit(_ view: UIView, force: Bool) {
            guard index < before.count, index < after.count else { return }
            let old = before[index], new = after[index]
            index += 1
            if force || old.effectiveColor != new.effectiveColor || old.effectiveMode != new.effectiveMode {
                view.tintColorDidChange()
            }
            for subview in view.subviews { visit(subview, force: false) }
        }
        visit(self, force: force)
    }
}
