import Foundation

/// Deceleration, bounce-back and animated offsets, advanced once a frame by the window.
extension UIScrollView: FrameDriven {
    func frameDidTick() -> Bool {
        guard var motion, let clock = window?.clock else {
            finishMotion()
            return false
        }
        let now = clock.now
        let minimum = minimumOffset, maximum = maximumOffset
        var offset = contentOffset
        var done = true
        let isDecelerating = motion.phase == .decelerating
        func advance(_ curve: inout AxisCurve, _ value: inout CGFloat, _ low: CGFloat, _ high: CGFloat) {
            if isDecelerating, case .decelerate(let from, let destination, _, let start) = curve {
                let position = curve.evaluate(at: now).value
                let edge: CGFloat? = destination > high && position > high ? high
                    : destination < low && position < low ? low : nil
                if let edge {
                    if !bounces {
                        value = edge
                        curve = .idle
                        return
                    }
                    let crossing = curve.timeReaching(edge) ?? start
                    let velocity = curve.evaluate(at: crossing).velocity
                    let displacement = crossing == start ? from - edge : 0
                    curve = .spring(rest: edge, x0: displacement, v0: velocity, start: crossing)
                }
            }
            guard !curve.isIdle else { return }
            let result = curve.evaluate(at: now)
            value = result.value
            if result.done { curve = .idle } else { done = false }
        }
        advance(&motion.x, &offset.x, minimum.x, maximum.x)
        advance(&motion.y, &offset.y, minimum.y, maximum.y)
        self.motion = motion
        contentOffset = offset
        if done {
            finishMotion()
            return false
        }
        return true
    }

    /// Ends the motion with its delegate callback.
    private func finishMotion() {
        guard let finished = motion else { return }
        motion = nil
        switch finished.phase {
        case .decelerating:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops any motion where it is, without callbacks.
    func stopMotion() {
        motion = nil
        isDecelerating = false
        window?.touchDispatcher.removeFrameClient(self)
    }
}

extension UIScrollView.DecelerationRate {
    /// How far content released at `velocity` (points per second) travels before it rests,
    /// losing this rate's fraction of its speed every millisecond: `v/1000 * r/(1-r)`, about
    /// half a second's worth at `.normal`. The projection of WWDC18 "Designing Fluid Interfaces"
    /// (session 803), used by flicks of scroll views, sheets and grabbed transitions alike.
    package func projectedDistance(forVelocity velocity: CGFloat) -> CGFloat {
        velocity / 1000 * rawValue / (1 - rawValue)
    }
}
