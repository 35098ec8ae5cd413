import Foundation

/// A detent resolved in the current container: its value and where the sheet's top is then.
struct ResolvedSheetDetent: Equatable {
    let identifier: UISheetPresentationController.Detent.Identifier
    /// The detent's value (a height inside the safe area).
    let value: CGFloat
    /// The sheet's top edge in the container at this detent.
    let top: CGFloat
}

extension UISheetPresentationController {
    /// The gap above a sheet at full height in the current container.
    var fullHeightTopInset: CGFloat {
        min(Self.topInset, (containerView?.bounds.height ?? 0) * 0.1)
    }

    /// The container's bottom safe-area inset (added under every detent's value).
    private var bottomInset: CGFloat { containerView?.safeAreaInsets.bottom ?? 0 }

    /// The large detent's value: the container's height less the top gap and the bottom inset.
    var maximumDetentValue: CGFloat {
        max((containerView?.bounds.height ?? 0) - fullHeightTopInset - bottomInset, 0)
    }

    /// The sheet's top edge for a detent value.
    func top(forValue value: CGFloat) -> CGFloat {
        (containerView?.bounds.height ?? 0) - bottomInset - value
    }

    /// The detent value shown when the sheet's top is at `top`.
    func value(forTop top: CGFloat) -> CGFloat {
        (containerView?.bounds.height ?? 0) - bottomInset - top
    }

    /// The active detents, smallest first (duplicate identifiers keep the first). When none is
    /// active the large detent is used.
    var resolvedDetents: [ResolvedSheetDetent] {
        let context = SheetDetentResolutionContext(
            maximumDetentValue: maximumDetentValue,
            containerTraitCollection: UITraitCollection(windowSize: containerView?.bounds.size ?? .zero))
        var seen = Set<Detent.Identifier>()
        var resolved: [ResolvedSheetDetent] = []
        for detent in detents where seen.insert(detent.identifier).inserted {
            let (resolvedValue, problem) = detent.checkedValue(in: context)
            if let problem { report(problem) }
            guard let value = resolvedValue else { continue }
            resolved.append(ResolvedSheetDetent(identifier: detent.identifier, value: value, top: top(forValue: value)))
        }
        if resolved.isEmpty {
            resolved = [ResolvedSheetDetent(identifier: .large, value: maximumDetentValue, top: top(forValue: maximumDetentValue))]
        }
        return resolved.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at: the selected one when it is active, else the smallest.
    var restingDetent: ResolvedSheetDetent {
        let detents = resolvedDetents
        return detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0]
    }

    /// Reports to the sheet's window (or the ambient clock's windows).
    func report(_ diagnostic: Diagnostic) {
        if let window = containerView?.window ?? presentingViewController.viewIfLoaded?.window {
            window.report(diagnostic)
        } else {
            AnimationContext.report(diagnostic)
        }
    }

    /// The sheet's top edge at rest.
    var restingTop: CGFloat { restingDetent.top }

    /// The sheet's corner radius.
    var cornerRadius: CGFloat { max(preferredCornerRadius ?? Self.defaultCornerRadius, 0) }

    /// The sheet's frame with its top edge at `top`: it reaches down to the container's bottom.
    func frame(forTop top: CGFloat) -> CGRect {
        guard let container = containerView else { return .zero }
        var width = container.bounds.width
        let preferred = presentedViewController.preferredContentSize.width
        if widthFollowsPreferredContentSizeWhenEdgeAttached, preferred > 0, preferred.isFinite { width = min(preferred, width) }
        return CGRect(x: (container.bounds.width - width) / 2, y: top, width: width, height: max(container.bounds.height - top, 0))
    }

    /// Moves the sheet (through bounds and center when it carries a transform, as a presenter or
    /// lifted by the rubber band) and
    /// the chrome that follows it.
    func placeSheet(atTop top: CGFloat) {
        guard let sheet = presentedView else { return }
        let frame = frame(forTop: top)
        if sheet.transform == .identity {
            sheet.frame = frame
        } else {
            sheet.bounds = CGRect(origin: sheet.bounds.origin, size: frame.size)
            sheet.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        sheet.layer.cornerRadius = cornerRadius
        grabberView.isHidden = !prefersGrabberVisible
        grabberView.frame = Self.grabberFrame(inSheetWidth: frame.width)
        if grabberView.superview === sheet { sheet.bringSubviewToFront(grabberView) }
        applyChrome(forTop: top)
        updateTouchPassthrough(forTop: top)
    }

    /// Places the sheet at its resting detent unless a transition or a drag is moving it.
    func layoutAtRestIfIdle() {
        guard let container = containerView, let sheet = presentedView, sheet.superview === container,
              !isDismissing, presentedViewController.transitionCoordinator == nil, !dragGesture.isDragging else { return }
        placeSheet(atTop: restingTop)
    }

    /// The grabber: 36 x 5 points, 5 points below the sheet's top edge, centred.
    static func grabberFrame(inSheetWidth width: CGFloat) -> CGRect {
        CGRect(x: (width - 36) / 2, y: 5, width: 36, height: 5)
    }

    func installGrabber() {
        guard let sheet = presentedView else { return }
        grabberView.backgroundColor = UIColor(white: 0.55, alpha: 0.6)
        grabberView.layer.cornerRadius = 2.5
        grabberView.isUserInteractionEnabled = false
        grabberView.frame = Self.grabberFrame(inSheetWidth: frameOfPresentedViewInContainerView.width)
        grabberView.isHidden = !prefersGrabberVisible
        sheet.addSubview(grabberView)
    }

    /// How far the presenter is dimmed (0 to 1) with the sheet's top at `top`: fully above the
    /// largest undimmed detent's next larger detent, not at all at or below the undimmed one,
    /// in proportion between them.
    func dimmingFraction(forTop top: CGFloat) -> CGFloat {
        let detents = resolvedDetents
        guard let undimmedIdentifier = largestUndimmedDetentIdentifier else { return 1 }
        guard let undimmed = detents.first(where: { $0.identifier == undimmedIdentifier }) else { return 1 }
        guard let next = detents.first(where: { $0.value > undimmed.value + 0.5 }) else { return 0 }
        return min(max((value(forTop: top) - undimmed.value) / (next.value - undimmed.value), 0), 1)
    }

    /// How far the presenter is pushed back (0 to 1): only when the sheet's largest detent is full
    /// height, in proportion from the next smaller detent (or half height) up to full height.
    func pushBackFraction(forTop top: CGFloat) -> CGFloat {
        let detents = resolvedDetents
        let maximum = maximumDetentValue
        guard let largest = detents.last, largest.value >= maximum - 0.5, maximum > 0 else { return 0 }
        let anchor = detents.last(where: { $0.value < maximum - 0.5 })?.value ?? maximum * Detent.mediumFraction
        return min(max((value(forTop: top) - anchor) / (maximum - anchor), 0), 1)
    }

    /// Dims and pushes back the presenter for a sheet whose top is at `top`.
    func applyChrome(forTop top: CGFloat) {
        dimmingView.alpha = Self.dimmingAlpha * dimmingFraction(forTop: top)
        guard presentingViewController !== presentedViewController, let presenterView = presentingViewController.viewIfLoaded else { return }
        let push = pushBackFraction(forTop: top)
        let scale = 1 - (1 - Self.presenterScale) * push
        presenterView.transform = CGAffineTransform(scaleX: scale, y: scale)
        presenterView.layer.cornerRadius = presenterCornerRadius + (Self.defaultCornerRadius - presenterCornerRadius) * push
    }

    /// At or below the largest undimmed detent, touches outside the sheet reach the presenter.
    func updateTouchPassthrough(forTop top: CGFloat) {
        let passes = dimmingFraction(forTop: top) <= 0
        dimmingView.isUserInteractionEnabled = !passes
        (containerView as? PresentationContainerView)?.passesTouchesThrough = passes
    }
}
