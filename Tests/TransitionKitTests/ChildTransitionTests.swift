import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A child that notes its containment callbacks and `viewIsAppearing` in a harness's log.
@MainActor
private final class ContainedChild: NamedViewController {
    weak var harness: TransitionHarness?
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        harness?.note("\(title ?? "?").willMove(\(parent?.title ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        harness?.note("\(title ?? "?").didMove(\(parent?.title ?? "nil"))")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        harness?.note("\(title ?? "?").viewIsAppearing")
    }
}

/// A segmented "swap child" container, written as apps write one: the first child is embedded
/// in `viewDidLoad`; `show(_:)` swaps with `transition(from:to:)` and a cross dissolve.
@MainActor
private final class SwapContainer: NamedViewController {
    private(set) var current: UIViewController
    weak var harness: TransitionHarness?

    init(first: UIViewController) {
        current = first
        super.init("Container")
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(current)
        current.view.frame = view.bounds
        view.addSubview(current.view)
        current.didMove(toParent: self)
    }

    func show(_ next: UIViewController) {
        let old = current
        old.willMove(toParent: nil)
        addChild(next)
        next.view.frame = view.bounds
        transition(from: old, to: next, duration: 0.3, options: .transitionCrossDissolve, animations: {
            next.view.backgroundColor = .systemBlue
        }, completion: { finished in
            self.harness?.note("completion(\(finished))")
            old.removeFromParent()
            next.didMove(toParent: self)
        })
        current = next
    }
}

/// `UIViewController.transition(from:to:duration:options:animations:completion:)` for custom
/// containers, with the appearance forwarding UIKit does for them.
@Suite("Child view controller transitions")
@MainActor
struct ChildTransitionTests {
    // Apple documentation, transition(from:to:duration:options:animations:completion:): "This
    // method adds the second view controller's view to the view hierarchy and then performs the
    // animations defined in your animations block. After the animation completes, it removes the
    // first view controller's view from the view hierarchy." Appearance callbacks are forwarded
    // (shouldAutomaticallyForwardAppearanceMethods, default true); "Implementing a Container View
    // Controller": willMove(toParent: nil) before, removeFromParent()/didMove(toParent:) after.
    @Test("A swap-child container: the full callback log, the cross dissolve half way, the old view removed at the end")
    func swapChild() throws {
        let first = ContainedChild("First"), second = ContainedChild("Second")
        let container = SwapContainer(first: first)
        let harness = TransitionHarness(root: container)
        (container.harness, first.harness, second.harness) = (harness, harness, harness)
        #expect(first.view.superview === container.view && first.appearanceTrack.state == .appeared)
        harness.clearLog()

        container.show(second)
        #expect(second.view.superview === container.view && first.view.superview === container.view)
        harness.clock.advance(by: 0.15)
        #expect(abs(try #require(first.view.layer.presentation()).opacity - 0.5) < 1e-6)
        #expect(abs(try #require(second.view.layer.presentation()).opacity - 0.5) < 1e-6)
        harness.clock.advance(by: 0.15)
        harness.settle()
        #expect(harness.log == [
            "First.willMove(nil)", "Second.willMove(Container)", "First.viewWillDisappear", "Second.viewWillAppear",
            "Second.viewIsAppearing", "First.viewDidDisappear", "Second.viewDidAppear", "completion(true)",
            "First.didMove(nil)", "Second.didMove(Container)",
        ], "\(harness.log)")
        #expect(first.view.superview == nil && second.view.superview === container.view)
        #expect(container.children == [second] && first.parent == nil && second.parent === container)
        #expect(second.view.backgroundColor == .systemBlue && second.view.alpha == 1)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Same page: "fromViewController [...] must be a child of the current view controller";
    // bad input is refused with a Diagnostic here instead of UIKit's exception.
    @Test("Controllers that are not children are refused with a Diagnostic; nothing moves")
    func notChildren() {
        let first = ContainedChild("First"), stranger = ContainedChild("Stranger")
        let container = SwapContainer(first: first)
        let harness = TransitionHarness(root: container)
        var completed = false
        container.transition(from: first, to: stranger, duration: 0.3, animations: nil) { _ in completed = true }
        harness.settle()
        #expect(harness.window.diagnostics.map(\.code) == [.invalidChildTransition])
        #expect(stranger.viewIfLoaded == nil && first.view.superview === container.view && !completed)
    }
}
