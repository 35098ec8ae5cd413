import Foundation

/// Group opacity (`allowsGroupOpacity`): a half-transparent layer with sublayers is drawn as one
/// picture, then composited with its opacity, as Core Animation does on iOS (the default since
/// iOS 7, `UIViewGroupOpacity`). Without it, each sublayer is drawn with the product of the
/// opacities, and where two sublayers overlap the lower one shows through the upper one: a
/// fading screen would show its background through its cards.
///
/// The picture is a `DisplayList.Group` without a mask, so a renderer that keeps group textures
/// (damage-tracked frames) composites a fading subtree whose insides do not change without
/// drawing them again.
///
/// Two cases keep the opacity multiplied into each command instead, because the picture would
/// look the same or worse:
/// - the subtree draws a single command (nothing overlaps, the group would only cost a pass);
/// - the subtree holds a backdrop blur (`UIVisualEffectView`): in a group it could blur only the
///   group's own picture, not the window behind it. UIKit shows such a blur broken while an
///   ancestor's alpha is below 1 and logs a warning; here it keeps blurring the window.
extension CALayer {
    /// Appends the layer as an opacity group and returns true, or appends nothing and returns
    /// false when the layer is better drawn with its opacity multiplied into its commands.
    func appendOpacityGroup(base: DisplayList.Command, values: LayerValues, sublayers: [CALayer],
                            into commands: inout [DisplayList.Command]) -> Bool {
        let inner = groupContents(base: base, values: values, sublayers: sublayers)
        guard inner.count > 1, !inner.contains(where: \.drawsBackdropBlur) else { return false }
        appendGroup(base: base, values: values, contents: inner, masksByBounds: false, into: &commands)
        return true
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
