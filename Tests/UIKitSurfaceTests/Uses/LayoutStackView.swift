import Foundation
import TransitionKit

// Stack views: made, configured, arranged and spaced with UIKit's signatures.

/// A stack subclass as apps write one: both designated initializers overridden.
private final class LayoutStackViewRow: UIStackView {
    // census: UIStackView.init(frame:)
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
    }
    // census: UIStackView.init(coder:)
    required init(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private func useStackView(icon: UIImageView, title: UILabel, detail: UILabel, badge: UIView) -> [Any] {
    // census: UIStackView.init(arrangedSubviews:)
    let stack = UIStackView(arrangedSubviews: [icon, title])
    // census: UIStackView.axis
    stack.axis = .vertical
    // census: UIStackView.alignment, UIStackView.Alignment, UIStackView.Alignment.center
    stack.alignment = .center
    // census: UIStackView.distribution, UIStackView.Distribution, UIStackView.Distribution.equalSpacing
    stack.distribution = .equalSpacing
    // census: UIStackView.spacing
    stack.spacing = 8
    // census: UIStackView.isBaselineRelativeArrangement
    stack.isBaselineRelativeArrangement = true
    // census: UIStackView.isLayoutMarginsRelativeArrangement
    stack.isLayoutMarginsRelativeArrangement = true
    // census: UIStackView.addArrangedSubview(_:)
    stack.addArrangedSubview(badge)
    // census: UIStackView.insertArrangedSubview(_:at:)
    stack.insertArrangedSubview(detail, at: 2)
    // census: UIStackView.removeArrangedSubview(_:)
    stack.removeArrangedSubview(badge)
    badge.removeFromSuperview()
    // census: UIStackView.arrangedSubviews
    let arranged: [UIView] = stack.arrangedSubviews
    // census: UIStackView.setCustomSpacing(_:after:)
    stack.setCustomSpacing(24, after: title)
    // census: UIStackView.customSpacing(after:)
    let custom: CGFloat = stack.customSpacing(after: title)
    // census: UIStackView.spacingUseDefault, UIStackView.spacingUseSystem
    stack.setCustomSpacing(UIStackView.spacingUseSystem, after: icon)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: detail)
    // census: UIStackView.Distribution.fill, UIStackView.Distribution.fillEqually, UIStackView.Distribution.fillProportionally, UIStackView.Distribution.equalCentering
    let distributions: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalCentering]
    // census: UIStackView.Alignment.fill, UIStackView.Alignment.leading, UIStackView.Alignment.top, UIStackView.Alignment.firstBaseline
    // census: UIStackView.Alignment.trailing, UIStackView.Alignment.bottom, UIStackView.Alignment.lastBaseline
    let alignments: [UIStackView.Alignment] = [.fill, .leading, .top, .firstBaseline, .trailing, .bottom, .lastBaseline]
    return [arranged, custom, distributions, alignments]
}
