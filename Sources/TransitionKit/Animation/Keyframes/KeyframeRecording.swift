import Foundation

/// The changes an `animateKeyframes` block makes, kept per layer and property with the keyframe
/// window each was made in; on commit each property becomes one `LayerAnimation` along a
/// `KeyframePath`.
@MainActor
final class KeyframeRecording {
    /// One property of one layer: its value before the block and the keyframes that changed it.
    private final class Track {
        let layer: CALayer
        let property: AnimatableProperty
        let initial: AnimationVector
        var current: AnimationVector
        var steps: [KeyframePath.Step] = []

        init(layer: CALayer, property: AnimatableProperty, initial: AnimationVector) {
            self.layer = layer; self.property = property; self.initial = initial; current = initial
        }
    }

    let mode: KeyframeCalculationMode
    /// The relative window of the keyframe whose block is running ((0, 1) outside any keyframe:
    /// changes made directly in the `animateKeyframes` block span the whole animation).
    private(set) var window: (start: Double, duration: Double) = (0, 1)
    private var tracks: [Track] = []

    init(mode: KeyframeCalculationMode) { self.mode = mode }

    /// Runs `body` with the keyframe window `[start, start + duration]`, relative to the window
    /// open now (so a keyframe added inside another keyframe's block is relative to that one).
    func withKeyframe(start: Double, duration: Double, _ body: () -> Void) {
        let saved = window
        window = (saved.start + start * saved.duration, duration * saved.duration)
        body()
        window = saved
    }

    /// Notes one model change (`delta` = old - new) in the open keyframe window; returns whether
    /// it is the first change of this layer's property in the block.
    func record(layer: CALayer, property: AnimatableProperty, delta: AnimationVector) -> Bool {
        let existing = tracks.first(where: { $0.layer === layer && $0.property == property })
        let track = existing ?? Track(layer: layer, property: property, initial: layer.modelVector(property) + delta)
        if existing == nil { tracks.append(track) }
        track.current -= delta
        let end = window.start + window.duration
        if let last = track.steps.last, last.start == window.start, last.end == end {
            track.steps[track.steps.count - 1] = KeyframePath.Step(start: last.start, end: end, value: track.current)
        } else {
            track.steps.append(KeyframePath.Step(start: window.start, end: end, value: track.current))
        }
        return existing == nil
    }

    /// One animation per changed property, each along its path (keyframes in start order).
    func makeAnimations(group: AnimationGroup) -> [LayerAnimation] {
        tracks.compactMap { track in
            let steps = track.steps.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
            let path = KeyframePath(mode: mode, initial: track.initial, steps: steps.map(\.element))
            guard path.initial != path.final || steps.contains(where: { $0.element.value != path.initial }) else {
                return nil
            }
            let animation = LayerAnimation(
                layer: track.layer, property: track.property, delta: path.initial - path.final, group: group)
            animation.path = path
            return animation
        }
    }
}
