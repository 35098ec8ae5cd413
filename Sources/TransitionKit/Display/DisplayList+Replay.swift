import Foundation

extension DisplayList.Command {
    /// Appends `recorded` (commands in a local space: a snapshot's bounds, a drawing's context),
    /// mapped by `slice` into `base`'s coordinates and then placed as `base` is (in perspective
    /// when it is), with `base`'s alpha and depth added, cut to `clip` (window points). A recorded
    /// clip is carried over as its bounding box in the output; commands clipped away are left out.
    static func replay(
        _ recorded: [DisplayList.Command], slice: CGAffineTransform, clip: CGRect?, base: DisplayList.Command,
        into commands: inout [DisplayList.Command]
    ) {
        let place = slice.concatenating(base.transform)
        var flatten = CATransform3DIdentity
        flatten.m33 = 0
        let place3D = base.transform3D.map { CATransform3DMakeAffineTransform(slice).multiplied(by: flatten.multiplied(by: $0)) }
        for captured in recorded {
            var command = captured
            if place3D != nil || captured.transform3D != nil {
                command.place(captured.placement.multiplied(by: place3D ?? CATransform3DMakeAffineTransform(place)))
            } else {
                command.transform = captured.transform.concatenating(place)
            }
            command.alpha = captured.alpha * base.alpha
            command.depth = captured.depth + base.depth
            let capturedClip = captured.clip.map { place3D == nil ? $0.applying(place) : base.windowBox(of: $0.applying(slice)) }
            switch (capturedClip, clip) {
            case let (inner?, outer?): command.clip = inner.intersection(outer)
            case let (inner?, nil): command.clip = inner
            case let (nil, outer): command.clip = outer
            }
            if let clip = command.clip, clip.isEmpty { continue }  // clipped away (an empty intersection is the null rect)
            commands.append(command)
        }
    }

    /// Appends this image command, or, when its image is a drawing (`UIGraphicsImageRenderer`),
    /// the drawing's commands mapped from the source rectangle onto the destination and cut to
    /// it; a tint colour recolours what the drawing paints, keeping its alpha.
    func appendImage(into commands: inout [DisplayList.Command]) {
        guard case .image(let image) = content, let drawing = image.pixels.drawing else {
            commands.append(self)
            return
        }
        let scale = image.pixels.drawingScale
        let source = CGRect(x: image.sourceRect.minX / scale, y: image.sourceRect.minY / scale,
                            width: image.sourceRect.width / scale, height: image.sourceRect.height / scale)
        let destination = image.destinationRect
        guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { return }
        let sx = destination.width / source.width, sy = destination.height / source.height
        let slice = CGAffineTransform(a: sx, b: 0, c: 0, d: sy,
                                      tx: destination.minX - source.minX * sx, ty: destination.minY - source.minY * sy)
        let box = transform3D == nil ? destination.applying(transform) : windowBox(of: destination)
        let cut = clip.map { $0.intersection(box) } ?? box
        let painted = image.tintColor.map { tint in drawing.map { $0.recoloured(tint) } } ?? drawing
        Self.replay(painted, slice: slice, clip: cut, base: self, into: &commands)
    }

    /// The command painting in `tint` (its alpha kept) instead of its own colours.
    func recoloured(_ tint: UIColor) -> DisplayList.Command {
        func paint(_ color: UIColor?) -> UIColor? { color.map { tint.withAlphaComponent(tint.alpha * $0.alpha) } }
        var command = self
        command.fillColor = paint(fillColor)
        command.borderColor = paint(borderColor)
        switch content {
        case .fill, .backdropBlur: break
        case .text(var text):
            text.color = paint(text.color) ?? tint
            for line in text.lines.indices {
                for run in text.lines[line].runs.indices {
                    text.lines[line].runs[run].color = paint(text.lines[line].runs[run].color) ?? tint
                }
            }
            command.content = .text(text)
        case .image(var image):
            image.tintColor = tint
            command.content = .image(image)
        case .shape(var shape):
            shape.fillColor = paint(shape.fillColor); shape.strokeColor = paint(shape.strokeColor)
            command.content = .shape(shape)
        case .gradient(var gradient):
            gradient.colors = gradient.colors.map { paint($0) ?? tint }
            command.content = .gradient(gradient)
        case .group(var group):
            group.commands = group.commands.map { $0.recoloured(tint) }
            command.content = .group(group)
        }
        return command
    }
}
