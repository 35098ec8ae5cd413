import Foundation

extension UIView {
    /// The point of the bounds that `center` places and `transform` turns about, in unit
    /// coordinates ((0.5, 0.5), the middle, by default; iOS 16): the layer's `anchorPoint`.
    /// Changing it keeps `center` and moves the view, as in UIKit.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// Maps this view's coordinates to its superview's, from model values.
    var transformToSuperview: CGAffineTransform { CALayer.localTransform(layer.modelValues) }

    /// `point`, in `superview`'s coordinates, in this view's: through the inverse projection when
    /// this view's transform (or the superview's sublayer transform) is three-dimensional; nil
    /// when the point misses the view's plane (seen edge-on, or behind the viewer).
    func pointFromSuperview(_ point: CGPoint, superview: UIView) -> CGPoint? {
        let transform = layer.modelValues.transform, sublayer = superview.layer.sublayerTransform
        if CATransform3DIsAffine(transform), CATransform3DIsIdentity(sublayer) { return convert(point, from: superview) }
        var placement = CALayer.localTransform3D(layer.modelValues)
        if !CATransform3DIsIdentity(sublayer) {
            let anchor = superview.layer.modelValues.anchorInBounds
            placement = placement.multiplied(by: CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0))
                .multiplied(by: sublayer).multiplied(by: CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        }
        return placement.inversePlaneMap(point)
    }

    /// Maps this view's coordinates to its root's (the window's, when in one), from model values.
    var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var view: UIView? = self
        while let current = view, current.superview != nil {
            result = result.concatenating(current.transformToSuperview)
            view = current.superview
        }
        if let root = view, root is UIWindow {
            result = result.concatenating(root.transformToSuperview)
        }
        return result
    }

    private var root: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// `convert(_:to:)` for a point (declared in `UIView.swift`, open).
    func convertedPoint(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = point.applying(transformToRoot)
        guard let view else { return inRoot }
        return inRoot.applying(view.transformToRoot.inverted())
    }

    /// `convert(_:from:)` for a point (declared in `UIView.swift`, open).
    func convertedPoint(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view.map { point.applying($0.transformToRoot) } ?? point
        return inRoot.applying(transformToRoot.inverted())
    }

    /// `convert(_:to:)` for a rectangle (declared in `UIView.swift`, open).
    func convertedRect(_ rect: CGRect, to view: UIView?) -> CGRect {
        var transform = transformToRoot
        if let view { transform = transform.concatenating(view.transformToRoot.inverted()) }
        return rect.applying(transform)
    }

    /// `convert(_:from:)` for a rectangle (declared in `UIView.swift`, open).
    func convertedRect(_ rect: CGRect, from view: UIView?) -> CGRect {
        var transform = view?.transformToRoot ?? .identity
        transform = transform.concatenating(transformToRoot.inverted())
        return rect.applying(transform)
    }
}
