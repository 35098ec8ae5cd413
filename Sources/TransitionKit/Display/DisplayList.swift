import Foundation

/// One frame to draw: back-to-front draw commands in window points, from presentation values.
///
/// The display list is the single hand-off from the model to a renderer; a renderer never reads
/// views. `UIWindow.displayList()` builds one; `TransitionKitSDL` draws it.
public struct DisplayList: Equatable, Sendable {
    /// The window's size in points.
    public var size: CGSize
    /// The colour to clear to before drawing (`UIWindow.displayList()` always clears to black).
    public var clearColor: UIColor
    /// The draw commands, back to front.
    public var commands: [Command]

    /// Creates a display list.
    public init(size: CGSize, clearColor: UIColor = .black, commands: [Command] = []) {
        self.size = size; self.clearColor = clearColor; self.commands = commands
    }

    /// One rectangle to draw: a view's background, a label's text, an image, or a blur of what lies beneath.
    public struct Command: Equatable, Sendable {
        /// What the command draws inside `rect`.
        public enum Content: Equatable, Sendable {
            /// The background: `fillColor`, rounded by `cornerRadius`, with border and shadow.
            case fill
            /// Text laid out inside `rect` (a `UILabel`). Drawn after the view's fill.
            case text(Text)
            /// A blur of everything already drawn beneath `rect` (`UIVisualEffectView`), radius in points.
            /// A radius of 0 draws nothing.
            case backdropBlur(radius: CGFloat)
            /// An image (a `UIImageView`'s), drawn after the view's fill; see `Image`.
            case image(Image)
        }

        /// Text to draw, as a `UILabel` lays it out.
        public struct Text: Equatable, Sendable {
            /// The string (may contain newlines).
            public var string: String
            /// The font size in points.
            public var fontSize: CGFloat
            /// Whether to draw bold.
            public var isBold: Bool
            /// The text colour (its alpha multiplies `Command.alpha`).
            public var color: UIColor
            /// Horizontal alignment inside `rect`; vertically the text is centred, as in `UILabel`.
            public var alignment: NSTextAlignment
            /// How a line wider than `rect` is fitted into it (the renderer measures and fits).
            public var lineBreakMode: NSLineBreakMode
            /// Creates a text run.
            public init(
                string: String, fontSize: CGFloat, isBold: Bool, color: UIColor, alignment: NSTextAlignment,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail
            ) {
                self.string = string; self.fontSize = fontSize; self.isBold = isBold
                self.color = color; self.alignment = alignment; self.lineBreakMode = lineBreakMode
            }
        }

        /// A soft shadow under the rounded rectangle.
        public struct Shadow: Equatable, Sendable {
            /// Shadow colour (its alpha multiplies `opacity`).
            public var color: UIColor
            /// Opacity, 0...1.
            public var opacity: CGFloat
            /// Blur radius in local points.
            public var radius: CGFloat
            /// Offset in local points.
            public var offset: CGSize
            /// Creates a shadow.
            public init(color: UIColor, opacity: CGFloat, radius: CGFloat, offset: CGSize) {
                self.color = color; self.opacity = opacity; self.radius = radius; self.offset = offset
            }
        }

        /// The rectangle in the view's own coordinates (its bounds).
        public var rect: CGRect
        /// Maps the view's coordinates to window points (includes every ancestor's transform).
        public var transform: CGAffineTransform
        /// The accumulated opacity: the view's alpha times every ancestor's, 0...1.
        public var alpha: CGFloat
        /// The background colour for `.fill`; nil draws no fill (border and shadow still draw).
        public var fillColor: UIColor?
        /// Corner radius in the view's coordinates.
        public var cornerRadius: CGFloat
        /// Border width in the view's coordinates; 0 for none.
        public var borderWidth: CGFloat
        /// Border colour.
        public var borderColor: UIColor?
        /// The shadow, if the layer has one with non-zero opacity.
        public var shadow: Shadow?
        /// The clip in window points (the bounding box of every clipping ancestor), or nil for none.
        public var clip: CGRect?
        /// What to draw.
        public var content: Content
        /// Nesting depth in the window (0 = the window itself); used by debug outlines.
        public var depth: Int

        /// Creates a command.
        public init(
            rect: CGRect, transform: CGAffineTransform = .identity, alpha: CGFloat = 1,
            fillColor: UIColor? = nil, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0,
            borderColor: UIColor? = nil, shadow: Shadow? = nil, clip: CGRect? = nil,
            content: Content = .fill, depth: Int = 0
        ) {
            self.rect = rect; self.transform = transform; self.alpha = alpha; self.fillColor = fillColor
            self.cornerRadius = cornerRadius; self.borderWidth = borderWidth; self.borderColor = borderColor
            self.shadow = shadow; self.clip = clip; self.content = content; self.depth = depth
        }

        /// The four corners of `rect` in window points: top-left, top-right, bottom-right, bottom-left.
        public var windowCorners: [CGPoint] {
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ].map { $0.applying(transform) }
        }

        /// The axis-aligned bounding box of the command in window points (before clipping).
        public var windowBounds: CGRect { rect.applying(transform) }
    }
}

/// Horizontal text alignment, as in UIKit.
public enum NSTextAlignment: Int, Sendable {
    /// Left-aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right-aligned.
    case right = 2
    /// Natural (left-to-right here).
    case natural = 4
}
