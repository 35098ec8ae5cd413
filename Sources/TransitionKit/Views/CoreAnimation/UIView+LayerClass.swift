import Foundation

extension UIView {
    /// A new layer of `layerClass`, or a plain `CALayer` (with the diagnostic `view.badLayerClass`)
    /// when `layerClass` is not a `CALayer` class.
    static func makeLayer() -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init(instantiatingFrom: nil) }
        AnimationContext.report(Diagnostic(code: .badLayerClass,
            message: "\(self).layerClass is \(layerClass), which is not a CALayer; a CALayer was used."))
        return CALayer()
    }
}

extension Diagnostic.Code {
    /// A view's `layerClass` was not a `CALayer` class; a plain `CALayer` was used.
    public static let badLayerClass = Diagnostic.Code(rawValue: "view.badLayerClass", severity: .error)
}
