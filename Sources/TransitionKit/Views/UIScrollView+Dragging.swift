import Foundation

/// Dragging with the pan recognizer and with the wheel, and the release that hands over to
/// deceleration, with the delegate callbacks in UIKit's order: `scrollViewWillBeginDragging`,
/// `scrollViewDidScroll`..., `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, then (when it moves on)
/// `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`..., `scrollViewDidEndDecelerating`.
extension UIScrollView {
    /// A finger went down: tracking starts and any deceleration stops where it is (without
    /// `scrollViewDidEndDecelerating`, as in UIKit).
    func touchDidBegin() {
        isTracking = true
        if motion != nil { stopMotion() }
    }

    /// The pan may begin when scrolling is enabled and the drag goes along an axis that scrolls.
    func panShouldBegin(_ pan: UIPanGestureRecognizer?) -> Bool {
        guard isScrollEnabled, let pan else { return false }
        if !delaysContentTouches, let touched = pan.trackedTouches.first?.view, touched !== self, touched.isDescendant(of: self),
            !canCancelContentTouches || !touchesShouldCancel(in: touched) {
            return false   // the content already has the touches and keeps them
        }
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        let translation = pan.translation(in: self)
        switch (horizontal, vertical) {
        case (true, true): return true
        case (false, true): return abs(translation.y) >= abs(translation.x)
        case (true, false): return abs(translation.x) >= abs(translation.y)
        case (false, false): return false
        }
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if isWheelScrolling { isWheelScrolling = false }
            stopMotion()
            dragStartRawOffset = unbanded(contentOffset)
            dragStartTranslation = pan.translation(in: self)
            lockedAxis = isDirectionalLockEnabled ? Self.dominantAxis(of: dragStartTranslation) : nil
            isDragging = true
            dismissKeyboardForDrag()
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            var translation = pan.translation(in: self)
            if lockedAxis == .horizontal { translation.y = dragStartTranslation.y }
            if lockedAxis == .vertical { translation.x = dragStartTranslation.x }
            let raw = CGPoint(
                x: dragStartRawOffset.x - (translation.x - dragStartTranslation.x),
                y: dragStartRawOffset.y - (translation.y - dragStartTranslation.y))
            contentOffset = rubberBanded(raw)
        case .ended:
            let velocity = pan.velocity(in: self)
            endDragging(velocity: CGPoint(
                x: scrollsHorizontally && lockedAxis != .vertical ? -velocity.x : 0,
                y: scrollsVertically && lockedAxis != .horizontal ? -velocity.y : 0))
        case .cancelled:
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    /// Whether a wheel or trackpad delta would scroll this view.
    func acceptsWheel(dx: CGFloat, dy: CGFloat) -> Bool {
        guard isScrollEnabled else { return false }
        return (dy != 0 && scrollsVertically) || (dx != 0 && scrollsHorizontally)
    }

    /// One wheel or trackpad delta: 40 pt a notch; dy < 0 increases the vertical offset, dx > 0
    /// the horizontal one; rubber-banded past the edges. The first one begins a drag.
    func scrollByWheel(dx: CGFloat, dy: CGFloat) {
        guard !panGestureRecognizer.isInProgress else { return }
        if !isWheelScrolling {
            stopMotion()
            isWheelScrolling = true
            wheelRawOffset = unbanded(contentOffset)
            isDragging = true
            dismissKeyboardForDrag()
            delegate?.scrollViewWillBeginDragging(self)
        }
        if scrollsVertically { wheelRawOffset.y -= dy * Self.wheelNotchDistance }
        if scrollsHorizontally { wheelRawOffset.x += dx * Self.wheelNotchDistance }
        contentOffset = rubberBanded(wheelRawOffset)
    }

    /// The wheel burst ended (200 ms after its last delta): the drag ends without velocity.
    func wheelScrollingDidEnd() {
        guard isWheelScrolling else { return }
        isWheelScrolling = false
        endDragging(velocity: .zero)
    }

    /// Ends a drag released with `velocity` (offset points per second): asks the delegate for
    /// the target, then decelerates to it or bounces back into the content.
    func endDragging(velocity: CGPoint) {
        refreshControlDragWillEnd()
        let current = contentOffset
        let rate = decelerationRate.rawValue
        let minimum = minimumOffset, maximum = maximumOffset
        let projected = CGPoint(
            x: current.x + decelerationRate.projectedDistance(forVelocity: velocity.x),
            y: current.y + decelerationRate.projectedDistance(forVelocity: velocity.y))
        let outside = (
            x: current.x < minimum.x - 1e-9 || current.x > maximum.x + 1e-9,
            y: current.y < minimum.y - 1e-9 || current.y > maximum.y + 1e-9)
        let clampedCurrent = clamped(current), clampedProjection = clamped(projected)
        let reported = CGPoint(
            x: outside.x ? clampedCurrent.x : clampedProjection.x,
            y: outside.y ? clampedCurrent.y : clampedProjection.y)
        var target = reported
        if let grid = self as? UICollectionView {
            // A collection view's layout has the first say (UICollectionViewLayout,
            // `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), in points per second.
            target = grid.collectionViewLayout.targetContentOffset(forProposedContentOffset: target, withScrollingVelocity: velocity)
        }
        delegate?.scrollViewWillEndDragging(
            self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        let honoured = target.x.isFinite && target.y.isFinite ? target : reported
        let modified = honoured != reported
        let now = window?.clock.now ?? 0
        func curve(current: CGFloat, outside: Bool, rest: CGFloat, projected: CGFloat, target: CGFloat, velocity: CGFloat)
            -> AxisCurve
        {
            if outside && !modified {
                return .spring(rest: rest, x0: current - rest, v0: velocity, start: now)
            }
            let destination = modified ? target : (bounces ? projected : target)
            guard abs(destination - current) >= 0.5 else {
                return outside ? .spring(rest: rest, x0: current - rest, v0: velocity, start: now) : .idle
            }
            return .decelerate(from: current, to: destination, rate: rate, start: now)
        }
        let x = curve(current: current.x, outside: outside.x, rest: clampedCurrent.x, projected: projected.x,
                      target: honoured.x, velocity: velocity.x)
        let y = curve(current: current.y, outside: outside.y, rest: clampedCurrent.y, projected: projected.y,
                      target: honoured.y, velocity: velocity.y)
        let willDecelerate = !(x.isIdle && y.isIdle) && window != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        motion = ScrollMotion(phase: .decelerating, x: x, y: y)
        window?.touchDispatcher.addFrameClient(self)
    }
}

extension AxisCurve {
    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

/// The axis a directionally locked drag keeps to.
enum ScrollAxis {
    case horizontal, vertical
}

extension UIScrollView {
    /// The axis `translation` goes along most (vertical on a tie).
    static func dominantAxis(of translation: CGPoint) -> ScrollAxis {
        abs(translation.x) > abs(translation.y) ? .horizontal : .vertical
    }

    /// A drag began: with a dismissing `keyboardDismissMode`, editing in the window ends.
    func dismissKeyboardForDrag() {
        guard keyboardDismissMode != .none else { return }
        _ = window?.endEditing(true)
    }
}
