import Foundation

/// Where a text field puts its border, text, overlay views, clear button and caret. Each rect
/// method is `open`, as in UIKit: a subclass that moves the text overrides `textRect(forBounds:)`
/// and `editingRect(forBounds:)`.
extension UITextField {
    /// The text's horizontal inset from the border: 7 pt with a border, none without.
    var textInset: CGFloat { borderStyle == .none ? 0 : 7 }

    /// Whether an overlay with `mode` shows now.
    func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button shows: its mode allows it, there is text, and no right view shows.
    var showsClearButton: Bool {
        isShown(clearButtonMode) && !storedText.isEmpty && !(rightView != nil && isShown(rightViewMode))
    }

    /// The border's rectangle: the whole bounds.
    func defaultBorderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle while not editing: the bounds less the border's inset and the
    /// overlay views (and the clear button) that show.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + textInset, maxX = bounds.maxX - textInset
        if leftView != nil, isShown(leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, isShown(rightViewMode) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// The text's rectangle while editing: `textRect(forBounds:)`.
    func defaultEditingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The placeholder's rectangle: `textRect(forBounds:)`.
    func defaultPlaceholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: a 19 pt circle 6 pt from the right edge, centred vertically.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 25, y: bounds.midY - 9.5, width: 19, height: 19)
    }

    /// The left view's rectangle: its own size at the left edge, centred vertically.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size at the right edge, centred vertically.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Places the border, overlays, label and caret (`layoutSubviews()`).
    func layoutParts() {
        borderView.frame = borderRect(forBounds: bounds)
        if let leftView {
            leftView.isHidden = !isShown(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !isShown(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
        clearButtonView.isHidden = !showsClearButton
        clearButtonView.frame = clearButtonRect(forBounds: bounds)
        let rect = storedText.isEmpty ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textLabel.frame = rect
        caretView.isHidden = !isEditing
        caretView.backgroundColor = tintColor
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        caretView.frame = CGRect(x: caretX(in: rect), y: rect.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    /// The caret's x: the text's start for the alignment plus the width of the text before it.
    private func caretX(in rect: CGRect) -> CGFloat {
        let shown = storedText.isEmpty ? "" : (textLabel.text ?? "")
        let before = prefix(of: shown, utf16Offset: storedText.isEmpty ? 0 : caretOffsetInShownText)
        let full = width(of: shown), start: CGFloat
        switch textAlignment {
        case .center: start = rect.midX - min(full, rect.width) / 2
        case .right: start = rect.maxX - min(full, rect.width)
        default: start = rect.minX
        }
        return min(start + width(of: before), rect.maxX - 1)
    }

    /// The caret's offset in the drawn text (a bullet per character when secure).
    private var caretOffsetInShownText: Int {
        guard isSecureTextEntry else { return caretOffset }
        return prefix(of: storedText, utf16Offset: caretOffset).count
    }

    private func prefix(of string: String, utf16Offset: Int) -> String {
        let index = String.Index(utf16Offset: min(utf16Offset, string.utf16.count), in: string)
        return String(string[..<index])
    }

    /// The width a label in this field's font gives `string` (the model's estimate).
    private func width(of string: String) -> CGFloat {
        guard !string.isEmpty else { return 0 }
        let measure = UILabel()
        measure.font = font
        measure.text = string
        return measure.intrinsicContentSize.width
    }
}
