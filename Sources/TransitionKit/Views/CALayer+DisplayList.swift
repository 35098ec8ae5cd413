import Foundation

/// Where a layer's commands go: the placement and state its superlayer hands down.
struct LayerDrawState {
    /// Maps the superlayer's coordinates to the output space.
    var parentTransform: CGAffineTransform = .identity
    /// When set, the 3D placement that replaces `parentTransform` (see `CALayer.sublayerPlacement`).
    var parent3D: CATransform3D?
    /// The accumulated opacity of the ancestors.
    var parentAlpha: CGFloat = 1
    /// The clip in output points, if any ancestor clips.
    var clip: CGRect?
    /// The nesting depth (0 for the root).
    var depth = 0
    /// Whether an odd number of ancestors flip their geometry: the layer is drawn mirrored, and
    /// its images and text are turned upright again (see `CALayer+GeometryFlip.swift`).
    var flipsContents = false
}

@MainActor extension CALayer {
    /// `color` when it is not fully transparent (no closure: see `presentationValues()`).
    static func visibleFill(_ color: UIColor?) -> UIColor? {
        guard let color, color.alpha > 0 else { return nil }
        return color
    }

    /// Appends the draw commands of this layer and its sublayers, back to front. `rootTransform`,
    /// when given, replaces this layer's own placement and opacity (a snapshot draws a view in its
    /// own bounds coordinates).
    ///
    /// A layer is drawn as one offscreen `.group` when Core Animation composites it: it has a
    /// `mask`; it masks to its bounds and those are not an axis-aligned rectangle in the output
    /// (rounded corners that some sublayer reaches into, or a rotation); or it is placed in 3D
    /// and has sublayers (its subtree is flattened into its plane first); or it has `shouldRasterize`.
    func appendCommands(_ state: LayerDrawState, rootTransform: CGAffineTransform? = nil,
                        into commands: inout [DisplayList.Command]) {
        let transitionStart = commands.count  // a running CATransition composes the subtree's commands
        defer { if !coreAnimation.animations.isEmpty { composeTransition(newCommandsFrom: transitionStart, in: &commands) } }
        guard !isHidden else { return }
        if layoutIsPending { runPendingLayout() }
        displayIfNeeded()
        drawsMirrored = state.flipsContents
        var values = modelValues
        applyAnimations(to: &values)  // the presentation values, in place
        let alpha = state.parentAlpha * CGFloat(rootTransform == nil ? values.opacity : 1) * contentOpacityFactor
        guard alpha > 0.001 else { return }
        if let clip = state.clip, clip.isEmpty { return }
        var transform: CGAffineTransform
        var full3D: CATransform3D?
        if let rootTransform {
            transform = rootTransform
        } else if case .none = state.parent3D, values.transform.isAffine, values.zPosition == 0 {
            transform = Self.localTransform(values).concatenating(state.parentTransform)
        } else {
            let full = Self.localTransform3D(values)
                .multiplied(by: state.parent3D ?? CATransform3DMakeAffineTransform(state.parentTransform))
            transform = full.affinePart
            full3D = full
        }
        if !isDoubleSided, Self.isBackFacing(full3D ?? CATransform3DMakeAffineTransform(transform)) != state.flipsContents { return }
        var base = DisplayList.Command(
            rect: values.bounds, transform: transform, alpha: alpha,
            fillColor: Self.visibleFill(values.backgroundColor),
            cornerRadius: values.cornerRadius, borderWidth: values.borderWidth, borderColor: values.borderColor,
            shadow: Self.shadow(values), clip: state.clip, content: .fill, depth: state.depth)
        if let full3D { base.place(full3D) }
        if let transformLayer = self as? CATransformLayer {
            transformLayer.appendSublayersInDepth(base: base, values: values, state: state, alpha: alpha, into: &commands)
            return
        }
        if let shadowPath, base.shadow != nil {
            // The shadow cast by `shadowPath`, under everything the layer draws.
            var cast = base
            cast.rect = shadowPath.boundingBox
            cast.fillColor = nil; cast.borderWidth = 0
            commands.append(cast)
            base.shadow = nil
        }

        let placed = base  // from here on read only: passed on without copies
        let visibleSublayers = drawingOrder()
        if mask != nil || shouldRasterize || (!visibleSublayers.isEmpty && placed.transform3D != nil) {
            appendGroup(base: placed, values: values, sublayers: visibleSublayers, into: &commands)
            return
        }
        if rootTransform == nil, values.opacity < 1, allowsGroupOpacity, !visibleSublayers.isEmpty,
           appendOpacityGroup(base: placed, values: values, sublayers: visibleSublayers, into: &commands) {
            return
        }
        let start = commands.count
        appendLayerContent(base: placed, values: values, into: &commands)
        guard !visibleSublayers.isEmpty else { return }
        var childClip = state.clip
        if masksToBounds {
            let box = placed.windowBounds
            childClip = state.clip.map { $0.intersection(box) } ?? box
        }
        let child = flippingSublayers(LayerDrawState(
            parentTransform: placed.transform, parent3D: Self.sublayerPlacement(of: self, values: values, placement: placed),
            parentAlpha: alpha, clip: childClip, depth: state.depth + 1, flipsContents: state.flipsContents), bounds: values.bounds)
        let contentEnd = commands.count
        appendSublayerCommands(visibleSublayers, child, values: values, into: &commands)
        if masksToBounds, Self.needsShapedClip(base: placed, sublayerCommands: commands[contentEnd...]) {
            commands.removeSubrange(start...)
            appendGroup(base: placed, values: values, sublayers: visibleSublayers, into: &commands)
        }
    }

    /// The shadow `values` cast, if any shows.
    static func shadow(_ values: LayerValues) -> DisplayList.Command.Shadow? {
        guard values.shadowOpacity > 0, let color = values.shadowColor, color.alpha > 0 else { return nil }
        return .init(color: color, opacity: CGFloat(values.shadowOpacity), radius: values.shadowRadius, offset: values.shadowOffset)
    }

    /// Whether clipping to the bounding box of `base` is not enough: the layer is rotated or
    /// skewed, or rounded and some sublayer command reaches into a rounded corner.
    static func needsShapedClip(base: DisplayList.Command, sublayerCommands: ArraySlice<DisplayList.Command>) -> Bool {
        guard !sublayerCommands.isEmpty else { return false }
        let t = base.transform
        if base.transform3D != nil || t.b != 0 || t.c != 0 { return true }
        let radius = min(base.cornerRadius, base.rect.width / 2, base.rect.height / 2)
        guard radius > 0 else { return false }
        let r = base.rect
        let corners = [
            CGRect(x: r.minX, y: r.minY, width: radius, height: radius),
            CGRect(x: r.maxX - radius, y: r.minY, width: radius, height: radius),
            CGRect(x: r.minX, y: r.maxY - radius, width: radius, height: radius),
            CGRect(x: r.maxX - radius, y: r.maxY - radius, width: radius, height: radius),
        ].map { $0.applying(t).insetBy(dx: 0.01, dy: 0.01) }
        return sublayerCommands.contains { command in
            let box = command.windowBounds
            return corners.contains { $0.intersects(box) }
        }
    }

    /// Appends the layer as one `.group`: its own content and sublayers drawn in its bounds
    /// coordinates, masked by `mask` (in the same coordinates) or, when it masks to its bounds,
    /// by its rounded bounds; the group is placed by `base`.
    private func appendGroup(base: DisplayList.Command, values: LayerValues, sublayers: [CALayer],
                             into commands: inout [DisplayList.Command]) {
        appendGroup(base: base, values: values, contents: groupContents(base: base, values: values, sublayers: sublayers),
                    into: &commands)
    }

    /// The layer's own content and its sublayers' commands in its bounds coordinates, at full opacity.
    func groupContents(base: DisplayList.Command, values: LayerValues, sublayers: [CALayer]) -> [DisplayList.Command] {
        var local = base
        local.transform = .identity; local.transform3D = nil; local.alpha = 1; local.clip = nil; local.depth = 0
        var inner: [DisplayList.Command] = []
        appendLayerContent(base: local, values: values, into: &inner)
        let child = flippingSublayers(LayerDrawState(
            parentTransform: .identity, parent3D: Self.sublayerPlacement(of: self, values: values, placement: local),
            parentAlpha: 1, clip: masksToBounds ? values.bounds : nil, depth: 1, flipsContents: drawsMirrored), bounds: values.bounds)
        appendSublayerCommands(sublayers, child, values: values, into: &inner)
        return inner
    }

    /// Appends the layer as one `.group` of `inner` (see `groupContents`), placed by `base`.
    /// `masksByBounds` false leaves out the mask of a layer that masks to square bounds (the
    /// contents' clip already cuts them there).
    func appendGroup(base: DisplayList.Command, values: LayerValues, contents inner: [DisplayList.Command],
                     masksByBounds: Bool = true, into commands: inout [DisplayList.Command]) {
        var maskCommands: [DisplayList.Command]?
        if let mask {
            var drawn: [DisplayList.Command] = []
            mask.appendCommands(LayerDrawState(), into: &drawn)
            maskCommands = drawn
        } else if masksToBounds, masksByBounds || values.cornerRadius > 0 {
            let rounded = DisplayList.Command(rect: values.bounds, fillColor: .white, cornerRadius: values.cornerRadius)
            let partial = partialCornerCommands(base: rounded)
            maskCommands = partial.isEmpty ? [rounded] : partial
        }
        let area = Self.groupArea(contents: inner, mask: maskCommands, bounds: values.bounds, clipsToBounds: masksToBounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        var group = base
        group.rect = area
        group.fillColor = nil; group.borderWidth = 0; group.shadow = nil; group.cornerRadius = 0
        group.content = .group(DisplayList.Group(
            commands: inner, mask: maskCommands, rasterizationScale: shouldRasterize ? storedRasterizationScale : nil))
        commands.append(group)
    }

    /// The part of the group's local space worth drawing: what the contents cover, cut to the
    /// mask's extent and (when clipping) the bounds.
    static func groupArea(contents: [DisplayList.Command], mask: [DisplayList.Command]?, bounds: CGRect,
                          clipsToBounds: Bool) -> CGRect {
        var area = contents.reduce(CGRect.null) { $0.union(Self.reach(of: $1)) }
        if let mask { area = area.intersection(mask.reduce(CGRect.null) { $0.union(Self.reach(of: $1)) }) }
        if clipsToBounds { area = area.intersection(bounds) }
        guard !area.isNull else { return .null }
        return CGRect(x: area.minX.rounded(.down), y: area.minY.rounded(.down),
                      width: (area.maxX.rounded(.up) - area.minX.rounded(.down)),
                      height: (area.maxY.rounded(.up) - area.minY.rounded(.down)))
    }

    /// The area a command can paint, its shadow and clip included.
    static func reach(of command: DisplayList.Command) -> CGRect {
        var box = command.windowBounds
        if let shadow = command.shadow {
            let spread = shadow.radius * 2
            box = box.union(box.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height).insetBy(dx: -spread, dy: -spread))
        }
        if let clip = command.clip { box = box.intersection(clip) }
        return box
    }

    /// What places a sublayer's 3D local transform into the output: the layer's sublayer
    /// transform (about its anchor point), the flattening into its plane, then its own placement.
    /// Nil when plain affine arithmetic does the same (no perspective, no sublayer transform).
    static func sublayerPlacement(of layer: CALayer, values: LayerValues, placement: DisplayList.Command) -> CATransform3D? {
        let sublayer = values.sublayerTransform
        guard placement.transform3D != nil || !CATransform3DIsIdentity(sublayer) else { return nil }
        var flatten = CATransform3DIdentity
        flatten.m33 = 0
        let anchor = values.anchorInBounds
        let about = CATransform3DIsIdentity(sublayer) ? CATransform3DIdentity
            : CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0).multiplied(by: sublayer)
                .multiplied(by: CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        return about.multiplied(by: flatten).multiplied(by: placement.placement)
    }

    /// Whether a layer placed by `placement` shows its back: the map of its plane to the output
    /// reverses orientation (a rotation past edge-on, or a mirroring).
    static func isBackFacing(_ placement: CATransform3D) -> Bool {
        let m = placement
        let determinant = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
        return determinant < 0
    }
}
