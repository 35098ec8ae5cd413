import Foundation

/// The base class of gesture recognizers: it turns touches into UIKit's state machine and calls
/// its handlers on every state change a UIKit target would see.
///
/// Attach a recognizer to a view with `addGestureRecognizer(_:)`. Touches reach the
/// recognizers of the touched view and of all its ancestors (the root view and the window
/// included) before the view itself. Continuous recognizers go `.possible` -> `.began` ->
/// `.changed`... -> `.ended` (or `.cancelled`); discrete ones go `.possible` -> `.recognized`;
/// either may go to `.failed` instead. The handlers run for `.began`, `.changed`, `.ended`
/// (`.recognized`) and `.cancelled`. The state returns to `.possible` only after the handlers
/// saw the end: on the next frame or at the next touch-down, whichever comes first.
///
/// There are no selectors on Linux (docs/DESIGN.md, "Public API"): each class has `init(handler:)` taking a
/// closure of its own type, and `addTarget(handler:)` adds more; the token it returns is what
/// `removeTarget(_:)` takes.
///
/// ```swift
/// let pan = UIPanGestureRecognizer { pan in
///     if pan.state == .changed { card.center.y += pan.translation(in: view).y }
/// }
/// view.addGestureRecognizer(pan)
/// ```
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable {
        /// No gesture yet (the initial state).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (for discrete recognizers: recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches are not this gesture.
        case failed

        /// A discrete gesture was recognized (the same as `.ended`).
        public static let recognized = State.ended
    }

    var storedState: State = .possible
    var handlers: [(target: Target, handler: (UIGestureRecognizer) -> Void)] = []
    /// The state a recognizer that waits for others to fail will take when they have.
    var pendingState: State?
    /// The recognizers named with `require(toFail:)`.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// The touches this recognizer currently receives.
    var trackedTouches: [UITouch] = []
    /// The location reported once no touch is down (wheel pinches, after the touches ended).
    var fallbackLocationInWindow: CGPoint = .zero
    /// The dispatcher of the window whose touches this recognizer is tracking, while active.
    weak var dispatcher: TouchDispatcher?
    /// A built-in veto (the scroll view's pan asks whether there is anything to scroll).
    var internalShouldBegin: ((UIGestureRecognizer) -> Bool)?

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// The delegate that can veto beginning and allow simultaneous recognition (weak).
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer receives input; setting false cancels an active gesture (or fails
    /// a possible one).
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { disable() } }
    }

    /// Whether the view's touches are cancelled when the gesture is recognized (true by default).
    open var cancelsTouchesInView = true
    /// Accepted for source compatibility: touches reach the view at once.
    open var delaysTouchesBegan = false
    /// Accepted for source compatibility: `touchesEnded` reaches the view at once (but a gesture
    /// recognized on touch-up still cancels the view's touches first).
    open var delaysTouchesEnded = true
    /// Accepted for source compatibility.
    open var requiresExclusiveTouchType = true
    /// A name for debugging.
    open var name: String?
    /// The kinds of touch the recognizer receives, as `UITouch.TouchType` raw values (all four by
    /// default); without `.direct`, the playground's touches never reach it.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The physical button presses the recognizer receives (`UIPress.PressType` raw values; stored:
    /// there are no presses here).
    open var allowedPressTypes: [NSNumber] = []

    /// Creates a recognizer with no handler.
    public override init() { super.init() }

    /// A recognizer from an archive: always nil (there are no keyed archives of UIKit objects on
    /// Linux); declared so code that spells it compiles.
    public convenience init?(coder: NSCoder) { return nil }

    /// Creates a recognizer that calls `handler` on every state change a target would see.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        appendHandler(handler)
    }

    @discardableResult
    func appendHandler(_ handler: @escaping (UIGestureRecognizer) -> Void) -> Target {
        let target = Target()
        handlers.append((target, handler))
        return target
    }

    /// The identity of one handler added with `addTarget(handler:)`, for `removeTarget(_:)`.
    ///
    /// A Linux addition: UIKit identifies a target by its object and selector; here
    /// `addTarget(handler:)` returns this token instead.
    public final class Target: Sendable {}

    /// Removes the handler `addTarget(handler:)` returned `target` for; nil removes every
    /// handler, as UIKit's `removeTarget(nil, action: nil)` does. A removed handler is not
    /// called again, even for the state change being delivered.
    public func removeTarget(_ target: Target?) {
        guard let target else { handlers.removeAll(); return }
        handlers.removeAll { $0.target === target }
    }

    /// Removes every handler.
    public func removeAllTargets() { handlers.removeAll() }

    /// The current state. Subclasses set it to move through the state machine; illegal
    /// transitions are ignored, and setting `.began` or `.recognized` may turn into `.failed`
    /// (delegate veto, another recognizer already active) or wait for `require(toFail:)`.
    public var state: State {
        get { storedState }
        set { transition(to: newValue) }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it begins (and
    /// fail when the other one recognizes).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The number of touches involved (2 for a pinch from the wheel or Alt-drag).
    open var numberOfTouches: Int { trackedTouches.count }

    /// The gesture's location in `view`'s coordinates: the centroid of its touches.
    open func location(in view: UIView?) -> CGPoint {
        Self.point(centroidInWindow, in: view)
    }

    /// The location of touch `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid of the tracked touches in window points (the last known one without touches).
    var centroidInWindow: CGPoint {
        guard !trackedTouches.isEmpty else { return fallbackLocationInWindow }
        let sum = trackedTouches.reduce(CGPoint.zero) {
            CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y)
        }
        let count = CGFloat(trackedTouches.count)
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// Converts a window point to `view`'s coordinates (identity for nil).
    static func point(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }

    /// Converts a window vector to `view`'s coordinates (the linear part of the mapping only).
    static func vector(_ vector: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(vector, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    // MARK: Subclass API (UIKit's UIGestureRecognizerSubclass)

    /// Touches began. Override to track them; the default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. Override; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended. Override; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. Override; the default cancels a gesture in progress and fails a
    /// possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Called when the state returns to `.possible`; override to clear per-gesture values (call super).
    open func reset() {}

    /// Estimated touch properties were updated. Never called here: a mouse's touches carry no
    /// estimated values (force, azimuth) to refine later.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Stops delivering `touch` to this recognizer for the rest of its sequence (the view still
    /// gets it). Call it from a `touches...` override; once no tracked touch is left, a
    /// recognizer that has not begun fails when the press ends.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether the recognizer takes part in `event`'s touch sequence, asked once at touch-down
    /// before its delegate is. Default: true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Whether this recognizer, once recognized, stops `preventedGestureRecognizer`. Default: true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` can stop this one. Default: true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default: false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default: false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Internal hooks

    /// Whether a recognizer still `.possible` after its touches ended keeps waiting for another
    /// touch sequence (a tap waiting for its next tap); others fail when the touches end.
    var waitsForNextTouchSequence: Bool { false }

    /// Called once a frame while the recognizer is active (timers), with real time in seconds.
    func frameDidTick(realTime: TimeInterval) {}

    /// The class name, state and view, as UIKit prints recognizers. Read it on the main actor.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)): state = \(state)\(name.map { "; name = \($0)" } ?? "")\(view.map { "; view = \(type(of: $0))" } ?? "")>" }
    }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// Gives every gesture recognizer class `addTarget(handler:)` with a closure of its own type.
///
/// A Linux addition (no selectors: docs/DESIGN.md, "Public API"). `UIGestureRecognizer` conforms, so every
/// subclass has it: `pan.addTarget { pan in print(pan.translation(in: nil)) }`.
@preconcurrency @MainActor
public protocol _GestureRecognizerHandling: UIGestureRecognizer {}

extension UIGestureRecognizer: _GestureRecognizerHandling {}

extension _GestureRecognizerHandling {
    /// Adds `handler`, called with the recognizer on every state change a UIKit target would
    /// see (began, changed, ended or recognized, cancelled). Returns the token that
    /// `removeTarget(_:)` takes to remove it again.
    @discardableResult
    public func addTarget(handler: @escaping (Self) -> Void) -> UIGestureRecognizer.Target {
        appendHandler { recognizer in
            if let typed = recognizer as? Self { handler(typed) }
        }
    }
}
