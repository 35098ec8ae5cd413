import Foundation

/// A view is its layer's delegate, as in UIKit. Its layer is laid out by the view's own layout
/// (`layoutSubviews()`), and a view's layer runs no implicit actions outside an animation block,
/// so the view takes the protocol's defaults.
extension UIView: CALayerDelegate {}
