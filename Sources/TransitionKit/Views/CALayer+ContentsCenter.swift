import Foundation

/// Nine-part stretching of a layer's contents by `contentsCenter`.
@MainActor extension CALayer {
    /// `image` (the whole `contents` draw) cut in up to nine parts by `center` (unit coordinates
    /// of the drawn part of the bitmap): the corners keep their size, the edges and the middle
    /// stretch. `image` alone when `center` is the whole image, when the gravity does not resize
    /// the contents to the bounds, or when `center` is not inside the unit square.
    func ninePartImages(of image: DisplayList.Command.Image, center: CGRect) -> [DisplayList.Command.Image] {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let center = center.standardized
        guard center != unit, contentsGravity == .resize, unit.contains(center) else { return [image] }
        let source = image.sourceRect, destination = image.destinationRect
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        // The fixed margins in pixels, and in points (shrunk in proportion when they do not fit).
        let left = center.minX * source.width, right = (1 - center.maxX) * source.width
        let top = center.minY * source.height, bottom = (1 - center.maxY) * source.height
        let fitX = min(1, destination.width / max((left + right) / scale, .leastNonzeroMagnitude))
        let fitY = min(1, destination.height / max((top + bottom) / scale, .leastNonzeroMagnitude))
        let xs = Self.cuts(source.minX, left, right, source.maxX)
        let ys = Self.cuts(source.minY, top, bottom, source.maxY)
        let dxs = Self.cuts(destination.minX, left / scale * fitX, right / scale * fitX, destination.maxX)
        let dys = Self.cuts(destination.minY, top / scale * fitY, bottom / scale * fitY, destination.maxY)
        var parts: [DisplayList.Command.Image] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let to = CGRect(x: dxs[column], y: dys[row], width: dxs[column + 1] - dxs[column], height: dys[row + 1] - dys[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                var part = image
                part.sourceRect = from
                part.destinationRect = to
                parts.append(part)
            }
        }
        return parts
    }

    /// The four edges of three spans: `start`, `start + first`, `end - last`, `end`.
    private static func cuts(_ start: CGFloat, _ first: CGFloat, _ last: CGFloat, _ end: CGFloat) -> [CGFloat] {
        [start, start + first, max(start + first, end - last), end]
    }
}
