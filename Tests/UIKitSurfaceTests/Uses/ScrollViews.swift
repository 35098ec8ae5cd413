import Foundation
import TransitionKit

// The scroll view, its delegate and the refresh control, each member used as iOS code uses it.

/// A zoomable photo screen: the kind of controller every photo viewer writes.
private final class ScrollViewsPhotoController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UIScrollView.delegate, UIScrollView.minimumZoomScale, UIScrollView.maximumZoomScale
        scrollView.delegate = self; scrollView.minimumZoomScale = 1; scrollView.maximumZoomScale = 4
        // census: UIScrollView.bouncesZoom, UIScrollView.contentSize
        scrollView.bouncesZoom = true; scrollView.contentSize = CGSize(width: 800, height: 600)
        // census: UIScrollView.contentInsetAdjustmentBehavior, UIScrollView.ContentInsetAdjustmentBehavior.never
        scrollView.contentInsetAdjustmentBehavior = .never
        // census: UIScrollView.showsHorizontalScrollIndicator, UIScrollView.showsVerticalScrollIndicator
        scrollView.showsHorizontalScrollIndicator = false; scrollView.showsVerticalScrollIndicator = false
        // census: UIScrollView.decelerationRate, UIScrollView.DecelerationRate.fast
        scrollView.decelerationRate = .fast
        // census: UIScrollView.indicatorStyle, UIScrollView.IndicatorStyle.white
        scrollView.indicatorStyle = .white
        view.addSubview(scrollView)
        scrollView.addSubview(imageView)
        let doubleTap = UITapGestureRecognizer { [weak self] tap in self?.toggleZoom(at: tap.location(in: self?.imageView)) }
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    func toggleZoom(at point: CGPoint) {
        // census: UIScrollView.zoomScale, UIScrollView.setZoomScale(_:animated:)
        if scrollView.zoomScale > scrollView.minimumZoomScale { scrollView.setZoomScale(1, animated: true); return }
        // census: UIScrollView.zoom(to:animated:)
        scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
    }

    // census: UIScrollViewDelegate.viewForZooming(in:)
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    // census: UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    // census: UIScrollViewDelegate.scrollViewDidZoom(_:)
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        // census: UIScrollView.isZooming, UIScrollView.isZoomBouncing, UIScrollView.isZoomAnimating
        let settled = !scrollView.isZooming && !scrollView.isZoomBouncing && !scrollView.isZoomAnimating
        // Centre the image while it is smaller than the view.
        let inset = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
        // census: UIScrollView.contentInset
        if settled || inset > 0 { scrollView.contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0) }
    }
    // census: UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        // census: UIScrollView.pinchGestureRecognizer
        scrollView.pinchGestureRecognizer?.isEnabled = scale < 4
    }
}

/// A feed: paging, pull to refresh, the keyboard dismissed by a drag, and the delegate's
/// scrolling callbacks.
private final class ScrollViewsFeedController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    // census: UIRefreshControl.init()
    let refresh = UIRefreshControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        // census: UIScrollView.refreshControl, UIRefreshControl.tintColor
        scrollView.refreshControl = refresh; refresh.tintColor = .systemBlue
        // census: UIRefreshControl.attributedTitle
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        // census: UIScrollView.keyboardDismissMode, UIScrollView.KeyboardDismissMode.interactive
        scrollView.keyboardDismissMode = .interactive
        // census: UIScrollView.alwaysBounceVertical, UIScrollView.alwaysBounceHorizontal
        scrollView.alwaysBounceVertical = true; scrollView.alwaysBounceHorizontal = false
        // census: UIScrollView.isDirectionalLockEnabled, UIScrollView.isPagingEnabled
        scrollView.isDirectionalLockEnabled = true; scrollView.isPagingEnabled = false
        // census: UIScrollView.bounces, UIScrollView.bouncesHorizontally, UIScrollView.bouncesVertically
        scrollView.bounces = true; scrollView.bouncesHorizontally = false; scrollView.bouncesVertically = true
        // census: UIScrollView.scrollsToTop, UIScrollView.isScrollEnabled
        scrollView.scrollsToTop = true; scrollView.isScrollEnabled = true
        // census: UIScrollView.delaysContentTouches, UIScrollView.canCancelContentTouches
        scrollView.delaysContentTouches = false; scrollView.canCancelContentTouches = true
        // census: UIScrollView.verticalScrollIndicatorInsets, UIScrollView.horizontalScrollIndicatorInsets
        scrollView.verticalScrollIndicatorInsets.bottom = 20; scrollView.horizontalScrollIndicatorInsets = .zero
        // census: UIScrollView.automaticallyAdjustsScrollIndicatorInsets, UIScrollView.scrollIndicatorInsets
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false; scrollView.scrollIndicatorInsets = .zero
        // census: UIScrollView.contentAlignmentPoint, UIScrollView.allowsKeyboardScrolling
        scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0); scrollView.allowsKeyboardScrolling = true
        // census: UIScrollView.transfersHorizontalScrollingToParent, UIScrollView.transfersVerticalScrollingToParent
        scrollView.transfersHorizontalScrollingToParent = false; scrollView.transfersVerticalScrollingToParent = true
        // census: UIScrollView.panGestureRecognizer
        scrollView.panGestureRecognizer.minimumNumberOfTouches = 1
        scrollView.delegate = self
        view.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            // census: UIScrollView.contentLayoutGuide
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            // census: UIScrollView.frameLayoutGuide
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
    }

    func reload() {
        // census: UIRefreshControl.isRefreshing, UIRefreshControl.endRefreshing()
        if refresh.isRefreshing { refresh.endRefreshing() }
    }

    func reloadFromCode() {
        // census: UIRefreshControl.beginRefreshing()
        refresh.beginRefreshing()
        // census: UIScrollView.setContentOffset(_:animated:), UIScrollView.adjustedContentInset
        scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: true)
    }

    func jump(to rect: CGRect) {
        // census: UIScrollView.scrollRectToVisible(_:animated:), UIScrollView.stopScrollingAndZooming()
        scrollView.stopScrollingAndZooming(); scrollView.scrollRectToVisible(rect, animated: false)
        // census: UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:), UIScrollView.flashScrollIndicators()
        scrollView.withScrollIndicatorsShown { scrollView.contentOffset.y += 100 }; scrollView.flashScrollIndicators()
    }

    // census: UIScrollViewDelegate.scrollViewDidScroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // census: UIScrollView.contentOffset, UIScrollView.isTracking, UIScrollView.isDragging, UIScrollView.isDecelerating
        let moving = scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating
        // census: UIScrollView.isScrollAnimating
        if moving || scrollView.isScrollAnimating { _ = scrollView.contentOffset.y }
    }
    // census: UIScrollViewDelegate.scrollViewWillBeginDragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { view.endEditing(true) }
    // census: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        let page = (targetContentOffset.pointee.x / scrollView.bounds.width).rounded()
        targetContentOffset.pointee.x = page * scrollView.bounds.width
    }
    // census: UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    // census: UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    // census: UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    // census: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    // census: UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    // census: UIScrollViewDelegate.scrollViewDidScrollToTop(_:)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    // census: UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// A scroll view subclass that lets buttons take touches at once, as carousels write it.
private final class ScrollViewsCarousel: UIScrollView {
    // census: UIScrollView.init(frame:)
    override init(frame: CGRect) {
        super.init(frame: frame)
        delaysContentTouches = false
    }
    // census: UIScrollView.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UIScrollView.touchesShouldBegin(_:with:in:)
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }
    // census: UIScrollView.touchesShouldCancel(in:)
    override func touchesShouldCancel(in view: UIView) -> Bool { view is UIButton ? true : super.touchesShouldCancel(in: view) }
    // census: UIScrollView.adjustedContentInsetDidChange()
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
}

@MainActor private func scrollViewsValueTypes() {
    // census: UIScrollView.ContentInsetAdjustmentBehavior.automatic, UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes
    let _: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes]
    // census: UIScrollView.ContentInsetAdjustmentBehavior.always
    let _: UIScrollView.ContentInsetAdjustmentBehavior = .always
    // census: UIScrollView.DecelerationRate.normal, UIScrollView.DecelerationRate.init(rawValue:)
    let rates: [UIScrollView.DecelerationRate] = [.normal, UIScrollView.DecelerationRate(rawValue: 0.995)]
    // census: UIScrollView.DecelerationRate.rawValue
    _ = rates.map(\.rawValue)
    // census: UIScrollView.IndicatorStyle.default, UIScrollView.IndicatorStyle.black
    let _: [UIScrollView.IndicatorStyle] = [.default, .black]
    // census: UIScrollView.KeyboardDismissMode.none, UIScrollView.KeyboardDismissMode.onDrag
    let _: [UIScrollView.KeyboardDismissMode] = [.none, .onDrag]
    // census: UIScrollView.KeyboardDismissMode.onDragWithAccessory, UIScrollView.KeyboardDismissMode.interactiveWithAccessory
    let _: [UIScrollView.KeyboardDismissMode] = [.onDragWithAccessory, .interactiveWithAccessory]
}
