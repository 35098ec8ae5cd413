@_exported import TransitionKitTesting
import Foundation
import TransitionKit

/// The project's own tests' name for the public `TransitionTestHarness` (with
/// `NamedViewController`, `InvariantChecker` and the rest of TransitionKitTesting re-exported,
/// so `import TransitionKitTestSupport` gives both).
public typealias TransitionHarness = TransitionTestHarness

extension TransitionTestHarness {
    /// A harness with `root` in a window of `size` points (`init(rootViewController:windowSize:)`).
    public convenience init(root: UIViewController, size: CGSize = CGSize(width: 400, height: 600)) {
        self.init(rootViewController: root, windowSize: size)
    }

    /// `callbackLog`.
    public var log: [String] { callbackLog }

    /// `essentialCallbackLog`.
    public var essentialLog: [String] { essentialCallbackLog }

    /// `clearCallbackLog()`.
    public func clearLog() { clearCallbackLog() }

    /// Runs `seconds` rounded up to whole 1/60 s frames (at least one), checking the invariants
    /// after each: `advance(frames:)`.
    public func run(_ seconds: TimeInterval) {
        advance(frames: max(1, Int((seconds * 60).rounded(.up))))
    }
}
