import Foundation
import TransitionKit

// UIView's margins, safe area, measuring and layout: a self-sizing tag view's overrides and the
// calls of the screen that places it.

/// A pill that sizes to its text, the kind of view that overrides the layout hooks.
private final class ViewLayoutPillView: UIView {
    var text = "" { didSet {
        // census: UIView+Layout.invalidateIntrinsicContentSize(), UIView+Layout.setNeedsLayout()
        invalidateIntrinsicContentSize(); setNeedsLayout()
    } }

    // census: UIView+Layout.intrinsicContentSize
    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(text.count) * 8 + layoutMargins.left + layoutMargins.right, height: UIView.noIntrinsicMetric)
    }
    // census: UIView+Layout.sizeThatFits(_:)
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: min(size.width, intrinsicContentSize.width), height: 28)
    }
    // census: UIView+Layout.layoutSubviews()
    override func layoutSubviews() {
        super.layoutSubviews()
        // census: UIView+Appearance.layer
        layer.cornerRadius = bounds.height / 2
    }
    // census: UIView+Layout.layoutMarginsDidChange()
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); invalidateIntrinsicContentSize() }
    // census: UIView+Layout.safeAreaInsetsDidChange()
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange(); setNeedsLayout() }
    // census: UIView+Layout.safeAreaInsets
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    // census: UIView+Layout.requiresConstraintBasedLayout
    override class var requiresConstraintBasedLayout: Bool { true }
    // census: UIView+Layout.contentMode
    override var contentMode: UIView.ContentMode { didSet { setNeedsLayout() } }
    // census: UIView+Layout.autoresizingMask, UIView+Layout.autoresizesSubviews
    override var autoresizingMask: UIView.AutoresizingMask { didSet { autoresizesSubviews = true } }
}

@MainActor
private func useViewLayout(in container: UIView) -> [Any] {
    let pill = ViewLayoutPillView()
    container.addSubview(pill)
    // census: UIView+Layout.translatesAutoresizingMaskIntoConstraints
    pill.translatesAutoresizingMaskIntoConstraints = false
    // census: UIView+Layout.directionalLayoutMargins
    pill.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
    // census: UIView+Layout.layoutMargins
    let margins: UIEdgeInsets = pill.layoutMargins
    // census: UIView+Layout.preservesSuperviewLayoutMargins, UIView+Layout.insetsLayoutMarginsFromSafeArea
    pill.preservesSuperviewLayoutMargins = false; pill.insetsLayoutMarginsFromSafeArea = false
    // census: UIView+Layout.safeAreaLayoutGuide
    let safe: UILayoutGuide = container.safeAreaLayoutGuide
    // census: UIView+Layout.safeAreaInsets
    let insets: UIEdgeInsets = container.safeAreaInsets
    // census: UIView+Layout.setContentHuggingPriority(_:for:), UIView+Layout.NSLayoutConstraint.Axis.horizontal
    pill.setContentHuggingPriority(.required, for: .horizontal)
    // census: UIView+Layout.setContentCompressionResistancePriority(_:for:), UIView+Layout.NSLayoutConstraint.Axis.vertical
    pill.setContentCompressionResistancePriority(.defaultHigh + 1, for: .vertical)
    // census: UIView+Layout.contentHuggingPriority(for:), UIView+Layout.contentCompressionResistancePriority(for:)
    let priorities: [UILayoutPriority] = [pill.contentHuggingPriority(for: .vertical), pill.contentCompressionResistancePriority(for: .horizontal)]
    // census: UIView+Layout.systemLayoutSizeFitting(_:), UIView+Layout.layoutFittingCompressedSize
    let compressed: CGSize = pill.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    // census: UIView+Layout.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:), UIView+Layout.layoutFittingExpandedSize
    let fitted: CGSize = pill.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    // census: UIView+Layout.noIntrinsicMetric, UIView+Layout.intrinsicContentSize
    let hasWidth = pill.intrinsicContentSize.width != UIView.noIntrinsicMetric
    // census: UIView+Layout.sizeToFit(), UIView+Layout.sizeThatFits(_:)
    pill.sizeToFit(); _ = pill.sizeThatFits(CGSize(width: 100, height: 100))
    // census: UIView+Layout.autoresizingMask, UIView+Layout.autoresizesSubviews
    container.autoresizesSubviews = true; pill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // census: UIView+Layout.UIView.AutoresizingMask.flexibleLeftMargin, UIView+Layout.UIView.AutoresizingMask.flexibleWidth, UIView+Layout.UIView.AutoresizingMask.flexibleRightMargin
    let horizontalMask: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
    // census: UIView+Layout.UIView.AutoresizingMask.flexibleTopMargin, UIView+Layout.UIView.AutoresizingMask.flexibleHeight, UIView+Layout.UIView.AutoresizingMask.flexibleBottomMargin
    let verticalMask: UIView.AutoresizingMask = [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
    // census: UIView+Layout.contentMode, UIView+Layout.UIView.ContentMode.redraw
    pill.contentMode = .redraw
    // census: UIView+Layout.UIView.ContentMode.scaleToFill, UIView+Layout.UIView.ContentMode.scaleAspectFit, UIView+Layout.UIView.ContentMode.scaleAspectFill
    let scaled: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill]
    // census: UIView+Layout.UIView.ContentMode.center, UIView+Layout.UIView.ContentMode.top, UIView+Layout.UIView.ContentMode.bottom, UIView+Layout.UIView.ContentMode.left, UIView+Layout.UIView.ContentMode.right
    let edges: [UIView.ContentMode] = [.center, .top, .bottom, .left, .right]
    // census: UIView+Layout.UIView.ContentMode.topLeft, UIView+Layout.UIView.ContentMode.topRight, UIView+Layout.UIView.ContentMode.bottomLeft, UIView+Layout.UIView.ContentMode.bottomRight
    let corners: [UIView.ContentMode] = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    // census: UIView+Layout.setNeedsLayout(), UIView+Layout.layoutIfNeeded()
    container.setNeedsLayout(); container.layoutIfNeeded()
    // census: UIView+Layout.requiresConstraintBasedLayout
    let needsConstraints: Bool = ViewLayoutPillView.requiresConstraintBasedLayout
    return [margins, safe, insets, priorities, compressed, fitted, hasWidth, horizontalMask, verticalMask, scaled, edges, corners, needsConstraints]
}
