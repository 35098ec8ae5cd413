import Foundation

/// Editing: becoming and resigning the first responder, typing, deleting, the caret, Return and
/// the clear button, with the delegate's questions and the control events and notifications in
/// UIKit's documented order.
///
/// Begin: `textFieldShouldBeginEditing(_:)`; the previous first responder resigns; the field
/// becomes the first responder and the keyboard's will-show notifications are posted (none when
/// it was already up for another field); `clearsOnBeginEditing` clears (asking
/// `textFieldShouldClear(_:)`); `textFieldDidBeginEditing(_:)`; `.editingDidBegin`;
/// `textDidBeginEditingNotification`. A change: `textField(_:shouldChangeCharactersIn:...)`;
/// the text changes; `textFieldDidChangeSelection(_:)`; `.editingChanged`;
/// `textDidChangeNotification`. End: `textFieldShouldEndEditing(_:)`; the field resigns (the
/// will-hide notifications, unless another field takes the keyboard);
/// `textFieldDidEndEditing(_:reason:)`; `.editingDidEnd`; `textDidEndEditingNotification`.
extension UITextField {
    /// `becomeFirstResponder()`'s question: whether editing may begin (in a window, enabled,
    /// the delegate agrees).
    func shouldBeginEditing() -> Bool {
        guard window != nil, canBecomeFirstResponder else { return false }
        return delegate?.textFieldShouldBeginEditing(self) != false
    }

    /// `becomeFirstResponder()` after the field became the first responder: the editing starts.
    func didBeginEditing() {
        isEditing = true
        caretOffset = storedText.utf16.count
        if clearsOnBeginEditing && !storedText.isEmpty { clearText() }
        setNeedsLayout()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }

    /// After the field resigned: the editing ends.
    func didEndEditing() {
        isEditing = false
        setNeedsLayout()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: NSNumber(value: DidEndEditingReason.committed.rawValue)])
    }

    /// A touch lifted at `location`: on the clear button it clears the text; elsewhere inside
    /// it begins editing.
    func handleTap(at location: CGPoint?) {
        guard isEnabled, let location, bounds.contains(location) else { return }
        if showsClearButton, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(location) {
            if clearText() { sendActions(for: .editingChanged); postTextDidChange() }
            return
        }
        if !isFirstResponder { _ = becomeFirstResponder() }
    }

    /// Typing while this is the first responder: text is inserted at the caret, Backspace
    /// deletes the character before it, Left and Right move it, Return asks the delegate. Keys
    /// with Control or Command, and Escape, are left for the window's `keyHandler`; every other
    /// key is taken (it types, or does nothing).
    func handleTyping(_ event: InputEvent) -> Bool {
        switch event {
        case .text(let string):
            replaceText(in: insertionRange, with: string)
            return true
        case let .keyDown(key, modifiers), let .keyUp(key, modifiers):
            if !modifiers.isDisjoint(with: [.control, .command]) || key == .escape { return false }
            guard case .keyDown = event else { return true }
            switch key {
            case .backspace: deleteBackward()
            case .return, .keypadEnter: pressReturn()
            case .leftArrow: moveCaret(by: -1)
            case .rightArrow: moveCaret(by: 1)
            default: break
            }
            return true
        default:
            return false
        }
    }

    /// Where typed text goes: the caret, or the whole text with `clearsOnInsertion` (or a
    /// secure field, as UIKit clears one on the first insertion).
    private var insertionRange: NSRange {
        clearsOnInsertion ? NSRange(location: 0, length: storedText.utf16.count) : NSRange(location: caretOffset, length: 0)
    }

    /// Deletes the character (grapheme) before the caret.
    func deleteBackward() {
        guard caretOffset > 0 else { return }
        let caret = String.Index(utf16Offset: caretOffset, in: storedText)
        let start = storedText.index(before: caret)
        let location = start.utf16Offset(in: storedText)
        replaceText(in: NSRange(location: location, length: caretOffset - location), with: "")
    }

    /// Replaces `range` (UTF-16) with `string` if the delegate allows it, then reports the change.
    func replaceText(in range: NSRange, with string: String) {
        guard !(range.length == 0 && string.isEmpty) else { return }
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) != false else { return }
        let utf16 = Array(storedText.utf16)
        let lower = min(max(range.location, 0), utf16.count), upper = min(lower + max(range.length, 0), utf16.count)
        let replaced = String(decoding: utf16[..<lower], as: UTF16.self) + string + String(decoding: utf16[upper...], as: UTF16.self)
        storedText = replaced
        caretOffset = lower + string.utf16.count
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        postTextDidChange()
    }

    private func postTextDidChange() {
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Moves the caret by `characters` (graphemes), within the text.
    private func moveCaret(by characters: Int) {
        let caret = String.Index(utf16Offset: caretOffset, in: storedText)
        let target = characters < 0
            ? (caret > storedText.startIndex ? storedText.index(before: caret) : caret)
            : (caret < storedText.endIndex ? storedText.index(after: caret) : caret)
        guard target != caret else { return }
        caretOffset = target.utf16Offset(in: storedText)
        setNeedsLayout()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: if `textFieldShouldReturn(_:)` allows it, `.editingDidEndOnExit`, and a field
    /// with an action for that event resigns the first responder.
    private func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if resigns && isFirstResponder { _ = resignFirstResponder() }
    }

    /// Clears the text if `textFieldShouldClear(_:)` allows it; returns whether it did.
    @discardableResult
    func clearText() -> Bool {
        guard delegate?.textFieldShouldClear(self) ?? true else { return false }
        storedText = ""
        caretOffset = 0
        contentDidChange()
        return true
    }
}
