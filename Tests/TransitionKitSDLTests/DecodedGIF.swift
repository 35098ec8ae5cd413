import CGIFLib
import Foundation

/// A GIF read back with giflib's `DGifSlurp`, for checking what `GIFEncoder` wrote.
struct DecodedGIF {
    /// One image of the file.
    struct Frame {
        var left: Int, top: Int, width: Int, height: Int
        /// The delay in hundredths of a second.
        var delay: Int
        /// Disposal mode (1: do not dispose).
        var disposal: Int
        /// The palette indices, row by row.
        var indices: [UInt8]
    }

    var width: Int
    var height: Int
    /// The global colour table, `0xRRGGBB`.
    var colors: [UInt32]
    var frames: [Frame]
    /// Whether the first image carries the NETSCAPE2.0 extension with loop count 0 (forever).
    var loopsForever: Bool

    /// Reads `path`; nil when giflib cannot read it.
    init?(path: String) {
        var status: Int32 = 0
        guard let file = DGifOpenFileName(path, &status) else { return nil }
        defer { DGifCloseFile(file, &status) }
        guard DGifSlurp(file) == GIF_OK else { return nil }
        let gif = file.pointee
        width = Int(gif.SWidth)
        height = Int(gif.SHeight)
        colors = []
        if let map = gif.SColorMap {
            colors = (0..<Int(map.pointee.ColorCount)).map {
                let color = map.pointee.Colors[$0]
                return UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
            }
        }
        frames = []
        loopsForever = false
        for index in 0..<Int(gif.ImageCount) {
            let image = gif.SavedImages[index]
            let description = image.ImageDesc
            var control = GraphicsControlBlock()
            _ = DGifSavedExtensionToGCB(file, Int32(index), &control)
            let count = Int(description.Width * description.Height)
            frames.append(Frame(
                left: Int(description.Left), top: Int(description.Top), width: Int(description.Width),
                height: Int(description.Height), delay: Int(control.DelayTime), disposal: Int(control.DisposalMode),
                indices: Array(UnsafeBufferPointer(start: image.RasterBits, count: count))))
            let blocks = (0..<Int(image.ExtensionBlockCount)).map { image.ExtensionBlocks[$0] }
            for (position, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE {
                let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
                guard name == "NETSCAPE2.0", position + 1 < blocks.count else { continue }
                let data = Array(UnsafeBufferPointer(start: blocks[position + 1].Bytes, count: Int(blocks[position + 1].ByteCount)))
                loopsForever = index == 0 && data == [1, 0, 0]
            }
        }
    }

    /// The picture shown after frame `index` (frames drawn over one another, none disposed).
    func composed(through index: Int) -> [UInt8] {
        var canvas = [UInt8](repeating: 0, count: width * height)
        for frame in frames.prefix(index + 1) {
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    canvas[(frame.top + y) * width + frame.left + x] = frame.indices[y * frame.width + x]
                }
            }
        }
        return canvas
    }
}
