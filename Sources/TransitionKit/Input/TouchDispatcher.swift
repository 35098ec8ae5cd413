import Foundation

/// Turns a window's pointer events into touches, gesture-recognizer input and wheel bursts, and
/// runs the gesture timers once a frame. One per window (`UIWindow.touchDispatcher`).
///
/// The mouse is one finger (docs/DESIGN.md, "Mouse as fingers"): mouse-down hit-tests once and the touch stays with that
/// view until mouse-up; motion counts only while the button is down. The recognizers of the hit
/// view and of every ancestor (root view and window included) get each touch first, then the
/// view itself, unless a recognizer with `cancelsTouchesInView` has recognized.
@MainActor
final class TouchDispatcher {
    unowned let window: UIWindow

    /// The latest pointer position in window points (also from moves without a press).
    var pointerLocation: CGPoint = .zero
    /// Whether the transition grab took the current press (its moves and mouse-up reach no view).
    var grabOwnsPress = false
    /// The current press, if the button is down.
    var sequence: TouchSequence?
    /// Recognizers that received input and have not been reset yet, in the order they joined.
    var activeRecognizers: [UIGestureRecognizer] = []
    /// The recognizer or scroll view that receives the current wheel burst.
    var wheelBurst: WheelBurst?
    /// The last single-finger tap: when and where it lifted, and its tap count.
    var lastTap: (realTime: TimeInterval, location: CGPoint, count: Int)?
    /// The hover recognizers the pointer is over (began or changed), deepest view's first.
    var hoveringRecognizers: [UIHoverGestureRecognizer] = []
    /// Objects that run once a frame (decelerating or bouncing scroll views).
    private var frameClients: [WeakFrameClient] = []

    /// The longest pause between the taps of a multiple tap, in real seconds.
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far apart (in points) the taps of a multiple tap may be, and how far a tap may move.
    static let tapSlop: CGFloat = 10
    /// How long after the last wheel notch (real seconds) a scroll burst ends.
    static let wheelBurstTimeout: TimeInterval = 0.2
    /// How long after the last notch (real seconds) a wheel or magnify pinch ends: 350 ms. A
    /// scroll burst's 200 ms ended a pinch between the notches of a wheel turned notch by notch
    /// (the photo sprang back half way through); 350 ms keeps such a pinch alive while a
    /// deliberate stop still ends it about a third of a second after the last notch.
    static let wheelPinchGap: TimeInterval = 0.35

    /// The modifiers that turn a press into a two-finger pinch: Alt (the iOS Simulator's) and
    /// Ctrl, which desktops leave to the application (GNOME, KDE and Xfce move windows on Alt+drag).
    static let pinchModifiers: InputEvent.Modifiers = [.option, .control]

    init(window: UIWindow) {
        self.window = window
    }

    var now: TimeInterval { window.clock.now }
    var realTime: TimeInterval { window.clock.realTime }

    // MARK: Events

    /// The transition grab consumed `event`: keep its press away from the views.
    func grabConsumed(_ event: InputEvent) {
        switch event {
        case .mouseDown:
            if let sequence { cancel(sequence) }
            grabOwnsPress = true
        case .mouseUp:
            grabOwnsPress = false
        default:
            break
        }
        if let location = event.location { pointerLocation = location }
    }

    func handle(_ event: InputEvent) {
        if let location = event.location { pointerLocation = location }
        switch event {
        case .mouseDown(let point, let modifiers):
            grabOwnsPress = false
            endHovers()
            press(at: point, modifiers: modifiers)
        case .mouseMove(let point):
            guard !grabOwnsPress else { return }
            if sequence == nil { hover(at: point) } else { move(to: point) }
        case .mouseUp(let point):
            if grabOwnsPress { grabOwnsPress = false; return }
            release(at: point)
        case .scroll(let dx, let dy, let point):
            wheel(dx: dx, dy: dy, at: point)
        case .magnify(let scale, let point):
            magnify(by: scale, at: point)
        case .keyDown, .keyUp, .text, .resize, .rotate:
            break
        }
    }

    private func press(at point: CGPoint, modifiers: InputEvent.Modifiers) {
        let twoFingers = !modifiers.isDisjoint(with: Self.pinchModifiers)
        if let sequence { cancel(sequence) }
        guard let hitView = window.hitTest(point, with: nil) else {
            failStaleRecognizers(keeping: [])
            resetFinishedRecognizers()
            return
        }
        let tapCount: Int
        if !twoFingers, let last = lastTap, realTime - last.realTime <= Self.multipleTapInterval + 1e-9,
            distance(last.location, point) <= Self.tapSlop {
            tapCount = last.count + 1
        } else {
            tapCount = 1
        }
        let probe = TouchSequence(touches: [], view: hitView, pressLocation: point, isTwoFingerPinch: twoFingers)
        let touches = probe.fingerLocations(pointer: point).enumerated().map { finger, location in
            let touch = UITouch(location: location, timestamp: now, window: window, finger: finger)
            touch.view = hitView
            touch.phase = .began
            touch.tapCount = tapCount
            return touch
        }
        let sequence = TouchSequence(touches: touches, view: hitView, pressLocation: point, isTwoFingerPinch: twoFingers)
        sequence.modifiers = modifiers
        let event = UIEvent(timestamp: now, touches: Set(touches), modifierFlags: UIKeyModifierFlags(modifiers))
        let chain = recognizerChain(from: hitView)
        failStaleRecognizers(keeping: chain)
        resetFinishedRecognizers()
        resetOrphans(in: chain)
        self.sequence = sequence
        for recognizer in chain where !recognizer.isFinished && recognizer.pendingState == nil && recognizer.acceptsFingers {
            if !recognizer.shouldReceive(event) || recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) == false {
                continue
            }
            let accepted = touches.filter { recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: $0) != false }
            guard !accepted.isEmpty else { continue }
            recognizer.trackedTouches.append(contentsOf: accepted)
            activate(recognizer)
            sequence.participants.append(recognizer)
        }
        for recognizer in sequence.participants where recognizer.isEnabled && !recognizer.isFinished {
            recognizer.touchesBegan(sequence.touches(of: recognizer), with: event)
        }
        guard self.sequence === sequence, !sequence.viewTouchesCancelled else { return }
        if let scrollView = Self.enclosingScrollView(of: hitView),
            !scrollView.touchesShouldBegin(Set(touches), with: event, in: hitView) {
            sequence.viewTouchesCancelled = true   // the scroll view keeps them from its content
            return
        }
        sequence.viewReceivedBegan = true
        hitView.touchesBegan(Set(touches), with: event)
    }

    private func move(to point: CGPoint) {
        guard let sequence else { return }
        let locations = sequence.fingerLocations(pointer: point)
        guard zip(sequence.touches, locations).contains(where: { $0.locationInWindow != $1 }) else { return }
        update(sequence, to: locations, phase: .moved)
        let event = UIEvent(timestamp: now, touches: Set(sequence.touches), modifierFlags: UIKeyModifierFlags(sequence.modifiers))
        for recognizer in sequence.participants where recognizer.isEnabled && !recognizer.isFinished {
            let touches = sequence.touches(of: recognizer)
            if !touches.isEmpty { recognizer.touchesMoved(touches, with: event) }
        }
        guard self.sequence === sequence, !sequence.viewTouchesCancelled else { return }
        sequence.view.touchesMoved(Set(sequence.touches), with: event)
    }

    private func release(at point: CGPoint) {
        guard let sequence else { return }
        update(sequence, to: sequence.fingerLocations(pointer: point), phase: .ended)
        let event = UIEvent(timestamp: now, touches: Set(sequence.touches), modifierFlags: UIKeyModifierFlags(sequence.modifiers))
        for recognizer in sequence.participants where recognizer.isEnabled && !recognizer.isFinished {
            let touches = sequence.touches(of: recognizer)
            if !touches.isEmpty { recognizer.touchesEnded(touches, with: event) }
        }
        finish(sequence)
        if !sequence.viewTouchesCancelled {
            sequence.view.touchesEnded(Set(sequence.touches), with: event)
        }
        if !sequence.isTwoFingerPinch, let touch = sequence.touches.first {
            lastTap = (realTime, point, touch.tapCount)
        }
    }

    /// Cancels a press (a new mouse-down without a mouse-up, or the transition grab took over).
    private func cancel(_ sequence: TouchSequence) {
        for touch in sequence.touches { touch.phase = .cancelled; touch.timestamp = now }
        let event = UIEvent(timestamp: now, touches: Set(sequence.touches), modifierFlags: UIKeyModifierFlags(sequence.modifiers))
        for recognizer in sequence.participants where recognizer.isEnabled && !recognizer.isFinished {
            let touches = sequence.touches(of: recognizer)
            if !touches.isEmpty { recognizer.touchesCancelled(touches, with: event) }
        }
        finish(sequence)
        if sequence.viewReceivedBegan && !sequence.viewTouchesCancelled {
            sequence.viewTouchesCancelled = true
            sequence.view.touchesCancelled(Set(sequence.touches), with: event)
        }
    }

    /// Detaches the sequence's touches from its recognizers; those still possible that do not
    /// wait for another touch sequence fail.
    private func finish(_ sequence: TouchSequence) {
        if self.sequence === sequence { self.sequence = nil }
        for recognizer in sequence.participants {
            if !recognizer.trackedTouches.isEmpty { recognizer.fallbackLocationInWindow = recognizer.centroidInWindow }
            recognizer.trackedTouches.removeAll { touch in sequence.touches.contains { $0 === touch } }
        }
        for recognizer in sequence.participants
        where recognizer.isUndecided && recognizer.pendingState == nil && recognizer.trackedTouches.isEmpty
            && !recognizer.waitsForNextTouchSequence {
            recognizer.fail()
        }
    }

    private func update(_ sequence: TouchSequence, to locations: [CGPoint], phase: UITouch.Phase) {
        for (touch, location) in zip(sequence.touches, locations) {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = location
            touch.phase = phase
            touch.timestamp = now
        }
    }

    // MARK: Recognizers

    /// The enabled recognizers of `view` and its ancestors up to the window, deepest first. As
    /// in UIKit, a single-tap recognizer above an enabled control does not get the control's taps.
    func recognizerChain(from view: UIView) -> [UIGestureRecognizer] {
        var chain: [UIGestureRecognizer] = []
        var aboveControl = false
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.attachedGestureRecognizers where recognizer.isEnabled {
                if aboveControl, let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1 {
                    continue
                }
                chain.append(recognizer)
            }
            if let control = candidate as? UIControl, control.isEnabled { aboveControl = true }
            current = candidate.superview
        }
        return chain
    }

    func activate(_ recognizer: UIGestureRecognizer) {
        recognizer.dispatcher = self
        if !activeRecognizers.contains(where: { $0 === recognizer }) { activeRecognizers.append(recognizer) }
    }

    /// Recognizers left possible by an earlier sequence (a tap waiting for its next tap) that
    /// do not get the new touches fail.
    private func failStaleRecognizers(keeping chain: [UIGestureRecognizer]) {
        for recognizer in activeRecognizers
        where recognizer.isUndecided && recognizer.pendingState == nil && recognizer.trackedTouches.isEmpty
            && !chain.contains(where: { $0 === recognizer }) && !isWheelTarget(recognizer) {
            recognizer.fail()
        }
    }

    /// Returns finished recognizers whose input is over to `.possible`.
    func resetFinishedRecognizers() {
        let finished = activeRecognizers.filter {
            ($0.isFinished || !$0.isEnabled) && $0.trackedTouches.isEmpty && !isWheelTarget($0)
        }
        guard !finished.isEmpty else { return }
        activeRecognizers.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished {
            recognizer.dispatcher = nil
            recognizer.resetToPossible()
        }
    }

    /// A recognizer that ended while taking part in no input here (it was finished in another
    /// window, or by code while idle) starts the new touch sequence from `.possible`, as UIKit
    /// resets every recognizer before a new sequence reaches it.
    private func resetOrphans(in chain: [UIGestureRecognizer]) {
        for recognizer in chain where recognizer.isFinished && !activeRecognizers.contains(where: { $0 === recognizer }) {
            recognizer.dispatcher = nil
            recognizer.resetToPossible()
        }
    }

    func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        for other in activeRecognizers where other !== recognizer && other.pendingState != nil {
            other.resolvePendingState()
        }
    }

    func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        guard let sequence, recognizer.cancelsTouchesInView, !sequence.viewTouchesCancelled,
            sequence.participants.contains(where: { $0 === recognizer }) else { return }
        sequence.viewTouchesCancelled = true
        guard sequence.viewReceivedBegan else { return }
        let event = UIEvent(timestamp: now, touches: Set(sequence.touches), modifierFlags: UIKeyModifierFlags(sequence.modifiers))
        sequence.view.touchesCancelled(Set(sequence.touches), with: event)
    }

    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        recognizer.trackedTouches.removeAll()
        sequence?.participants.removeAll { $0 === recognizer }
        if isWheelTarget(recognizer) { wheelBurst = nil }
    }

    /// A recognizer's view left its window or lost it: stop giving it input.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        recognizerWasDisabled(recognizer)
    }

    // MARK: Frames

    /// Runs once a frame: resets recognizers whose end the handlers saw, ends wheel bursts (scroll
    /// 200 ms, pinch 350 ms of real time after their last notch), runs recognizer timers, then
    /// scroll-view motion.
    func frameDidTick() {
        resetFinishedRecognizers()
        endWheelBurstIfIdle()
        for recognizer in activeRecognizers { recognizer.frameDidTick(realTime: realTime) }
        frameClients.removeAll { $0.client == nil }
        for box in frameClients {
            guard let client = box.client else { continue }
            if !client.frameDidTick() { frameClients.removeAll { $0.client === client } }
        }
    }

    /// Whether nothing here changes by itself in the next frames: no touch down, no recognizer
    /// tracking or waiting to reset, no wheel burst, no scroll view in motion.
    var isIdle: Bool {
        sequence == nil && wheelBurst == nil && !frameClients.contains { $0.client != nil }
            && activeRecognizers.allSatisfy { $0 is UIHoverGestureRecognizer && $0.isInProgress }
    }

    /// Runs `client` once a frame until it returns false.
    func addFrameClient(_ client: FrameDriven) {
        frameClients.removeAll { $0.client == nil || $0.client === client }
        frameClients.append(WeakFrameClient(client: client))
    }

    func removeFrameClient(_ client: FrameDriven) {
        frameClients.removeAll { $0.client == nil || $0.client === client }
    }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }

    /// The nearest scroll view above `view` (not `view` itself).
    static func enclosingScrollView(of view: UIView) -> UIScrollView? {
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView { return scrollView }
            current = candidate.superview
        }
        return nil
    }
}

/// Something a window runs once a frame (a scroll view while it decelerates or bounces).
@MainActor
protocol FrameDriven: AnyObject {
    /// Advances one frame; returns whether to keep running.
    func frameDidTick() -> Bool
}

@MainActor
private struct WeakFrameClient {
    weak var client: FrameDriven?
}
