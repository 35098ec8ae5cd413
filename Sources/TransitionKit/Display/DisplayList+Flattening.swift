import Foundation

extension DisplayList {
    /// The commands with every group's contents placed into the output, back to front: for
    /// inspecting a frame (tests, debug outlines, finding a label's text), not for drawing.
    ///
    /// A group's commands come out with the group's placement, alpha and clip applied (their
    /// clips mapped to the bounding box in the output); its mask is left out, so a masked or
    /// rounded-clipped picture reads as its unmasked contents. Commands clipped away are left out.
    public var flattenedCommands: [Command] {
        guard commands.contains(where: \.isGroup) else { return commands }
        return commands.flatMap { $0.flattened() }
    }
}

extension DisplayList.Command {
    /// Whether the command draws a group.
    var isGroup: Bool {
        if case .group = content { return true }
        return false
    }

    /// This command, or a group's contents placed into the output (see `DisplayList.flattenedCommands`).
    public func flattened() -> [DisplayList.Command] {
        guard case .group(let group) = content else { return [self] }
        let place = placement
        return group.commands.flatMap { $0.flattened() }.compactMap { inner in
            var command = inner
            if transform3D == nil, inner.transform3D == nil {
                command.transform = inner.transform.concatenating(transform)
            } else {
                command.place(inner.placement.multiplied(by: place))
            }
            command.alpha = inner.alpha * alpha
            command.depth = inner.depth + depth
            switch (inner.clip.map { windowBox(of: $0) }, clip) {
            case let (innerClip?, outer?): command.clip = innerClip.intersection(outer)
            case let (innerClip?, nil): command.clip = innerClip
            case let (nil, outer): command.clip = outer
            }
            if let clip = command.clip, clip.isEmpty { return nil }  // clipped away
            return command
        }
    }
}
