import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed, delayed and
/// tinted from the previous one (Core Animation's `CAReplicatorLayer`).
///
/// Defaults are Core Animation's: one instance, identity transform, no delay, white instance
/// colour, zero offsets, `preservesDepth` false. Instance `i` (from 0) is placed by
/// `instanceTransform` applied `i` times about the layer's anchor point (as `sublayerTransform`
/// is), sees its sublayers' animations `i * instanceDelay` seconds late, and has its colours
/// multiplied by `instanceColor` plus `i` times the component offsets (each clamped to 0...1).
/// Every value but `instanceCount` and `preservesDepth` animates through the property table.
/// The copies are flattened into the replicator's plane: `preservesDepth` is stored only.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn (1 by default; 0 draws none). A negative
    /// count is refused with the diagnostic `replicator.badInstanceCount`.
    public var instanceCount: Int = 1 {
        didSet {
            guard instanceCount < 0 else { return }
            reportReplicatorProblem(.replicatorBadInstanceCount, "instanceCount = \(instanceCount) is negative; the change was ignored.")
            instanceCount = oldValue
        }
    }

    /// Stored only: whether the copies keep their depth in the parent's 3D space (false by
    /// default). The display list always flattens them into the replicator's plane.
    public var preservesDepth = false

    /// Creates a replicator layer with Core Animation's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer`'s model values and replicator settings (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
    }

    /// Not archived on Linux; returns nil (written so subclasses compile as on iOS).
    public required init?(coder: NSCoder) { return nil }

    /// The transform from one copy to the next, about the anchor point (identity by default).
    public var instanceTransform: CATransform3D {
        get { modelValues.instanceTransform }
        set {
            let old = modelValues.instanceTransform
            if newValue.isFinite { modelValues.instanceTransform = newValue } else {
                reportReplicatorProblem(.nonFiniteValue, "instanceTransform = \(newValue) is not a finite value; the change was ignored.")
            }
            modelDidChange(.instanceTransform, from: old.animationVector, to: modelValues.instanceTransform.animationVector)
        }
    }

    /// The delay in seconds between one copy's animations and the next's (0 by default).
    public var instanceDelay: CFTimeInterval {
        get { Double(modelValues.instanceDelay) }
        set { setReplicatorScalar(\.instanceDelay, CGFloat(newValue), .instanceDelay) }
    }

    /// The colour multiplying the first copy's colours (opaque white by default; nil acts as white).
    public var instanceColor: CGColor? {
        get { modelValues.instanceColor }
        set { setContentColor(\.instanceColor, newValue, .instanceColor) }
    }

    /// Added to the red component of the instance colour for each copy after the first.
    public var instanceRedOffset: Float {
        get { Float(modelValues.instanceRedOffset) }
        set { setReplicatorScalar(\.instanceRedOffset, CGFloat(newValue), .instanceRedOffset) }
    }

    /// Added to the green component of the instance colour for each copy after the first.
    public var instanceGreenOffset: Float {
        get { Float(modelValues.instanceGreenOffset) }
        set { setReplicatorScalar(\.instanceGreenOffset, CGFloat(newValue), .instanceGreenOffset) }
    }

    /// Added to the blue component of the instance colour for each copy after the first.
    public var instanceBlueOffset: Float {
        get { Float(modelValues.instanceBlueOffset) }
        set { setReplicatorScalar(\.instanceBlueOffset, CGFloat(newValue), .instanceBlueOffset) }
    }

    /// Added to the alpha component of the instance colour for each copy after the first.
    public var instanceAlphaOffset: Float {
        get { Float(modelValues.instanceAlphaOffset) }
        set { setReplicatorScalar(\.instanceAlphaOffset, CGFloat(newValue), .instanceAlphaOffset) }
    }

    /// The copy being drawn, while the display list walks the sublayers (its sublayers' time
    /// runs `index * instanceDelay` behind; see `CALayer.localTime(rootTime:)`).
    var drawingInstanceTimeShift: Double = 0

    private func setReplicatorScalar(_ storage: WritableKeyPath<LayerValues, CGFloat>, _ value: CGFloat, _ property: AnimatableProperty) {
        guard value.isFinite else {
            reportReplicatorProblem(.nonFiniteValue, "\(property.keyPath) = \(value) is not a finite value; the change was ignored.")
            return
        }
        setContentScalar(storage, value, property)
    }

    private func reportReplicatorProblem(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, message: message)
        reportLayerProblem(diagnostic)
    }
}

extension Diagnostic.Code {
    /// A replicator layer's `instanceCount` was set negative; the change was ignored.
    public static let replicatorBadInstanceCount = Diagnostic.Code(rawValue: "replicator.badInstanceCount", severity: .error)
}
