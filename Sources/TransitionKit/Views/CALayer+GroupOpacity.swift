import Foundation

/// Group opacity (`allowsGroupOpacity`): a half-transparent layer with sublayers is drawn as one
/// picture, then composited with its opacity, as Core Animation does on iOS (the default since
/// iOS 7, `UIViewGroupOpacity`). Without it, each sublayer is drawn with the product of the
/// opacities, and where two sublayers overlap the lower one shows through the upper one: a
/// fading screen would show its background through its cards.
///
/// The picture is a `DisplayList.Group` without a mask, so a renderer that keeps group textures
/// (damage-tracked frames) composites a fading subtree whose insides do not change without
/// drawing them again. An upright picture whose contents fall apart into pieces that paint
/// disjoint areas (a clear container of separate cards) is appended as those pieces instead:
/// the same pixels, each picture only as large as its piece (`disjointPieces`).
///
/// Two cases keep the opacity multiplied into each command instead, because the picture would
/// look the same or worse:
/// - the subtree draws a single command (nothing overlaps, the group would only cost a pass);
/// - the subtree holds a backdrop blur (`UIVisualEffectView`): in a group it could blur only the
///   group's own picture, not the window behind it. UIKit shows such a blur broken while an
///   ancestor's alpha is below 1 and logs a warning; here it keeps blurring the window.
@MainActor extension CALayer {
    /// Appends the layer as an opacity group and returns true, or appends nothing and returns
    /// false when the layer is better drawn with its opacity multiplied into its commands.
    func appendOpacityGroup(base: DisplayList.Command, values: LayerValues, sublayers: [CALayer],
                            into commands: inout [DisplayList.Command]) -> Bool {
        let inner = groupContents(base: base, values: values, sublayers: sublayers)
        guard inner.count > 1, !inner.contains(where: \.drawsBackdropBlur) else { return false }
        let isShaped = masksToBounds && values.cornerRadius > 0
        guard !isShaped, base.transform3D == nil, base.transform.b == 0, base.transform.c == 0,
              let pieces = Self.disjointPieces(of: inner, placedBy: base.transform), pieces.count > 1 else {
            appendGroup(base: base, values: values, contents: inner, masksByBounds: false, into: &commands)
            return true
        }
        for piece in pieces {
            if piece.count == 1 {
                var single = base
                single.content = .group(DisplayList.Group(commands: piece))
                commands += single.flattened()
            } else {
                appendGroup(base: base, values: values, contents: piece, masksByBounds: false, into: &commands)
            }
        }
        return true
    }

    /// The most commands split into pieces (beyond it the picture stays whole: the test is quadratic).
    static let maximumCommandsSplit = 48

    /// `commands` (a group's contents, back to front) split into pieces that paint disjoint areas,
    /// each in drawing order, or nil when there are too many to compare. Composited at one alpha,
    /// disjoint pieces give the same pixels as the whole picture, and cost only their own area: a
    /// fading container with a clear background and separate cards composites the cards, not the
    /// window-sized picture around them. Areas closer than two window points (anti-aliasing,
    /// `placedBy`'s scale considered) count as touching; text counts half its font size around it.
    static func disjointPieces(of commands: [DisplayList.Command], placedBy transform: CGAffineTransform) -> [[DisplayList.Command]]? {
        guard commands.count <= maximumCommandsSplit else { return nil }
        let scale = min(abs(transform.a), abs(transform.d))
        guard scale > 1e-6 else { return nil }
        let margin = 2 / scale
        let areas: [CGRect] = commands.map { command in
            var area = reach(of: command)
            if case .text(let text) = command.content { area = area.insetBy(dx: -text.fontSize / 2, dy: -text.fontSize / 2) }
            return area.insetBy(dx: -margin, dy: -margin)
        }
        var piece = Array(commands.indices)  // union-find: each command's piece
        func root(_ index: Int) -> Int {
            var index = index
            while piece[index] != index { piece[index] = piece[piece[index]]; index = piece[index] }
            return index
        }
        for i in commands.indices {
            for j in (i + 1)..<commands.count where areas[i].intersects(areas[j]) { piece[root(j)] = root(i) }
        }
        var order: [Int] = [], members: [Int: [DisplayList.Command]] = [:]
        for index in commands.indices {
            let key = root(index)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(commands[index])
        }
        return order.map { members[$0]! }
    }
}

extension DisplayList.Command {
    /// Whether the command, or any command of its group, is a backdrop blur.
    var drawsBackdropBlur: Bool {
        switch content {
        case .backdropBlur: return true
        case .group(let group): return group.commands.contains(where: \.drawsBackdropBlur)
        default: return false
        }
    }
}
