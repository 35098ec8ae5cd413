import Foundation

/// Per-frame timings kept by the host for the HUD and the benchmark: model time (events, clock,
/// layout, display list) and render time (drawing and presenting), over a sliding window.
public struct FrameStatistics: Sendable {
    /// One frame's timings, in seconds.
    public struct Sample: Equatable, Sendable {
        /// Time spent in the model: input handling, `clock.advance(by:)`, `displayList()`.
        public var modelTime: Double
        /// Time spent drawing the display list and presenting.
        public var renderTime: Double
        /// Real time at the start of the frame, in seconds since the host started.
        public var startTime: Double
        /// Creates a sample.
        public init(modelTime: Double, renderTime: Double, startTime: Double) {
            self.modelTime = modelTime; self.renderTime = renderTime; self.startTime = startTime
        }
    }

    /// The most samples kept (older ones are dropped).
    public let capacity: Int
    /// The kept samples, oldest first.
    public private(set) var samples: [Sample] = []
    /// Every frame recorded since creation (not bounded by `capacity`).
    public private(set) var totalFrames: Int = 0

    /// Creates empty statistics keeping the last `capacity` frames (at least 2).
    public init(capacity: Int = 600) { self.capacity = max(2, capacity) }

    /// Records one frame.
    public mutating func record(_ sample: Sample) {
        if samples.count == capacity { samples.removeFirst(samples.count - capacity + 1) }
        samples.append(sample)
        totalFrames += 1
    }

    /// Frames per second over the last `window` seconds of frame starts (0 with fewer than two frames).
    public func framesPerSecond(over window: Double = 1) -> Double {
        guard let last = samples.last else { return 0 }
        let recent = samples.reversed().prefix { last.startTime - $0.startTime <= window }
        guard recent.count >= 2, let first = recent.last else { return 0 }
        let span = last.startTime - first.startTime
        return span > 0 ? Double(recent.count - 1) / span : 0
    }

    /// The `p`-th percentile (0...100, nearest rank) of the model time, in seconds.
    public func modelTime(percentile p: Double) -> Double { Self.percentile(p, of: samples.map(\.modelTime)) }

    /// The `p`-th percentile (0...100, nearest rank) of the render time, in seconds.
    public func renderTime(percentile p: Double) -> Double { Self.percentile(p, of: samples.map(\.renderTime)) }

    /// The nearest-rank percentile of `values` (0 for none). `p` is clamped to 0...100.
    public static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let clamped = min(max(p.isNaN ? 0 : p, 0), 100)
        let rank = Int((clamped / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank - 1, 0), sorted.count - 1)]
    }
}
