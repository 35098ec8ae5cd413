import Foundation

/// An editable single line of text: a control that a tap makes the first responder, which
/// shows the keyboard; typed text (`InputEvent.text`) is inserted at the caret, Backspace
/// deletes the character before it, Left and Right move it, Return asks the delegate's
/// `textFieldShouldReturn(_:)` (see `UITextField+Editing.swift` for the order of callbacks).
///
/// It draws its border (`borderStyle`, plainly), `leftView` and `rightView` per their modes, the
/// clear button (`clearButtonMode`, a grey circle with a cross), a caret while editing, and its
/// text through a private `UILabel` (its `font`, `textColor`, `textAlignment`), or the
/// `placeholder` in grey while the text is empty; `isSecureTextEntry` draws bullets. The
/// keyboard traits (`keyboardType`, `returnKeyType`, ...) are stored.
///
/// ```swift
/// let field = UITextField(frame: CGRect(x: 16, y: 80, width: 300, height: 36))
/// field.borderStyle = .roundedRect
/// field.placeholder = "Search"
/// field.delegate = self
/// ```
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The label that draws the text or the placeholder.
    let textLabel = UILabel()
    /// The border (`borderStyle`), behind everything.
    let borderView = UIView()
    /// The caret while editing.
    let caretView = UIView()
    /// The clear button.
    let clearButtonView = UIView()
    /// The caret's position: a UTF-16 offset into `text` (the selection is always empty here).
    var caretOffset = 0

    /// The field's delegate (weak).
    open weak var delegate: (any UITextFieldDelegate)?

    /// The text (never nil when read: an empty field reads ""); setting it moves the caret to
    /// the end and sends no editing events, as in UIKit.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            caretOffset = storedText.utf16.count
            contentDidChange()
        }
    }
    var storedText = ""

    /// The text as an attributed string (its attributes are not drawn; the plain string is the text).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// The grey text shown while the field is empty.
    open var placeholder: String? { didSet { contentDidChange() } }

    /// The placeholder as an attributed string (drawn as its plain string).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// The attributes new text gets (stored: the text is drawn in `font` and `textColor`).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of text typed next, while editing (stored).
    open var typingAttributes: [NSAttributedString.Key: Any]?

    /// The font of the text and the placeholder (17 pt system font by default; nil resets it).
    open var font: UIFont? {
        get { textLabel.font }
        set { textLabel.font = newValue ?? .systemFont(ofSize: 17); contentDidChange() }
    }
    /// The colour of the text (the label colour by default; nil resets it).
    open var textColor: UIColor? { didSet { contentDidChange() } }
    /// The text's alignment (`.natural`, the left, by default).
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue; setNeedsLayout() }
    }

    /// The border (`.none` by default).
    open var borderStyle: BorderStyle = .none { didSet { borderDidChange() } }
    /// The image behind the text while enabled (stored).
    open var background: UIImage?
    /// The image behind the text while disabled (stored).
    open var disabledBackground: UIImage?

    /// Whether the font shrinks to fit the text's width (stored).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size `adjustsFontSizeToFitWidth` may use (stored).
    open var minimumFontSize: CGFloat = 0

    /// Whether the field is editing (it is the first responder).
    open internal(set) var isEditing = false
    /// Whether beginning to edit clears the text (asking `textFieldShouldClear(_:)` first).
    open var clearsOnBeginEditing = false
    /// Whether typing replaces the whole text (true while `isSecureTextEntry` is set, as in UIKit).
    open var clearsOnInsertion = false
    /// Whether the user may edit text attributes (stored).
    open var allowsEditingTextAttributes = false

    /// When the clear button shows (`.never` by default); never while the text is empty.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view at the left edge, shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() }
    }
    /// When `leftView` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// The view at the right edge, shown per `rightViewMode`.
    open var rightView: UIView? {
        didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() }
    }
    /// When `rightView` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view shown instead of the keyboard while editing (stored: the keyboard still shows).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?
    /// The view shown above the keyboard while editing (stored; not drawn).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// The kind of keyboard to show (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title (the playground's keyboard draws it).
    open var returnKeyType: UIReturnKeyType = .default
    /// When the keyboard capitalizes by itself (`.sentences` by default; stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard autocorrects (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the text is hidden behind bullets (passwords).
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

    /// Creates an empty field with no border.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderView.isUserInteractionEnabled = false
        textLabel.isUserInteractionEnabled = false
        caretView.isUserInteractionEnabled = false
        clearButtonView.isUserInteractionEnabled = false
        caretView.isHidden = true
        clearButtonView.isHidden = true
        clearButtonView.backgroundColor = .systemGray3
        clearButtonView.layer.cornerRadius = 9.5
        let cross = UIImageView(image: UIImage(systemName: "xmark"))
        cross.tintColor = .white
        cross.frame = CGRect(x: 4.5, y: 4.5, width: 10, height: 10)
        clearButtonView.addSubview(cross)
        for view in [borderView, textLabel, caretView, clearButtonView] { addSubview(view) }
        contentDidChange()
    }

    /// Text fields are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The label shows the text (bullets when secure) or the placeholder.
    func contentDidChange() {
        if storedText.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        } else {
            textLabel.text = isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText
            textLabel.textColor = textColor ?? .label
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func borderDidChange() {
        borderView.layer.borderWidth = 0
        borderView.layer.cornerRadius = 0
        borderView.backgroundColor = nil
        switch borderStyle {
        case .none: break
        case .line:
            borderView.layer.borderWidth = 1
            borderView.layer.borderColor = UIColor.darkGray.cgColor
        case .bezel:
            borderView.layer.borderWidth = 1
            borderView.layer.borderColor = UIColor.systemGray.cgColor
        case .roundedRect:
            borderView.backgroundColor = .white
            borderView.layer.cornerRadius = 5
            borderView.layer.borderWidth = 0.5
            borderView.layer.borderColor = UIColor.systemGray4.cgColor
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The field's natural size: its text's (or placeholder's) plus the border's padding and
    /// the overlay views; at least 34 pt tall with a rounded border, as iOS's.
    open override var intrinsicContentSize: CGSize {
        let label = textLabel.intrinsicContentSize
        let padding: CGFloat = borderStyle == .none ? 0 : 14
        let height = max(label.height, leftView?.bounds.height ?? 0, rightView?.bounds.height ?? 0) + (borderStyle == .none ? 0 : 10)
        return CGSize(width: label.width + padding + (leftView?.bounds.width ?? 0) + (rightView?.bounds.width ?? 0),
                      height: borderStyle == .roundedRect ? max(height, 34) : height)
    }

    // MARK: Overridable, as in UIKit (the work is in UITextField+Editing and +Layout)

    /// Fields become the first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Fields take text: the keyboard shows while one is the first responder.
    override var showsKeyboard: Bool { true }

    /// Begins editing: asks the delegate, becomes the first responder, then reports the start.
    /// Returns false when the delegate refuses, the field is disabled or in no window, or the
    /// current first responder does not resign.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard shouldBeginEditing(), super.becomeFirstResponder() else { return false }
        didBeginEditing()
        return true
    }

    /// Ends editing: asks the delegate, resigns, then reports the end. Returns false when the
    /// delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if delegate?.textFieldShouldEndEditing(self) == false { return false }
        guard super.resignFirstResponder() else { return false }
        didEndEditing()
        return true
    }

    override func resignFirstResponderForcibly(in window: UIWindow) {
        let wasEditing = isEditing
        super.resignFirstResponderForcibly(in: window)
        if wasEditing { didEndEditing() }
    }

    override func handleKeyInput(_ event: InputEvent) -> Bool { handleTyping(event) }

    /// A touch lifted inside begins editing (or, on the clear button, clears the text).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let location = touches.primaryTouch?.location(in: self)
        super.touchesEnded(touches, with: event)
        handleTap(at: location)
    }

    /// Places the border, the overlay views, the clear button, the text and the caret.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    /// The border's rectangle: the whole bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { defaultBorderRect(forBounds: bounds) }
    /// The text's rectangle while not editing: the bounds less the border's 7 pt inset and the
    /// overlay views and clear button that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// The text's rectangle while editing: `textRect(forBounds:)`.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultEditingRect(forBounds: bounds) }
    /// The placeholder's rectangle: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultPlaceholderRect(forBounds: bounds) }
    /// The clear button's rectangle: a 19 pt circle 6 pt from the right edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    /// The left view's rectangle: its own size at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    /// The right view's rectangle: its own size at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }
}
