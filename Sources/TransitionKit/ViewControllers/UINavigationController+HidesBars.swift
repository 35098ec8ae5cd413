import Foundation

/// What the bar-hiding options did, so the bars come back as they were.
struct BarHidingState {
    /// Whether the toolbar was showing when the bars were hidden (it comes back with them).
    var toolbarWasShown = false
    /// Whether the bars are hidden because the window is vertically compact.
    var hiddenForCompactHeight = false
    /// Whether the current swipe already hid or showed the bars.
    var swipeActed = false
    /// The keyboard observation while `hidesBarsWhenKeyboardAppears`.
    var keyboardObserver: (any NSObjectProtocol)?
}

/// `hidesBarsOnTap`, `hidesBarsOnSwipe`, `hidesBarsWhenVerticallyCompact` and
/// `hidesBarsWhenKeyboardAppears`: each hides the navigation bar and a shown toolbar together,
/// sliding over `barHideShowDuration`. A tap toggles them; a swipe up (the content moving up)
/// 20 pt or more hides them and a swipe down as far shows them (UIKit does not publish its
/// distance: this package's choice); a vertically compact window (a phone in landscape) hides
/// them until it is regular again; the keyboard's will-show hides them.
extension UINavigationController {
    /// How far a swipe goes before it hides or shows the bars, in points.
    public static let barHidingSwipeDistance: CGFloat = 20

    func makeBarHideOnTap() -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer { [weak self] tap in
            guard let self, tap.state == .ended else { return }
            self.setBars(hidden: !self.isNavigationBarHidden)
        }
        tap.isEnabled = hidesBarsOnTap
        return tap
    }

    func makeBarHideOnSwipe() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.barHidingSwipeChanged(pan) }
        pan.delegate = BarHidingGestureDelegate.shared
        pan.isEnabled = hidesBarsOnSwipe
        return pan
    }

    /// Adds both recognizers to the content (not the bars), disabled until their option is set.
    func installBarHidingGestures() {
        contentView.addGestureRecognizer(barHideOnTapGestureRecognizer)
        contentView.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
    }

    func barHidingGesturesDidChange() {
        barHideOnTapGestureRecognizer.isEnabled = hidesBarsOnTap
        barHideOnSwipeGestureRecognizer.isEnabled = hidesBarsOnSwipe
    }

    private func barHidingSwipeChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            barHiding.swipeActed = false
        case .changed:
            guard !barHiding.swipeActed else { return }
            let dy = pan.translation(in: contentView).y
            if dy <= -Self.barHidingSwipeDistance, !isNavigationBarHidden {
                barHiding.swipeActed = true
                setBars(hidden: true)
            } else if dy >= Self.barHidingSwipeDistance, isNavigationBarHidden {
                barHiding.swipeActed = true
                setBars(hidden: false)
            }
        default:
            break
        }
    }

    /// Hides or shows the navigation bar, and the toolbar when it was showing, sliding.
    func setBars(hidden: Bool) {
        if hidden {
            barHiding.toolbarWasShown = !isToolbarHidden
            setNavigationBarHidden(true, animated: true)
            if barHiding.toolbarWasShown { setToolbarHidden(true, animated: true) }
        } else {
            setNavigationBarHidden(false, animated: true)
            if barHiding.toolbarWasShown { setToolbarHidden(false, animated: true) }
            barHiding.toolbarWasShown = false
        }
    }

    /// A layout pass: with `hidesBarsWhenVerticallyCompact`, the bars follow the window's
    /// vertical size class (compact below 400 pt of height when wider than tall: a phone in
    /// landscape, `UITraitCollection(windowSize:)`).
    func hideBarsForCompactHeightIfNeeded() {
        guard let window = viewIfLoaded?.window else { return }
        let compact = UITraitCollection(windowSize: window.bounds.size).verticalSizeClass == .compact
        if hidesBarsWhenVerticallyCompact, compact, !barHiding.hiddenForCompactHeight, !isNavigationBarHidden {
            barHiding.hiddenForCompactHeight = true
            setBars(hidden: true)
        } else if barHiding.hiddenForCompactHeight, !compact || !hidesBarsWhenVerticallyCompact {
            barHiding.hiddenForCompactHeight = false
            setBars(hidden: false)
        }
    }

    /// Starts or stops watching the keyboard for `hidesBarsWhenKeyboardAppears`.
    func keyboardObservationDidChange() {
        if let observer = barHiding.keyboardObserver {
            NotificationCenter.default.removeObserver(observer)
            barHiding.keyboardObserver = nil
        }
        guard hidesBarsWhenKeyboardAppears else { return }
        barHiding.keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let window = self.viewIfLoaded?.window, window.keyboardFrame != nil,
                      !self.isNavigationBarHidden else { return }
                self.setBars(hidden: true)
            }
        }
    }
}

/// Lets the bar-hiding swipe recognize alongside the content's pans (a scroll view's among them).
@MainActor
final class BarHidingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    static let shared = BarHidingGestureDelegate()

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
