import Foundation

/// A discrete recognizer for one or more taps: it goes from `.possible` to `.recognized` when
/// the last required tap lifts.
///
/// A tap fails when its finger moves more than 10 pt from where it went down or stays down for
/// more than 1.5 s (real time). The taps of a multiple tap must follow each other within
/// 0.35 s (from lift to the next press) and lie within 10 pt of the first one.
///
/// ```swift
/// let doubleTap = UITapGestureRecognizer { _ in zoom() }
/// doubleTap.numberOfTapsRequired = 2
/// let tap = UITapGestureRecognizer { _ in select() }
/// tap.require(toFail: doubleTap)
/// ```
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps needed (1 by default).
    open var numberOfTapsRequired = 1
    /// The number of fingers needed (1 by default; an Alt-drag has 2).
    open var numberOfTouchesRequired = 1
    /// The buttons that must be pressed (`.primary` by default): the playground's presses are
    /// the primary button's, so a tap that requires any other mask fails.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// The longest a finger may stay down for a tap, in real seconds.
    static let maximumTapDuration: TimeInterval = 1.5

    private var tapsCompleted = 0
    private var firstTapLocation: CGPoint?
    private var pressLocation: CGPoint = .zero
    private var pressTime: TimeInterval?
    private var liftTime: TimeInterval?

    /// Creates a tap recognizer that calls `handler` when the taps are recognized.
    public convenience init(handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    private var realTime: TimeInterval { dispatcher?.realTime ?? 0 }

    /// Starts a tap (or fails when there are too many fingers or the tap is too far from the first).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count <= numberOfTouchesRequired, buttonMaskRequired == buttonMask else { state = .failed; return }
        pressLocation = centroidInWindow
        if let first = firstTapLocation, hypot(pressLocation.x - first.x, pressLocation.y - first.y) > TouchDispatcher.tapSlop {
            state = .failed
            return
        }
        if firstTapLocation == nil { firstTapLocation = pressLocation }
        pressTime = realTime
        liftTime = nil
    }

    /// Fails when the fingers moved more than 10 pt from where they went down.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let here = centroidInWindow
        if hypot(here.x - pressLocation.x, here.y - pressLocation.y) > TouchDispatcher.tapSlop + 1e-9 {
            state = .failed
        }
    }

    /// Counts the tap; recognizes on the last one, else waits for the next.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        pressTime = nil
        if tapsCompleted >= numberOfTapsRequired {
            fallbackLocationInWindow = centroidInWindow
            state = .recognized
        } else {
            liftTime = realTime
        }
    }

    override var waitsForNextTouchSequence: Bool { tapsCompleted > 0 && tapsCompleted < numberOfTapsRequired }

    override func frameDidTick(realTime: TimeInterval) {
        guard state == .possible, pendingState == nil else { return }
        if let pressTime, realTime - pressTime > Self.maximumTapDuration {
            state = .failed
        } else if let liftTime, realTime - liftTime > TouchDispatcher.multipleTapInterval + 1e-9 {
            state = .failed
        }
    }

    /// Clears the taps counted so far.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstTapLocation = nil
        pressTime = nil
        liftTime = nil
    }
}
