import Foundation

extension UIView {
    /// The value for a dimension without an intrinsic size.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// Marks the view as needing `layoutSubviews` before the next frame.
    public func setNeedsLayout() {
        needsLayout = true
        layer.noteModelChange()
        markAncestorsNeedLayout()
    }

    /// Tells the ancestors that something below them needs layout, so layout passes visit only
    /// the branches that need it.
    func markAncestorsNeedLayout() {
        var ancestor = superview
        while let view = ancestor, !view.subtreeNeedsLayout {
            view.subtreeNeedsLayout = true
            ancestor = view.superview
        }
    }

    /// Runs `layoutSubviews` now if it is pending, then does the same for the subviews. Auto
    /// Layout is brought up to date first (pending `updateConstraints`, then the solver).
    public func layoutIfNeeded() {
        if superview == nil, let window = self as? UIWindow { window.updateSafeAreaInsetsBeforeLayout() }
        // A pass can change what it depends on (safe-area insets move the safe-area guide's
        // constraints): run again, a bounded number of times, so one call leaves layout settled.
        for _ in 0..<Self.maximumLayoutPasses {
            updateAutoLayoutIfNeeded()
            layoutSubtreeIfNeeded()
            guard needsLayout || subtreeNeedsLayout else { break }
        }
    }

    /// How many passes one `layoutIfNeeded()` runs at most.
    static let maximumLayoutPasses = 3

    /// `layoutSubviews` where pending, top-down (each view's subviews get their safe area after it lays out).
    private func layoutSubtreeIfNeeded() {
        guard needsLayout || subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            layoutSublayers(of: layer)  // the controller's will/did-layout calls and layoutSubviews()
            updateSubviewsSafeAreaInsets()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits` its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// Called when the bounds change size: autoresizes the subviews and schedules layout (and
    /// `draw(_:)` with `contentMode` `.redraw`).
    func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// Applies the autoresizing mask for a superview size change, as UIKit does: the change in
    /// each axis is shared among the flexible parts in proportion to their current sizes.
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        let frame = self.frame
        let horizontal = Self.distribute(
            delta: newSize.width - oldSize.width,
            parts: (frame.minX, frame.width, oldSize.width - frame.maxX),
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = Self.distribute(
            delta: newSize.height - oldSize.height,
            parts: (frame.minY, frame.height, oldSize.height - frame.maxY),
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        guard horizontal != (0, 0) || vertical != (0, 0) else { return }
        let newFrame = CGRect(
            x: frame.minX + horizontal.0, y: frame.minY + vertical.0,
            width: max(0, frame.width + horizontal.1), height: max(0, frame.height + vertical.1))
        // Keep the transform: move the centre and resize the bounds.
        center = CGPoint(x: newFrame.midX, y: newFrame.midY)
        // A zero-sized frame has no ratio to scale by: its bounds take the new size (through the
        // transform's scale), or a view squeezed to nothing could never grow back.
        func size(_ old: CGFloat, _ new: CGFloat, bounds: CGFloat, scale: CGFloat) -> CGFloat {
            if old != 0 { return bounds * new / old }
            return scale > 1e-9 ? new / scale : new
        }
        let t = transform
        bounds = CGRect(origin: bounds.origin, size: CGSize(
            width: size(frame.width, newFrame.width, bounds: bounds.width, scale: (t.a * t.a + t.b * t.b).squareRoot()),
            height: size(frame.height, newFrame.height, bounds: bounds.height, scale: (t.c * t.c + t.d * t.d).squareRoot())))
    }

    /// Shares `delta` among the flexible parts (leading margin, size, trailing margin); returns
    /// the origin shift and the size change.
    private static func distribute(
        delta: CGFloat, parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool)
    ) -> (CGFloat, CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let sizes = [parts.0, parts.1, parts.2].map { max($0, 0) }
        let flags = [flexible.0, flexible.1, flexible.2]
        let flexibleCount = flags.filter { $0 }.count
        guard flexibleCount > 0 else { return (0, 0) }
        let total = zip(sizes, flags).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        var shares = [CGFloat](repeating: 0, count: 3)
        for index in 0..<3 where flags[index] {
            shares[index] = total > 0 ? delta * sizes[index] / total : delta / CGFloat(flexibleCount)
        }
        return (shares[0], shares[1])
    }
}
