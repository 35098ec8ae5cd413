import Foundation
import TransitionKit

/// A window on a manual clock for testing transitions: it records every transition callback in
/// order and checks the engine's invariants (`InvariantChecker`) after every frame.
///
/// ```swift
/// let harness = TransitionTestHarness(rootViewController: NamedViewController("A"))
/// let card = NamedViewController("Card")
/// card.modalPresentationStyle = .custom
/// card.transitioningDelegate = myDelegate
/// harness.present(card)
/// harness.settle()
/// assertCallbackOrder(harness.essentialCallbackLog, ["Card.viewWillAppear", "completion"], matching: .inOrder)
/// #expect(harness.violations.isEmpty)
/// ```
///
/// Nothing here reads a wall clock: time passes only through `advance(by:)`, `advance(frames:)`,
/// `settle(limit:)` and the gesture drivers, one frame (`clock.frameInterval`, 1/60 s) at a time.
@MainActor
public final class TransitionTestHarness {
    /// The window the root view controller is shown in.
    public let window: UIWindow
    /// The window's clock; nothing advances it but the harness (and the test).
    public let clock: AnimationClock
    /// Every callback the window reported, in order ("A.viewWillAppear",
    /// "presentationTransitionWillBegin", "completeTransition(true)", ...), plus the entries added
    /// with `note(_:)` and the "completion" of `present(_:animated:)` and `dismiss(animated:)`.
    public private(set) var callbackLog: [String] = []
    /// Invariant violations seen after any frame so far, each once, in the order first seen.
    public private(set) var violations: [String] = []

    /// Creates a visible window of `windowSize` points with `rootViewController` as its root.
    /// Diagnostics stay off standard error (read them from `window.diagnostics`).
    public init(rootViewController: UIViewController, windowSize: CGSize = CGSize(width: 400, height: 600)) {
        clock = AnimationClock()
        window = UIWindow(frame: CGRect(origin: .zero, size: windowSize), clock: clock)
        window.writesDiagnosticsToStandardError = false
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        window.callbackHandler = { [unowned self] entry in self.callbackLog.append(entry) }
    }

    /// Records the callbacks of `window`, a window made elsewhere (an app's own, driven by its own
    /// frame loop), and checks its invariants when the caller asks (`checkInvariants(atRest:)`).
    public init(observing window: UIWindow) {
        self.window = window
        clock = window.clock
        window.callbackHandler = { [unowned self] entry in self.callbackLog.append(entry) }
    }

    /// Checks the engine's invariants now (`atRest`: also those that hold only when nothing
    /// runs), keeping each new violation once.
    public func checkInvariants(atRest: Bool) { record(InvariantChecker.violations(in: window, atRest: atRest)) }

    /// Keeps `problem`, found by the caller, with the violations (once).
    public func report(_ problem: String) { record([problem]) }

    /// The callback log without the delegate asks (`animationController(forPresented:...)`,
    /// `animationController(forDismissed:)`, `interactionController...`): the appearance
    /// callbacks, presentation-controller hooks, `completeTransition`, completions and
    /// `animationEnded`.
    public var essentialCallbackLog: [String] {
        callbackLog.filter {
            !$0.contains("(forPresented") && !$0.contains("(forDismissed") && !$0.contains("interactionController")
        }
    }

    /// Adds `entry` to the callback log (for the test's own events).
    public func note(_ entry: String) { callbackLog.append(entry) }

    /// Forgets the callback log so far (violations are kept).
    public func clearCallbackLog() { callbackLog.removeAll() }

    /// Whether a transition runs or a transition request waits.
    public var isTransitionInProgress: Bool { window.isTransitionInProgress }

    /// The running transition's progress, 0...1, or nil when none runs.
    public var transitionProgress: CGFloat? { window.transitionState?.percentComplete }

    /// Runs `frames` frames of `clock.frameInterval` each, checking the invariants after each.
    public func advance(frames: Int) {
        for _ in 0..<max(0, frames) {
            clock.advance(by: clock.frameInterval)
            record(InvariantChecker.violations(in: window, atRest: false))
        }
    }

    /// Runs `seconds` of time in frames of `clock.frameInterval` (the last one shorter when
    /// `seconds` is not a whole number of frames), as `AnimationClock.advance(by:)` does, checking
    /// the invariants after each. Zero, negative, NaN or infinite values do nothing.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let interval = clock.frameInterval
        let frames = max(1, Int((seconds / interval - 1e-9).rounded(.up)))
        var done = 0.0
        for index in 1...frames {
            let target = index == frames ? seconds : Double(index) * interval
            clock.advance(by: target - done)
            done = target
            record(InvariantChecker.violations(in: window, atRest: false))
        }
    }

    /// Runs frames until no transition runs and no animation is pending (at most `limit`
    /// seconds), then checks the at-rest invariants. Returns whether it settled.
    @discardableResult
    public func settle(limit: TimeInterval = 10) -> Bool {
        var elapsed = 0.0
        repeat {
            advance(frames: 1)
            elapsed += clock.frameInterval
        } while (window.isTransitionInProgress || clock.hasRunningAnimations) && elapsed < limit
        let settled = !window.isTransitionInProgress && !clock.hasRunningAnimations
        record(InvariantChecker.violations(in: window, atRest: true))
        return settled
    }

    private func record(_ problems: [String]) {
        for problem in problems where !violations.contains(problem) { violations.append(problem) }
    }
}
