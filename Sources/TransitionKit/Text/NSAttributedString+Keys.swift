import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key` (Foundation on Linux
// declares the type but not UIKit's keys), with UIKit's raw values.

extension NSAttributedString.Key {
    /// The font (`UIFont`; the label's or 12-point system font when absent).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (`UIColor`; black when absent).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour behind the text (`UIColor`; stored, not drawn here).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph's layout (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character, in points (a number; 0 when absent).
    public static let kern = NSAttributedString.Key("NSKern")
}
