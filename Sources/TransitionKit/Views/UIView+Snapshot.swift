import Foundation

extension UIView {
    /// `snapshotView(afterScreenUpdates:)` (declared in `UIView.swift`, open): a frozen copy of
    /// this view's drawing and its subviews' with this view's frame; nil for a view with no size.
    func makeSnapshotView() -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        layoutIfNeeded()
        var commands: [DisplayList.Command] = []
        let origin = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        layer.appendCommands(LayerDrawState(), rootTransform: origin, into: &commands)
        let snapshot = SnapshotView(frame: frame, commands: commands)
        snapshot.alpha = alpha
        snapshot.transform = transform
        return snapshot
    }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)` (declared in
    /// `UIView.swift`, open): the part `rect` of this view, stretching outside the cap insets.
    func makeResizableSnapshotView(from rect: CGRect, capInsets: UIEdgeInsets) -> UIView? {
        let values = [rect.minX, rect.minY, rect.width, rect.height, capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        guard values.allSatisfy(\.isFinite) else { return nil }
        let area = rect.standardized.intersection(bounds)
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        layoutIfNeeded()
        var commands: [DisplayList.Command] = []
        let origin = CGAffineTransform(translationX: -area.minX, y: -area.minY)
        layer.appendCommands(LayerDrawState(clip: CGRect(origin: .zero, size: area.size)), rootTransform: origin,
                             into: &commands)
        let frame = superview.map { convert(area, to: $0) } ?? area
        let snapshot = SnapshotView(
            frame: frame, commands: commands, stretch: SnapshotView.Stretch(capturedSize: area.size, capInsets: capInsets))
        snapshot.alpha = alpha
        return snapshot
    }
}

/// The view the snapshot methods return: it replays captured draw commands. A resizable
/// snapshot (`stretch` set) stretches them to its bounds, keeping the cap insets unscaled.
@MainActor
final class SnapshotView: UIView {
    /// The captured size and the cap insets of a resizable snapshot.
    struct Stretch {
        let capturedSize: CGSize
        let capInsets: UIEdgeInsets
    }

    private let commands: [DisplayList.Command]
    private let stretch: Stretch?

    init(frame: CGRect, commands: [DisplayList.Command], stretch: Stretch? = nil) {
        self.commands = commands
        self.stretch = stretch
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        guard let stretch else {
            replay(slice: .identity, clip: base.clip, base: base, into: &commands)
            return
        }
        // Nine slices at most: each replays the capture scaled from its part of the captured
        // size onto its part of the bounds, clipped to that part.
        let size = base.rect.size
        let columns = SnapshotView.segments(
            captured: stretch.capturedSize.width, current: size.width, leading: stretch.capInsets.left,
            trailing: stretch.capInsets.right)
        let rows = SnapshotView.segments(
            captured: stretch.capturedSize.height, current: size.height, leading: stretch.capInsets.top,
            trailing: stretch.capInsets.bottom)
        for row in rows {
            for column in columns {
                let scaleX = column.to.length / column.from.length, scaleY = row.to.length / row.from.length
                let slice = CGAffineTransform(
                    a: scaleX, b: 0, c: 0, d: scaleY,
                    tx: base.rect.minX + column.to.start - column.from.start * scaleX,
                    ty: base.rect.minY + row.to.start - row.from.start * scaleY)
                let box = CGRect(x: base.rect.minX + column.to.start, y: base.rect.minY + row.to.start,
                                 width: column.to.length, height: row.to.length).applying(base.transform)
                replay(slice: slice, clip: base.clip.map { $0.intersection(box) } ?? box, base: base, into: &commands)
            }
        }
    }

    /// Appends the captured commands, mapped by `slice` into the snapshot's bounds (identity when
    /// not stretched), then placed as the snapshot is (in perspective when it is), cut to `clip`.
    private func replay(
        slice: CGAffineTransform, clip: CGRect?, base: DisplayList.Command, into commands: inout [DisplayList.Command]
    ) {
        DisplayList.Command.replay(self.commands, slice: slice, clip: clip, base: base, into: &commands)
    }

    /// A stretch of one axis: where it starts and how long it is.
    struct Span: Equatable {
        let start: CGFloat
        let length: CGFloat
    }

    /// One axis of the nine slices: the caps keep their length (shrunk in proportion when the
    /// current length is shorter than both), the middle takes the rest. Each segment maps a span
    /// of the captured axis onto a span of the current one; empty segments are left out.
    static func segments(captured: CGFloat, current: CGFloat, leading: CGFloat, trailing: CGFloat)
        -> [(from: Span, to: Span)] {
        var lead = max(0, leading), trail = max(0, trailing)
        if lead + trail > captured { let k = captured / (lead + trail); lead *= k; trail *= k }
        var shownLead = lead, shownTrail = trail
        if lead + trail > current { let k = current / (lead + trail); shownLead *= k; shownTrail *= k }
        let pieces = [
            (Span(start: 0, length: lead), Span(start: 0, length: shownLead)),
            (Span(start: lead, length: captured - lead - trail),
             Span(start: shownLead, length: current - shownLead - shownTrail)),
            (Span(start: captured - trail, length: trail), Span(start: current - shownTrail, length: shownTrail)),
        ]
        return pieces.filter { $0.0.length > 0 && $0.1.length > 0 }.map { (from: $0.0, to: $0.1) }
    }
}
