import Foundation
import TransitionKit

// UITextField: each member read, written, called or overridden with UIKit's signature.

/// A text field subclass overriding what UIKit lets subclasses override.
private final class KeyboardOverridingTextField: UITextField {
    // census: UITextField.textRect(forBounds:)
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds).insetBy(dx: 2, dy: 0) }
    // census: UITextField.placeholderRect(forBounds:)
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { super.placeholderRect(forBounds: bounds) }
    // census: UITextField.borderRect(forBounds:)
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    // census: UITextField.editingRect(forBounds:)
    override func editingRect(forBounds bounds: CGRect) -> CGRect { super.editingRect(forBounds: bounds) }
    // census: UITextField.clearButtonRect(forBounds:)
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    // census: UITextField.leftViewRect(forBounds:)
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    // census: UITextField.rightViewRect(forBounds:)
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
    // census: UITextField.inputView
    override var inputView: UIView? {
        get { super.inputView }
        set { super.inputView = newValue }
    }
    // census: UITextField.inputAccessoryView
    override var inputAccessoryView: UIView? {
        get { super.inputAccessoryView }
        set { super.inputAccessoryView = newValue }
    }
    // census: UITextField.text
    override var text: String? {
        get { super.text }
        set { super.text = newValue }
    }
}

/// Every property of a text field, as a form's setup reads and writes them.
@MainActor
private func useTextField(_ field: UITextField, delegate: any UITextFieldDelegate) {
    // census: UITextField.delegate
    field.delegate = delegate
    let _: (any UITextFieldDelegate)? = field.delegate
    // census: UITextField.attributedText
    field.attributedText = NSAttributedString(string: "styled")
    let _: NSAttributedString? = field.attributedText
    // census: UITextField.placeholder
    field.placeholder = "Search"
    let _: String? = field.placeholder
    // census: UITextField.attributedPlaceholder
    field.attributedPlaceholder = NSAttributedString(string: "Search")
    let _: NSAttributedString? = field.attributedPlaceholder
    // census: UITextField.defaultTextAttributes
    field.defaultTextAttributes = [:]
    let _: [NSAttributedString.Key: Any] = field.defaultTextAttributes
    // census: UITextField.font
    field.font = .systemFont(ofSize: 17)
    let _: UIFont? = field.font
    // census: UITextField.textColor
    field.textColor = .label
    let _: UIColor? = field.textColor
    // census: UITextField.textAlignment
    field.textAlignment = .center
    let _: NSTextAlignment = field.textAlignment
    // census: UITextField.typingAttributes
    field.typingAttributes = nil
    let _: [NSAttributedString.Key: Any]? = field.typingAttributes
    // census: UITextField.BorderStyle.none, UITextField.BorderStyle.line, UITextField.BorderStyle.bezel, UITextField.BorderStyle.roundedRect
    let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
    // census: UITextField.borderStyle
    field.borderStyle = styles[3]
    let _: UITextField.BorderStyle = field.borderStyle
    // census: UITextField.adjustsFontSizeToFitWidth
    field.adjustsFontSizeToFitWidth = true
    let _: Bool = field.adjustsFontSizeToFitWidth
    // census: UITextField.minimumFontSize
    field.minimumFontSize = 12
    let _: CGFloat = field.minimumFontSize
    // census: UITextField.isEditing
    let _: Bool = field.isEditing
    // census: UITextField.clearsOnBeginEditing
    field.clearsOnBeginEditing = true
    let _: Bool = field.clearsOnBeginEditing
    // census: UITextField.clearsOnInsertion
    field.clearsOnInsertion = false
    let _: Bool = field.clearsOnInsertion
    // census: UITextField.allowsEditingTextAttributes
    field.allowsEditingTextAttributes = false
    let _: Bool = field.allowsEditingTextAttributes
    // census: UITextField.DidEndEditingReason.committed, UITextField.DidEndEditingReason.init(rawValue:)
    let _: UITextField.DidEndEditingReason? = UITextField.DidEndEditingReason(rawValue: UITextField.DidEndEditingReason.committed.rawValue)
    // census: UITextField.didEndEditingReasonUserInfoKey
    let _: String = UITextField.didEndEditingReasonUserInfoKey
    // census: UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification
    let _: [NSNotification.Name] = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification]
    // census: UITextField.background
    field.background = nil
    let _: UIImage? = field.background
    // census: UITextField.disabledBackground
    field.disabledBackground = nil
    let _: UIImage? = field.disabledBackground
    // census: UITextField.ViewMode.never, UITextField.ViewMode.whileEditing, UITextField.ViewMode.unlessEditing, UITextField.ViewMode.always
    let modes: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
    // census: UITextField.clearButtonMode
    field.clearButtonMode = modes[1]
    let _: UITextField.ViewMode = field.clearButtonMode
    // census: UITextField.leftView
    field.leftView = UIView()
    let _: UIView? = field.leftView
    // census: UITextField.leftViewMode
    field.leftViewMode = modes[3]
    let _: UITextField.ViewMode = field.leftViewMode
    // census: UITextField.rightView
    field.rightView = nil
    let _: UIView? = field.rightView
    // census: UITextField.rightViewMode
    field.rightViewMode = modes[2]
    let _: UITextField.ViewMode = field.rightViewMode
    _ = styles
}

/// A delegate implementing every requirement.
private final class KeyboardTextFieldDelegate: NSObject, UITextFieldDelegate {
    // census: UITextFieldDelegate.textFieldShouldBeginEditing(_:)
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    // census: UITextFieldDelegate.textFieldDidBeginEditing(_:)
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    // census: UITextFieldDelegate.textFieldShouldEndEditing(_:)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    // census: UITextFieldDelegate.textFieldDidEndEditing(_:reason:)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    // census: UITextFieldDelegate.textFieldDidEndEditing(_:)
    func textFieldDidEndEditing(_ textField: UITextField) {}
    // census: UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 40
    }
    // census: UITextFieldDelegate.textFieldShouldClear(_:)
    func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    // census: UITextFieldDelegate.textFieldShouldReturn(_:)
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
    // census: UITextFieldDelegate.textFieldDidChangeSelection(_:)
    func textFieldDidChangeSelection(_ textField: UITextField) {}
}

@MainActor
private func useKeyboardTextFields() {
    useTextField(KeyboardOverridingTextField(frame: .zero), delegate: KeyboardTextFieldDelegate())
}
