import Foundation

/// The base class of the haptic feedback generators. There is no haptic hardware on Linux: each
/// call is written to the window's callback log (`UIWindow.callbackHandler`) as
/// "<class>.<call>", e.g. "UIImpactFeedbackGenerator.impactOccurred(medium)", so traces and the
/// playground's live log show when feedback would have played.
///
/// The entry goes to the window of the generator's view (`init(view:)`, iOS 17.5), else to the
/// windows of the clock whose event or frame is being handled, else to those of
/// `AnimationClock.main` (no window concerned: `AnimationClock`'s rule for `main`).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    /// The view whose window receives the log entries (weak; iOS 17.5's `init(view:)`).
    public private(set) weak var view: UIView?

    /// Creates a generator logging to the windows of the current clock.
    public init() {}

    /// Creates a generator logging to `view`'s window.
    public init(view: UIView) {
        self.view = view
    }

    /// Readies the (absent) haptic engine; logged as "<class>.prepare".
    open func prepare() {
        log("prepare")
    }

    /// Writes "<class>.<call>" to the callback log of the generator's window(s).
    func log(_ call: String) {
        let entry = "\(type(of: self)).\(call)"
        for window in targetWindows { window.logCallback(entry) }
    }

    /// Reports bad input to the generator's window(s) (stderr when there is none).
    func report(_ diagnostic: Diagnostic) {
        let windows = targetWindows
        if windows.isEmpty { AnimationContext.reportWithoutWindow(diagnostic) }
        for window in windows { window.report(diagnostic) }
    }

    private var targetWindows: [UIWindow] {
        if let window = view?.window { return [window] }
        if let clock = AnimationContext.ambientClock, !clock.observedWindows.isEmpty { return clock.observedWindows }
        return AnimationClock.main.observedWindows
    }
}
