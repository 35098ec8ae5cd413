import Foundation
import TransitionKit

/// Cached layers: the finished texture of a group (`DisplayList.Group`: its contents drawn, its
/// mask applied) kept across frames, so a group whose insides did not change but which moves,
/// turns, fades or scales is composited from its texture instead of drawn again (as Core
/// Animation's render server composites a rasterized layer).
///
/// An entry is found by value: the same contents and mask, drawn into the same target space
/// (texel scale, origin and size). Anything inside that changes makes a new entry; entries not
/// used in a frame go back to the pool at its end. The space of an upright group depends on
/// where its pixels fall (`alignToPixels`), so a group moved by whole pixels hits and one moved
/// by a fraction of a pixel is drawn again. Used only by damage-tracked frames
/// (`SDLRenderer.tracksDamage`): a whole redraw draws every group afresh.
@MainActor
final class GroupTextureCache {
    /// One cached group.
    final class Entry {
        let group: DisplayList.Group
        let space: SDLRenderer.GroupSpace
        let target: RenderTargetPool.Target
        /// Whether the texture holds premultiplied colour (see SDLRenderer+Groups).
        let isPremultiplied: Bool
        /// Whether the texture is an opaque picture without alpha (see SDLRenderer+OpaqueGroups).
        let isOpaque: Bool
        var usedThisFrame = true

        init(group: DisplayList.Group, space: SDLRenderer.GroupSpace, target: RenderTargetPool.Target, isPremultiplied: Bool,
             isOpaque: Bool) {
            self.group = group; self.space = space; self.target = target; self.isPremultiplied = isPremultiplied
            self.isOpaque = isOpaque
        }
    }

    /// The most groups kept (more are drawn each frame, uncached).
    static let capacity = 48
    private var entries: [Entry] = []
    /// Groups composited from a cached texture so far (for tests).
    private(set) var hits = 0

    /// The entry for `group` drawn in `space` (as an opaque picture or not), marked used; nil when none.
    func entry(for group: DisplayList.Group, in space: SDLRenderer.GroupSpace, isOpaque: Bool = false) -> Entry? {
        guard let found = entries.first(where: { $0.space == space && $0.isOpaque == isOpaque && $0.group == group }) else { return nil }
        found.usedThisFrame = true
        hits += 1
        return found
    }

    /// Whether a new entry can be kept.
    var hasRoom: Bool { entries.count < Self.capacity }

    /// Keeps `target` (which the cache now owns) as `group` drawn in `space`.
    func insert(_ group: DisplayList.Group, _ space: SDLRenderer.GroupSpace, _ target: RenderTargetPool.Target, isPremultiplied: Bool,
                isOpaque: Bool = false) {
        entries.append(Entry(group: group, space: space, target: target, isPremultiplied: isPremultiplied, isOpaque: isOpaque))
    }

    /// Ends a frame: the entries not used in it give their targets back to `pool`.
    func endFrame(returningTo pool: RenderTargetPool) {
        for entry in entries where !entry.usedThisFrame { pool.release(entry.target) }
        entries.removeAll { !$0.usedThisFrame }
        for entry in entries { entry.usedThisFrame = false }
    }

    /// Gives every target back to `pool`.
    func removeAll(returningTo pool: RenderTargetPool) {
        for entry in entries { pool.release(entry.target) }
        entries = []
    }
}
