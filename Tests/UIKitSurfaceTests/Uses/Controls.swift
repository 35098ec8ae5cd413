import Foundation
import TransitionKit

// UIControl: a custom knob control's overrides, and the calls a screen makes on controls.

/// A knob that turns as a finger drags across it, the kind of control UIKit's tracking methods are for.
private final class ControlsKnob: UIControl {
    var value: CGFloat = 0
    private var lastX: CGFloat = 0

    // census: UIControl.init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }
    // census: UIControl.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UIControl.beginTracking(_:with:)
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        lastX = touch.location(in: self).x
        return super.beginTracking(touch, with: event)
    }
    // census: UIControl.continueTracking(_:with:)
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        value = min(1, max(0, value + (x - lastX) / bounds.width)); lastX = x
        // census: UIControl.sendActions(for:), UIControl.Event.valueChanged
        sendActions(for: .valueChanged)
        // census: UIControl.isTouchInside
        return isTouchInside || super.continueTracking(touch, with: event)
    }
    // census: UIControl.endTracking(_:with:)
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    // census: UIControl.cancelTracking(with:)
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }

    // census: UIControl.sendAction(_:)
    override func sendAction(_ action: UIAction) { super.sendAction(action) }
    // census: UIControl.sendActions(for:)
    override func sendActions(for controlEvents: UIControl.Event) { super.sendActions(for: controlEvents) }
    // census: UIControl.performPrimaryAction()
    override func performPrimaryAction() { super.performPrimaryAction() }

    // census: UIControl.isEnabled
    override var isEnabled: Bool { didSet { alpha = isEnabled ? 1 : 0.4 } }
    // census: UIControl.isHighlighted
    override var isHighlighted: Bool { didSet { transform = isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity } }
    // census: UIControl.isSelected
    override var isSelected: Bool { didSet { backgroundColor = isSelected ? .systemBlue : .systemGray } }
    // census: UIControl.state
    override var state: UIControl.State { super.state }
    // census: UIControl.contentHorizontalAlignment
    override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { didSet { setNeedsLayout() } }
    // census: UIControl.contentVerticalAlignment
    override var contentVerticalAlignment: UIControl.ContentVerticalAlignment { didSet { setNeedsLayout() } }
    // census: UIControl.effectiveContentHorizontalAlignment
    override var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment { super.effectiveContentHorizontalAlignment }
}

@MainActor
private func useControls() -> [Any] {
    let log = UIAction(identifier: UIAction.Identifier("log")) { _ in }
    // census: UIControl.init(frame:primaryAction:)
    let knob = UIControl(frame: CGRect(x: 0, y: 0, width: 44, height: 44), primaryAction: log)
    // census: UIControl.addAction(_:for:), UIControl.Event.touchDown, UIControl.Event.touchUpInside
    knob.addAction(log, for: [.touchDown, .touchUpInside])
    // census: UIControl.removeAction(_:for:), UIControl.Event.touchDownRepeat
    knob.removeAction(log, for: .touchDownRepeat)
    // census: UIControl.removeAction(identifiedBy:for:), UIControl.Event.touchCancel
    knob.removeAction(identifiedBy: log.identifier, for: .touchCancel)
    // census: UIControl.allControlEvents
    let events: UIControl.Event = knob.allControlEvents
    var handlers = 0
    // census: UIControl.enumerateEventHandlers(_:)
    knob.enumerateEventHandlers { action, targetAction, controlEvents, stop in
        if action != nil, targetAction == nil, !controlEvents.isEmpty { handlers += 1 }
        stop.pointee = handlers > 4
    }
    // census: UIControl.performPrimaryAction(), UIControl.sendAction(_:)
    knob.performPrimaryAction(); knob.sendAction(log)
    // census: UIControl.isEnabled, UIControl.isSelected, UIControl.isHighlighted
    knob.isEnabled = true; knob.isSelected = !knob.isSelected; knob.isHighlighted = false
    // census: UIControl.state, UIControl.State.normal, UIControl.State.selected
    let selected: Bool = knob.state == .normal ? false : knob.state.contains(.selected)
    // census: UIControl.isTracking, UIControl.isTouchInside
    let busy: Bool = knob.isTracking || knob.isTouchInside
    // census: UIControl.contentHorizontalAlignment, UIControl.ContentHorizontalAlignment.leading
    knob.contentHorizontalAlignment = .leading
    // census: UIControl.contentVerticalAlignment, UIControl.ContentVerticalAlignment.top
    knob.contentVerticalAlignment = .top
    // census: UIControl.effectiveContentHorizontalAlignment
    let effective: UIControl.ContentHorizontalAlignment = knob.effectiveContentHorizontalAlignment
    // census: UIControl.isContextMenuInteractionEnabled, UIControl.showsMenuAsPrimaryAction
    knob.isContextMenuInteractionEnabled = false; knob.showsMenuAsPrimaryAction = false
    // census: UIControl.toolTip, UIControl.isSymbolAnimationEnabled
    knob.toolTip = "Volume"; knob.isSymbolAnimationEnabled = true
    // census: UIControl.State.highlighted, UIControl.State.disabled, UIControl.State.focused, UIControl.State.application, UIControl.State.reserved
    let states: [UIControl.State] = [.highlighted, .disabled, .focused, .application, .reserved]
    // census: UIControl.ContentVerticalAlignment.center, UIControl.ContentVerticalAlignment.bottom, UIControl.ContentVerticalAlignment.fill
    let vertical: [UIControl.ContentVerticalAlignment] = [.center, .bottom, .fill]
    // census: UIControl.ContentHorizontalAlignment.center, UIControl.ContentHorizontalAlignment.left, UIControl.ContentHorizontalAlignment.right
    let horizontal: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right]
    // census: UIControl.ContentHorizontalAlignment.fill, UIControl.ContentHorizontalAlignment.trailing
    let horizontalMore: [UIControl.ContentHorizontalAlignment] = [.fill, .trailing]
    // census: UIControl.Event.touchDragInside, UIControl.Event.touchDragOutside, UIControl.Event.touchDragEnter, UIControl.Event.touchDragExit
    let drags: UIControl.Event = [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit]
    // census: UIControl.Event.touchUpOutside, UIControl.Event.menuActionTriggered, UIControl.Event.primaryActionTriggered
    let ups: UIControl.Event = [.touchUpOutside, .menuActionTriggered, .primaryActionTriggered]
    // census: UIControl.Event.editingDidBegin, UIControl.Event.editingChanged, UIControl.Event.editingDidEnd, UIControl.Event.editingDidEndOnExit
    let editing: UIControl.Event = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]
    // census: UIControl.Event.allTouchEvents, UIControl.Event.allEditingEvents, UIControl.Event.applicationReserved, UIControl.Event.systemReserved, UIControl.Event.allEvents
    let groups: [UIControl.Event] = [.allTouchEvents, .allEditingEvents, .applicationReserved, .systemReserved, .allEvents]
    return [events, handlers, selected, busy, effective, states, vertical, horizontal, horizontalMore, drags, ups, editing, groups, ControlsKnob(frame: .zero)]
}
