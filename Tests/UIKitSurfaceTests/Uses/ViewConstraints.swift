import Foundation
import TransitionKit

// UIView's constraints, anchors, layout guides, alignment and Auto Layout triggers.

/// A view with a shadow outside its alignment rectangle, that builds its constraints in
/// `updateConstraints()`, as UIKit recommends.
private final class ViewConstraintsCardView: UIView {
    let title = UILabel()
    private var madeConstraints = false

    // census: UIView+Constraints.alignmentRectInsets
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0) }
    // census: UIView+Constraints.alignmentRect(forFrame:)
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { super.alignmentRect(forFrame: frame) }
    // census: UIView+Constraints.frame(forAlignmentRect:)
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { super.frame(forAlignmentRect: alignmentRect) }
    // census: UIView+Constraints.forFirstBaselineLayout
    override var forFirstBaselineLayout: UIView { title }
    // census: UIView+Constraints.forLastBaselineLayout
    override var forLastBaselineLayout: UIView { title }

    // census: UIView+Constraints.updateConstraints()
    override func updateConstraints() {
        if !madeConstraints {
            madeConstraints = true
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            // census: UIView+Constraints.readableContentGuide
            let readable = readableContentGuide
            // census: UIView+Constraints.leadingAnchor, UIView+Constraints.trailingAnchor, UIView+Constraints.topAnchor, UIView+Constraints.bottomAnchor
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
                title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                title.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }
        super.updateConstraints()
    }
}

@MainActor
private func useViewConstraints(in container: UIView) -> [Any] {
    let card = ViewConstraintsCardView(), badge = UIView()
    container.addSubview(card); container.addSubview(badge)
    card.translatesAutoresizingMaskIntoConstraints = false
    badge.translatesAutoresizingMaskIntoConstraints = false
    // census: UIView+Constraints.layoutMarginsGuide
    let margins: UILayoutGuide = container.layoutMarginsGuide
    // census: UIView+Constraints.leftAnchor, UIView+Constraints.rightAnchor, UIView+Constraints.centerXAnchor, UIView+Constraints.centerYAnchor
    let horizontal = [card.leftAnchor.constraint(equalTo: margins.leftAnchor), card.rightAnchor.constraint(equalTo: margins.rightAnchor),
                      badge.centerXAnchor.constraint(equalTo: card.rightAnchor), badge.centerYAnchor.constraint(equalTo: card.topAnchor)]
    // census: UIView+Constraints.widthAnchor, UIView+Constraints.heightAnchor
    let size = [badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalTo: badge.widthAnchor)]
    // census: UIView+Constraints.firstBaselineAnchor, UIView+Constraints.lastBaselineAnchor
    let baselines = [card.firstBaselineAnchor.constraint(equalTo: margins.topAnchor), card.lastBaselineAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor)]
    // census: UIView+Constraints.addConstraint(_:), UIView+Constraints.addConstraints(_:)
    container.addConstraint(horizontal[0]); container.addConstraints(Array(horizontal.dropFirst()) + size + baselines)
    // census: UIView+Constraints.constraints
    let installed: [NSLayoutConstraint] = container.constraints
    // census: UIView+Constraints.removeConstraint(_:), UIView+Constraints.removeConstraints(_:)
    container.removeConstraint(baselines[1]); container.removeConstraints([baselines[0]])
    let spacer = UILayoutGuide()
    // census: UIView+Constraints.addLayoutGuide(_:), UIView+Constraints.layoutGuides
    container.addLayoutGuide(spacer); let guides: [UILayoutGuide] = container.layoutGuides
    // census: UIView+Constraints.removeLayoutGuide(_:)
    container.removeLayoutGuide(spacer)
    // census: UIView+Constraints.keyboardLayoutGuide
    card.bottomAnchor.constraint(lessThanOrEqualTo: container.keyboardLayoutGuide.topAnchor).isActive = true
    // census: UIView+Constraints.setNeedsUpdateConstraints(), UIView+Constraints.needsUpdateConstraints(), UIView+Constraints.updateConstraintsIfNeeded()
    card.setNeedsUpdateConstraints(); if card.needsUpdateConstraints() { card.updateConstraintsIfNeeded() }
    // census: UIView+Constraints.alignmentRect(forFrame:), UIView+Constraints.frame(forAlignmentRect:), UIView+Constraints.alignmentRectInsets
    let aligned: CGRect = card.frame(forAlignmentRect: card.alignmentRect(forFrame: card.frame.inset(by: card.alignmentRectInsets)))
    // census: UIView+Constraints.forFirstBaselineLayout, UIView+Constraints.forLastBaselineLayout
    let baselineViews: [UIView] = [card.forFirstBaselineLayout, card.forLastBaselineLayout]
    // census: UIView+Constraints.constraintsAffectingLayout(for:)
    let affecting: [NSLayoutConstraint] = badge.constraintsAffectingLayout(for: .horizontal)
    // census: UIView+Constraints.forBaselineLayout()
    let baseline: UIView = card.forBaselineLayout()
    return [installed, guides, aligned, baselineViews, affecting, baseline]
}
