import Foundation
import TransitionKit

/// A window on a manual clock that records every transition callback and checks the engine's
/// invariants after every frame.
@MainActor
public final class TransitionHarness {
    /// The window.
    public let window: UIWindow
    /// Its clock.
    public let clock: AnimationClock
    /// Every callback the window reported, in order, plus what tests add with `note(_:)`.
    public private(set) var log: [String] = []
    /// Invariant violations seen after any frame.
    public private(set) var violations: [String] = []

    /// Creates a visible window with `root` as its root view controller.
    public init(root: UIViewController, size: CGSize = CGSize(width: 400, height: 600)) {
        clock = AnimationClock()
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.writesDiagnosticsToStandardError = false
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.callbackHandler = { [unowned self] entry in self.log.append(entry) }
    }

    /// Records the callbacks of `window`, a window made elsewhere (an app's), and checks its
    /// invariants when the caller's frames ask (`checkInvariants(atRest:)`).
    public init(observing window: UIWindow) {
        self.window = window
        clock = window.clock
        window.callbackHandler = { [unowned self] entry in self.log.append(entry) }
    }

    /// Checks the engine's invariants now (`atRest`: also those of a window with nothing
    /// running), keeping each new violation once.
    public func checkInvariants(atRest: Bool) { record(InvariantChecker.violations(in: window, atRest: atRest)) }

    /// Keeps a problem the caller found (once), with the violations.
    public func report(_ problem: String) { record([problem]) }

    /// Adds a line to the log (for completions and other test events).
    public func note(_ entry: String) { log.append(entry) }

    /// Forgets the log so far.
    public func clearLog() { log.removeAll() }

    /// Runs `seconds` of frames, checking the invariants after each.
    public func run(_ seconds: TimeInterval) {
        let frames = max(1, Int((seconds * 60).rounded(.up)))
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            record(InvariantChecker.violations(in: window, atRest: false))
        }
    }

    /// Runs frames until no transition runs and no animation is pending (at most `limit`
    /// seconds), then checks the at-rest invariants. Returns whether it settled.
    @discardableResult
    public func settle(limit: TimeInterval = 10) -> Bool {
        var elapsed = 0.0
        repeat {
            clock.advance(by: 1.0 / 60)
            elapsed += 1.0 / 60
            record(InvariantChecker.violations(in: window, atRest: false))
        } while (window.isTransitionInProgress || clock.hasRunningAnimations) && elapsed < limit
        let settled = !window.isTransitionInProgress && !clock.hasRunningAnimations
        record(InvariantChecker.violations(in: window, atRest: true))
        return settled
    }

    private func record(_ problems: [String]) {
        for problem in problems where !violations.contains(problem) { violations.append(problem) }
    }

    /// The log entries that are appearance callbacks, presentation-controller hooks, completions
    /// and `animationEnded`, without the delegate asks.
    public var essentialLog: [String] {
        log.filter { !$0.contains("(forPresented") && !$0.contains("(forDismissed") && !$0.contains("interactionController") }
    }
}

/// A view controller with a title, so logs read "A.viewWillAppear".
@MainActor
open class NamedViewController: UIViewController {
    /// Creates a controller titled `name` with a coloured view.
    public init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGray5
    }

    /// The appearance callbacks' state machine (the invariant checker reads it).
    public private(set) var appearanceTrack = AppearanceTrack()
    /// This controller's appearance-grammar violations.
    public private(set) var appearanceViolations: [String] = []
    /// Where violations are also reported.
    public var recorder: AppearanceRecorder?

    open override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note(.willAppear) }
    open override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note(.didAppear) }
    open override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note(.willDisappear) }
    open override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note(.didDisappear) }

    private func note(_ event: AppearanceTrack.Event) {
        let violation = appearanceTrack.record(event)
        if let violation { appearanceViolations.append(violation) }
        recorder?.report(title ?? "?", event, violation: violation)
    }
}
