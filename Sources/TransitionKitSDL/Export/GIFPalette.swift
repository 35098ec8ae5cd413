/// The 256-colour palette of an exported GIF: a 6 x 6 x 6 colour cube (every channel at 0, 51,
/// 102, ... 255) and 40 colours of the first frame: its most common colours exactly (up to 40,
/// those the cube lacks), the rest greys.
///
/// One palette for the whole GIF keeps encoding one pass per pixel with no per-frame analysis
/// and lets frames stream to the file as they come. The first frame's colours (a scene's
/// background, panels and text) come out exact instead of shifted to the coarse cube (a slate
/// blue like (44, 62, 102) would turn purple); colours that appear later map to the nearest
/// palette colour. No dithering: it would texture flat areas and grow the file.
public struct GIFPalette: Sendable {
    /// The cube's levels per channel.
    static let levels = 6
    /// The number of colours in the cube.
    static let cubeCount = levels * levels * levels
    /// The colours taken from the first frame (or greys).
    public static let seededCount = 256 - cubeCount

    /// The 256 colours, as `0xRRGGBB`: the cube (red slowest, blue fastest), then the first
    /// frame's colours, then greys.
    public let colors: [UInt32]
    /// The colours after the cube, for the nearest-colour search.
    private let extras: [UInt32]
    /// The exact palette entries after the cube, by colour.
    private let extraIndices: [UInt32: UInt8]

    /// A palette for frames like `image`: the cube plus `image`'s most common colours (none
    /// without an image), filled up with greys.
    public init(seededBy image: PixelImage? = nil) {
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        for red in 0..<Self.levels {
            for green in 0..<Self.levels {
                for blue in 0..<Self.levels {
                    colors.append(UInt32(Self.level(red)) << 16 | UInt32(Self.level(green)) << 8 | UInt32(Self.level(blue)))
                }
            }
        }
        var used = Set(colors)
        for color in image.map(Self.commonColors) ?? [] where colors.count < 256 && !used.contains(color) {
            colors.append(color)
            used.insert(color)
        }
        // Greys: multiples of 17 between the cube's, then halfway between those, and so on.
        for offset in [0, 8, 4, 12, 2, 6, 10, 14, 1, 3, 5, 7, 9, 11, 13, 15, 16] {
            for value in stride(from: UInt32(offset), through: 255, by: 17) where colors.count < 256 {
                let grey = value << 16 | value << 8 | value
                if used.insert(grey).inserted { colors.append(grey) }
            }
        }
        self.colors = colors
        extras = Array(colors[Self.cubeCount...])
        var indices: [UInt32: UInt8] = [:]
        for (offset, color) in extras.enumerated() { indices[color] = UInt8(Self.cubeCount + offset) }
        extraIndices = indices
    }

    /// The palette index of the colour `pixel` (`0xAARRGGBB`, alpha ignored): its own entry when
    /// it has one, else the nearest colour (squared RGB distance; the cube's wins ties).
    public func index(of pixel: UInt32) -> UInt8 {
        let color = pixel & 0xFF_FFFF
        if let exact = extraIndices[color] { return exact }
        let red = Int(color >> 16), green = Int(color >> 8 & 0xFF), blue = Int(color & 0xFF)
        let r = Self.step(red), g = Self.step(green), b = Self.step(blue)
        let dr = red - Self.level(r), dg = green - Self.level(g), db = blue - Self.level(b)
        var best = (r * Self.levels + g) * Self.levels + b
        var bestDistance = dr * dr + dg * dg + db * db
        guard bestDistance > 0 else { return UInt8(best) }
        for (offset, extra) in extras.enumerated() {
            let er = red - Int(extra >> 16), eg = green - Int(extra >> 8 & 0xFF), eb = blue - Int(extra & 0xFF)
            let distance = er * er + eg * eg + eb * eb
            if distance < bestDistance {
                bestDistance = distance
                best = Self.cubeCount + offset
            }
        }
        return UInt8(best)
    }

    /// `image`'s colours (`0xRRGGBB`), most pixels first, up to `seededCount` (ties: the smaller
    /// colour first, so the palette does not depend on hashing).
    static func commonColors(in image: PixelImage) -> [UInt32] {
        var counts: [UInt32: Int] = [:]
        image.pixels.withUnsafeBufferPointer { pixels in
            var start = 0
            while start < pixels.count {
                let color = pixels[start] & 0xFF_FFFF
                var end = start + 1
                while end < pixels.count && pixels[end] & 0xFF_FFFF == color { end += 1 }
                counts[color, default: 0] += end - start
                start = end
            }
        }
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return sorted.prefix(seededCount).map(\.key)
    }

    /// The value of cube level `index`: 0, 51, 102, 153, 204, 255.
    static func level(_ index: Int) -> Int { index * 51 }

    /// The cube level nearest to the component `value`.
    static func step(_ value: Int) -> Int { (value + 25) / 51 }
}
