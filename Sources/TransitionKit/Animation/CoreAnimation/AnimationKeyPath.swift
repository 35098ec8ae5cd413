import Foundation

/// A Core Animation key path resolved to what it animates: components of a table property's
/// vector (a whole property, or a sub-key-path such as `position.x` or `transform.rotation.z`),
/// or a non-vector value through `CustomAnimatableKeyPath`.
enum AnimationKeyPath {
    case vector(VectorTarget)
    case custom(CustomAnimatableKeyPath)

    /// Components of one table property's vector.
    struct VectorTarget {
        /// The table property the key path lives in.
        let property: AnimatableProperty
        /// The shape of the values the key path takes.
        let shape: AnimationValueShape
        /// The property-vector components the key path's value occupies, in order (empty: all).
        let components: [Int]
        /// Added to a component's value when read (the transform keeps `sz - 1`), per component.
        var offsets: [Double] = []
        /// One scalar written to every component (`transform.scale`); read as their mean.
        var broadcasts = false
        /// Whether a pair reads back as a `CGSize` (for implicit actions' `fromValue`).
        var prefersSize = false

        /// The key path's value inside the property vector `full`.
        func read(_ full: AnimationVector) -> AnimationVector {
            guard !components.isEmpty else { return full }
            var value = AnimationVector.zero
            if broadcasts {
                value[0] = components.indices.reduce(0) { $0 + full[components[$1]] + offset($1) } / Double(components.count)
                return value
            }
            for (index, component) in components.enumerated() { value[index] = full[component] + offset(index) }
            return value
        }

        /// Writes the key path's `value` into the property vector `full`.
        func write(_ value: AnimationVector, into full: inout AnimationVector) {
            guard !components.isEmpty else { full = value; return }
            for (index, component) in components.enumerated() {
                full[component] = (broadcasts ? value[0] : value[index]) - offset(index)
            }
        }

        private func offset(_ index: Int) -> Double { index < offsets.count ? offsets[index] : 0 }
    }

    /// Resolves `keyPath` for `layer`: the layer class's custom key paths, then every table
    /// property by its key path (so properties added to the table are animatable as they are),
    /// then sub-key-paths of a table property. Nil for a key path that animates nothing.
    @MainActor
    static func resolve(_ keyPath: String, for layer: CALayer) -> AnimationKeyPath? {
        if let custom = type(of: layer).customAnimatableKeyPaths.first(where: { $0.keyPath == keyPath }) {
            return .custom(custom)
        }
        if let property = AnimatableProperty.allCases.first(where: { $0.entry.keyPath == keyPath }) {
            let shape = AnimationValueShape.of(property)
            return .vector(VectorTarget(property: property, shape: shape, components: [],
                                        prefersSize: shape == .pair && keyPath.hasSuffix("Offset")))
        }
        guard let dot = keyPath.firstIndex(of: ".") else { return nil }
        let head = String(keyPath[..<dot]), tail = String(keyPath[keyPath.index(after: dot)...])
        guard let property = AnimatableProperty.allCases.first(where: { $0.entry.keyPath == head }) else { return nil }
        let shape = AnimationValueShape.of(property)
        if shape == .transform { return transformTarget(property, tail).map(AnimationKeyPath.vector) }
        return structTarget(property, shape: shape, tail).map(AnimationKeyPath.vector)
    }

    /// The fields of a point, size or rect (`position.x`, `bounds.size.width`, `shadowOffset.height`).
    private static func structTarget(_ property: AnimatableProperty, shape: AnimationValueShape, _ tail: String) -> VectorTarget? {
        let fields: [String: (AnimationValueShape, [Int], Bool)]
        switch shape {
        case .pair: fields = ["x": (.scalar, [0], false), "y": (.scalar, [1], false),
                              "width": (.scalar, [0], false), "height": (.scalar, [1], false)]
        case .rect: fields = ["origin": (.pair, [0, 1], false), "size": (.pair, [2, 3], true),
                              "origin.x": (.scalar, [0], false), "origin.y": (.scalar, [1], false),
                              "size.width": (.scalar, [2], false), "size.height": (.scalar, [3], false)]
        case .scalar, .color, .transform: return nil
        }
        guard let (fieldShape, components, prefersSize) = fields[tail] else { return nil }
        return VectorTarget(property: property, shape: fieldShape, components: components, prefersSize: prefersSize)
    }

    /// Core Animation's transform field paths ("Core Animation Programming Guide", Key-Value
    /// Coding Extensions, Table 4-2), mapped onto the decomposition (`CATransform3D+Animation`):
    /// translation 0, 1, 6; scale 2, 3, 7 (stored minus 1); rotation x 8, y 9, z 4.
    private static func transformTarget(_ property: AnimatableProperty, _ tail: String) -> VectorTarget? {
        switch tail {
        case "rotation.x": VectorTarget(property: property, shape: .scalar, components: [8])
        case "rotation.y": VectorTarget(property: property, shape: .scalar, components: [9])
        case "rotation.z", "rotation": VectorTarget(property: property, shape: .scalar, components: [4])
        case "scale.x": VectorTarget(property: property, shape: .scalar, components: [2])
        case "scale.y": VectorTarget(property: property, shape: .scalar, components: [3])
        case "scale.z": VectorTarget(property: property, shape: .scalar, components: [7], offsets: [1])
        case "scale": VectorTarget(property: property, shape: .scalar, components: [2, 3, 7], offsets: [0, 0, 1], broadcasts: true)
        case "translation.x": VectorTarget(property: property, shape: .scalar, components: [0])
        case "translation.y": VectorTarget(property: property, shape: .scalar, components: [1])
        case "translation.z": VectorTarget(property: property, shape: .scalar, components: [6])
        case "translation": VectorTarget(property: property, shape: .pair, components: [0, 1], prefersSize: true)
        default: nil
        }
    }
}
