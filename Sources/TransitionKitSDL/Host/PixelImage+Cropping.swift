import Foundation

extension PixelImage {
    /// The part of the image inside the pixel rectangle `x`, `y`, `width`, `height`, clamped to
    /// the image (an empty rectangle gives the whole image: a capture never comes back empty).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> PixelImage {
        let left = min(max(x, 0), self.width), top = min(max(y, 0), self.height)
        let right = min(max(x + width, left), self.width), bottom = min(max(y + height, top), self.height)
        guard right > left, bottom > top else { return self }
        guard left > 0 || top > 0 || right < self.width || bottom < self.height else { return self }
        var result: [UInt32] = []
        result.reserveCapacity((right - left) * (bottom - top))
        for row in top..<bottom {
            let start = row * self.width
            result.append(contentsOf: pixels[(start + left)..<(start + right)])
        }
        return PixelImage(width: right - left, height: bottom - top, pixels: result)
    }
}
