internal import CGIFLib
import Foundation
import Glibc

/// Writes an animated GIF through giflib, one frame at a time (frames stream to the file, so a
/// long recording needs the memory of two frames, not of the whole run).
///
/// Every frame maps to one `GIFPalette` made from the first frame (the global colour table,
/// written with the first frame). A frame identical to the one before
/// only lengthens that frame's delay; otherwise only the rectangle that changed is written, over
/// the previous frame (disposal "do not dispose"). The animation loops forever (the NETSCAPE2.0
/// application extension). Delays come from the frames' times, rounded on a running total so the
/// GIF keeps time: frames 1/30 s apart get 3, 3, 4, 3, 3, 4... hundredths of a second.
public final class GIFEncoder {
    /// The image width in pixels.
    public let width: Int
    /// The image height in pixels.
    public let height: Int
    /// The GIF frames written so far (appended frames identical to their predecessor merge into it).
    public private(set) var framesWritten = 0

    private let path: String
    private var file: UnsafeMutablePointer<GifFileType>?
    /// The indexed pixels of the last appended frame (what the GIF shows after it).
    private var shown: [UInt8]
    /// The last appended frame, not yet written: its changed rectangle and its time.
    private var pending: (rectangle: (x: Int, y: Int, width: Int, height: Int), time: Double)?
    /// The indexed pixels of the frame being mapped (kept to reuse the buffer).
    private var incoming: [UInt8]
    /// The palette, made from the first frame.
    public private(set) var palette: GIFPalette?
    /// Palette indices of colours mapped before (a transition's blended colours recur across frames).
    private var mapped: [UInt32: UInt8] = [:]
    /// The most colours `mapped` keeps before it starts over.
    static let mappedCapacity = 1 << 16
    /// The pixels of the last appended frame (rows equal to it keep their indices unmapped).
    private var previousPixels: [UInt32] = []

    /// Creates `path` (and its missing directories) for frames of `width` x `height` pixels.
    /// - Throws: `SDLError` when the size is not 1...65535 or the file cannot be created.
    public init(path: String, width: Int, height: Int) throws(SDLError) {
        guard (1...65_535).contains(width), (1...65_535).contains(height) else {
            throw SDLError(message: "cannot write the GIF \(path): \(width)x\(height) is not a GIF size (1...65535)")
        }
        self.path = path
        self.width = width
        self.height = height
        shown = [UInt8](repeating: 0, count: width * height)
        incoming = shown
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw SDLError(message: "cannot create the directory \(directory) for the GIF \(path)")
            }
        }
        // Opened here, not by EGifOpenFileName (which makes the file readable by its owner only).
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else {
            throw SDLError(message: "creating the GIF \(path) failed: \(String(cString: strerror(errno)))")
        }
        var status: Int32 = 0
        guard let file = EGifOpenFileHandle(descriptor, &status) else {
            Glibc.close(descriptor)
            throw Self.failure("creating", path, status)
        }
        self.file = file
        EGifSetGifVersion(file, true)
    }

    deinit { close() }

    /// Writes the screen descriptor with `palette` as the global colour table, and the loop extension.
    private func writeHeader(_ palette: GIFPalette) throws(SDLError) {
        guard let file else { return }
        var colors = palette.colors.map {
            GifColorType(Red: UInt8($0 >> 16 & 0xFF), Green: UInt8($0 >> 8 & 0xFF), Blue: UInt8($0 & 0xFF))
        }
        let map = GifMakeMapObject(Int32(colors.count), &colors)
        defer { GifFreeMapObject(map) }
        var loop: [UInt8] = [1, 0, 0]  // sub-block 1: loop count 0, forever
        var application = Array("NETSCAPE2.0".utf8)
        guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map) == GIF_OK,
              EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(application.count), &application) == GIF_OK,
              EGifPutExtensionBlock(file, Int32(loop.count), &loop) == GIF_OK,
              EGifPutExtensionTrailer(file) == GIF_OK
        else { throw Self.failure("writing", path, file.pointee.Error) }
    }

    /// Adds `image` (of the encoder's size), shown from `time` seconds on.
    /// - Throws: `SDLError` when the size differs or the file cannot be written.
    public func append(_ image: PixelImage, at time: Double) throws(SDLError) {
        guard file != nil else { throw SDLError(message: "cannot write the GIF \(path): it is finished") }
        guard image.width == width, image.height == height else {
            throw SDLError(message: "cannot write the GIF \(path): a \(image.width)x\(image.height) frame in a \(width)x\(height) GIF")
        }
        if palette == nil {
            let palette = GIFPalette(seededBy: image)
            self.palette = palette
            try writeHeader(palette)
        }
        mapToPalette(image.pixels)
        previousPixels = image.pixels
        guard let changed = pending == nil ? (0, 0, width, height) : changedRectangle() else { return }
        if let pending { try write(pending.rectangle, delay: delay(from: pending.time, to: time)) }
        swap(&shown, &incoming)
        pending = (changed, time)
    }

    /// Writes the last frame, shown until `time`, and closes the file.
    /// - Throws: `SDLError` when the file cannot be written; then the file is incomplete.
    public func finish(at time: Double) throws(SDLError) {
        guard file != nil else { return }
        if let pending { try write(pending.rectangle, delay: max(delay(from: pending.time, to: time), 2)) }
        pending = nil
        guard let file else { return }
        var status: Int32 = 0
        self.file = nil
        guard EGifCloseFile(file, &status) == GIF_OK else { throw Self.failure("closing", path, status) }
    }

    /// The hundredths of a second between `start` and `end`, each rounded on its own (so
    /// consecutive delays add up to the rounded total).
    package func delay(from start: Double, to end: Double) -> Int {
        min(max(Int((end * 100).rounded()) - Int((start * 100).rounded()), 0), 65_535)
    }

    /// Maps `pixels` to palette indices in `incoming`. Rows equal to the previous frame's copy
    /// their indices from `shown`; within a row, runs of one colour are mapped once, and colours
    /// met before are looked up (UI frames are mostly flat colour and mostly unchanged, which
    /// keeps this cheap even in debug builds).
    private func mapToPalette(_ pixels: [UInt32]) {
        let width = self.width
        let comparesRows = previousPixels.count == pixels.count
        var mapped: [UInt32: UInt8] = [:]
        swap(&mapped, &self.mapped)
        defer { swap(&mapped, &self.mapped) }
        if mapped.count > Self.mappedCapacity { mapped.removeAll(keepingCapacity: true) }
        pixels.withUnsafeBufferPointer { pixels in
            previousPixels.withUnsafeBufferPointer { previous in
                shown.withUnsafeBufferPointer { old in
                    incoming.withUnsafeMutableBufferPointer { indices in
                        guard let palette else { return }
                        var lastPixel = pixels[0], lastIndex = palette.index(of: pixels[0])
                        for y in 0..<height {
                            let row = y * width
                            if comparesRows && memcmp(pixels.baseAddress! + row, previous.baseAddress! + row, width * 4) == 0 {
                                memcpy(indices.baseAddress! + row, old.baseAddress! + row, width)
                                continue
                            }
                            for index in row..<(row + width) {
                                let pixel = pixels[index]
                                if pixel != lastPixel {
                                    lastPixel = pixel
                                    if let known = mapped[pixel] {
                                        lastIndex = known
                                    } else {
                                        lastIndex = palette.index(of: pixel)
                                        mapped[pixel] = lastIndex
                                    }
                                }
                                indices[index] = lastIndex
                            }
                        }
                    }
                }
            }
        }
    }

    /// The smallest rectangle where `incoming` differs from `shown`; nil when they are equal.
    private func changedRectangle() -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        shown.withUnsafeBufferPointer { old in
            incoming.withUnsafeBufferPointer { new in
                for y in 0..<height {
                    let row = y * width
                    if memcmp(old.baseAddress! + row, new.baseAddress! + row, width) == 0 { continue }
                    var first = 0
                    while first < width && old[row + first] == new[row + first] { first += 1 }
                    guard first < width else { continue }
                    var last = width - 1
                    while old[row + last] == new[row + last] { last -= 1 }
                    minX = min(minX, first); maxX = max(maxX, last)
                    if minY == height { minY = y }
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// Writes the `rectangle` of `shown` as one GIF frame shown for `delay` hundredths of a second.
    private func write(_ rectangle: (x: Int, y: Int, width: Int, height: Int), delay: Int) throws(SDLError) {
        guard let file else { return }
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(delay),
            TransparentColor: NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&control, &extensionBytes)
        var pixels = [UInt8]()
        pixels.reserveCapacity(rectangle.width * rectangle.height)
        shown.withUnsafeBufferPointer { shown in
            for y in rectangle.y..<(rectangle.y + rectangle.height) {
                let start = y * width + rectangle.x
                pixels.append(contentsOf: UnsafeBufferPointer(rebasing: shown[start..<(start + rectangle.width)]))
            }
        }
        guard EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK,
              EGifPutImageDesc(
                file, Int32(rectangle.x), Int32(rectangle.y), Int32(rectangle.width), Int32(rectangle.height),
                false, nil) == GIF_OK,
              EGifPutLine(file, &pixels, Int32(pixels.count)) == GIF_OK
        else { throw Self.failure("writing", path, file.pointee.Error) }
        framesWritten += 1
    }

    /// Closes the file without finishing it (after a failure, or when dropped unfinished).
    private func close() {
        guard let file else { return }
        self.file = nil
        var status: Int32 = 0
        EGifCloseFile(file, &status)
    }

    private static func failure(_ action: String, _ path: String, _ status: Int32) -> SDLError {
        let reason = GifErrorString(status).map { String(cString: $0) } ?? "giflib error \(status)"
        return SDLError(message: "\(action) the GIF \(path) failed: \(reason)")
    }
}
