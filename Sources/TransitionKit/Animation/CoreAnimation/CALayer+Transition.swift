import Foundation

/// `CATransition` on a layer: the old rendering frozen when the transition is added,
/// composed with the live one while it runs.
extension CALayer {
    /// Freezes the layer's subtree as `transition`'s old rendering (in window points).
    func freezeRendering(for transition: CATransition) {
        delegate?.layoutIfNeeded()
        let parent = superlayer?.transformToRootLayer ?? .identity
        var commands: [DisplayList.Command] = []
        appendCommands(LayerDrawState(parentTransform: parent), into: &commands)
        let box = modelValues.bounds.applying(transformToSuperlayer.concatenating(parent))
        transition.frozen = CATransition.FrozenRendering(commands: commands, box: box)
    }

    /// Composes a running `CATransition`: the commands from `start` on (this layer's subtree,
    /// drawn live) are the new rendering; the frozen old one is added, each moved and faded by
    /// the transition's type at its progress now, both clipped to the layer's box.
    func composeTransition(newCommandsFrom start: Int, in commands: inout [DisplayList.Command]) {
        guard let running = coreAnimation.animations.last(where: { $0.animation is CATransition }),
              let transition = running.animation as? CATransition, let frozen = transition.frozen,
              let (time, _) = running.timing.passTime(parentTime: running.parentTime()) else { return }
        let progress = transition.transitionProgress(transition.progress(passTime: time, duration: running.timing.duration))
        let place = transition.placement(at: progress)
        let box = frozen.box, side = transition.startSide
        func moved(_ list: ArraySlice<DisplayList.Command>, by fraction: Double, alpha: Double) -> [DisplayList.Command] {
            let dx = side.dx * box.width * fraction, dy = side.dy * box.height * fraction
            return list.compactMap { original in
                var command = original
                if command.transform3D != nil {
                    command.place(command.placement.multiplied(by: CATransform3DMakeTranslation(dx, dy, 0)))
                } else {
                    command.transform = command.transform.concatenating(CGAffineTransform(translationX: dx, y: dy))
                }
                command.alpha *= alpha
                let clip = command.clip.map { $0.offsetBy(dx: dx, dy: dy).intersection(box) } ?? box
                guard !clip.isNull, !clip.isEmpty, command.alpha > 0.001 else { return nil }
                command.clip = clip
                return command
            }
        }
        let new = moved(commands[start...], by: place.new, alpha: place.newAlpha)
        let old = moved(frozen.commands[...], by: place.old, alpha: place.oldAlpha)
        commands.removeSubrange(start...)
        commands += place.newOnTop ? old + new : new + old
    }
}
