import Foundation

/// How the lines of a paragraph are laid out, as in UIKit: alignment, line spacing and line breaking.
///
/// The layout engine reads `alignment`, `lineBreakMode`, `lineSpacing`, `paragraphSpacing`,
/// `minimumLineHeight`, `maximumLineHeight` and `lineHeightMultiple`, from the style at the start
/// of the text (UIKit reads each paragraph's own).
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// How the text breaks into lines, as in UIKit.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a strategy.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Words push lines to avoid a single word on the last line.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul breaks between words.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The system's standard strategy.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    fileprivate(set) var storage = Storage()

    struct Storage: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakStrategy: LineBreakStrategy = []
    }

    /// Creates the default style.
    public override init() { super.init() }

    /// The horizontal alignment of the lines.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines break, and how the last line is shortened.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Extra points between one line's bottom and the next line's top.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Extra points after the paragraph.
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Extra points before the paragraph (stored).
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// The least height of a line, in points (0: none).
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The greatest height of a line, in points (0: none).
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// The factor on the font's line height (0: none).
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// The indent of the first line (stored).
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// The indent of the other lines (stored).
    open var headIndent: CGFloat { storage.headIndent }
    /// The trailing indent (stored).
    open var tailIndent: CGFloat { storage.tailIndent }
    /// The line-break strategy (stored).
    open var lineBreakStrategy: LineBreakStrategy { storage.lineBreakStrategy }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.storage = storage
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storage = storage
        return copy
    }

    /// Styles are equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }
}

/// A paragraph style whose values can be set, as in UIKit.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// The horizontal alignment of the lines.
    open override var alignment: NSTextAlignment { get { storage.alignment } set { storage.alignment = newValue } }
    /// How lines break, and how the last line is shortened.
    open override var lineBreakMode: NSLineBreakMode { get { storage.lineBreakMode } set { storage.lineBreakMode = newValue } }
    /// Extra points between lines (negative values count as 0).
    open override var lineSpacing: CGFloat { get { storage.lineSpacing } set { storage.lineSpacing = max(newValue, 0) } }
    /// Extra points after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing } set { storage.paragraphSpacing = max(newValue, 0) }
    }
    /// Extra points before the paragraph (stored).
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore } set { storage.paragraphSpacingBefore = max(newValue, 0) }
    }
    /// The least height of a line.
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight } set { storage.minimumLineHeight = max(newValue, 0) }
    }
    /// The greatest height of a line (0: none).
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight } set { storage.maximumLineHeight = max(newValue, 0) }
    }
    /// The factor on the font's line height.
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple } set { storage.lineHeightMultiple = max(newValue, 0) }
    }
    /// The indent of the first line (stored).
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent } set { storage.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines (stored).
    open override var headIndent: CGFloat { get { storage.headIndent } set { storage.headIndent = newValue } }
    /// The trailing indent (stored).
    open override var tailIndent: CGFloat { get { storage.tailIndent } set { storage.tailIndent = newValue } }
    /// The line-break strategy (stored).
    open override var lineBreakStrategy: LineBreakStrategy {
        get { storage.lineBreakStrategy } set { storage.lineBreakStrategy = newValue }
    }
}
