import Foundation

/// Painting text into the current graphics context, laid out as `boundingRect` measures it
/// (default font 12-point Helvetica, black); without a current context these do nothing.
extension NSAttributedString {
    /// Draws the text's lines (one per paragraph, not wrapped) with the first line's top-left at `point`.
    public func draw(at point: CGPoint) {
        paint(in: CGRect(origin: point, size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
              wraps: false)
    }

    /// Draws the text wrapped in `rect`'s width from its top-left, cut to `rect`.
    public func draw(in rect: CGRect) { paint(in: rect, wraps: true) }

    /// Draws the text in `rect`: wrapped from its top-left with `.usesLineFragmentOrigin`, else
    /// one line whose baseline is at `rect`'s origin; cut to `rect`'s size when it is positive.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let wraps = options.contains(.usesLineFragmentOrigin)
        var area = rect
        if !wraps {
            let layout = TextLayout.drawing(self, width: .greatestFiniteMagnitude, wraps: false)
            area.origin.y -= layout.lines.first?.baseline ?? 0
        }
        if area.width <= 0 { area.size.width = .greatestFiniteMagnitude }
        if area.height <= 0 { area.size.height = .greatestFiniteMagnitude }
        context?.record(boundingRect(with: area.size, options: options, context: nil))
        paint(in: area, wraps: wraps)
    }

    /// Records the text laid out in `rect` (an unlimited width or height: not cut that way).
    private func paint(in rect: CGRect, wraps: Bool) {
        guard let context = UIGraphicsGetCurrentContext(), length > 0, rect.origin.x.isFinite, rect.origin.y.isFinite else { return }
        let layout = TextLayout.drawing(self, width: rect.width, wraps: wraps)
        guard let first = layout.lines.first(where: { !$0.runs.isEmpty })?.runs.first else { return }
        let huge = CGFloat.greatestFiniteMagnitude / 4
        let box = CGRect(x: rect.minX, y: rect.minY, width: rect.width < huge ? rect.width : layout.size.width,
                         height: rect.height < huge ? rect.height : layout.size.height)
        let text = DisplayList.Command.Text(
            string: layout.string, fontSize: first.face.pointSize, isBold: first.face.isBold, color: first.color,
            alignment: .left, lineBreakMode: .byClipping, lines: layout.lines)
        context.saveGState()
        if rect.width < huge || rect.height < huge { context.clip(to: box) }
        context.paint(context.userCommand(box, content: .text(text)))
        context.restoreGState()
    }
}

extension NSString {
    /// Draws the string with `attrs` at `point`; see `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs` wrapped in `rect`; see `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect`; see `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// Draws the string with `attrs` at `point`; see `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs` wrapped in `rect`; see `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect`; see `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}
