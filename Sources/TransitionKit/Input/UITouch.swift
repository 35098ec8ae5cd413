import Foundation

/// One finger on the screen: here, the left mouse button (or one of the two mirrored fingers
/// of an Alt-drag pinch).
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but has not moved since the last event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
        /// A pointer entered a region (hover; not delivered to touches here).
        case regionEntered
        /// A pointer moved in a region (hover; not delivered to touches here).
        case regionMoved
        /// A pointer left a region (hover; not delivered to touches here).
        case regionExited
    }

    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// The time of the latest event, in the window clock's seconds.
    public internal(set) var timestamp: TimeInterval = 0
    /// The view the touch was hit-tested to at touch-down; it stays with it until the finger lifts.
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The number of taps in quick succession (1 for a single tap).
    public internal(set) var tapCount: Int = 1

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Which finger of its sequence this is (0, or 1 for the mirrored finger of an Alt-drag pinch).
    let finger: Int

    init(location: CGPoint, timestamp: TimeInterval, window: UIWindow?, finger: Int = 0) {
        self.finger = finger
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.window = window
    }

    /// The location in `view`'s coordinates (in the window's when `view` is nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Set where Element == UITouch {
    /// The first finger among these touches: what a view that follows one touch uses. A
    /// `Set`'s `first` follows the hash order, which Swift seeds per process, so two fingers
    /// would take turns from one run to the next.
    var primaryTouch: UITouch? { self.min { $0.finger < $1.finger } }
}
