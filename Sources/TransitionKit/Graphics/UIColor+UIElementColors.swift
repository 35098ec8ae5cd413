import Foundation

extension UIColor {
    private static func element(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// Tertiary text (light appearance: 60, 60, 67 at 30%).
    public static let tertiaryLabel = element(60, 60, 67, 0.3)
    /// Quaternary text (60, 60, 67 at 18%).
    public static let quaternaryLabel = element(60, 60, 67, 0.18)
    /// Placeholder text in controls (60, 60, 67 at 30%).
    public static let placeholderText = element(60, 60, 67, 0.3)
    /// Links (the system blue).
    public static let link = element(0, 122, 255)
    /// An opaque hairline that hides what is under it (198, 198, 200).
    public static let opaqueSeparator = element(198, 198, 200)

    /// The fill of thin and small shapes (120, 120, 128 at 20%).
    public static let systemFill = element(120, 120, 128, 0.2)
    /// The fill of medium-size shapes (120, 120, 128 at 16%).
    public static let secondarySystemFill = element(120, 120, 128, 0.16)
    /// The fill of large shapes (118, 118, 128 at 12%).
    public static let tertiarySystemFill = element(118, 118, 128, 0.12)
    /// The fill of large areas with complex content (116, 116, 128 at 8%).
    public static let quaternarySystemFill = element(116, 116, 128, 0.08)

    /// The background of content layered on the secondary background (white).
    public static let tertiarySystemBackground = UIColor.white
    /// The background of a grouped interface (242, 242, 247).
    public static let systemGroupedBackground = element(242, 242, 247)
    /// Content layered on the grouped background (white).
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Content layered on the secondary grouped background (242, 242, 247).
    public static let tertiarySystemGroupedBackground = element(242, 242, 247)
    /// The grouped table background (deprecated in iOS 13 for `systemGroupedBackground`).
    @available(iOS, deprecated: 13.0, message: "Use systemGroupedBackground")
    public static let groupTableViewBackground = element(242, 242, 247)

    /// Text on dark backgrounds (white at 60%).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text on light backgrounds (black).
    public static let darkText = UIColor.black
}
