import Foundation

extension UIWindow {
    /// Delivers a pointer event: the transition engine's grab of running transitions first,
    /// then touches and gesture recognizers.
    ///
    /// When the grab takes a `mouseDown` it takes that whole press: its moves and its `mouseUp`
    /// reach no view or recognizer, even when the grab lets them pass.
    func dispatchPointerEvent(_ event: InputEvent) {
        if storedTransitionDirector?.grab.handle(event) == true {
            touchDispatcher.grabConsumed(event)
            return
        }
        touchDispatcher.handle(event)
    }

    /// The positions of the fingers that are down, in window points: one for a mouse press, two
    /// for an Alt-drag pinch (finger 1 follows the pointer's motion from 100 pt right of the press
    /// point, finger 2 is mirrored about the press point), none when the button is up.
    ///
    /// A Linux addition for the debug overlay, which draws the simulated fingers.
    public var activeTouchLocations: [CGPoint] {
        touchDispatcher.sequence?.touches.map(\.locationInWindow) ?? []
    }

    /// The latest pointer position in window points (also from moves without a press).
    ///
    /// A Linux addition for the debug overlay.
    public var pointerLocation: CGPoint { touchDispatcher.pointerLocation }
}
