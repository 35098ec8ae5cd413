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
    /// Whether a touch that began in the control is being tracked: what `beginTracking(_:with:)`
    /// and then `continueTracking(_:with:)` last answered, until the touch ends.
    public internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control (`point(inside:with:)`); updated before
    /// `continueTracking(_:with:)` is called.
    public internal(set) var isTouchInside = false

    /// How the content (a button's title and image) is placed across the bounds (`.center` by
    /// default). Setting it lays the control out again.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout(); contentAlignmentDidChange() }
    }
    /// How the content is placed down the bounds (`.center` by default).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout(); contentAlignmentDidChange() }
    }
    /// `contentHorizontalAlignment` with `.leading` and `.trailing` resolved for the layout
    /// direction: `.left` and `.right` here, where layout runs left to right.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    /// Whether the control's context menu interaction is enabled (false by default). Stored: the
    /// context menu (a long press's preview and menu) is not built here.
    open var isContextMenuInteractionEnabled = false
    /// Whether a tap shows the control's menu instead of sending its primary action (false by
    /// default). Stored here; `UIButton` shows its `menu` as a list when true.
    open var showsMenuAsPrimaryAction = false
    /// The text of the control's tooltip (nil by default). Stored: no tooltip is drawn.
    open var toolTip: String?
    /// Whether symbol images in the control animate their effects (true by default). Stored: symbol
    /// effects are not animated here.
    open var isSymbolAnimationEnabled = true

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
    /// Called when a content alignment changed; subclasses place their content. The default does nothing.
    func contentAlignmentDidChange() {}

    /// Whether a touch-up inside also sends `.primaryActionTriggered` (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }
    /// Called before a primary action's handlers run (a button's touch-up inside,
    /// `performPrimaryAction()`); a button flips its selection here. The default does nothing.
    func primaryActionWillSend() {}

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

    /// Every event an action was added for.
    public var allControlEvents: Event {
        actions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Calls `iterator` once per action added, in the order they were added, with the events it
    /// runs for; setting the `Bool` it points at to true stops. The target-action element is
    /// always nil: there are no selectors here (its type is `(Any?, Never)?` for UIKit's
    /// `(Any?, Selector)?`). Actions may be added or removed inside `iterator`.
    public func enumerateEventHandlers(
        _ iterator: (_ actionHandler: UIAction?, _ targetAction: (Any?, Never)?, _ controlEvent: Event,
                     _ stop: UnsafeMutablePointer<Bool>) -> Void
    ) {
        var stop = false
        for entry in actions {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
    }

    /// Sends the control's primary action: the actions added for `.primaryActionTriggered`, as a
    /// tap does (keyboard and accessibility activation in UIKit).
    open func performPrimaryAction() { sendActions(for: .primaryActionTriggered) }

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

    /// A touch began in the control (after `isTouchInside` is set, before `.touchDown` is sent);
    /// return false to stop tracking it. The default returns true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved (after `isTouchInside` follows it, before the drag events are
    /// sent); return false to stop tracking. The default returns true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted (before `.touchUpInside` or `.touchUpOutside` is sent). The default does nothing.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled (before `.touchCancel` is sent). The default does nothing.
    open func cancelTracking(with event: UIEvent?) {}

    private func isInside(_ touch: UITouch, with event: UIEvent?) -> Bool { point(inside: touch.location(in: self), with: event) }

    /// Highlights the control and sends `.touchDown` (and `.touchDownRepeat` for later taps).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.primaryTouch else { return }
        isTouchInside = isInside(touch, with: event)
        isTracking = beginTracking(touch, with: event)
        isHighlighted = isTouchInside
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    /// Sends drag events and follows the finger in and out of the bounds.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.primaryTouch else { return }
        let wasInside = isTouchInside
        isTouchInside = isInside(touch, with: event)
        if isTracking { isTracking = continueTracking(touch, with: event) }
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
        let inside = isInside(touch, with: event)
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        if inside {
            if sendsPrimaryActionOnTouchUpInside { primaryActionWillSend() }
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
