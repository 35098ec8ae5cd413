import Foundation

/// A key path whose value is not a fixed-size vector (a shape layer's `path`, a gradient's
/// `colors` or `locations`): how to read and write it in `LayerValues` and how to interpolate
/// two values. A layer class lists its own in `CALayer.customAnimatableKeyPaths`; explicit
/// animations of these key paths interpolate with `interpolate`, and where it returns nil (two
/// values that cannot be blended, such as paths with different elements) they switch from the
/// first value to the second at fraction 0.5 (Core Animation calls the result undefined).
struct CustomAnimatableKeyPath {
    /// The key path (`"path"`).
    let keyPath: String
    /// The current value in `values`.
    let read: (_ values: LayerValues) -> Any?
    /// Writes `value` (already accepted) into `values`.
    let write: (_ value: Any, _ values: inout LayerValues) -> Void
    /// Whether `value` has the key path's type.
    let accepts: (_ value: Any) -> Bool
    /// The value at `fraction` from `from` to `to`; nil when the two cannot be blended.
    let interpolate: (_ from: Any, _ to: Any, _ fraction: Double) -> Any?

    /// The value at `fraction`, switching at 0.5 when the two cannot be blended.
    func value(from: Any, to: Any, fraction: Double) -> Any {
        interpolate(from, to, fraction) ?? (fraction < 0.5 ? from : to)
    }
}
