/// The fixed 256-colour palette of exported GIFs: a 6 x 7 x 6 colour cube (red, green, blue
/// levels spread evenly over 0...255; green gets the extra level because the eye tells greens
/// apart best) and four greys between the cube's black and white.
///
/// A fixed palette keeps encoding one pass per pixel with no per-frame analysis, lets every frame
/// share one global colour table (frames stream to the file as they come), and maps each palette
/// colour to itself exactly. The playground draws mostly flat colours and greys, which the cube
/// and the grey ramp cover closely; gradients band slightly (no dithering, which would make
/// unchanged areas flicker between frames and defeat the changed-rectangle encoding).
public enum GIFPalette {
    /// The red and blue levels.
    static let redLevels = 6, blueLevels = 6
    /// The green levels.
    static let greenLevels = 7
    /// The greys added after the cube (besides the cube's own black and white).
    public static let greys: [UInt8] = [51, 102, 153, 204]
    /// The number of colours in the cube.
    static let cubeCount = redLevels * greenLevels * blueLevels

    /// The 256 colours, as `0xRRGGBB`: the cube (red slowest, blue fastest), then the greys.
    public static let colors: [UInt32] = {
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        for red in 0..<redLevels {
            for green in 0..<greenLevels {
                for blue in 0..<blueLevels {
                    let r = level(red, of: redLevels), g = level(green, of: greenLevels), b = level(blue, of: blueLevels)
                    colors.append(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
                }
            }
        }
        for grey in greys { colors.append(UInt32(grey) << 16 | UInt32(grey) << 8 | UInt32(grey)) }
        return colors
    }()

    /// The palette index nearest to the colour `pixel` (`0xAARRGGBB`, alpha ignored): the nearest
    /// cube colour, or the nearest extra grey when that is closer (squared RGB distance).
    @inline(__always)
    public static func index(of pixel: UInt32) -> UInt8 {
        let red = Int((pixel >> 16) & 0xFF), green = Int((pixel >> 8) & 0xFF), blue = Int(pixel & 0xFF)
        let r = step(red, of: redLevels), g = step(green, of: greenLevels), b = step(blue, of: blueLevels)
        let cubeIndex = (r * greenLevels + g) * blueLevels + b
        let dr = red - Int(level(r, of: redLevels)), dg = green - Int(level(g, of: greenLevels))
        let db = blue - Int(level(b, of: blueLevels))
        let cubeDistance = dr * dr + dg * dg + db * db
        guard cubeDistance > 0 else { return UInt8(cubeIndex) }
        // The nearest of the extra greys (51 apart) to the pixel's mean.
        let mean = (red + green + blue) / 3
        let greyIndex = min(max((mean - 26) / 51, 0), greys.count - 1)
        let grey = Int(greys[greyIndex])
        let greyDistance = (red - grey) * (red - grey) + (green - grey) * (green - grey) + (blue - grey) * (blue - grey)
        return greyDistance < cubeDistance ? UInt8(cubeCount + greyIndex) : UInt8(cubeIndex)
    }

    /// The value of level `index` of `count` levels spread over 0...255.
    @inline(__always)
    static func level(_ index: Int, of count: Int) -> UInt8 { UInt8((index * 255 + (count - 1) / 2) / (count - 1)) }

    /// The level of `count` nearest to the component `value`.
    @inline(__always)
    static func step(_ value: Int, of count: Int) -> Int { (value * (count - 1) + 127) / 255 }
}
