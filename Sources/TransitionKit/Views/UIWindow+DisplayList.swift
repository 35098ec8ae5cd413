import Foundation

extension UIView {
    /// Appends the draw commands of `view` and its subviews, back to front. `parentTransform`
    /// maps the superview's coordinates to the output space; `rootTransform`, when given,
    /// replaces `view`'s own placement (a snapshot draws a view in its own bounds coordinates).
    static func appendCommands(
        for view: UIView, parentTransform: CGAffineTransform, parentAlpha: CGFloat, clip: CGRect?, depth: Int,
        rootTransform: CGAffineTransform? = nil, into commands: inout [DisplayList.Command]
    ) {
        guard !view.isHidden else { return }
        let values = view.layer.presentationValues()
        let alpha = parentAlpha * CGFloat((rootTransform == nil ? values.opacity : 1))
        guard alpha > 0.001 else { return }
        let transform = rootTransform ?? UIView.localTransform(
            position: values.position, bounds: values.bounds, transform: values.transform
        ).concatenating(parentTransform)
        if let clip, clip.isEmpty { return }
        var shadow: DisplayList.Command.Shadow?
        if values.shadowOpacity > 0, let color = values.shadowColor, color.alpha > 0 {
            shadow = .init(color: color, opacity: CGFloat(values.shadowOpacity), radius: values.shadowRadius,
                           offset: values.shadowOffset)
        }
        let background = values.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let base = DisplayList.Command(
            rect: values.bounds, transform: transform, alpha: alpha, fillColor: background,
            cornerRadius: values.cornerRadius, borderWidth: values.borderWidth,
            borderColor: values.borderColor, shadow: shadow, clip: clip, content: .fill, depth: depth)
        view.appendContent(base: base, values: values, into: &commands)
        guard !view.subviews.isEmpty else { return }
        var childClip = clip
        if view.clipsToBounds {
            let box = values.bounds.applying(transform)
            childClip = clip.map { $0.intersection(box) } ?? box
        }
        for subview in view.subviews {
            appendCommands(for: subview, parentTransform: transform, parentAlpha: alpha, clip: childClip,
                           depth: depth + 1, into: &commands)
        }
    }
}

extension UIWindow {
    /// The frame to draw now: back-to-front commands in window points, from presentation values.
    ///
    /// Runs a layout pass first. Hidden views and views with alpha 0 are skipped with their
    /// subviews; `clipsToBounds` clips descendants to the bounding box of the view.
    public func displayList() -> DisplayList {
        layoutIfNeeded()
        var commands: [DisplayList.Command] = []
        commands.reserveCapacity(64)
        UIView.appendCommands(for: self, parentTransform: .identity, parentAlpha: 1, clip: nil, depth: 0, into: &commands)
        return DisplayList(size: bounds.size, clearColor: .black, commands: commands)
    }
}
