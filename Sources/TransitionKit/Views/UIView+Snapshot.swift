import Foundation

extension UIView {
    /// A view that looks like this one does now: a copy of its drawing (and its subviews'),
    /// frozen, with this view's frame. Animators use snapshots to move a picture of a view
    /// without moving the view. `afterScreenUpdates` is accepted; the copy always shows the
    /// values on screen now. Returns nil for a view with no size.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        layoutIfNeeded()
        var commands: [DisplayList.Command] = []
        let origin = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
        UIView.appendCommands(for: self, parentTransform: .identity, parentAlpha: 1, clip: nil, depth: 0,
                              rootTransform: origin, into: &commands)
        let snapshot = SnapshotView(frame: frame, commands: commands)
        snapshot.alpha = alpha
        snapshot.transform = transform
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns: it replays captured draw commands.
@MainActor
final class SnapshotView: UIView {
    private let commands: [DisplayList.Command]

    init(frame: CGRect, commands: [DisplayList.Command]) {
        self.commands = commands
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { return nil }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        let place = base.transform
        var flatten = CATransform3DIdentity
        flatten.m33 = 0
        let place3D = base.transform3D.map { flatten.multiplied(by: $0) }
        for captured in self.commands {
            var command = captured
            if place3D != nil || captured.transform3D != nil {
                command.place(captured.placement.multiplied(by: place3D ?? CATransform3DMakeAffineTransform(place)))
            } else {
                command.transform = captured.transform.concatenating(place)
            }
            command.alpha = captured.alpha * base.alpha
            command.depth = captured.depth + base.depth
            let capturedClip = captured.clip.map { place3D == nil ? $0.applying(place) : base.windowBox(of: $0) }
            switch (capturedClip, base.clip) {
            case let (inner?, outer?): command.clip = inner.intersection(outer)
            case let (inner?, nil): command.clip = inner
            case let (nil, outer): command.clip = outer
            }
            commands.append(command)
        }
    }
}
