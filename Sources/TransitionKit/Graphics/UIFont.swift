import Foundation

/// A font: the system font (DejaVu Sans on Linux) at a point size, regular or bold.
public final class UIFont: Equatable, Hashable, Sendable {
    /// The font weight, as in UIKit (only `.bold` and heavier draw bold here).
    public struct Weight: Hashable, Sendable, Comparable {
        /// UIKit's weight value (-1...1).
        public let rawValue: CGFloat
        /// Creates a weight.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Regular text.
        public static let regular = Weight(rawValue: 0)
        /// Medium text.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold text.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold text.
        public static let bold = Weight(rawValue: 0.4)
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    private init(pointSize: CGFloat, weight: Weight) {
        self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 17
        self.weight = weight
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .regular) }
    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }
    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(pointSize: fontSize, weight: .bold) }

    /// Whether the renderer draws this font bold.
    public var isBold: Bool { weight >= .semibold }

    /// The line height in points (DejaVu Sans: about 1.164 em).
    public var lineHeight: CGFloat { (pointSize * 1.164).rounded(.up) }

    /// An estimate of the width of `text` in points (DejaVu Sans averages about 0.6 em a character).
    ///
    /// The model has no font rasteriser; the renderer measures exactly when it draws.
    func estimatedWidth(of text: String) -> CGFloat {
        CGFloat(text.count) * pointSize * (isBold ? 0.64 : 0.6)
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(pointSize); hasher.combine(weight) }
}
