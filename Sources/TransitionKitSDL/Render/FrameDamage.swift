import Foundation
import TransitionKit

/// The output pixels a new display list can paint differently from the last one drawn: what a
/// damage-tracked renderer redraws (see `SDLRenderer+Damage`).
///
/// The lists are compared as values, not through layer identities: after their common prefix and
/// suffix of equal commands, a middle of equal length is compared position by position, and
/// each differing pair damages both commands' reach (old and new); a middle whose length changed
/// (a view added or removed) damages every command in it. This is exact for any two lists: a
/// pixel outside the damage is touched, in both frames, by the same commands in the same order
/// (a command that changed touches it in neither), so it comes out the same. A command's reach is
/// conservative: its rectangle after its transform, with its shadow's spread and offset, a
/// shape's stroke and control points, a label's overhang, two pixels of anti-aliasing, cut to
/// its clip. A group's contents and mask are part of the command, so a group whose insides
/// changed damages its whole placed rectangle.
///
/// A backdrop blur reads what lies beneath it: when the damage reaches into a blur's input, the
/// frame is redrawn whole. So is the first frame, a new size, scale or clear colour, and damage
/// over `fullRedrawCoverage` of the output. An image or a group the damage reaches is redrawn
/// whole (its rectangle joins the damage): SDL samples a scaled copy from the clipped rectangle,
/// so a cut copy can differ from an uncut one by a pixel at the cut.
package struct FrameDamage: Equatable, Sendable {
    /// Whether the whole output is redrawn.
    package var isFull: Bool
    /// The pixel rectangles to redraw (disjoint or not; at most `maximumRectangles`); empty for
    /// nothing (or when `isFull`).
    package var rects: [PixelRect]

    /// The whole output.
    package static let full = FrameDamage(isFull: true, rects: [])
    /// Nothing changed.
    package static let none = FrameDamage(isFull: false, rects: [])
    /// Damage covering more than this fraction of the output redraws it whole.
    package static let fullRedrawCoverage = 0.95
    /// The damage is merged into at most this many rectangles.
    package static let maximumRectangles = 6
    /// Pixels added around every reach (anti-aliased edges and feathering).
    package static let antialiasMargin = 2

    /// The damage from `old` (nil: nothing drawn yet) to `new` on an output of `width` x `height`
    /// pixels at `scale`.
    package static func between(_ old: DisplayList?, _ new: DisplayList, scale: PixelScale, width: Int, height: Int,
                                maximumGroupSide: Int = RenderTargetPool.defaultMaximumSide) -> FrameDamage {
        guard let old, old.size == new.size, old.clearColor == new.clearColor, width > 0, height > 0 else { return .full }
        let output = PixelRect(x: 0, y: 0, width: width, height: height)
        let previous = old.commands, next = new.commands
        var prefix = 0
        while prefix < min(previous.count, next.count), previous[prefix] == next[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(previous.count, next.count) - prefix,
              previous[previous.count - 1 - suffix] == next[next.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = previous[prefix..<(previous.count - suffix)], newMiddle = next[prefix..<(next.count - suffix)]
        var changed: [DisplayList.Command] = []
        if oldMiddle.count == newMiddle.count {
            for (before, after) in zip(oldMiddle, newMiddle) where before != after { changed += [before, after] }
        } else {
            changed = Array(oldMiddle) + Array(newMiddle)
        }
        guard !changed.isEmpty else { return .none }
        var rects: [PixelRect] = []
        for command in changed {
            guard let reach = pixelReach(of: command, scale: scale, output: output, maximumGroupSide: maximumGroupSide) else { return .full }
            if !reach.isEmpty { rects.append(reach) }
        }
        rects = merged(rects)
        // An image or a group is drawn by a scaled texture copy, whose sampling SDL works out from
        // the clipped rectangle: one that the damage cuts is taken in whole (a fixed point).
        var wholeOnlyReaches: [PixelRect] = []
        for command in next where drawsWholeOnly(command) {
            guard let reach = pixelReach(of: command, scale: scale, output: output, maximumGroupSide: maximumGroupSide) else { return .full }
            wholeOnlyReaches.append(reach)
        }
        for _ in 0..<8 {
            var grew = false
            for reach in wholeOnlyReaches {
                for index in rects.indices where rects[index].intersects(reach) && rects[index].intersection(reach) != reach {
                    rects[index] = rects[index].union(reach)
                    grew = true
                }
            }
            guard grew else { break }
            rects = merged(rects)
        }
        let area = rects.reduce(0) { $0 + $1.area }
        if Double(area) > fullRedrawCoverage * Double(output.area) { return .full }
        for command in next {
            guard case .backdropBlur(let radius) = command.content, radius > 0 else { continue }
            guard let input = pixelReach(of: command, scale: scale, output: output, extra: radius * 3 + 4, maximumGroupSide: maximumGroupSide)
            else { return .full }
            if rects.contains(where: { $0.intersects(input) }) { return .full }
        }
        return FrameDamage(isFull: false, rects: rects)
    }

    /// Whether `command` must not be cut by a damage rectangle (see `between`).
    static func drawsWholeOnly(_ command: DisplayList.Command) -> Bool {
        switch command.content {
        case .image, .group: return true
        case .fill, .text, .backdropBlur, .shape, .gradient: return false
        }
    }

    /// The output pixels `command` can paint (grown by `extra` points), cut to `output`; nil when
    /// that cannot be bounded (a perspective corner behind the viewer).
    ///
    /// The clip cuts in pixels, as the renderer's clip does (the pixels covering it): a command
    /// that ends before the clip begins, inside the same pixel, still paints that pixel.
    ///
    /// A group's texture has a transparent texel around it and is sampled linearly; when it is
    /// coarser than the output's pixels (scaled down to fit `maximumGroupSide`, or rasterized at a
    /// small `rasterizationScale`), those texels reach further than the anti-aliasing margin, so
    /// its rectangle grows by two texels.
    package static func pixelReach(of command: DisplayList.Command, scale: PixelScale, output: PixelRect, extra: CGFloat = 0,
                                   maximumGroupSide: Int = RenderTargetPool.defaultMaximumSide) -> PixelRect? {
        let nothing = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard let box = reach(of: coarseGroupGrown(command, scale: scale, maximumGroupSide: maximumGroupSide)) else { return nil }
        let grown = box.insetBy(dx: -extra, dy: -extra)
        guard !grown.isNull, !grown.isEmpty else { return nothing }
        guard let pixels = coveringPixels(grown, scale: scale) else { return nil }
        let margin = antialiasMargin
        var reach = PixelRect(x: pixels.x - margin, y: pixels.y - margin, width: pixels.width + 2 * margin, height: pixels.height + 2 * margin)
        if let clip = command.clip {
            guard !clip.isNull, clip.width > 0, clip.height > 0, let clipPixels = coveringPixels(clip, scale: scale) else { return nothing }
            reach = reach.intersection(clipPixels)
        }
        return reach.intersection(output)
    }

    /// `command` with its rectangle grown by two texels when it is a group whose texels are
    /// coarser than the output's pixels (see `pixelReach`); otherwise `command` unchanged.
    static func coarseGroupGrown(_ command: DisplayList.Command, scale: PixelScale, maximumGroupSide: Int) -> DisplayList.Command {
        guard case .group(let group) = command.content, command.transform3D == nil else { return command }
        let wanted = group.rasterizationScale.map { PixelScale(x: $0, y: $0) } ?? scale
        guard let space = SDLRenderer.groupSpace(for: command.rect, scale: wanted, maximumSide: maximumGroupSide) else { return command }
        let t = command.transform
        let pixelsPerTexelX = hypot(t.a, t.b) * scale.x / space.scale.x, pixelsPerTexelY = hypot(t.c, t.d) * scale.y / space.scale.y
        guard max(pixelsPerTexelX, pixelsPerTexelY) > 1 + 1e-9 else { return command }
        var grown = command
        grown.rect = command.rect.insetBy(dx: -2 / space.scale.x, dy: -2 / space.scale.y)
        return grown
    }

    /// The pixels covering `rect` (clamped far outside any output); nil when it is not finite.
    private static func coveringPixels(_ rect: CGRect, scale: PixelScale) -> PixelRect? {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let limit = CGFloat(Int32.max / 4)
        let minX = max(rect.minX, -limit), minY = max(rect.minY, -limit)
        let clamped = CGRect(x: minX, y: minY, width: max(0, min(rect.maxX, limit) - minX), height: max(0, min(rect.maxY, limit) - minY))
        let pixels = scale.pixelRect(covering: clamped)
        return PixelRect(x: pixels.x, y: pixels.y, width: pixels.width, height: pixels.height)
    }

    /// The area `command` can paint in window points, before its clip; nil when unbounded.
    static func reach(of command: DisplayList.Command) -> CGRect? {
        var local = command.rect
        switch command.content {
        case .text(let text):
            for line in text.lines {
                local = local.union(CGRect(x: local.minX + line.x, y: local.minY + line.top, width: line.width, height: line.height))
            }
            local = local.insetBy(dx: -text.fontSize, dy: -text.fontSize)
        case .image(let image):
            local = local.union(image.destinationRect)
        case .shape(let shape):
            local = local.union(shapeReach(shape))
        case .group:
            // The 3D fallback of the software renderer draws the flattened contents one by one.
            if command.transform3D != nil {
                var placed = CGRect.null
                for inner in command.flattened() {
                    guard let box = reach(of: inner) else { return nil }
                    placed = placed.union(inner.clip.map { box.intersection($0) } ?? box)
                }
                guard let outline = placedBox(of: local, command) else { return nil }
                return outline.union(placed)
            }
        case .fill, .backdropBlur, .gradient:
            break
        }
        if let shadow = command.shadow {
            let spread = shadow.radius * 2 + 1
            local = local.union(local.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
        }
        return placedBox(of: local, command)
    }

    /// The bounding box in window points of `box` (in the command's coordinates).
    private static func placedBox(of box: CGRect, _ command: DisplayList.Command) -> CGRect? {
        guard let transform3D = command.transform3D else { return box.applying(command.transform) }
        let corners = [
            CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
            CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY),
        ]
        var result = CGRect.null
        for corner in corners {
            guard let point = transform3D.projecting(corner) else { return nil }
            result = result.union(CGRect(origin: point, size: .zero))
        }
        return result
    }

    /// The box of a shape's points (control points included) grown by its stroke's reach.
    private static func shapeReach(_ shape: DisplayList.Shape) -> CGRect {
        var box = CGRect.null
        func add(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        for element in shape.elements {
            switch element {
            case .move(let to), .line(let to): add(to)
            case .quadCurve(let to, let control): add(to); add(control)
            case .curve(let to, let control1, let control2): add(to); add(control1); add(control2)
            case .closeSubpath: break
            }
        }
        guard !box.isNull else { return box }
        let stroke = shape.strokeColor == nil ? 0 : shape.lineWidth / 2 * max(shape.miterLimit, 1.5) + 1
        return box.insetBy(dx: -stroke, dy: -stroke)
    }

    /// `rects` merged: overlapping or touching ones joined, then the pair whose join adds the least
    /// area joined until at most `maximumRectangles` remain.
    package static func merged(_ rects: [PixelRect]) -> [PixelRect] {
        guard rects.count > 1 else { return rects }
        if rects.count > 64 { return [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        var result = rects
        var joined = true
        while joined {
            joined = false
            search: for i in result.indices {
                for j in result.indices where j > i && result[i].touches(result[j]) {
                    result[i] = result[i].union(result[j])
                    result.remove(at: j)
                    joined = true
                    break search
                }
            }
        }
        while result.count > maximumRectangles {
            var best = (i: 0, j: 1, waste: Int.max)
            for i in result.indices {
                for j in result.indices where j > i {
                    let waste = result[i].union(result[j]).area - result[i].area - result[j].area
                    if waste < best.waste { best = (i, j, waste) }
                }
            }
            result[best.i] = result[best.i].union(result[best.j])
            result.remove(at: best.j)
        }
        return result
    }
}

/// A rectangle of whole output pixels.
package struct PixelRect: Equatable, Sendable {
    /// The left column, top row, and size in pixels.
    package var x: Int, y: Int, width: Int, height: Int

    /// Creates a rectangle.
    package init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }

    /// Whether it covers no pixel.
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Its pixel count.
    package var area: Int { isEmpty ? 0 : width * height }
    /// The pixels both cover (empty when none).
    package func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
    /// The smallest rectangle covering both.
    package func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let minX = min(x, other.x), minY = min(y, other.y)
        return PixelRect(x: minX, y: minY, width: max(x + width, other.x + other.width) - minX,
                         height: max(y + height, other.y + other.height) - minY)
    }
    /// Whether the two share a pixel.
    package func intersects(_ other: PixelRect) -> Bool { !intersection(other).isEmpty }
    /// Whether the two share a pixel or an edge.
    func touches(_ other: PixelRect) -> Bool {
        x <= other.x + other.width && other.x <= x + width && y <= other.y + other.height && other.y <= y + height
    }
}
