import Foundation
import TransitionKit

/// Checks the grammar of one controller's appearance callbacks, as seen from its overrides:
/// will-appear -> did-appear, will-disappear -> did-disappear; a will may reverse the other will
/// before its did (UIKit's cancel), but never two wills of the same kind in a row, and never a did
/// without its will.
public struct AppearanceTrack: Sendable, Equatable {
    /// Where the controller is, as its callbacks say.
    public enum State: String, Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    /// The callbacks.
    public enum Event: String, Sendable {
        case willAppear = "viewWillAppear", didAppear = "viewDidAppear"
        case willDisappear = "viewWillDisappear", didDisappear = "viewDidDisappear"
    }

    /// The current state.
    public private(set) var state: State = .disappeared
    /// How many of each callback arrived.
    public private(set) var counts: [String: Int] = [:]

    /// A track in the disappeared state with no callbacks counted.
    public init() {}

    /// Records `event`; returns a description of the violation, if it breaks the grammar.
    public mutating func record(_ event: Event) -> String? {
        counts[event.rawValue, default: 0] += 1
        let before = state
        switch (event, state) {
        case (.willAppear, .disappeared), (.willAppear, .disappearing): state = .appearing
        case (.didAppear, .appearing): state = .appeared
        case (.willDisappear, .appeared), (.willDisappear, .appearing): state = .disappearing
        case (.didDisappear, .disappearing): state = .disappeared
        default: return "\(event.rawValue) while \(before.rawValue)"
        }
        return nil
    }
}

/// Collects appearance-grammar violations from every recording controller that reports to it.
@MainActor
public final class AppearanceRecorder {
    /// The violations, in order ("V3: viewDidAppear while appeared").
    public private(set) var violations: [String] = []
    /// Every callback seen, by name.
    public private(set) var totals: [String: Int] = [:]

    /// A recorder with nothing recorded.
    public init() {}

    func report(_ name: String, _ event: AppearanceTrack.Event, violation: String?) {
        totals[event.rawValue, default: 0] += 1
        if let violation { violations.append("\(name): \(violation)") }
    }
}

/// A titled controller whose appearance callbacks are recorded and checked (every
/// `NamedViewController` records; this name says so at the call site).
@MainActor
open class RecordingViewController: NamedViewController {}

/// A navigation controller that records its appearance callbacks like `NamedViewController`.
@MainActor
open class RecordingNavigationController: UINavigationController {
    /// The callbacks' state machine.
    public private(set) var appearanceTrack = AppearanceTrack()
    /// Where violations are also reported.
    public var recorder: AppearanceRecorder?
    /// This controller's grammar violations.
    public private(set) var appearanceViolations: [String] = []

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

/// The appearance track of a recording controller, if it is one.
@MainActor
func recordedAppearance(of controller: UIViewController) -> (track: AppearanceTrack, violations: [String])? {
    if let recording = controller as? NamedViewController {
        return (recording.appearanceTrack, recording.appearanceViolations)
    }
    if let recording = controller as? RecordingNavigationController {
        return (recording.appearanceTrack, recording.appearanceViolations)
    }
    return nil
}
