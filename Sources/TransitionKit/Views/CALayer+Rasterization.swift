import Foundation

extension CALayer {
    /// The scale at which a rasterized layer (`shouldRasterize`) is rendered, relative to its
    /// own coordinates: texels per point of its bitmap, 1 by default (as in Core Animation:
    /// "the layer should be rasterized at its current size"; set the screen's scale for a sharp
    /// bitmap on a 2x display). A value that is not finite and positive is refused with a
    /// Diagnostic and the old value kept.
    public var rasterizationScale: CGFloat {
        get { storedRasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                let message = "rasterizationScale = \(newValue) must be a finite number above 0; the change was ignored."
                reportLayerProblem(Diagnostic(code: .nonFiniteValue, message: message))
                return
            }
            storedRasterizationScale = newValue
        }
    }
}
