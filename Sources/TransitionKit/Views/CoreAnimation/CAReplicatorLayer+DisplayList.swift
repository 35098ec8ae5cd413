import Foundation

@MainActor extension CALayer {
    /// Appends the commands of `sublayers` under `state`: once, or once per instance for a
    /// replicator (`values` are the layer's presentation values).
    func appendSublayerCommands(_ sublayers: [CALayer], _ state: LayerDrawState, values: LayerValues,
                                into commands: inout [DisplayList.Command]) {
        guard let replicator = self as? CAReplicatorLayer else {
            for sublayer in sublayers { sublayer.appendCommands(state, into: &commands) }
            return
        }
        replicator.appendInstances(of: sublayers, state, values: values, into: &commands)
    }
}

@MainActor extension CAReplicatorLayer {
    /// Appends the sublayers `instanceCount` times: instance `i` placed by the instance
    /// transform to the power `i` about the anchor point (flattened into this layer's plane),
    /// its time `i * instanceDelay` behind, its opacity times the instance colour's alpha and
    /// its colours times the instance colour's red, green and blue.
    fileprivate func appendInstances(of sublayers: [CALayer], _ state: LayerDrawState, values: LayerValues,
                                     into commands: inout [DisplayList.Command]) {
        defer { drawingInstanceTimeShift = 0 }
        let anchor = values.anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        let fromAnchor = CATransform3DMakeTranslation(anchor.x, anchor.y, 0)
        var flatten = CATransform3DIdentity
        flatten.m33 = 0
        let first = values.instanceColor ?? .white
        var power = CATransform3DIdentity
        for index in 0..<instanceCount {
            defer { power = power.multiplied(by: values.instanceTransform) }
            let step = CGFloat(index)
            let color = UIColor(
                red: first.red + step * values.instanceRedOffset, green: first.green + step * values.instanceGreenOffset,
                blue: first.blue + step * values.instanceBlueOffset, alpha: first.alpha + step * values.instanceAlphaOffset)
            var instance = state
            instance.parentAlpha *= color.alpha
            guard instance.parentAlpha > 0.001 else { continue }
            let about = toAnchor.multiplied(by: power).multiplied(by: fromAnchor)
            if state.parent3D == nil, CATransform3DIsAffine(about) {
                instance.parentTransform = about.affinePart.concatenating(state.parentTransform)
            } else {
                let parent = state.parent3D ?? CATransform3DMakeAffineTransform(state.parentTransform)
                instance.parent3D = about.multiplied(by: flatten).multiplied(by: parent)
            }
            drawingInstanceTimeShift = Double(index) * Double(values.instanceDelay)
            let start = commands.count
            for sublayer in sublayers { sublayer.appendCommands(instance, into: &commands) }
            guard color.red != 1 || color.green != 1 || color.blue != 1 else { continue }
            for position in start..<commands.count { commands[position].tint(by: color) }
        }
    }
}

extension DisplayList.Command {
    /// Multiplies every colour the command paints (fill, border, shadow, text, shape, gradient,
    /// a group's contents) by `color`'s red, green and blue. Images are drawn untinted.
    mutating func tint(by color: UIColor) {
        fillColor = fillColor.map { $0.multiplied(by: color) }
        borderColor = borderColor.map { $0.multiplied(by: color) }
        if let shadowColor = shadow?.color { shadow?.color = shadowColor.multiplied(by: color) }
        switch content {
        case var .text(text):
            text.color = text.color.multiplied(by: color)
            for line in text.lines.indices {
                for run in text.lines[line].runs.indices {
                    text.lines[line].runs[run].color = text.lines[line].runs[run].color.multiplied(by: color)
                }
            }
            content = .text(text)
        case var .shape(shape):
            shape.fillColor = shape.fillColor.map { $0.multiplied(by: color) }
            shape.strokeColor = shape.strokeColor.map { $0.multiplied(by: color) }
            content = .shape(shape)
        case var .gradient(gradient):
            gradient.colors = gradient.colors.map { $0.multiplied(by: color) }
            content = .gradient(gradient)
        case var .group(group):
            for index in group.commands.indices { group.commands[index].tint(by: color) }
            content = .group(group)
        case .fill, .image, .backdropBlur:
            break
        }
    }
}

extension UIColor {
    /// This colour with its red, green and blue multiplied by `other`'s (alpha kept).
    fileprivate func multiplied(by other: UIColor) -> UIColor {
        UIColor(red: red * other.red, green: green * other.green, blue: blue * other.blue, alpha: alpha)
    }
}
