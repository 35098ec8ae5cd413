import Foundation

/// When the model next changes by itself (Linux addition, for a host that draws only when
/// something changed): now (an animation, a scroll, a timer or a transition is running), at a
/// clock time (a delayed animation starts then), or not until input arrives.
package enum FrameNeed: Equatable, Sendable {
    /// Something changes in the next frame.
    case now
    /// Nothing changes before this clock time (`AnimationClock.now`), when something starts.
    case at(TimeInterval)
    /// Nothing changes until input arrives.
    case none

    /// The sooner of the two needs.
    package func sooner(_ other: FrameNeed) -> FrameNeed {
        switch (self, other) {
        case (.now, _), (_, .now): return .now
        case (.none, let need), (let need, .none): return need
        case let (.at(a), .at(b)): return .at(min(a, b))
        }
    }
}
