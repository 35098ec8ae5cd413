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

/// Counts the changes to what layers show, in every window: a property set to a different
/// value, a sublayer added or removed, hidden, clipping, mask or contents changed, a layout or a
/// display asked for. A host compares the count after a frame with the count when it decides
/// whether to draw the next one; setting a value to what it was counts nothing.
@MainActor
package enum LayerModelChanges {
    /// Changes so far (wraps around).
    package private(set) static var count: UInt64 = 0

    /// `count` at the last commit: the end of a clock frame or a window's `displayList()`. The
    /// changes after it are the current transaction's (what a `CATransition` animates from).
    package private(set) static var committed: UInt64 = 0

    /// Notes one change.
    static func note() { count &+= 1 }

    /// Notes a commit: the changes so far are on screen (or would be, at a frame's end).
    static func commit() { committed = count }
}
