import Foundation
import TransitionKit

/// The textures of the shapes and gradients drawn in the last frame, so a command drawn again
/// unchanged (same command, clip, output size and scale) reuses them instead of rasterising
/// again. Entries not used in a frame are destroyed at its end, so memory follows what is on
/// screen (a part's texture is freed with the part).
@MainActor
final class CoverageTextureCache {
    /// A texture and where it goes, in pixels.
    struct Part {
        let texture: SDLTexture
        let target: RenderRect
    }

    private struct Entry {
        let command: DisplayList.Command
        let clip: [Int32]?
        let output: [Int]
        let scale: PixelScale
        let parts: [Part]
        var isUsed: Bool
    }

    private var entries: [Entry] = []

    /// The most entries kept (the oldest are dropped first).
    static let capacity = 64

    /// The number of commands cached now.
    var count: Int { entries.count }

    private static func clipKey(_ clip: RenderRect?) -> [Int32]? { clip.map { [$0.x, $0.y, $0.w, $0.h] } }

    /// The parts made for `command` last time, marking them used; nil when there are none.
    func parts(for command: DisplayList.Command, clip: RenderRect?, output: (Int, Int), scale: PixelScale) -> [Part]? {
        let clipKey = Self.clipKey(clip), outputKey = [output.0, output.1]
        guard let index = entries.firstIndex(where: {
            $0.clip == clipKey && $0.output == outputKey && $0.scale == scale && $0.command == command
        }) else { return nil }
        entries[index].isUsed = true
        return entries[index].parts
    }

    /// Keeps `parts` for `command` (destroying the oldest entry beyond the capacity).
    func store(_ parts: [Part], for command: DisplayList.Command, clip: RenderRect?, output: (Int, Int), scale: PixelScale) {
        entries.append(Entry(command: command, clip: Self.clipKey(clip), output: [output.0, output.1], scale: scale,
                             parts: parts, isUsed: true))
        if entries.count > Self.capacity { entries.removeFirst() }
    }

    /// Drops (frees) the entries not used since the last call and marks the rest unused.
    func endFrame() {
        entries.removeAll { !$0.isUsed }
        for index in entries.indices { entries[index].isUsed = false }
    }

    /// Drops (frees) every texture.
    func releaseAll() {
        entries.removeAll()
    }
}
