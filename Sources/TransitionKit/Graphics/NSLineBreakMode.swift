import Foundation

/// What a label does with a line that is wider than its bounds, as in UIKit.
///
/// Here a label's lines come from the newlines in its text; a line that does not fit is cut at
/// a word (`byWordWrapping`) or a character (`byCharWrapping`), cut off at the edge
/// (`byClipping`), or shortened with an ellipsis "…" at its start, middle or end.
public enum NSLineBreakMode: Int, Sendable {
    /// Ends the line at the last whole word that fits.
    case byWordWrapping = 0
    /// Ends the line at the last character that fits.
    case byCharWrapping = 1
    /// Draws what fits and cuts the rest off at the edge.
    case byClipping = 2
    /// "…" then the end of the line.
    case byTruncatingHead = 3
    /// The start of the line then "…" (UILabel's default).
    case byTruncatingTail = 4
    /// The start and the end of the line with "…" between them.
    case byTruncatingMiddle = 5
}
