import Foundation
import TransitionKit

// Anchors: every constraint factory of NSLayoutAnchor and its three subclasses, as layout code
// writes them, and layout guides and stack views.

@MainActor
private func useAnchors(container: UIView, icon: UIView, title: UILabel, subtitle: UILabel) -> [NSLayoutConstraint] {
    let guide = container.safeAreaLayoutGuide
    return [
        // census: NSLayoutAnchor.constraint(equalTo:), NSLayoutAnchor.constraint(equalTo:constant:)
        icon.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        icon.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
        // census: NSLayoutAnchor.constraint(greaterThanOrEqualTo:), NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)
        title.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
        title.leadingAnchor.constraint(greaterThanOrEqualTo: icon.trailingAnchor, constant: 8),
        // census: NSLayoutAnchor.constraint(lessThanOrEqualTo:), NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)
        subtitle.bottomAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
        title.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor, constant: -16),
        // census: NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)
        subtitle.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
        // census: NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
        guide.trailingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: subtitle.trailingAnchor, multiplier: 2),
        // census: NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
        title.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: icon.trailingAnchor, multiplier: 3),
        // census: NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)
        subtitle.firstBaselineAnchor.constraint(equalToSystemSpacingBelow: title.lastBaselineAnchor, multiplier: 1),
        // census: NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
        title.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: guide.topAnchor, multiplier: 1),
        // census: NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
        guide.bottomAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: subtitle.bottomAnchor, multiplier: 1),
        // census: NSLayoutDimension.constraint(equalToConstant:), NSLayoutDimension.constraint(greaterThanOrEqualToConstant:), NSLayoutDimension.constraint(lessThanOrEqualToConstant:)
        icon.widthAnchor.constraint(equalToConstant: 40),
        title.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
        subtitle.widthAnchor.constraint(lessThanOrEqualToConstant: 320),
        // census: NSLayoutDimension.constraint(equalTo:multiplier:), NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:), NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)
        icon.heightAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 1),
        title.widthAnchor.constraint(greaterThanOrEqualTo: subtitle.widthAnchor, multiplier: 0.5),
        subtitle.heightAnchor.constraint(lessThanOrEqualTo: container.heightAnchor, multiplier: 0.5),
        // census: NSLayoutDimension.constraint(equalTo:multiplier:constant:), NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:), NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)
        title.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -20),
        subtitle.widthAnchor.constraint(greaterThanOrEqualTo: title.widthAnchor, multiplier: 0.5, constant: 10),
        icon.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, multiplier: 0.25, constant: 4),
        // census: NSLayoutXAxisAnchor.anchorWithOffset(to:)
        icon.leadingAnchor.anchorWithOffset(to: title.leadingAnchor).constraint(equalTo: title.leadingAnchor.anchorWithOffset(to: subtitle.trailingAnchor)),
        // census: NSLayoutYAxisAnchor.anchorWithOffset(to:)
        guide.topAnchor.anchorWithOffset(to: title.topAnchor).constraint(equalToConstant: 12),
    ]
}

/// An anchor made from an archive, as UIKit declares it (there are no archives here).
@MainActor
private func useAnchorCoder(_ coder: NSCoder) -> NSLayoutXAxisAnchor? {
    // census: NSLayoutAnchor.init(coder:)
    NSLayoutXAxisAnchor(coder: coder)
}

/// A guide that centres content, as apps add one instead of a spacer view.
@MainActor
private func useLayoutGuide(container: UIView, content: UIView) -> [Any] {
    // census: UILayoutGuide.init()
    let centring = UILayoutGuide()
    // census: UILayoutGuide.identifier
    centring.identifier = "centring"
    container.addLayoutGuide(centring)
    // census: UILayoutGuide.leadingAnchor, UILayoutGuide.trailingAnchor, UILayoutGuide.topAnchor, UILayoutGuide.bottomAnchor
    // census: UILayoutGuide.leftAnchor, UILayoutGuide.rightAnchor, UILayoutGuide.centerXAnchor, UILayoutGuide.centerYAnchor
    // census: UILayoutGuide.widthAnchor, UILayoutGuide.heightAnchor
    NSLayoutConstraint.activate([
        centring.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        centring.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        centring.topAnchor.constraint(equalTo: container.topAnchor),
        centring.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        content.leftAnchor.constraint(greaterThanOrEqualTo: centring.leftAnchor),
        content.rightAnchor.constraint(lessThanOrEqualTo: centring.rightAnchor),
        content.centerXAnchor.constraint(equalTo: centring.centerXAnchor),
        content.centerYAnchor.constraint(equalTo: centring.centerYAnchor),
        content.widthAnchor.constraint(equalTo: centring.widthAnchor, multiplier: 0.8),
        content.heightAnchor.constraint(lessThanOrEqualTo: centring.heightAnchor),
    ])
    // census: UILayoutGuide.layoutFrame
    let frame: CGRect = centring.layoutFrame
    // census: UILayoutGuide.owningView
    let owner: UIView? = centring.owningView
    centring.owningView = container
    // census: UILayoutGuide.constraintsAffectingLayout(for:)
    let affecting: [NSLayoutConstraint] = centring.constraintsAffectingLayout(for: .horizontal)
    return [frame, owner as Any, affecting]
}

/// A guide subclass, as UIKit declares its archive initializer.
private final class LayoutAnchorsGuide: UILayoutGuide {
    override init() { super.init() }
    // census: UILayoutGuide.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}
