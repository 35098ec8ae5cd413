import Foundation

/// The layer tree: a layer's sublayers, back to front, and its superlayer.
///
/// A view's layer is in the tree too: adding a subview puts its layer into the superview's
/// layer's sublayers (just below the layer of the next subview, or on top), so layers added
/// with `addSublayer` after the subviews draw above them, as on iOS. The display list walks
/// this tree; hit testing walks the views.
/// The action key for a layer added to a layer tree (`addSublayer(_:)`, `insertSublayer`...): a
/// layer's action for it runs after it is inserted.
public let kCAOnOrderIn = "onOrderIn"

/// The action key for a layer removed from its superlayer: its action runs after the removal.
public let kCAOnOrderOut = "onOrderOut"

extension CALayer {
    /// The sublayers, back to front; nil when there are none (as in Core Animation). Setting it
    /// replaces them all.
    public var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            let removed = sublayerList
            for layer in removed { layer.superlayer = nil }
            if !removed.isEmpty {
                if owningView == nil { layoutIsPending = true }
                noteModelChange()
            }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
            for layer in removed where layer.superlayer == nil { layer.runOrderAction(kCAOnOrderOut) }
        }
    }

    /// Appends `layer` on top of the sublayers (moving it from its old superlayer).
    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerList.count)
    }

    /// Inserts `layer` at `idx` in the sublayers (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerList.firstIndex(where: { $0 === sibling }) else {
            insert(layer, at: sublayerList.count)
            return
        }
        insert(layer, at: index + 1)
    }

    /// Inserts `layer` just below `sibling` (at the back when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, let index = sublayerList.firstIndex(where: { $0 === sibling }) else {
            insert(layer, at: 0)
            return
        }
        insert(layer, at: index)
    }

    /// Puts `newLayer` where `oldLayer` is (a sublayer of this layer) and removes `oldLayer`.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            reportTreeProblem("replaceSublayer: \(oldLayer) is not a sublayer of \(self); the call was ignored.")
            return
        }
        guard oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// Removes the layer from its superlayer's sublayers (the superlayer then needs layout), and
    /// runs the layer's action for `kCAOnOrderOut`, if it has one.
    public func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayerList.removeAll { $0 === self }
        self.superlayer = nil
        if superlayer.owningView == nil { superlayer.layoutIsPending = true }
        superlayer.noteModelChange()
        runOrderAction(kCAOnOrderOut)
    }

    /// Runs the layer's action for `event` (`kCAOnOrderIn` or `kCAOnOrderOut`), if it has one
    /// and actions are not disabled. The default has none: only the delegate's
    /// `action(for:forKey:)`, `actions` or an overridden `action(forKey:)` give one. A view's layer
    /// runs none (its view answers no action outside an animation block, as in UIKit).
    private func runOrderAction(_ event: String) {
        guard owningView == nil, !CATransaction.disableActions(), let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }

    /// Whether this layer is `layer` or lies inside its subtree.
    func isInSubtree(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Inserts `layer` at `index` (clamped), refusing cycles; moving within the same superlayer
    /// counts the index after the layer was taken out.
    func insert(_ layer: CALayer, at index: Int) {
        guard !isInSubtree(of: layer) else {
            reportTreeProblem("Can't add \(layer) as a sublayer of itself or of one of its sublayers; the call was ignored.")
            return
        }
        let previous = layer.superlayer
        if let previous {
            previous.sublayerList.removeAll { $0 === layer }
            layer.superlayer = nil
            if previous.owningView == nil { previous.layoutIsPending = true }
            previous.noteModelChange()
        }
        sublayerList.insert(layer, at: min(max(index, 0), sublayerList.count))
        layer.superlayer = self
        if owningView == nil { layoutIsPending = true }
        noteModelChange()
        if previous !== self { layer.runOrderAction(kCAOnOrderIn) }
    }

    private func reportTreeProblem(_ message: String) {
        let diagnostic = Diagnostic(code: .invalidHierarchy, message: message)
        reportLayerProblem(diagnostic)
    }
}
