import Foundation

/// UIKit's state machine and the arbitration between recognizers of one touch sequence.
///
/// - Leaving `.possible` (`.began` for continuous, `.recognized` for discrete recognizers)
///   first waits for every active recognizer this one requires to fail (`require(toFail:)`, the
///   delegates, `shouldRequireFailure(of:)`), then asks `gestureRecognizerShouldBegin` of the
///   delegate and then of its view (`UIView.gestureRecognizerShouldBegin(_:)`), then fails if another active recognizer that may not recognize simultaneously
///   has already begun.
/// - Beginning fails the others that are still possible (unless simultaneous recognition is
///   allowed), fails those that require this one to fail, cancels the touched view's touches
///   when `cancelsTouchesInView`, and then calls the handlers.
extension UIGestureRecognizer {
    var isFinished: Bool { storedState == .ended || storedState == .cancelled || storedState == .failed }
    var isInProgress: Bool { storedState == .began || storedState == .changed }
    /// Still undecided: possible (also while waiting for others to fail).
    var isUndecided: Bool { storedState == .possible }

    func transition(to new: State) {
        if pendingState != nil {
            transitionWhilePending(to: new)
            return
        }
        switch (storedState, new) {
        case (.possible, .began), (.possible, .changed):
            attemptToLeavePossible(to: .began)
        case (.possible, .ended):
            attemptToLeavePossible(to: .ended)
        case (.possible, .cancelled), (.possible, .failed):
            fail()
        case (.began, .began), (.began, .changed), (.changed, .began), (.changed, .changed):
            storedState = .changed
            callHandlers()
        case (.began, .ended), (.changed, .ended):
            storedState = .ended
            callHandlers()
        case (.began, .cancelled), (.changed, .cancelled), (.began, .failed), (.changed, .failed):
            storedState = .cancelled
            callHandlers()
        default:
            break  // UIKit asserts on the rest; ignore them
        }
    }

    private func transitionWhilePending(to new: State) {
        switch new {
        case .possible, .began, .changed:
            break  // keep waiting
        case .ended:
            if pendingState == .began { fail() }  // a continuous gesture ended before it could begin
        case .cancelled, .failed:
            fail()
        }
    }

    /// Whether this recognizer must wait for `other` to fail.
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0.recognizer === other }) { return true }
        if shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self) { return true }
        if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether the two may be recognized at the same time (either delegate may allow it).
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        if delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true { return true }
        return other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// Whether `self`, recognized, stops `other`.
    func prevents(_ other: UIGestureRecognizer) -> Bool {
        !canRecognizeSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }

    private var otherActiveRecognizers: [UIGestureRecognizer] {
        (dispatcher?.activeRecognizers ?? []).filter { $0 !== self }
    }

    private func attemptToLeavePossible(to target: State) {
        guard isEnabled else { fail(); return }
        let others = otherActiveRecognizers
        if others.contains(where: { $0.isUndecided && requiresFailure(of: $0) }) {
            pendingState = target
            return
        }
        if internalShouldBegin?(self) == false || delegate?.gestureRecognizerShouldBegin(self) == false
            || view?.gestureRecognizerShouldBegin(self) == false {
            fail()
            return
        }
        if others.contains(where: { $0.isInProgress && $0.prevents(self) }) {
            fail()
            return
        }
        storedState = target
        for other in others where other.storedState == .possible {
            if other.requiresFailure(of: self) || prevents(other) { other.fail() }
        }
        for other in others where other.isInProgress && prevents(other) {
            other.transition(to: .cancelled)
        }
        dispatcher?.recognizerDidRecognize(self)
        callHandlers()
    }

    /// Moves to `.failed` (no handlers) and lets the recognizers waiting for this one go on.
    func fail() {
        pendingState = nil
        guard !isFinished else { return }
        storedState = .failed
        dispatcher?.recognizerDidFail(self)
    }

    /// Re-checks a recognizer that waits for others: once none it requires is undecided, it
    /// takes the state it asked for (or fails).
    func resolvePendingState() {
        guard let target = pendingState else { return }
        if otherActiveRecognizers.contains(where: { $0.isUndecided && requiresFailure(of: $0) }) { return }
        pendingState = nil
        attemptToLeavePossible(to: target)
    }

    func callHandlers() {
        let current = handlers
        for entry in current where handlers.contains(where: { $0.target === entry.target }) { entry.handler(self) }
    }

    /// Returns to `.possible` (after the handlers saw the end) and calls `reset()`.
    func resetToPossible() {
        storedState = .possible
        pendingState = nil
        trackedTouches.removeAll()
        reset()
    }

    /// `isEnabled` became false: cancel a gesture in progress, fail a possible one that takes
    /// part in the current input. An idle recognizer (no touches, no wheel burst, no pending
    /// reset) stays `.possible`, as on iOS, so it recognizes again once it is enabled.
    func disable() {
        if isInProgress {
            transition(to: .cancelled)
        } else if storedState == .possible, dispatcher != nil {
            fail()
        }
        dispatcher?.recognizerWasDisabled(self)
    }
}
