import Foundation

/// A view is its layer's delegate, as in UIKit: its `layoutSublayers(of:)` runs the view's
/// layout (`layoutSubviews()`), and its `action(for:forKey:)` answers no action outside an
/// animation block (both declared in `UIView`, so subclasses override them as on iOS); it takes
/// the protocol's `display(_:)`, `layerWillDraw(_:)` and `draw(_:in:)`: its layer is drawn by
/// the view's `draw(_:)` before each frame that needs it (see `UIView+Drawing.swift`).
/// The conformance is `@preconcurrency`, as the SDK's: the protocol belongs to no actor, the
/// view's methods to the main actor, where layers call them.
extension UIView: @preconcurrency CALayerDelegate {}
