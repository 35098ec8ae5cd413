import Foundation

/// The keyboard of one window: whether it is shown, where it is, and its move.
struct KeyboardState {
    /// One move of the keyboard: from where it was drawn to its new frame, from `start` (clock
    /// time) for `KeyboardAnimation.duration`.
    struct Move {
        let from: CGRect, to: CGRect, start: TimeInterval
    }

    /// Whether the keyboard is shown (true from the moment it starts to slide up).
    var isShown = false
    /// The frame it has or slides to, in screen (window) coordinates; `.null` before it first shows.
    var frame = CGRect.null
    /// The move in progress, until its did-notifications are posted.
    var move: Move?
    /// The notifications due when the move ends.
    var pendingNotifications: [(name: Notification.Name, userInfo: [AnyHashable: Any])] = []
    /// Above 0 while a first-responder change is in progress (the keyboard waits for its end).
    var deferDepth = 0
    /// The playground's toggle: shown with no text input, or hidden in spite of it.
    var isShownByHand = false, isHiddenByHand = false

    /// Whether the keyboard is moving (the window needs frames).
    var isAnimating: Bool { move != nil }
}

/// The window's keyboard (DESIGN.md, "Text input and the keyboard"): shown while the first
/// responder takes text (a `UITextField`), sliding up from below the window's bottom edge over
/// `KeyboardAnimation.duration` on its spring, hidden the same way down; the notifications of
/// `UIResponder+Keyboard.swift` around each move; every `UIKeyboardLayoutGuide` in the window
/// following it inside the move's animation block.
extension UIWindow {
    /// The keyboard's height on a screen of `size` points, the bottom safe area included: a
    /// phone (shorter side under 500 pt) 336 pt in portrait (an iPhone 15's on its 393x852
    /// screen), 209 pt in landscape; a tablet 313 pt in portrait, 398 pt in landscape (an iPad's
    /// with its shortcuts bar). Never taller than the screen.
    static func keyboardHeight(forScreenSize size: CGSize) -> CGFloat {
        let isPortrait = size.height >= size.width, isPhone = min(size.width, size.height) < 500
        let height: CGFloat = isPhone ? (isPortrait ? 336 : 209) : (isPortrait ? 313 : 398)
        return min(height, size.height)
    }

    /// The keyboard's frame in screen coordinates, shown (its bottom on the screen's) or hidden
    /// (just below the screen).
    func keyboardFrame(shown: Bool) -> CGRect {
        let size = bounds.size, height = Self.keyboardHeight(forScreenSize: size)
        return CGRect(x: 0, y: shown ? size.height - height : size.height, width: size.width, height: height)
    }

    /// The keyboard's frame in screen coordinates while it is shown; nil while it is hidden
    /// (also while it slides down). A package hook for the playground's keyboard panel.
    package var keyboardFrame: CGRect? { keyboard.isShown ? keyboard.frame : nil }

    /// Where the keyboard is drawn now, in screen coordinates: on its way while it moves, its
    /// frame while shown, nil once hidden. A package hook for the playground's keyboard panel.
    package var keyboardPresentationFrame: CGRect? {
        guard let move = keyboard.move else { return keyboardFrame }
        let progress = CGFloat(KeyboardAnimation.timing.progress(at: clock.now - move.start, duration: KeyboardAnimation.duration))
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return CGRect(x: mix(move.from.minX, move.to.minX), y: mix(move.from.minY, move.to.minY),
                      width: mix(move.from.width, move.to.width), height: mix(move.from.height, move.to.height))
    }

    /// Whether the first responder takes typed text (keys should go to it, not to shortcuts).
    package var isTextInputActive: Bool { storedFirstResponder?.showsKeyboard == true }

    /// The title of the keyboard's Return key for the first responder (its `returnKeyType`;
    /// "return" when it is not a text field). A package hook for the playground's keyboard panel.
    package var keyboardReturnKeyTitle: String {
        (storedFirstResponder as? UITextField)?.returnKeyType.title ?? UIReturnKeyType.default.title
    }

    /// The playground's keyboard toggle (the iOS Simulator's "Toggle Software Keyboard"): hides a
    /// shown keyboard (the first responder stays), shows a hidden one (also with no text input,
    /// to look at layouts over it).
    package func toggleSoftwareKeyboard() {
        if keyboard.isShown {
            if keyboard.isShownByHand { keyboard.isShownByHand = false } else { keyboard.isHiddenByHand = true }
        } else if isTextInputActive && keyboard.isHiddenByHand {
            keyboard.isHiddenByHand = false
        } else {
            keyboard.isShownByHand = true
        }
        updateKeyboardForFirstResponder()
    }

    /// Runs `body` (a first-responder change) with keyboard updates held until it returns.
    func deferringKeyboardUpdates<T>(_ body: () -> T) -> T {
        keyboard.deferDepth += 1
        defer { keyboard.deferDepth -= 1 }
        return body()
    }

    /// Shows or hides the keyboard for the first responder (and the playground's toggle).
    func updateKeyboardForFirstResponder() {
        guard keyboard.deferDepth == 0 else { return }
        let wanted = (isTextInputActive && !keyboard.isHiddenByHand) || keyboard.isShownByHand
        guard wanted != keyboard.isShown else { return }
        moveKeyboard(to: keyboardFrame(shown: wanted), showing: wanted)
    }

    /// Resigns `responder` without asking it (`endEditing(true)`, or a responder that left the window).
    func forceResign(_ responder: UIResponder) {
        responder.resignFirstResponderForcibly(in: self)
    }

    /// Moves the keyboard to `end` (`showing`: it shows or hides; nil: only its frame changes):
    /// posts the will-notifications inside the move's animation block, moves the keyboard
    /// layout guides there, and schedules the did-notifications for the move's end.
    private func moveKeyboard(to end: CGRect, showing: Bool?) {
        AnimationContext.withAmbient(clock: clock) {
            let begin = keyboardPresentationFrame ?? keyboardFrame(shown: false)
            postPendingKeyboardNotifications()
            if let showing { keyboard.isShown = showing }
            keyboard.frame = end
            keyboard.move = KeyboardState.Move(from: begin, to: end, start: clock.now)
            let info: [AnyHashable: Any] = [
                UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
                UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
                UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: KeyboardAnimation.reportedDuration),
                UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: KeyboardAnimation.curveRawValue),
                UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
            ]
            var will = [UIResponder.keyboardWillChangeFrameNotification]
            var did = [UIResponder.keyboardDidChangeFrameNotification]
            if let showing {
                will.append(showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification)
                did.append(showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification)
            }
            keyboard.pendingNotifications = did.map { ($0, info) }
            let options = UIView.AnimationOptions(rawValue: KeyboardAnimation.curveRawValue << 16).union(.beginFromCurrentState)
            UIView.animate(withDuration: KeyboardAnimation.reportedDuration, delay: 0, options: options, animations: { [self] in
                for name in will { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
                updateKeyboardLayoutGuides()
                layoutIfNeeded()
            })
        }
    }

    /// Posts the did-notifications of the move that ended (or was interrupted by a new one).
    private func postPendingKeyboardNotifications() {
        let pending = keyboard.pendingNotifications
        keyboard.pendingNotifications = []
        keyboard.move = nil
        for entry in pending { NotificationCenter.default.post(name: entry.name, object: nil, userInfo: entry.userInfo) }
    }

    /// Each frame: ends the keyboard's move when its time is up, and resigns a first responder
    /// that left the window (iOS resigns it when it is removed).
    func keyboardFrameDidTick() {
        if let move = keyboard.move, clock.now - move.start >= KeyboardAnimation.duration {
            postPendingKeyboardNotifications()
        }
        if let responder = storedFirstResponder, responder.responderWindow !== self { forceResign(responder) }
    }

    /// After a resize or rotation: a shown keyboard takes the new screen's frame (frame
    /// notifications only).
    func keyboardWindowDidResize() {
        guard keyboard.isShown else { return }
        let end = keyboardFrame(shown: true)
        if end != keyboard.frame { moveKeyboard(to: end, showing: nil) }
    }

    /// Moves every keyboard layout guide in the window to the keyboard's frame (or to the safe
    /// area's bottom when it is hidden).
    func updateKeyboardLayoutGuides() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.autoLayoutStorage?.keyboardLayoutGuide?.follow(keyboardFrame: keyboardFrame)
            stack.append(contentsOf: view.subviews)
        }
    }
}
