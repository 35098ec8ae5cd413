import Foundation

/// Where a layer's model changes are counted: on the window at the root of its layer tree
/// (`UIWindow.modelChanges`), so each window counts only its own.
///
/// A change walks up the tree once (`superlayer`, and from a mask to the layer it masks): O(depth)
/// for each change, nothing kept on the layers to invalidate when a subtree moves. A layer in no
/// window notes nothing; the change that puts it in a window (adding it or its view) is noted there.
extension CALayer {
    /// The most mask-to-masked steps `treeWindow` follows (a mask of a mask is rare; a layer set
    /// as its own mask, or masks masking each other, must not loop).
    static let maximumMaskSteps = 8

    /// Notes a change to what this layer shows on its tree's window, if it is in one.
    func noteModelChange() {
        guard let window = treeWindow else { return }
        onMainThread { window.modelChanges.note() }
    }

    /// The window whose layer is the root of this layer's tree (a mask belongs to the tree of the
    /// layer it masks), if any.
    var treeWindow: UIWindow? {
        var layer = self, maskSteps = 0
        while true {
            if let parent = layer.superlayer {
                layer = parent
            } else if maskSteps < Self.maximumMaskSteps, let masked = layer.maskedLayer {
                layer = masked
                maskSteps += 1
            } else {
                break
            }
        }
        return layer.owningView as? UIWindow
    }
}
