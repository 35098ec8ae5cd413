import Foundation

/// Setters and drawing helpers shared by the content layers (shape, gradient, text).
extension CALayer {
    /// Sets a scalar animatable value, refusing a non-finite one with a diagnostic and clamping
    /// to `range`, and records the change (animated inside an animation block).
    func setContentScalar(
        _ storage: WritableKeyPath<LayerValues, CGFloat>, _ value: CGFloat, _ property: AnimatableProperty,
        range: ClosedRange<CGFloat> = -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude
    ) {
        let old = modelValues[keyPath: storage]
        if value.isFinite {
            modelValues[keyPath: storage] = min(max(value, range.lowerBound), range.upperBound)
        } else {
            reportBadValue(property: property, value: "\(value)")
        }
        modelDidChange(property, from: old.animationVector, to: modelValues[keyPath: storage].animationVector)
    }

    /// Sets a colour animatable value and records the change (a nil end animates as the other
    /// colour at alpha 0).
    func setContentColor(_ storage: WritableKeyPath<LayerValues, UIColor?>, _ value: UIColor?, _ property: AnimatableProperty) {
        let old = modelValues[keyPath: storage]
        modelValues[keyPath: storage] = value
        let (from, to) = Self.colorVectors(old, value)
        modelDidChange(property, from: from, to: to)
    }

    /// Sets a point animatable value, refusing a non-finite one, and records the change.
    func setContentPoint(_ storage: WritableKeyPath<LayerValues, CGPoint>, _ value: CGPoint, _ property: AnimatableProperty) {
        let old = modelValues[keyPath: storage]
        modelValues[keyPath: storage] = value.sanitized(or: old, in: self, property: property)
        modelDidChange(property, from: old.animationVector, to: modelValues[keyPath: storage].animationVector)
    }

    /// Splits `base` for a layer with content, as Core Animation composites one: the
    /// background (and shadow) beneath, the content command, then the border above it. The
    /// caller passes `background` to `super.appendLayerContent` and appends `above`.
    static func layering(
        base: DisplayList.Command, content: DisplayList.Command.Content, keepsCorners: Bool
    ) -> (background: DisplayList.Command, above: [DisplayList.Command]) {
        var background = base
        background.borderWidth = 0
        var command = base
        command.fillColor = nil; command.borderWidth = 0; command.shadow = nil
        if !keepsCorners { command.cornerRadius = 0 }
        command.content = content
        guard base.borderWidth > 0, let color = base.borderColor, color.alpha > 0 else { return (background, [command]) }
        var border = base
        border.fillColor = nil; border.shadow = nil
        return (background, [command, border])
    }

    /// The draw commands of this layer's own content at the clock's current time, given the
    /// geometry in `base` (a test and renderer seam: the display-list producer calls
    /// `appendLayerContent` itself).
    @MainActor package func layerContentCommands(base: DisplayList.Command) -> [DisplayList.Command] {
        var commands: [DisplayList.Command] = []
        appendLayerContent(base: base, values: presentationValues(), into: &commands)
        return commands
    }
}
