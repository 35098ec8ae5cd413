import Foundation

/// Painting an image into the current graphics context, upright (UIKit's geometry), as
/// `UIImage.draw` does; without a current context these do nothing.
extension UIImage {
    /// Draws the image at its size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size), alpha: 1) }

    /// Draws the image at its size at `point` at `alpha` (`blendMode` stored, painted `.normal`).
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), alpha: alpha)
    }

    /// Draws the image scaled into `rect`.
    public func draw(in rect: CGRect) { draw(in: rect, alpha: 1) }

    /// Draws the image scaled into `rect` at `alpha` (`blendMode` stored, painted `.normal`).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { draw(in: rect, alpha: alpha) }

    /// Tiles the image at its size from `rect`'s origin across `rect`.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), size.width > 0, size.height > 0, rect.isFiniteRect else { return }
        let area = rect.standardized
        let columns = Int((area.width / size.width).rounded(.up)), rows = Int((area.height / size.height).rounded(.up))
        guard columns * rows <= 65_536 else { return }
        context.saveGState()
        context.clip(to: area)
        for row in 0..<rows {
            for column in 0..<columns {
                draw(in: CGRect(x: area.minX + CGFloat(column) * size.width, y: area.minY + CGFloat(row) * size.height,
                                width: size.width, height: size.height), alpha: 1)
            }
        }
        context.restoreGState()
    }

    private func draw(in rect: CGRect, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), bitmap.width > 0, rect.isFiniteRect, !rect.isEmpty else { return }
        let tint = symbolTintColor ?? (isSymbolImage ? UIColor.black : nil)
        context.drawImage(bitmap, in: rect.standardized, flipped: false, tint: tint,
                          alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 1)
    }
}
