import Foundation

extension UITableView {
    // MARK: Registration and reuse of header and footer views

    /// Makes header and footer views of `aClass` (a `UITableViewHeaderFooterView` subclass) for
    /// `identifier`; nil removes the registration. A class that is not a header-footer view is
    /// refused with a Diagnostic (UIKit raises).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else { headerFooterRegistrations[identifier] = nil; return }
        guard let viewClass = aClass as? UITableViewHeaderFooterView.Type else {
            reportListProblem(.listUnregisteredIdentifier,
                              "register(_:forHeaderFooterViewReuseIdentifier: \"\(identifier)\"): \(aClass) is not a UITableViewHeaderFooterView")
            return
        }
        headerFooterRegistrations[identifier] = viewClass
    }

    /// A recycled header or footer view for `identifier` (after `prepareForReuse()`), a new one
    /// of the registered class, or nil if nothing is registered for it.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterPool.take(identifier) {
            UIView.performWithoutAnimation { view.prepareForReuse() }
            return view
        }
        guard let viewClass = headerFooterRegistrations[identifier] else { return nil }
        headerFooterPool.noteCreated()
        return viewClass.init(dequeuedWithReuseIdentifier: identifier)
    }

    /// How many header and footer views this table view has made from registered classes.
    public var numberOfCreatedHeaderFooterViews: Int { headerFooterPool.createdCount }

    /// Puts a header or footer view that left the table back for reuse, if it is a reusable one
    /// (a `UITableViewHeaderFooterView` with a reuse identifier); other views just leave.
    func enqueueSectionView(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
           !(reusable is SectionTitleView) {
            headerFooterPool.put(reusable, identifier: identifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// Takes the header (or footer) of `section` off the table: the delegate's
    /// `didEndDisplayingHeaderView` (or footer) call, then back for reuse.
    func retireSectionView(_ view: UIView, section: Int, header: Bool) {
        enqueueSectionView(view)
        if header { tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section) }
        else { tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section) }
    }

    // MARK: Asking about headers and footers

    /// The header view shown for `section` (the delegate's, or the one showing the data
    /// source's title), or nil if the section is off screen, has none, or its view is not a
    /// `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return headerViews[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, as `headerView(forSection:)` finds headers.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutIfNeeded()
        return footerViews[section] as? UITableViewHeaderFooterView
    }

    /// The header's rectangle in content coordinates, where it is laid out in the content
    /// (a floating plain header's resting place, not where it floats); `.zero` for a section
    /// that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let measured = geometry.sections[section], span = TableGeometry.rowSpan(width: bounds.width, style: style)
        return CGRect(x: span.x, y: measured.headerTop, width: span.width, height: measured.headerHeight)
    }

    /// The footer's rectangle in content coordinates (below the section's last row); `.zero`
    /// for a section that does not exist.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let measured = geometry.sections[section], span = TableGeometry.rowSpan(width: bounds.width, style: style)
        return CGRect(x: span.x, y: measured.rowsBottom, width: span.width, height: measured.footerHeight)
    }

    // MARK: Sizing

    /// The height of a header or footer whose height is `automaticDimension` and that shows
    /// `view`: a view sized by Auto Layout constraints (in its content view, for a
    /// header-footer view) is measured at the row width, when self-sizing headers are on
    /// (the delegate's estimated header or footer height for the section, by default
    /// `estimatedSectionHeaderHeight` or the footer one, is not 0); otherwise nil (the
    /// standard height applies).
    func selfSizedHeight(of view: UIView, section: Int, header: Bool) -> CGFloat? {
        let estimate = header
            ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
            : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        let measured = (view as? UITableViewHeaderFooterView)?.contentView ?? view
        guard estimate != 0, !(view is SectionTitleView), measured.containsLayoutConstraints else { return nil }
        let width = TableGeometry.rowSpan(width: bounds.width, style: style).width
        let size = measured.systemLayoutSizeFitting(
            CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return size.height.isFinite ? max(0, size.height) : nil
    }

    /// A header's width with `contentHuggingElements` containing `.sectionHeaders`: the width
    /// its content needs (`sizeThatFits`), at most `available`; otherwise `available`.
    func huggedHeaderWidth(_ view: UIView, available: CGFloat, height: CGFloat) -> CGFloat {
        guard contentHuggingElements.contains(.sectionHeaders) else { return available }
        let fitting = view.sizeThatFits(CGSize(width: available, height: height)).width
        return fitting.isFinite && fitting > 0 ? min(available, fitting) : available
    }
}

/// A section header or footer showing the data source's title, styled as UIKit's: a
/// header-footer view whose `textLabel` holds the title.
@MainActor
final class SectionTitleView: UITableViewHeaderFooterView {
    private let plain: Bool, header: Bool

    init(title: String, plain: Bool, header: Bool) {
        self.plain = plain
        self.header = header
        super.init(reuseIdentifier: nil)
        backgroundColor = plain ? .systemGray6 : nil
        let label = textLabel
        label?.text = title
        label?.font = .systemFont(ofSize: plain ? 15 : 13)
        label?.textColor = plain ? .label : .secondaryLabel
    }

    required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
        self.init(title: "", plain: true, header: true)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height: CGFloat = plain ? bounds.height : 20
        let y = plain || !header ? (bounds.height - height) / 2 : bounds.height - height - 6
        textLabel?.frame = CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: height)
    }

    /// The title's width and the 16 pt margins on both sides.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = textLabel?.sizeThatFits(CGSize(width: max(0, size.width - 32), height: size.height)) ?? .zero
        return CGSize(width: label.width + 32, height: size.height)
    }
}
