import Foundation

/// The target of a wheel burst: a pinch recognizer (the wheel pinches) or a scroll view.
@MainActor
struct WheelBurst {
    enum Target {
        case pinch(UIPinchGestureRecognizer)
        case scroll(UIScrollView)
    }

    var target: Target
    /// Real time of the latest notch.
    var lastEventTime: TimeInterval
}

/// Wheel, trackpad and magnify events (docs/DESIGN.md, "Mouse as fingers").
///
/// A burst starts on the innermost view under the pointer that has an enabled
/// `UIPinchGestureRecognizer` (vertical wheel and magnify events) or is a `UIScrollView` that can
/// scroll that way; the rest of the burst goes to the same target wherever the pointer is. A
/// burst ends after a gap in its events, checked every frame: a pinch ends 350 ms of real time
/// after its last event (`wheelPinchGap`), a scroll view ends its drag (and bounces back if past
/// an edge) 200 ms after its last (`wheelBurstTimeout`).
extension TouchDispatcher {
    /// The factor one notch (dy = ±1) scales a wheel pinch by.
    static let wheelPinchFactor: CGFloat = 1.1

    func isWheelTarget(_ recognizer: UIGestureRecognizer) -> Bool {
        if case .pinch(let pinch)? = wheelBurst?.target { return pinch === recognizer }
        return false
    }

    func wheel(dx: CGFloat, dy: CGFloat, at point: CGPoint) {
        guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return }
        let factor = pow(Self.wheelPinchFactor, dy)
        if continueBurst(pinchFactor: dy != 0 ? factor : nil, dx: dx, dy: dy, at: point) { return }
        guard let hitView = window.hitTest(point, with: nil) else { return }
        var current: UIView? = hitView
        while let view = current {
            if dy != 0, startPinch(on: view, factor: factor, at: point) { return }
            if let scrollView = view as? UIScrollView, scrollView.acceptsWheel(dx: dx, dy: dy) {
                wheelBurst = WheelBurst(target: .scroll(scrollView), lastEventTime: realTime)
                scrollView.scrollByWheel(dx: dx, dy: dy)
                return
            }
            current = view.superview
        }
    }

    func magnify(by scale: CGFloat, at point: CGPoint) {
        guard scale.isFinite, scale > 0 else { return }
        if continueBurst(pinchFactor: scale, dx: 0, dy: 0, at: point) { return }
        var current = window.hitTest(point, with: nil)
        while let view = current {
            if startPinch(on: view, factor: scale, at: point) { return }
            current = view.superview
        }
    }

    /// Sends the event to the current burst's target; false when there is no live burst.
    private func continueBurst(pinchFactor: CGFloat?, dx: CGFloat, dy: CGFloat, at point: CGPoint) -> Bool {
        guard let burst = wheelBurst else { return false }
        switch burst.target {
        case .pinch(let pinch):
            guard pinch.isEnabled, pinch.isInProgress || pinch.pendingState != nil else { break }
            wheelBurst?.lastEventTime = realTime
            if let pinchFactor { pinch.applyWheel(factor: pinchFactor, at: point, realTime: realTime) }
            return true
        case .scroll(let scrollView):
            guard scrollView.window === window, pinchFactor == nil || dy != 0 || dx != 0 else { break }
            wheelBurst?.lastEventTime = realTime
            scrollView.scrollByWheel(dx: dx, dy: dy)
            return true
        }
        endWheelBurst()
        return false
    }

    /// Starts a wheel pinch on `view`'s first enabled pinch recognizer; false if it has none or
    /// the recognizer failed to begin.
    private func startPinch(on view: UIView, factor: CGFloat, at point: CGPoint) -> Bool {
        guard let pinch = view.attachedGestureRecognizers.lazy.compactMap({ $0 as? UIPinchGestureRecognizer })
            .first(where: { $0.isEnabled }) else { return false }
        if pinch.isInProgress || !pinch.trackedTouches.isEmpty { return true }  // an Alt-drag owns it
        if pinch.isFinished {
            activeRecognizers.removeAll { $0 === pinch }
            pinch.dispatcher = nil
            pinch.resetToPossible()
        }
        let event = UIEvent(timestamp: now, touches: [], type: .scroll)
        if pinch.delegate?.gestureRecognizer(pinch, shouldReceive: event) == false { return false }
        activate(pinch)
        wheelBurst = WheelBurst(target: .pinch(pinch), lastEventTime: realTime)
        pinch.applyWheel(factor: factor, at: point, realTime: realTime)
        if pinch.storedState == .failed {
            wheelBurst = nil
            activeRecognizers.removeAll { $0 === pinch }
            pinch.dispatcher = nil
            pinch.resetToPossible()
            return false
        }
        return true
    }

    func endWheelBurstIfIdle() {
        guard let burst = wheelBurst else { return }
        let gap: TimeInterval
        switch burst.target {
        case .pinch: gap = Self.wheelPinchGap
        case .scroll: gap = Self.wheelBurstTimeout
        }
        guard realTime - burst.lastEventTime >= gap - 1e-9 else { return }
        endWheelBurst()
    }

    private func endWheelBurst() {
        guard let burst = wheelBurst else { return }
        wheelBurst = nil
        switch burst.target {
        case .pinch(let pinch):
            pinch.wheelBurstDidEnd()
        case .scroll(let scrollView):
            scrollView.wheelScrollingDidEnd()
        }
    }
}
