import Foundation

extension UIWindow {
    /// When this window's model next changes without input (Linux addition, for a host that
    /// draws only when something changed; UIKit's render server is idle the same way): now while
    /// a transition runs or waits, a touch or recognizer is being tracked, a scroll view moves,
    /// a frame handler (a property animator's or a Core Animation animation's) runs, the keyboard moves, an animation
    /// runs or a layout is pending; at the start of the first delayed animation when the
    /// animations on this window's clock are all still waiting; otherwise not until input.
    package var frameNeed: FrameNeed {
        if storedTransitionDirector?.isBusy == true || !touchDispatcher.isIdle { return .now }
        if needsLayout || subtreeNeedsLayout || keyboard.isAnimating { return .now }
        return clock.engine.nextChange()
    }
}
