/// The pixel arithmetic of the backdrop blur, on ARGB8888 pixels (`0xAARRGGBB`).
///
/// The blur is a box-filtered downsample followed by a 3x3 box blur of the small image; drawing
/// the small image scaled back up with linear filtering finishes it (a cheap, stable blur).
package enum BackdropBlurKernel {
    /// The downsampling factor for a blur radius in pixels: half the radius, 2...32.
    package static func downsampleFactor(radiusInPixels: Double) -> Int {
        guard radiusInPixels.isFinite else { return 2 }
        return min(max(Int((radiusInPixels / 2).rounded()), 2), 32)
    }

    /// Averages each `factor` x `factor` block of `pixels` (`width` x `height`) into one pixel.
    /// The result is `ceil(width / factor)` x `ceil(height / factor)`; edge blocks average what they hold.
    package static func downsample(_ pixels: [UInt32], width: Int, height: Int, factor: Int) -> (pixels: [UInt32], width: Int, height: Int) {
        let factor = max(1, factor)
        let smallWidth = (width + factor - 1) / factor, smallHeight = (height + factor - 1) / factor
        var result = [UInt32](repeating: 0, count: smallWidth * smallHeight)
        for sy in 0..<smallHeight {
            for sx in 0..<smallWidth {
                var a = 0, r = 0, g = 0, b = 0, count = 0
                for y in (sy * factor)..<min((sy + 1) * factor, height) {
                    for x in (sx * factor)..<min((sx + 1) * factor, width) {
                        let pixel = pixels[y * width + x]
                        a += Int(pixel >> 24); r += Int((pixel >> 16) & 0xFF)
                        g += Int((pixel >> 8) & 0xFF); b += Int(pixel & 0xFF)
                        count += 1
                    }
                }
                result[sy * smallWidth + sx] = pack(a: a, r: r, g: g, b: b, count: count)
            }
        }
        return (result, smallWidth, smallHeight)
    }

    /// A 3x3 box blur (edges use the pixels that exist).
    package static func boxBlur3x3(_ pixels: [UInt32], width: Int, height: Int) -> [UInt32] {
        var result = pixels
        for y in 0..<height {
            for x in 0..<width {
                var a = 0, r = 0, g = 0, b = 0, count = 0
                for ny in max(0, y - 1)...min(height - 1, y + 1) {
                    for nx in max(0, x - 1)...min(width - 1, x + 1) {
                        let pixel = pixels[ny * width + nx]
                        a += Int(pixel >> 24); r += Int((pixel >> 16) & 0xFF)
                        g += Int((pixel >> 8) & 0xFF); b += Int(pixel & 0xFF)
                        count += 1
                    }
                }
                result[y * width + x] = pack(a: a, r: r, g: g, b: b, count: count)
            }
        }
        return result
    }

    private static func pack(a: Int, r: Int, g: Int, b: Int, count: Int) -> UInt32 {
        let half = count / 2
        return UInt32((a + half) / count) << 24 | UInt32((r + half) / count) << 16
            | UInt32((g + half) / count) << 8 | UInt32((b + half) / count)
    }
}
