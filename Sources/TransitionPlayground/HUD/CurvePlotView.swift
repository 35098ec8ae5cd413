import Foundation
import TransitionKit

/// A small plot of a timing curve, progress (up) against time (right), drawn with plain views:
/// guide lines at progress 0 and 1, the curve as thin rotated segments, and a dot at the
/// current animation's time.
@MainActor
final class CurvePlotView: UIView {
    /// The number of straight segments the curve is drawn with.
    static let segmentCount = 48
    /// The inset between the plot's edge and the curve, in points.
    static let inset: CGFloat = 6
    /// The dot's diameter in points.
    static let dotSize: CGFloat = 9

    /// The curve shown (nil shows only the frame).
    private(set) var curve: TimingCurve?
    /// The time the dot marks, in seconds from the curve's start (clamped to the curve).
    private(set) var dotTime: TimeInterval = 0

    /// The dot view (public for tests: its centre is where the plot puts the current time).
    let dot = UIView()
    /// The Bézier control-point handles (shown while the tuning panel tunes control points).
    let handles = [UIView(), UIView()]
    /// The control points the handles show, or nil.
    private(set) var controlPoints: (CGPoint, CGPoint)?
    /// The progress range held while a handle is dragged (the curve changes under the drag; a
    /// moving scale would slide the handle away from the pointer).
    var frozenRange: ClosedRange<Double>?
    /// How near a press must be to a handle to drag it, in points.
    static let handleReach: CGFloat = 12
    private let zeroLine = UIView()
    private let oneLine = UIView()
    private var segments: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.plot
        layer.cornerRadius = 6
        for guide in [zeroLine, oneLine] {
            guide.backgroundColor = Palette.plotGuide
            addSubview(guide)
        }
        for _ in 0..<Self.segmentCount {
            let segment = UIView()
            segment.backgroundColor = Palette.curve
            segment.layer.cornerRadius = 1
            segments.append(segment)
            addSubview(segment)
        }
        for handle in handles {
            handle.bounds = CGRect(x: 0, y: 0, width: 12, height: 12)
            handle.layer.cornerRadius = 6
            handle.layer.borderWidth = 2
            handle.layer.borderColor = Palette.curveDot.cgColor
            handle.backgroundColor = Palette.panel
            handle.isHidden = true
            addSubview(handle)
        }
        dot.backgroundColor = Palette.curveDot
        dot.bounds = CGRect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize)
        dot.layer.cornerRadius = Self.dotSize / 2
        addSubview(dot)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `curve` with the dot at `time` seconds; only re-lays out what changed.
    func show(_ curve: TimingCurve, at time: TimeInterval) {
        let time = min(max(time.isFinite ? time : 0, 0), curve.duration)
        if curve != self.curve {
            self.curve = curve
            setNeedsLayout()
        } else if time != dotTime {
            dotTime = time
            placeDot()
            return
        }
        dotTime = time
    }

    /// The point in this view's coordinates for `time` seconds and `progress`.
    func point(time: TimeInterval, progress: Double) -> CGPoint {
        guard let curve else { return .zero }
        let inset = Self.inset
        let width = bounds.width - 2 * inset, height = bounds.height - 2 * inset
        let range = displayRange
        let x = curve.duration > 0 ? time / curve.duration : 0
        let y = (progress - range.lowerBound) / (range.upperBound - range.lowerBound)
        return CGPoint(x: inset + width * CGFloat(x), y: inset + height * CGFloat(1 - y))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let curve else { return }
        let left = Self.inset, right = bounds.width - Self.inset
        for (line, progress) in [(zeroLine, 0.0), (oneLine, 1.0)] {
            let y = point(time: 0, progress: progress).y
            line.frame = CGRect(x: left, y: y - 0.5, width: right - left, height: 1)
        }
        var previous = point(time: 0, progress: curve.progress(at: 0))
        for (index, segment) in segments.enumerated() {
            let time = curve.duration * Double(index + 1) / Double(segments.count)
            let next = point(time: time, progress: curve.progress(at: time))
            let dx = next.x - previous.x, dy = next.y - previous.y
            let length = (dx * dx + dy * dy).squareRoot()
            segment.transform = .identity
            segment.bounds = CGRect(x: 0, y: 0, width: length + 1.5, height: 2)
            segment.center = CGPoint(x: (previous.x + next.x) / 2, y: (previous.y + next.y) / 2)
            segment.transform = CGAffineTransform(rotationAngle: atan2(dy, dx))
            previous = next
        }
        placeDot()
        placeHandles()
    }

    /// The progress range the plot spans: the curve's, widened to the handles', or the range
    /// frozen for a drag.
    var displayRange: ClosedRange<Double> {
        if let frozenRange { return frozenRange }
        let range = curve?.range ?? 0...1
        guard let (first, second) = controlPoints else { return range }
        let ys = [Double(first.y), Double(second.y)]
        return min(range.lowerBound, ys.min()!)...max(range.upperBound, ys.max()!)
    }

    /// Shows the handles at `points` (control points: x is the time fraction, y the progress), or hides them.
    func showHandles(_ points: (CGPoint, CGPoint)?) {
        let changed = points.map { [$0.0, $0.1] } != controlPoints.map { [$0.0, $0.1] }
        controlPoints = points
        if changed { placeHandles() }
    }

    /// The control point (time fraction, progress) at `point` in this view's coordinates.
    func controlPoint(at point: CGPoint) -> CGPoint {
        guard let curve else { return .zero }
        let inset = Self.inset
        let width = bounds.width - 2 * inset, height = bounds.height - 2 * inset
        let range = displayRange
        let x = width > 0 ? (point.x - inset) / width : 0
        let fraction = height > 0 ? 1 - (point.y - inset) / height : 0
        return CGPoint(x: x, y: CGFloat(range.lowerBound) + fraction * CGFloat(range.upperBound - range.lowerBound))
    }

    /// The handle within `handleReach` of `point` (this view's coordinates), nearest first.
    func handleIndex(near point: CGPoint) -> Int? {
        guard controlPoints != nil else { return nil }
        let distances = handles.enumerated().map { ($0.offset, hypot($0.element.center.x - point.x, $0.element.center.y - point.y)) }
        return distances.filter { $0.1 <= Self.handleReach }.min { $0.1 < $1.1 }?.0
    }

    private func placeHandles() {
        guard let curve, let (first, second) = controlPoints else {
            handles.forEach { $0.isHidden = true }
            return
        }
        for (handle, control) in zip(handles, [first, second]) {
            handle.isHidden = false
            handle.center = point(time: Double(control.x) * curve.duration, progress: Double(control.y))
        }
    }

    private func placeDot() {
        guard let curve else { return }
        dot.center = point(time: dotTime, progress: curve.progress(at: dotTime))
    }
}
