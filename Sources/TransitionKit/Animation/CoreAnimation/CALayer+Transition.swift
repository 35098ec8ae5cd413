import Foundation

/// `CATransition` on a layer: the old rendering, the layer's subtree as it was before the
/// current transaction, composed with the live one while it runs.
///
/// Core Animation renders a transition from the last committed render tree, so the changes of
/// the transaction are covered whether they come before or after `add(_:forKey:)`. Here: when
/// no layer of the layer's window changed since the window's last commit (the end of a frame of
/// its clock or its `displayList()`), the subtree is drawn now; when some did and the window's
/// last display list shows the last commit, the subtree's commands are taken from that list (found by drawing the window once
/// more, with markers around the layer's commands, and counting the commands before and after
/// them); else (no frame drawn since the changes before these) the subtree as it is now. Nothing
/// is done per frame for this but keeping the last list's array.
@MainActor extension CALayer {
    /// Freezes the layer's subtree as `transition`'s old rendering (in window points).
    func freezeRendering(for transition: CATransition) {
        if let window = treeWindow, window.modelChanges.hasUncommittedChanges,
           let commands = displayedCommandsOfSubtree(in: window) {
            transition.frozen = CATransition.FrozenRendering(commands: commands, box: windowBox)
            return
        }
        owningView?.layoutIfNeeded()
        let parent = superlayer?.transformToRootLayer ?? .identity
        var commands: [DisplayList.Command] = []
        appendCommands(LayerDrawState(parentTransform: parent), into: &commands)
        let box = windowBox
        transition.frozen = CATransition.FrozenRendering(commands: commands, box: box)
    }

    /// The layer's bounds in window points.
    private var windowBox: CGRect {
        modelValues.bounds.applying(transformToSuperlayer.concatenating(superlayer?.transformToRootLayer ?? .identity))
    }

    /// This layer's subtree's commands in the last display list of `window` (its tree's window),
    /// if that list shows the window's last commit and the subtree's commands lie in it at the top
    /// level (not inside a group).
    private func displayedCommandsOfSubtree(in window: UIWindow) -> [DisplayList.Command]? {
        guard window.lastDisplayedChanges == window.modelChanges.committed else { return nil }
        let root = window.layer
        let shown = window.lastDisplayedCommands
        // Draw the window now with markers around this layer's commands (a placeholder
        // transition on the layer makes the draw call `composeTransition`, which places them).
        let clock = window.clock
        let placeholder = ExplicitAnimation(key: nil, animation: CATransition(), layer: self, source: .clock(clock))
        coreAnimation.animations.append(placeholder)
        Self.transitionProbe = self
        var now: [DisplayList.Command] = []
        root.appendCommands(LayerDrawState(), into: &now)
        Self.transitionProbe = nil
        coreAnimation.animations.removeAll { $0 === placeholder }
        guard let first = now.firstIndex(where: Self.isProbeMarker), let last = now.lastIndex(where: Self.isProbeMarker),
              first < last else { return nil }
        let before = first, after = now.count - last - 1
        guard before + after <= shown.count else { return nil }
        return Array(shown[before..<(shown.count - after)])
    }

    /// The layer whose commands the current draw marks (see `displayedCommandsOfSubtree`): set
    /// for the length of that one draw, nil between calls.
    private static var transitionProbe: CALayer?

    /// The marker put around the probed layer's commands.
    private static let probeMarker = DisplayList.Command(rect: .zero, alpha: 0, depth: Int.min)

    private static func isProbeMarker(_ command: DisplayList.Command) -> Bool {
        command.depth == Int.min && command.alpha == 0 && command.rect == .zero
    }

    /// Composes a running `CATransition`: the commands from `start` on (this layer's subtree,
    /// drawn live) are the new rendering; the frozen old one is added, each moved and faded by
    /// the transition's type at its progress now, both clipped to the layer's box.
    func composeTransition(newCommandsFrom start: Int, in commands: inout [DisplayList.Command]) {
        if let probe = Self.transitionProbe, probe === self {
            commands.insert(Self.probeMarker, at: start)
            commands.append(Self.probeMarker)
            return
        }
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
