import Foundation

/// Zooming: the delegate's `viewForZooming(in:)` view is scaled by `zoomScale` (its transform)
/// and kept at the content's origin, the content size following its scaled size, as UIKit does.
/// A pinch (two fingers, the wheel, a trackpad magnify) zooms about the fingers; past the limits
/// it stretches by the square root of the excess when `bouncesZoom`, and springs back over 0.3 s
/// on release. Callbacks in UIKit's order: `scrollViewWillBeginZooming(_:with:)`,
/// `scrollViewDidZoom`..., `scrollViewDidEndZooming(_:with:atScale:)` (after the spring-back).
extension UIScrollView {
    /// How long an animated zoom and the spring-back take, in seconds.
    static let zoomAnimationDuration: TimeInterval = 0.3

    /// The view the delegate scales, if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Adds the pinch recognizer while the limits allow zooming, removes it otherwise.
    func zoomLimitsDidChange() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] pinch in self?.handleZoomPinch(pinch) }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    /// `scale` within the limits.
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Scales the zooming view to `scale`, its origin at the content's, and moves the offset so
    /// that `contentPoint` (in the zooming view's coordinates) shows at `anchor` (a point of the
    /// visible area, from its top-left corner), clamped to the content.
    func applyZoom(_ scale: CGFloat, keeping contentPoint: CGPoint, at anchor: CGPoint) {
        guard let view = zoomingView, scale.isFinite, scale > 0 else { return }
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width * view.layer.anchorPoint.x, y: size.height * view.layer.anchorPoint.y)
        contentSize = size
        storedZoomScale = scale
        contentOffset = clamped(CGPoint(x: contentPoint.x * scale - anchor.x, y: contentPoint.y * scale - anchor.y))
        delegate?.scrollViewDidZoom(self)
    }

    /// The zooming view's point shown at `anchor` (a point of the visible area) now.
    func zoomContentPoint(at anchor: CGPoint) -> CGPoint {
        CGPoint(x: (contentOffset.x + anchor.x) / storedZoomScale, y: (contentOffset.y + anchor.y) / storedZoomScale)
    }

    func zoom(toScale scale: CGFloat, animated: Bool) {
        guard scale.isFinite, zoomingView != nil else { return }
        let target = clampedZoomScale(scale)
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let point = zoomContentPoint(at: center)
        runZoom(animated: animated) { self.applyZoom(target, keeping: point, at: center) }
    }

    func zoom(toRect rect: CGRect, animated: Bool) {
        guard zoomingView != nil, rect.width > 0, rect.height > 0, rect.midX.isFinite, rect.midY.isFinite else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        runZoom(animated: animated) { self.applyZoom(scale, keeping: CGPoint(x: rect.midX, y: rect.midY), at: center) }
    }

    /// Runs `change` at once, or inside a 0.3 s ease-in-out animation (`isZoomAnimating` meanwhile).
    private func runZoom(animated: Bool, then completion: (() -> Void)? = nil, _ change: @escaping () -> Void) {
        stopMotion()
        guard animated, window != nil else {
            change()
            completion?()
            return
        }
        isZoomAnimating = true
        zoomAnimationCount += 1
        let count = zoomAnimationCount
        UIView.animate(withDuration: Self.zoomAnimationDuration, delay: 0, options: [.beginFromCurrentState], animations: change) { [weak self] _ in
            guard let self, self.zoomAnimationCount == count else { return }
            self.isZoomAnimating = false
            completion?()
        }
    }

    /// Stops an animated zoom where it is shown (`stopScrollingAndZooming()`).
    func stopZoomAnimation() {
        guard isZoomAnimating, let view = zoomingView else { return }
        zoomAnimationCount += 1
        isZoomAnimating = false
        isZoomBouncing = false
        let shownTransform = view.layer.presentation()?.affineTransform() ?? view.transform
        let shownBounds = layer.presentation()?.bounds ?? bounds
        view.layer.removeAllAnimations()
        layer.removeAllAnimations()
        let scale = shownTransform.a
        view.transform = shownTransform
        contentSize = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: contentSize.width * view.layer.anchorPoint.x, y: contentSize.height * view.layer.anchorPoint.y)
        storedZoomScale = scale
        contentOffset = shownBounds.origin
    }

    /// The pinch: zooms about the fingers, stretching past the limits, springing back on release.
    func handleZoomPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomingView else { return }
        let location = pinch.location(in: self)
        let anchor = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            stopZoomAnimation()
            isZooming = true
            zoomPinchStart = (storedZoomScale, zoomContentPoint(at: anchor))
            delegate?.scrollViewWillBeginZooming(self, with: view)
            fallthrough
        case .changed:
            guard let start = zoomPinchStart else { return }
            let wanted = start.scale * pinch.scale
            let shown = bandedZoomScale(wanted)
            isZoomBouncing = shown != clampedZoomScale(shown)
            applyZoom(shown, keeping: start.contentPoint, at: anchor)
        case .ended, .cancelled:
            guard let start = zoomPinchStart else { return }
            zoomPinchStart = nil
            isZooming = false
            let rest = clampedZoomScale(storedZoomScale)
            guard rest != storedZoomScale else {
                isZoomBouncing = false
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: rest)
                return
            }
            _ = start
            let point = zoomContentPoint(at: anchor)
            runZoom(animated: true, then: { [weak self] in
                guard let self else { return }
                self.isZoomBouncing = false
                self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: rest)
            }) { self.applyZoom(rest, keeping: point, at: anchor) }
        default:
            break
        }
    }

    /// The scale shown for a pinch that asks for `scale`: beyond a limit, the limit times the
    /// square root of the excess ratio when `bouncesZoom`, else the limit.
    func bandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let low = minimumZoomScale, high = max(minimumZoomScale, maximumZoomScale)
        guard bouncesZoom else { return clampedZoomScale(scale) }
        if scale > high { return high * (scale / high).squareRoot() }
        if scale < low, scale > 0 { return low * (scale / low).squareRoot() }
        return scale
    }
}
