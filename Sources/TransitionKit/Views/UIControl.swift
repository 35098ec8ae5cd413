import Foundation

/// The base of controls: it turns touches into control events (`.touchDown`,
/// `.touchUpInside`, ...) and runs the `UIAction`s added for them.
///
/// A touch that lifts inside the control's bounds sends `.touchUpInside` (and, for buttons,
/// `.primaryActionTriggered`); outside, `.touchUpOutside`; a touch a gesture recognizer took
/// sends `.touchCancel`. A single-tap recognizer on a superview does not get taps on an enabled
/// control, as in UIKit. A disabled control sends nothing.
///
/// ```swift
/// control.addAction(UIAction { _ in print("up inside") }, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIControl: UIView {
    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether the control reacts to touches (true by default); disabling also unhighlights it.
    open var isEnabled = true {
        didSet { if !isEnabled { isHighlighted = false; stateDidChange() } }
    }
    /// Whether a finger is down inside the control.
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if oldValue != isSelected { stateDidChange() } }
    }
    /// Whether a touch that began in the control is being tracked.
    public internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds.
    public internal(set) var isTouchInside = false

    /// The control's state: highlighted, disabled, selected, or normal.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Creates a control with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control with `frame` whose primary action is `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Controls are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Called when `state` changed; subclasses update their look. The default does nothing.
    func stateDidChange() {}

    /// Whether a touch-up inside also sends `.primaryActionTriggered` (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Actions

    /// Runs `action` for `controlEvents`; an action with the same identifier is replaced.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            if actions[index].action === action {
                actions[index].events.formUnion(controlEvents)
                return
            }
            actions.remove(at: index)
        }
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action with `actionIdentifier` for `controlEvents`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let index = actions.firstIndex(where: { $0.action.identifier == actionIdentifier }) else { return }
        actions[index].events.subtract(controlEvents)
        if actions[index].events.isEmpty { actions.remove(at: index) }
    }

    /// The control events `action` runs for, if it was added.
    public func controlEvents(for action: UIAction) -> Event {
        actions.first { $0.action === action }?.events ?? []
    }

    /// Whether an action was added for any of `controlEvents`.
    func hasActions(for controlEvents: Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs the actions added for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        let matching = actions.filter { !$0.events.isDisjoint(with: controlEvents) }
        for entry in matching { sendAction(entry.action) }
    }

    /// Runs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking

    /// A touch began in the control; return false to stop tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted. The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled. The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch) -> Bool { bounds.contains(touch.location(in: self)) }

    /// Highlights the control and sends `.touchDown` (and `.touchDownRepeat` for later taps).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.primaryTouch else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Sends drag events and follows the finger in and out of the bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.primaryTouch else { return }
        if isTracking { isTracking = continueTracking(touch, with: event) }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch)
        isHighlighted = isTouchInside
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (false, false): sendActions(for: .touchDragOutside)
        case (false, true): sendActions(for: [.touchDragEnter, .touchDragInside])
        case (true, false): sendActions(for: [.touchDragExit, .touchDragOutside])
        }
    }

    /// Sends `.touchUpInside` (then `.primaryActionTriggered`) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.primaryTouch else { return }
        let inside = isInside(touch)
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if inside {
            sendActions(for: .touchUpInside)
            if sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    /// Sends `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }
}
