import Foundation

/// Drawing a layer's content with a graphics context, and rendering a layer tree into one.
extension CALayer {
    /// Paints the layer and its sublayers into `ctx` in the layer's own coordinates (its bounds'
    /// coordinates at user-space origin; its own position, transform and opacity left out), as
    /// the window would show them now, under the context's CTM and clip:
    /// `UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) }`
    /// makes a picture of a view. Animations in flight are drawn where they are (Core Animation
    /// draws the model values); must be called on the main thread.
    public func render(in ctx: CGContext) {
        let captured = onMainThread(self) { layer in
            layer.layoutIfNeeded()
            var commands: [DisplayList.Command] = []
            layer.appendCommands(LayerDrawState(), rootTransform: .identity, into: &commands)
            return commands
        }
        ctx.paint(recorded: captured, slice: .identity)
    }

    /// The default `display()`'s drawing: `layerWillDraw(_:)`, then `draw(in:)` into a context
    /// of the bounds; the painting replaces what the layer showed. A view's layer is drawn by its
    /// view's `draw(_:)` instead, and a layer with no area paints nothing.
    func drawLayerContent() {
        guard owningView == nil else { return }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            drawnContent = nil
            return
        }
        delegate?.layerWillDraw(self)
        let context = CGContext(recordingIn: bounds)
        draw(in: context)
        drawnContent = context.recorded
        noteModelChange()
    }

    /// Appends what the layer's drawing painted, placed by `base` (the layer's bounds command) and
    /// cut to the bounds, as a backing store is.
    @MainActor func appendDrawnContent(base: DisplayList.Command, values: PresentationValues,
                                       into commands: inout [DisplayList.Command]) {
        guard let drawnContent, !drawnContent.isEmpty else { return }
        let box = base.windowBox(of: values.bounds)
        DisplayList.Command.replay(drawnContent, slice: .identity, clip: base.clip.map { $0.intersection(box) } ?? box,
                                   base: base, into: &commands)
    }
}

extension CGContext {
    /// Paints commands recorded elsewhere (a layer tree, a view hierarchy) in user space: mapped
    /// by `slice` and then the CTM, with the state's alpha and clip.
    func paint(recorded: [DisplayList.Command], slice: CGAffineTransform) {
        var placed: [DisplayList.Command] = []
        DisplayList.Command.replay(recorded, slice: slice, clip: nil,
                                   base: DisplayList.Command(rect: extent, transform: state.ctm), into: &placed)
        for command in placed { paint(command) }
    }
}
