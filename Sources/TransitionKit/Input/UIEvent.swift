import Foundation

/// An input event delivered to responders: the touches of one mouse event (or none, for a
/// scroll-wheel event offered to pan gestures).
@preconcurrency @MainActor
open class UIEvent {
    /// The general type of an event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen (every press of the playground's mouse).
        case touches = 0
        /// The device moved (shaking).
        case motion = 1
        /// A remote control's or headset's command.
        case remoteControl = 2
        /// Physical buttons pressed.
        case presses = 3
        /// A scroll of a wheel or trackpad (offered to pan gestures).
        case scroll = 10
        /// A pointer hovering.
        case hover = 11
        /// A trackpad's pinch or rotation.
        case transform = 14
    }

    /// The subtype of an event: what a motion or remote-control event is.
    public enum EventSubtype: Int, Sendable {
        /// No subtype (touch, scroll and hover events).
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Play or pause.
        case remoteControlTogglePlayPause = 103
        /// Next track.
        case remoteControlNextTrack = 104
        /// Previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backward.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backward.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forward.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forward.
        case remoteControlEndSeekingForward = 109
    }

    /// The time of the event, in the window clock's seconds.
    public internal(set) var timestamp: TimeInterval
    /// The event's touches.
    var touches: Set<UITouch>
    /// The event's type.
    let eventType: EventType
    /// The event's subtype.
    let eventSubtype: EventSubtype
    /// The modifier keys held (those of the press the touches belong to).
    let heldModifiers: UIKeyModifierFlags

    /// An event of `type` and `subtype` at `timestamp` with `touches`, `modifierFlags` held.
    init(timestamp: TimeInterval, touches: Set<UITouch>, type: EventType = .touches, subtype: EventSubtype = .none,
         modifierFlags: UIKeyModifierFlags = []) {
        self.timestamp = timestamp
        self.touches = touches
        eventType = type
        eventSubtype = subtype
        heldModifiers = modifierFlags
    }

    /// The event's type: `.touches` for a press of the mouse, `.scroll` for a wheel event,
    /// `.motion` for a shake (`UIApplication.simulateShake()`).
    open var type: EventType { eventType }

    /// The event's subtype: `.motionShake` for a shake, else `.none` (no remote-control events
    /// are delivered).
    open var subtype: EventSubtype { eventSubtype }

    /// Every touch of the event.
    open var allTouches: Set<UITouch>? { touches }

    /// The touches that belong to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches that are in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }

    /// The touches delivered to `gesture`: those of the event it tracks.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touches.filter { touch in gesture.trackedTouches.contains { $0 === touch } }
    }

    /// The touches the event coalesced for `touch`: the touch itself, since the playground
    /// delivers every mouse sample as its own event (nil for a touch not in the event).
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [touch] : nil }

    /// The touches predicted to follow `touch`: none (no prediction is made; nil for a touch
    /// not in the event).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? { touches.contains(touch) ? [] : nil }

    /// The pointer buttons pressed: `.primary` while any of the touches is down (the
    /// playground's touches are the left button's), else none.
    open var buttonMask: UIEvent.ButtonMask {
        touches.contains { $0.phase != .ended && $0.phase != .cancelled } ? .primary : []
    }

    /// The modifier keys held when the touches' press began (Shift, Control, Option, Command).
    open var modifierFlags: UIKeyModifierFlags { heldModifiers }
}
