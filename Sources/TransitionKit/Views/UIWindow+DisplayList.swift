import Foundation

extension UIView {
    /// Appends the draw commands of `view` and its subviews, back to front. `parentTransform`
    /// maps the superview's coordinates to the output space; `parent3D`, when given, replaces it
    /// with a 3D placement (the superview's sublayer transform, flattening and full transform,
    /// see `sublayerPlacement`); `rootTransform`, when given, replaces `view`'s own placement (a
    /// snapshot draws a view in its own bounds coordinates).
    static func appendCommands(
        for view: UIView, parentTransform: CGAffineTransform, parent3D: CATransform3D? = nil, parentAlpha: CGFloat,
        clip: CGRect?, depth: Int, rootTransform: CGAffineTransform? = nil, into commands: inout [DisplayList.Command]
    ) {
        guard !view.isHidden else { return }
        let values = view.layer.presentationValues()
        let alpha = parentAlpha * CGFloat((rootTransform == nil ? values.opacity : 1))
        guard alpha > 0.001 else { return }
        var transform: CGAffineTransform
        var full3D: CATransform3D?
        if let rootTransform {
            transform = rootTransform
        } else if parent3D == nil, CATransform3DIsAffine(values.transform) {
            transform = UIView.localTransform(
                position: values.position, bounds: values.bounds, transform: values.transform.affinePart
            ).concatenating(parentTransform)
        } else {
            let full = UIView.localTransform3D(position: values.position, bounds: values.bounds, transform: values.transform)
                .multiplied(by: parent3D ?? CATransform3DMakeAffineTransform(parentTransform))
            transform = full.affinePart
            full3D = full
        }
        if let clip, clip.isEmpty { return }
        if !view.layer.isDoubleSided, isBackFacing(full3D ?? CATransform3DMakeAffineTransform(transform)) { return }
        var shadow: DisplayList.Command.Shadow?
        if values.shadowOpacity > 0, let color = values.shadowColor, color.alpha > 0 {
            shadow = .init(color: color, opacity: CGFloat(values.shadowOpacity), radius: values.shadowRadius,
                           offset: values.shadowOffset)
        }
        let background = values.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        var base = DisplayList.Command(
            rect: values.bounds, transform: transform, alpha: alpha, fillColor: background,
            cornerRadius: values.cornerRadius, borderWidth: values.borderWidth,
            borderColor: values.borderColor, shadow: shadow, clip: clip, content: .fill, depth: depth)
        if let full3D { base.place(full3D) }
        view.layer.appendLayerContent(base: base, values: values, into: &commands)
        guard !view.subviews.isEmpty else { return }
        var childClip = clip
        if view.clipsToBounds {
            let box = base.windowBounds
            childClip = clip.map { $0.intersection(box) } ?? box
        }
        let childPlacement = sublayerPlacement(of: view.layer, bounds: values.bounds, placement: base)
        for subview in view.subviews {
            appendCommands(for: subview, parentTransform: base.transform, parent3D: childPlacement, parentAlpha: alpha,
                           clip: childClip, depth: depth + 1, into: &commands)
        }
    }

    /// What places a sublayer's 3D local transform into the window: the layer's sublayer
    /// transform (about its centre), the flattening into its plane, then its own placement.
    /// Nil when plain affine arithmetic does the same (no perspective, no sublayer transform).
    static func sublayerPlacement(of layer: CALayer, bounds: CGRect, placement: DisplayList.Command) -> CATransform3D? {
        let sublayer = layer.sublayerTransform
        guard placement.transform3D != nil || !CATransform3DIsIdentity(sublayer) else { return nil }
        var flatten = CATransform3DIdentity
        flatten.m33 = 0
        let about = CATransform3DIsIdentity(sublayer) ? CATransform3DIdentity
            : CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0).multiplied(by: sublayer)
                .multiplied(by: CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
        return about.multiplied(by: flatten).multiplied(by: placement.placement)
    }

    /// Whether a layer placed by `placement` shows its back: the map of its plane to the window
    /// reverses orientation (a rotation past edge-on, or a mirroring).
    static func isBackFacing(_ placement: CATransform3D) -> Bool {
        let m = placement
        let determinant = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
        return determinant < 0
    }

    /// Maps bounds coordinates to the superview's 3D space: move the bounds centre to the
    /// origin, apply the 3D transform, then move to `position` (Core Animation's anchor point
    /// in the middle).
    static func localTransform3D(position: CGPoint, bounds: CGRect, transform: CATransform3D) -> CATransform3D {
        CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0).multiplied(by: transform)
            .multiplied(by: CATransform3DMakeTranslation(position.x, position.y, 0))
    }
}

extension UIWindow {
    /// The frame to draw now: back-to-front commands in window points, from presentation values.
    ///
    /// Runs a layout pass first. Hidden views and views with alpha 0 are skipped with their
    /// subviews; `clipsToBounds` clips descendants to the bounding box of the view.
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        var commands: [DisplayList.Command] = []
        commands.reserveCapacity(64)
        UIView.appendCommands(for: self, parentTransform: .identity, parentAlpha: 1, clip: nil, depth: 0, into: &commands)
        return DisplayList(size: bounds.size, clearColor: .black, commands: commands)
    }
}
