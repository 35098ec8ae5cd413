import Foundation
import TransitionKit

// UIView's event behaviour, gesture recognizers and interactions.

/// A slider-like view that lets its pan begin only for horizontal drags, as UISlider does.
private final class ViewEventsTrackView: UIView {
    // census: UIView+Events.gestureRecognizerShouldBegin(_:)
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) > abs(velocity.y)
    }
}

/// An interaction that remembers its view, the shape of UIKit's interactions.
private final class ViewEventsHighlightInteraction: UIInteraction {
    weak var view: UIView?
    func willMove(to view: UIView?) {}
    func didMove(to view: UIView?) { self.view = view }
}

@MainActor
private func useViewEvents() -> [Bool] {
    let track = ViewEventsTrackView()
    // census: UIView+Events.isUserInteractionEnabled, UIView+Events.isMultipleTouchEnabled, UIView+Events.isExclusiveTouch
    track.isUserInteractionEnabled = true; track.isMultipleTouchEnabled = false; track.isExclusiveTouch = true
    let pan = UIPanGestureRecognizer { _ in }
    // census: UIView+Events.addGestureRecognizer(_:)
    track.addGestureRecognizer(pan)
    // census: UIView+Events.gestureRecognizers
    let recognizers: [UIGestureRecognizer]? = track.gestureRecognizers
    // census: UIView+Events.removeGestureRecognizer(_:)
    track.removeGestureRecognizer(pan)
    // census: UIView+Events.gestureRecognizerShouldBegin(_:)
    let begins: Bool = track.gestureRecognizerShouldBegin(pan)
    let highlight = ViewEventsHighlightInteraction()
    // census: UIView+Events.addInteraction(_:)
    track.addInteraction(highlight)
    // census: UIView+Events.interactions
    let interactions: [any UIInteraction] = track.interactions
    // census: UIView+Events.removeInteraction(_:)
    track.removeInteraction(highlight)
    return [recognizers?.count == 1, begins, interactions.count == 1, track.isExclusiveTouch, track.isMultipleTouchEnabled]
}
