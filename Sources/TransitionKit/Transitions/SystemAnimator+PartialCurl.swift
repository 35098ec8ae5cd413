import Foundation

extension SystemAnimator {
    /// The partial curl's duration: undocumented in UIKit; 0.6 s on an ease-in-out curve here.
    static let curlDuration: TimeInterval = 0.6

    /// How far the lower part of the presenter's page is folded up about the fold line:
    /// 115 degrees, past upright toward the viewer, so it shows its underside as a band over the
    /// upper part, whose top stays in view.
    package static let partialCurlAngle: CGFloat = 115 * .pi / 180

    /// Where the page folds, as a fraction of its height from the top: the lower 45 % folds up
    /// and the presented view shows there.
    package static let partialCurlFold: CGFloat = 0.55

    /// The tag of the curled page (made of two snapshots of the presenter) left in the container
    /// while the partial curl is presented; the dismissal lays it down again.
    package static let partialCurlPageTag = 0x6375_726C

    /// The lower part of the page, `height` tall, folded up by `angle` about its top edge toward
    /// the viewer, in perspective (eye at twice the page's height, `pageHeight`).
    package static func partialCurlTransform(height: CGFloat, pageHeight: CGFloat, angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = pageHeight > 0 ? -1 / (2 * pageHeight) : 0
        let hinge = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(0, height / 2, 0), CATransform3DMakeRotation(angle, 1, 0, 0)),
            CATransform3DMakeTranslation(0, -height / 2, 0))
        return CATransform3DConcat(hinge, perspective)
    }

    /// Sets up `UIModalTransitionStyle.partialCurl` and returns the block that runs it.
    ///
    /// On iOS the presenter's page curls up from the bottom like a book page and stays curled,
    /// uncovering the lower part of the presented view; dismissing uncurls it (Apple
    /// documentation, `UIModalTransitionStyle.partialCurl`: "When the view controller is
    /// presented, one corner of the current view curls up to reveal the presented view
    /// underneath. On dismissal, the curled up page unfurls itself back on top of the presented
    /// view."). Here it is an approximation with a 3D transform: the page (two snapshots of the
    /// presenter, `makeCurlPage`) folds along a straight horizontal line instead of rolling, its
    /// lower part turning up over the upper part in perspective and showing a plain pale
    /// underside; the page stays in the container while the presented controller is up (it takes
    /// no touches), and the dismissal lays it flat again and removes it.
    func preparePartialCurl(_ context: any UIViewControllerContextTransitioning) -> () -> Void {
        let container = context.containerView
        guard let toView = context.view(forKey: .to) ?? (isArriving ? nil : context.viewController(forKey: .to)?.view),
              let toController = context.viewController(forKey: .to) else { return {} }
        if isArriving {
            toView.frame = context.finalFrame(for: toController)
            container.addSubview(toView)
        } else if toView.superview == nil {
            container.insertSubview(toView, at: 0)
        }
        let existing = container.subviews.last { $0.tag == Self.partialCurlPageTag }
        guard let page = existing ?? (isArriving ? context.view(forKey: .from) : toView).flatMap(Self.makeCurlPage),
              page.subviews.count == 2 else { return {} }
        container.addSubview(page)
        let lower = page.subviews[1], height = lower.bounds.height, pageHeight = page.bounds.height, arriving = isArriving
        lower.transform3D = Self.partialCurlTransform(
            height: height, pageHeight: pageHeight, angle: arriving ? 0 : Self.partialCurlAngle)
        cleanUp = { [weak page] in
            // The page stays curled while presented; laid down (dismissed) it goes.
            if context.transitionWasCancelled == arriving { page?.removeFromSuperview() }
        }
        return {
            lower.transform3D = Self.partialCurlTransform(
                height: height, pageHeight: pageHeight, angle: arriving ? Self.partialCurlAngle : 0)
        }
    }

    /// A picture of `source` as a page in two parts: the upper part (clipped to the fold) and
    /// the lower part, whose face hides when it turns away and whose pale underside then shows.
    private static func makeCurlPage(_ source: UIView) -> UIView? {
        guard let upperPicture = source.snapshotView(afterScreenUpdates: false),
              let lowerPicture = source.snapshotView(afterScreenUpdates: false) else { return nil }
        let size = source.bounds.size, fold = (size.height * partialCurlFold).rounded()
        let page = UIView(frame: source.frame)
        page.tag = partialCurlPageTag
        page.isUserInteractionEnabled = false
        let upper = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: fold))
        upper.clipsToBounds = true
        upperPicture.frame = CGRect(origin: .zero, size: size)
        upper.addSubview(upperPicture)
        let lower = UIView(frame: CGRect(x: 0, y: fold, width: size.width, height: size.height - fold))
        lower.clipsToBounds = true
        lowerPicture.frame = CGRect(x: 0, y: -fold, width: size.width, height: size.height)
        lowerPicture.layer.isDoubleSided = false
        lower.addSubview(lowerPicture)
        let underside = UIView(frame: lower.bounds)
        underside.backgroundColor = UIColor(white: 0.9, alpha: 1)
        underside.transform3D = CATransform3DMakeRotation(.pi, 1, 0, 0)
        underside.layer.isDoubleSided = false
        lower.addSubview(underside)
        page.addSubview(upper)
        page.addSubview(lower)
        return page
    }
}
