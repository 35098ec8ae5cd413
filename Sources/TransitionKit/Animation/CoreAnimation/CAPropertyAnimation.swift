import Foundation

/// An animation of one layer property named by a key path (`"position"`, `"transform.rotation.z"`).
///
/// The key path resolves through the animatable-property table (any property in it, plus the
/// struct-field and transform sub-key-paths) or the layer class's custom key paths; a key path
/// that animates nothing, or a value of the wrong type, is refused when the animation is added
/// (a Diagnostic naming it) and the animation is ignored.
open class CAPropertyAnimation: CAAnimation {
    /// The key path animated.
    public var keyPath: String?
    /// Whether the animated value is added to the value beneath (the model, or earlier animations).
    public var isAdditive = false
    /// Whether each repetition starts where the previous one ended.
    public var isCumulative = false
    /// A function turning the animated numbers into a transform (used with key path "transform").
    public var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The values the animation was given (`fromValue`, `values`...), checked when it is added.
    var givenValues: [Any] { [] }

    override func validationProblem(for layer: CALayer) -> String? {
        if let problem = super.validationProblem(for: layer) { return problem }
        guard let keyPath else { return "\(type(of: self)) has no key path" }
        guard let target = AnimationKeyPath.resolve(keyPath, for: layer) else {
            return "\(type(of: self)): \"\(keyPath)\" is not an animatable key path of \(type(of: layer))"
        }
        for value in givenValues {
            let fits: Bool
            switch target {
            case let .vector(vectorTarget): fits = inputVector(of: value, for: vectorTarget) != nil
            case let .custom(custom): fits = custom.accepts(value)
            }
            if !fits { return "\(type(of: self)): \(value) (\(type(of: value))) is not a value for \"\(keyPath)\"" }
        }
        return nil
    }

    /// `value` as a vector in the space the animation interpolates in (the value function's
    /// input when one applies, else the key path's shape).
    func inputVector(of value: Any, for target: AnimationKeyPath.VectorTarget) -> AnimationVector? {
        if let valueFunction, target.shape == .transform, target.components.isEmpty {
            return valueFunction.input(of: value)
        }
        return target.shape.vector(of: value)
    }

    /// The key path resolved for one layer class (resolved once, not every frame).
    private var resolved: (keyPath: String, layerClass: ObjectIdentifier, target: AnimationKeyPath?)?

    @MainActor private func target(for layer: CALayer) -> AnimationKeyPath? {
        guard let keyPath else { return nil }
        let layerClass = ObjectIdentifier(type(of: layer))
        if let resolved, resolved.keyPath == keyPath, resolved.layerClass == layerClass { return resolved.target }
        let target = AnimationKeyPath.resolve(keyPath, for: layer)
        resolved = (keyPath, layerClass, target)
        return target
    }

    override func apply(passTime time: Double, iteration: Int, duration: Double, to values: inout LayerValues, of layer: CALayer) {
        guard let target = target(for: layer) else { return }
        let progress = progress(passTime: time, duration: duration)
        switch target {
        case let .vector(vectorTarget):
            let entry = vectorTarget.property.entry
            var full = entry.vector(values)
            let usesFunction = valueFunction != nil && vectorTarget.shape == .transform && vectorTarget.components.isEmpty
            let underlying = usesFunction ? (valueFunction?.identityInput ?? .zero) : vectorTarget.read(full)
            let convert = { (value: Any) in self.inputVector(of: value, for: vectorTarget) }
            guard let ends = endpoints(underlying: underlying, convert: convert) else { return }
            var value = vectorValue(progress: progress, ends: ends, convert: convert)
            if isCumulative && iteration > 0 { value += (ends.end - ends.start) * Double(iteration) }
            if let valueFunction, usesFunction { value = valueFunction.transform(for: value).animationVector }
            if isAdditive { value += usesFunction ? full : vectorTarget.read(full) }
            vectorTarget.write(value, into: &full)
            entry.store(full, &values)
        case let .custom(custom):
            guard let value = customValue(progress: progress, underlying: custom.read(values), keyPath: custom) else { return }
            custom.write(value, &values)
        }
    }

    /// The first and last value of one pass, given the value beneath; nil animates nothing.
    func endpoints(underlying: AnimationVector, convert: (Any) -> AnimationVector?) -> (start: AnimationVector, end: AnimationVector)? {
        nil
    }

    /// The value at `progress` of one pass.
    func vectorValue(progress: Double, ends: (start: AnimationVector, end: AnimationVector),
                     convert: (Any) -> AnimationVector?) -> AnimationVector {
        ends.start + (ends.end - ends.start) * progress
    }

    /// The value of a custom key path at `progress`; nil animates nothing.
    func customValue(progress: Double, underlying: Any?, keyPath: CustomAnimatableKeyPath) -> Any? { nil }
}
