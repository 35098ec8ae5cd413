import Foundation
import TransitionKitSDL

/// A pixel-by-pixel comparison of a rendered image with its reference.
public struct SnapshotComparison: Equatable, Sendable {
    /// The colour the diff image paints a differing pixel (opaque red, `0xAARRGGBB`).
    public static let differenceColor: UInt32 = 0xFFFF_0000

    /// The pixels whose red, green or blue differ by more than the tolerance, counting the
    /// pixels only one of the images has when their sizes differ.
    public let differingPixelCount: Int
    /// The largest difference of one colour component over all pixels both images have, 0...255.
    public let largestDifference: Int
    /// "actual WxH, reference WxH" when the sizes differ; nil when they are the same.
    public let sizeMismatch: String?
    /// Differing pixels red over a faded grey copy of the reference (of the larger size).
    public let diffImage: PixelImage

    /// Compares `actual` with `reference`; a colour component may differ by up to `tolerance`
    /// (0...255) before its pixel counts as different. Alpha is ignored.
    public init(actual: PixelImage, reference: PixelImage, tolerance: Int) {
        let width = max(actual.width, reference.width), height = max(actual.height, reference.height)
        var pixels = [UInt32](repeating: Self.differenceColor, count: width * height)
        var differing = 0, largest = 0
        for y in 0..<height {
            for x in 0..<width {
                guard let a = actual.color(x: x, y: y), let r = reference.color(x: x, y: y) else {
                    differing += 1
                    continue
                }
                let difference = max(abs(Int(a.red) - Int(r.red)), abs(Int(a.green) - Int(r.green)),
                                     abs(Int(a.blue) - Int(r.blue)))
                largest = max(largest, difference)
                if difference > tolerance {
                    differing += 1
                } else {
                    let faded = UInt32(170 + r.luma / 3)
                    pixels[y * width + x] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                }
            }
        }
        differingPixelCount = differing
        largestDifference = largest
        sizeMismatch = actual.width == reference.width && actual.height == reference.height
            ? nil : "actual \(actual.width)x\(actual.height), reference \(reference.width)x\(reference.height)"
        diffImage = PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Whether no pixel differs beyond the tolerance and the sizes agree.
    public var matches: Bool { differingPixelCount == 0 && sizeMismatch == nil }
}
