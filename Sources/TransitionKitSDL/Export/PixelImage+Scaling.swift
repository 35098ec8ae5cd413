/// Smaller copies of an image, for exports (`--gif-scale`, the filmstrip's panels).
extension PixelImage {
    /// The image scaled to `newWidth` x `newHeight` pixels (each at least 1): each new pixel is
    /// the mean of the source pixels it covers (a box filter, sharp enough for downscaling UI;
    /// scaling up repeats pixels). Alpha is averaged like the colours.
    public func scaled(width newWidth: Int, height newHeight: Int) -> PixelImage {
        let targetWidth = max(newWidth, 1), targetHeight = max(newHeight, 1)
        if targetWidth == width && targetHeight == height { return self }
        let columns = (0...targetWidth).map { $0 * width / targetWidth }
        var result = [UInt32](repeating: 0, count: targetWidth * targetHeight)
        pixels.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { result in
                for y in 0..<targetHeight {
                    let top = y * height / targetHeight, bottom = max((y + 1) * height / targetHeight, top + 1)
                    for x in 0..<targetWidth {
                        let left = columns[x], right = max(columns[x + 1], left + 1)
                        var a = 0, r = 0, g = 0, b = 0
                        for sourceY in top..<bottom {
                            var offset = sourceY * width + left
                            let end = offset + right - left
                            while offset < end {
                                let pixel = Int(source[offset])
                                a &+= pixel >> 24; r &+= pixel >> 16 & 0xFF; g &+= pixel >> 8 & 0xFF; b &+= pixel & 0xFF
                                offset &+= 1
                            }
                        }
                        let count = (bottom - top) * (right - left), half = count / 2
                        result[y * targetWidth + x] = UInt32((a + half) / count) << 24 | UInt32((r + half) / count) << 16
                            | UInt32((g + half) / count) << 8 | UInt32((b + half) / count)
                    }
                }
            }
        }
        return PixelImage(width: targetWidth, height: targetHeight, pixels: result)
    }

    /// The image scaled by `factor` (0 < factor <= 1 shrinks), each side rounded, at least 1 pixel.
    public func scaled(by factor: Double) -> PixelImage {
        scaled(width: Int((Double(width) * factor).rounded()), height: Int((Double(height) * factor).rounded()))
    }
}
