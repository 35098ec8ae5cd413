import Foundation
import TransitionKit

// UIView's snapshot and coordinate-conversion groups: every method overridden, as a view
// subclass would, and called with its type spelled out.

/// A view subclass overriding the snapshot and conversion methods.
private final class AnimationCensusSnapshotView: UIView {
    // census: UIView+Snapshots.snapshotView(afterScreenUpdates:)
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        super.snapshotView(afterScreenUpdates: afterUpdates)
    }

    // census: UIView+Snapshots.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
    override func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        super.resizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    // census: UIView+Conversion.convert(_:to:)
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }

    // census: UIView+Conversion.convert(_:from:)
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }

    // census: UIView+Conversion.convert(_:to:)
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }

    // census: UIView+Conversion.convert(_:from:)
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
}

/// The same methods called on a plain view, the way animators use them.
@MainActor
private func useSnapshotsAndConversion(_ view: UIView, in container: UIView) -> [UIView?] {
    // census: UIView+Snapshots.snapshotView(afterScreenUpdates:)
    let whole: UIView? = view.snapshotView(afterScreenUpdates: false)
    // census: UIView+Snapshots.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
    let part: UIView? = view.resizableSnapshotView(
        from: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true, withCapInsets: .zero)
    // census: UIView+Conversion.convert(_:to:)
    let pointTo: CGPoint = view.convert(CGPoint(x: 1, y: 2), to: container)
    // census: UIView+Conversion.convert(_:from:)
    let pointFrom: CGPoint = view.convert(pointTo, from: nil)
    // census: UIView+Conversion.convert(_:to:)
    let rectTo: CGRect = view.convert(view.bounds, to: nil)
    // census: UIView+Conversion.convert(_:from:)
    let rectFrom: CGRect = container.convert(rectTo, from: view)
    whole?.frame = rectFrom.offsetBy(dx: pointFrom.x, dy: 0)
    return [whole, part, AnimationCensusSnapshotView(frame: rectFrom)]
}
