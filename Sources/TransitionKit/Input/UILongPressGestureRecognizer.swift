import Foundation

/// A continuous recognizer for a press held in place: it begins once the fingers stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement`, changes with every move
/// after that (however far) and ends when they lift.
///
/// The fingers moving too far, or lifting, before the press duration elapsed fails it. The timer
/// runs on the window's `AnimationClock` in real time (unaffected by `speed`), checked once a
/// frame: the gesture begins on the first frame at or after `minimumPressDuration`. With
/// `numberOfTapsRequired` > 0 that many quick taps (each lifted within 1.5 s, the next press
/// within 0.35 s and 10 pt of the first, as for `UITapGestureRecognizer`) come before the press.
///
/// ```swift
/// let press = UILongPressGestureRecognizer { press in
///     if press.state == .began { showMenu(at: press.location(in: view)) }
/// }
/// view.addGestureRecognizer(press)
/// ```
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down before the gesture begins, in seconds (0.5 by
    /// default). Negative or non-finite values are refused with a diagnostic.
    open var minimumPressDuration: TimeInterval = 0.5 {
        didSet {
            guard !(minimumPressDuration.isFinite && minimumPressDuration >= 0) else { return }
            refuse("minimumPressDuration \(minimumPressDuration)")
            minimumPressDuration = oldValue
        }
    }
    /// How far (in points) the fingers may move before the gesture begins without failing it
    /// (10 by default). Negative or non-finite values are refused with a diagnostic.
    open var allowableMovement: CGFloat = 10 {
        didSet {
            guard !(allowableMovement.isFinite && allowableMovement >= 0) else { return }
            refuse("allowableMovement \(allowableMovement)")
            allowableMovement = oldValue
        }
    }
    /// The number of fingers that must press (1 by default; an Alt- or Ctrl-press has 2).
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press (0 by default).
    open var numberOfTapsRequired = 0

    private var tapsCompleted = 0
    private var pressLocation: CGPoint = .zero
    private var firstPressLocation: CGPoint?
    private var pressTime: TimeInterval?
    private var liftTime: TimeInterval?

    /// Creates a long-press recognizer that calls `handler` when it begins, changes, ends or is
    /// cancelled.
    public convenience init(handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler: handler)
    }

    private var realTime: TimeInterval { dispatcher?.realTime ?? 0 }
    private var isTapping: Bool { tapsCompleted < numberOfTapsRequired }

    private func refuse(_ value: String) {
        let diagnostic = Diagnostic(
            code: .invalidGestureParameter,
            message: "UILongPressGestureRecognizer.\(value) is not a finite value >= 0; it was ignored.")
        if let window = view?.window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }

    /// Starts the press timer (or fails when there are too many fingers, or a tap of a multiple
    /// tap lands more than 10 pt from the first).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count <= numberOfTouchesRequired else { state = .failed; return }
        pressLocation = centroidInWindow
        if let first = firstPressLocation,
            hypot(pressLocation.x - first.x, pressLocation.y - first.y) > TouchDispatcher.tapSlop {
            state = .failed
            return
        }
        if firstPressLocation == nil { firstPressLocation = pressLocation }
        pressTime = realTime
        liftTime = nil
    }

    /// Before the gesture began: fails beyond `allowableMovement`. After: reports the move.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let here = centroidInWindow
        switch state {
        case .possible:
            let limit = isTapping ? TouchDispatcher.tapSlop : allowableMovement
            if hypot(here.x - pressLocation.x, here.y - pressLocation.y) > limit + 1e-9 { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends a gesture in progress; counts a tap while taps are required; otherwise fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        fallbackLocationInWindow = centroidInWindow
        switch state {
        case .began, .changed:
            state = pendingState == nil ? .ended : .failed
        case .possible:
            guard isTapping, trackedTouches.count == numberOfTouchesRequired else { state = .failed; return }
            tapsCompleted += 1
            pressTime = nil
            liftTime = realTime
        default:
            break
        }
    }

    override var waitsForNextTouchSequence: Bool { liftTime != nil }

    override func frameDidTick(realTime: TimeInterval) {
        guard state == .possible, pendingState == nil else { return }
        if let liftTime {
            if realTime - liftTime > TouchDispatcher.multipleTapInterval + 1e-9 { state = .failed }
            return
        }
        guard let pressTime else { return }
        let held = realTime - pressTime
        if isTapping {
            if held > UITapGestureRecognizer.maximumTapDuration { state = .failed }
        } else if held >= minimumPressDuration - 1e-9, trackedTouches.count == numberOfTouchesRequired {
            state = .began
        }
    }

    /// Clears the taps counted and the press timer.
    open override func reset() {
        super.reset()
        tapsCompleted = 0
        firstPressLocation = nil
        pressTime = nil
        liftTime = nil
    }
}

extension Diagnostic.Code {
    /// A gesture recognizer's parameter was set to a value it cannot use.
    public static let invalidGestureParameter = Diagnostic.Code(rawValue: "gesture.invalidParameter", severity: .warning)
}
