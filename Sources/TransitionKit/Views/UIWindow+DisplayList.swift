import Foundation

extension UIWindow {
    /// The frame to draw now: back-to-front commands in window points, from presentation values.
    ///
    /// Runs a layout pass first, then the pending `draw(_:)` calls, then walks the layer tree (views' layers and standalone layers;
    /// see `CALayer+DisplayList.swift`). Hidden layers and layers with opacity 0 are skipped with
    /// their sublayers; a layer that masks to its bounds clips its sublayers (to its rounded or
    /// rotated shape through an offscreen group when the bounding box is not enough).
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        drawViewsNeedingDisplay()
        var commands: [DisplayList.Command] = []
        // As many as last frame: growing the array copies every command (they are large).
        commands.reserveCapacity(max(64, lastDisplayListCount))
        layer.appendCommands(LayerDrawState(), into: &commands)
        lastDisplayListCount = commands.count
        lastDisplayedCommands = commands   // shared, not copied
        modelChanges.commit()
        lastDisplayedChanges = modelChanges.count
        return DisplayList(size: bounds.size, clearColor: .black, commands: commands)
    }
}
