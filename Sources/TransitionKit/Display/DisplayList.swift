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
            /// A path filled and stroked (a `CAShapeLayer`'s), in `rect`'s coordinates; see `Shape`.
            case shape(Shape)
            /// A colour gradient filling `rect` (a `CAGradientLayer`'s); see `Gradient`.
            case gradient(Gradient)
            /// Commands composited as one picture: drawn offscreen, masked, then placed by this
            /// command's transform with its alpha; see `Group`.
            case group(Group)
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
            /// How a line wider than `rect` is fitted into it (the renderer measures and fits) when
            /// `lines` is empty.
            public var lineBreakMode: NSLineBreakMode
            /// The lines as the model laid them out, in points from `rect`'s top-left corner; the
            /// renderer draws each run at its place (and clips at `rect`'s sides). Empty: the
            /// renderer sets `string` itself (centred vertically, fitted by `lineBreakMode`).
            public var lines: [TextLine]
            /// Creates a text run.
            public init(
                string: String, fontSize: CGFloat, isBold: Bool, color: UIColor, alignment: NSTextAlignment,
                lineBreakMode: NSLineBreakMode = .byTruncatingTail, lines: [TextLine] = []
            ) {
                self.string = string; self.fontSize = fontSize; self.isBold = isBold
                self.color = color; self.alignment = alignment; self.lineBreakMode = lineBreakMode
                self.lines = lines
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
        /// When `transform3D` is set, this is its affine part and `transform3D` is what to draw.
        public var transform: CGAffineTransform
        /// The full map from the view's plane (z = 0) to window points when it has perspective
        /// (a 3D-transformed view or ancestor, flattened as Core Animation flattens sublayers);
        /// nil when `transform` says it all. A point `(x, y)` lands at `(x, y, 0, 1) * transform3D`
        /// divided by its w.
        public var transform3D: CATransform3D?
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
        /// Inside a `Group`, "window points" means the group's local space.
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
            content: Content = .fill, depth: Int = 0, transform3D: CATransform3D? = nil
        ) {
            self.transform3D = transform3D
            self.rect = rect; self.transform = transform; self.alpha = alpha; self.fillColor = fillColor
            self.cornerRadius = cornerRadius; self.borderWidth = borderWidth; self.borderColor = borderColor
            self.shadow = shadow; self.clip = clip; self.content = content; self.depth = depth
        }

        /// The four corners of `rect` in window points: top-left, top-right, bottom-right,
        /// bottom-left (projected through `transform3D` when it is set; a corner behind the
        /// viewer falls back to the affine part).
        public var windowCorners: [CGPoint] { corners(of: rect) }

        /// The axis-aligned bounding box of the command in window points (before clipping).
        public var windowBounds: CGRect {
            transform3D == nil ? rect.applying(transform) : windowBox(of: rect)
        }

        /// The corners of `box` (in the view's coordinates) in window points, clockwise from top-left.
        func corners(of box: CGRect) -> [CGPoint] {
            [
                CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
            ].map { transform3D?.projecting($0) ?? $0.applying(transform) }
        }

        /// The bounding box of `box` (in the view's coordinates) in window points.
        func windowBox(of box: CGRect) -> CGRect {
            let points = corners(of: box), xs = points.map(\.x), ys = points.map(\.y)
            let minX = xs.min() ?? 0, minY = ys.min() ?? 0
            return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        }

        /// The placement as a 4x4 transform (`transform3D`, or the affine `transform` as one).
        package var placement: CATransform3D { transform3D ?? CATransform3DMakeAffineTransform(transform) }

        /// Sets the placement: `transform3D` only when it has perspective in the plane.
        package mutating func place(_ full: CATransform3D) {
            transform = full.affinePart
            transform3D = full.isPlanarAffine ? nil : full
        }
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
    /// Justified (set as left-aligned here: lines are not stretched).
    case justified = 3
    /// Natural (left-to-right here).
    case natural = 4
}
