import Foundation

/// A layer that fills its bounds with a colour gradient (Core Animation's `CAGradientLayer`).
///
/// Defaults are Core Animation's: no colours (nothing drawn), locations spread evenly, axial
/// from (0.5, 0) to (0.5, 1) (top to bottom). `startPoint` and `endPoint` animate through the
/// property table; `colors` and `locations` are stored as values of their own (animated through
/// custom key paths). The gradient is clipped by the layer's corner radius.
open class CAGradientLayer: CALayer {
    /// The geometry (`.axial` by default).
    public var type: CAGradientLayerType = .axial

    /// Creates a gradient layer with Core Animation's defaults.
    public override init() { super.init() }

    /// The key paths whose values are not vectors (see `CAShapeLayer+KeyPaths.swift`).
    override class var customAnimatableKeyPaths: [CustomAnimatableKeyPath] { gradientKeyPaths }

    /// Creates a copy of `layer`'s model values and gradient type (Core Animation's `init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        type = other.type
    }

    /// Not archived on Linux; returns nil (written so subclasses compile as on iOS).
    public required init?(coder: NSCoder) { return nil }

    /// The stops' colours (`CGColor`s), first to last; nil (the default) draws nothing. An array
    /// holding anything but colours is refused with the diagnostic `gradient.badColors`.
    public var colors: [Any]? {
        get { modelValues.gradientColors }
        set {
            guard let newValue else { modelValues.gradientColors = nil; return }
            let colors = newValue.compactMap { $0 as? UIColor }
            guard colors.count == newValue.count else {
                report(.gradientBadColors, "colors = \(newValue) holds something that is not a CGColor; the change was ignored.")
                return
            }
            let old = modelValues.gradientColors
            modelValues.gradientColors = colors
            runImplicitCustomAction("colors", from: old)
        }
    }

    /// The stops' positions, 0...1 ascending, one per colour; nil (the default) spreads the
    /// colours evenly. Non-finite numbers are refused with the diagnostic `gradient.badLocations`.
    public var locations: [NSNumber]? {
        get { modelValues.gradientLocations?.map { NSNumber(value: Double($0)) } }
        set {
            guard let newValue else { modelValues.gradientLocations = nil; return }
            let values = newValue.map { CGFloat($0.doubleValue) }
            guard values.allSatisfy(\.isFinite) else {
                report(.gradientBadLocations, "locations = \(newValue) are not all finite; the change was ignored.")
                return
            }
            let old = modelValues.gradientLocations
            modelValues.gradientLocations = values
            runImplicitCustomAction("locations", from: old)
        }
    }

    /// The start point in the unit coordinate space of the bounds ((0.5, 0) by default).
    public var startPoint: CGPoint {
        get { modelValues.startPoint }
        set { setContentPoint(\.startPoint, newValue, .startPoint) }
    }

    /// The end point in the unit coordinate space of the bounds ((0.5, 1) by default).
    public var endPoint: CGPoint {
        get { modelValues.endPoint }
        set { setContentPoint(\.endPoint, newValue, .endPoint) }
    }

    private func report(_ code: Diagnostic.Code, _ message: String) {
        reportLayerProblem(Diagnostic(code: code, message: message))
    }

    /// The gradient as the display list carries it, from `values`; nil with no colours.
    /// Locations whose count differs from the colours' are ignored (spread evenly; Core
    /// Animation does not document this case).
    func gradient(from values: PresentationValues) -> DisplayList.Gradient? {
        guard let colors = values.gradientColors, !colors.isEmpty else { return nil }
        let locations = values.gradientLocations.flatMap { $0.count == colors.count ? $0 : nil }
        let kind: DisplayList.Gradient.Kind = type == .radial ? .radial : type == .conic ? .conic : .axial
        return DisplayList.Gradient(kind: kind, colors: colors, locations: locations,
                                    startPoint: values.startPoint, endPoint: values.endPoint)
    }

    @MainActor override func appendLayerContent(base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]) {
        guard let gradient = gradient(from: values) else {
            super.appendLayerContent(base: base, values: values, into: &commands)
            return
        }
        let parts = Self.layering(base: base, content: .gradient(gradient), keepsCorners: true)
        super.appendLayerContent(base: parts.background, values: values, into: &commands)
        commands += parts.above
    }
}

extension Diagnostic.Code {
    /// A gradient layer's `colors` held something other than colours; the change was ignored.
    public static let gradientBadColors = Diagnostic.Code(rawValue: "gradient.badColors", severity: .error)
    /// A gradient layer's `locations` held a non-finite number; the change was ignored.
    public static let gradientBadLocations = Diagnostic.Code(rawValue: "gradient.badLocations", severity: .error)
}
