import Foundation
import TransitionKit

/// A view controller with a title, so logs read "A.viewWillAppear".
@MainActor
open class NamedViewController: UIViewController {
    /// Creates a controller titled `name` with a coloured view.
    public init(_ name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    /// Not supported (no storyboards): returns nil.
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
