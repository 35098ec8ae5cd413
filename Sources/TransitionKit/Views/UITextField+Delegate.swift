import Foundation

/// The optional methods a text field's delegate implements to allow, follow and validate
/// editing. Every method has a default (allow, or do nothing).
///
/// Order, as UIKit documents it: `textFieldShouldBeginEditing(_:)`; the field becomes the first
/// responder (the keyboard's will-show notifications); `textFieldDidBeginEditing(_:)`. While
/// editing, each change asks `textField(_:shouldChangeCharactersIn:replacementString:)`, then
/// the text changes and `textFieldDidChangeSelection(_:)` follows; Return asks
/// `textFieldShouldReturn(_:)`, the clear button `textFieldShouldClear(_:)`. Ending:
/// `textFieldShouldEndEditing(_:)`; the field resigns (the will-hide notifications);
/// `textFieldDidEndEditing(_:reason:)`, whose default calls `textFieldDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether `textField` may begin editing (become the first responder); true by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// `textField` began editing: it is the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether `textField` may end editing (resign the first responder); true by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// `textField` ended editing; the default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// `textField` ended editing (called by the default `textFieldDidEndEditing(_:reason:)`).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets into the text) may be replaced by
    /// `string` (empty for a deletion); true by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Whether the clear button (or `clearsOnBeginEditing`) may clear the text; true by default.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether Return does the field's default (the `.editingDidEndOnExit` event); true by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The selection (the caret) of `textField` changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    /// Allows it.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows it.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Allows it.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Allows it.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Allows it.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
