import Foundation

/// Large titles (`prefersLargeTitles`, iOS 11): a 52-point row below the bar with the top item's
/// title in 34-point bold. The row collapses as the content scroll view scrolls up (the bar's
/// height follows the offset point for point, the inline title fading in over the last
/// `inlineTitleFadeDistance` points), stretches when the content is pulled down, and cross-fades
/// with the inline title alongside pushes and pops (so an interactive pop scrubs it and a cancel
/// restores it).
extension UINavigationBar {
    /// The large title row's height at rest, in points (UIKit's 96-point bar less the 44-point row).
    public static let largeTitleRowHeight: CGFloat = 52
    /// The large title's font size (UIKit's `.largeTitle` text style, 34 points).
    static let largeTitleFontSize: CGFloat = 34
    /// How many points of scrolling before the row is collapsed the inline title fades in over.
    static let inlineTitleFadeDistance: CGFloat = 12
    /// The large title's inset from the bar's leading edge, in points.
    static let largeTitleInset: CGFloat = 16

    /// The visible height of the large title row: 52 at rest, less what the content has scrolled
    /// up (down to 0), more what it is pulled down (the rubber-band stretch); 0 without a large title.
    package var largeTitleVisibleHeight: CGFloat {
        guard showsLargeTitle else { return 0 }
        return max(0, Self.largeTitleRowHeight - largeTitleScrollDistance)
    }

    /// The bar's height: the 44-point row plus the visible large title row.
    package var barHeight: CGFloat { Self.height + largeTitleVisibleHeight }

    /// The bar's height at rest: 44 points, plus the 52-point row while a large title shows. A
    /// bar stretched by pulling the content down covers no more of the content's safe area than
    /// this (so the content springs back to it when released).
    var restingBarHeight: CGFloat { Self.height + (showsLargeTitle ? Self.largeTitleRowHeight : 0) }

    /// The inline title's opacity: 1 without a large title; with one, 0 until the large title has
    /// scrolled under the bar, reaching 1 as the row is collapsed.
    var inlineTitleAlpha: CGFloat {
        guard showsLargeTitle else { return 1 }
        let fadeStart = Self.largeTitleRowHeight - Self.inlineTitleFadeDistance
        return min(max((largeTitleScrollDistance - fadeStart) / Self.inlineTitleFadeDistance, 0), 1)
    }

    /// Places the large title row under the 44-point row and the title at the row's bottom, so it
    /// slides up under the bar (clipped) as the row collapses.
    func layoutLargeTitle() {
        largeTitleView.frame = CGRect(x: 0, y: Self.height, width: bounds.width, height: max(0, bounds.height - Self.height))
        largeTitleLabel.frame = CGRect(
            x: Self.largeTitleInset, y: largeTitleView.bounds.height - Self.largeTitleRowHeight,
            width: max(0, bounds.width - 2 * Self.largeTitleInset), height: Self.largeTitleRowHeight)
    }

    /// Whether the top of `stack` shows a large title: its `largeTitleDisplayMode`, `.automatic`
    /// deferring to the item below it, the root's `.automatic` to `prefersLargeTitles` (Apple
    /// documentation, `LargeTitleDisplayMode.automatic`: "If the previous item's title was large,
    /// the current item also displays a large title").
    func wantsLargeTitle(for stack: [UIViewController]) -> Bool {
        guard prefersLargeTitles else { return false }
        for controller in stack.reversed() {
            switch controller.navigationItemIfMade?.largeTitleDisplayMode ?? .automatic {
            case .always, .inline: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Shows the large title `title` (or none) for the top of `stack` and follows its content
    /// scroll view; with `coordinator`, the large and inline titles and the bar's height change
    /// alongside its transition, and a cancelled transition puts them back.
    func updateLargeTitle(for stack: [UIViewController], title: String?, alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        let old = (shows: showsLargeTitle, distance: largeTitleScrollDistance, text: largeTitleLabel.text,
                   scrollView: largeTitleScrollView)
        let shows = wantsLargeTitle(for: stack)
        track(stack.last?.contentScrollView(for: .top), showingLargeTitle: shows)
        showsLargeTitle = shows
        if shows || coordinator == nil { largeTitleLabel.text = shows ? title : nil }
        guard let coordinator else {
            applyLargeTitleState()
            return
        }
        layoutIfNeeded()   // the new items take their places now, not animated from the bar's corner
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.applyLargeTitleState()
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled {
                showsLargeTitle = old.shows
                largeTitleLabel.text = old.text
                track(old.scrollView, showingLargeTitle: old.shows)
                largeTitleScrollDistance = old.distance
            } else if !showsLargeTitle {
                largeTitleLabel.text = nil
            }
            applyLargeTitleState()
        })
    }

    /// Sets the titles' opacities and the bar's height for the current state.
    private func applyLargeTitleState() {
        largeTitleView.alpha = showsLargeTitle ? 1 : 0
        inlineTitleView.alpha = inlineTitleAlpha
        onHeightChange?()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Follows `scrollView`'s offset (and stops following the previous one), noting on it the
    /// bar's resting height for its controller: a list covered by a screen without a large
    /// title keeps the room to expand it (`UIScrollView.largeTitleRoom`), so it comes back at
    /// the same distance from its top.
    private func track(_ scrollView: UIScrollView?, showingLargeTitle: Bool) {
        if let previous = largeTitleScrollView, previous !== scrollView { previous.setContentOffsetObserver(nil, for: self) }
        largeTitleScrollView = scrollView
        if let scrollView {
            scrollView.setContentOffsetObserver(nil, for: self)
            scrollView.collapsingLargeTitleBar = self
            scrollView.largeTitleRestingBarHeight = Self.height + (showingLargeTitle ? Self.largeTitleRowHeight : 0)
            scrollView.adjustedContentInsetInputsDidChange()   // a list resting at its top makes room for the title
            scrollView.setContentOffsetObserver({ [weak self] scrollView in self?.contentScrollViewDidScroll(scrollView) }, for: self)
        }
        largeTitleScrollDistance = scrollView.map(scrollDistance) ?? 0
    }

    /// The content scrolled, or its adjusted content inset changed.
    private func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        let distance = scrollDistance(of: scrollView)
        guard distance != largeTitleScrollDistance else { return }
        let wasAtScrollEdge = isAtScrollEdge
        largeTitleScrollDistance = distance
        if isAtScrollEdge != wasAtScrollEdge, activeAppearance != nil { applyAppearance() }   // scroll edge in or out
        guard showsLargeTitle else { return }
        applyLargeTitleState()
    }

    /// How far `scrollView` has scrolled from its top (negative: pulled down past it): from the
    /// top its adjusted content inset leaves with the title expanded (`minimumOffset` keeps that
    /// limit while the collapsing bar shrinks the safe area, and so the inset). Out of the bar's
    /// window (a list coming back with a pop, before it is added) the top it last had there is
    /// used: it has no safe area out of a window.
    private func scrollDistance(of scrollView: UIScrollView) -> CGFloat {
        if let window, scrollView.window === window { scrollView.largeTitleExpandedOffset = scrollView.minimumOffset.y }
        return scrollView.contentOffset.y - (scrollView.largeTitleExpandedOffset ?? scrollView.minimumOffset.y)
    }

    /// The scroll view whose scrolling collapses the large title: the controller's view when it
    /// is one, else the first scroll view found breadth-first among its subviews (UIKit's
    /// heuristic, used when no `setContentScrollView(_:for:)` names one).
    static func contentScrollView(in view: UIView?) -> UIScrollView? {
        var queue = view.map { [$0] } ?? []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let scrollView = next as? UIScrollView { return scrollView }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}
