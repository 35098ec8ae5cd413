import Foundation

/// A view that draws one or more lines of text, vertically centred as in UIKit.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; nil or empty draws nothing.
    open var text: String? {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }
    /// The font (the 17 pt system font by default).
    open var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            invalidateIntrinsicContentSize()
        }
    }
    /// The text colour (`.label` by default).
    open var textColor: UIColor! = .label {
        didSet { if textColor == nil { textColor = .label } }
    }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines (0 = no limit); lines come from newlines in the text.
    open var numberOfLines: Int = 1
    /// What happens to a line wider than the label: by default it ends in "…", as in UIKit.
    /// The text is drawn inside the bounds; it grows or shrinks only with the label's transform.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Creates a label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false   // as in UIKit: touches go to the view behind
    }

    /// Labels are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The lines the label draws.
    var lines: [String] {
        guard let text, !text.isEmpty else { return [] }
        let all = text.components(separatedBy: "\n")
        return numberOfLines > 0 ? Array(all.prefix(numberOfLines)) : all
    }

    /// An estimate of the text's size (the model has no rasteriser; see `UIFont`).
    open override var intrinsicContentSize: CGSize {
        let lines = self.lines
        let width = lines.map { font.estimatedWidth(of: $0) }.max() ?? 0
        return CGSize(width: width.rounded(.up), height: CGFloat(max(lines.count, 1)) * font.lineHeight)
    }

    /// The estimated text size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        super.appendContent(base: base, values: values, into: &commands)
        let lines = self.lines
        guard !lines.isEmpty else { return }
        var command = base
        command.fillColor = nil; command.borderWidth = 0; command.shadow = nil
        command.content = .text(DisplayList.Command.Text(
            string: lines.joined(separator: "\n"), fontSize: font.pointSize, isBold: font.isBold,
            color: textColor, alignment: textAlignment, lineBreakMode: lineBreakMode))
        commands.append(command)
    }
}
