import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A controller that writes down, at `viewIsAppearing(_:)`, where its view is, and logs its
/// loading and layout callbacks next to the appearance ones.
@MainActor
private final class GeometryRecordingController: NamedViewController {
    var events: [String] = []
    /// The view's window, frame and alpha when `viewIsAppearing` ran.
    var windowAtIsAppearing: UIWindow?
    var frameAtIsAppearing: CGRect?
    var alphaAtIsAppearing: CGFloat?
    var loadViewCount = 0
    /// Where "<title>.viewIsAppearing" is noted, between the window's own callback entries.
    weak var harness: TransitionHarness?

    override func loadView() {
        loadViewCount += 1
        events.append("loadView")
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    override func viewDidLoad() { super.viewDidLoad(); events.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        events.append("viewIsAppearing(\(animated))")
        harness?.note("\(title ?? "?").viewIsAppearing")
        windowAtIsAppearing = view.window
        frameAtIsAppearing = view.frame
        alphaAtIsAppearing = CGFloat(view.layer.presentation()?.opacity ?? view.layer.opacity)
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("viewDidAppear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("viewDidLayoutSubviews") }
}

/// A navigation controller that notes its `viewIsAppearing(_:)` in a harness's log.
@MainActor
private final class RecordingNavigationController: UINavigationController {
    weak var harness: TransitionHarness?
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        harness?.note("\(title ?? "?").viewIsAppearing")
    }
}

/// `viewIsAppearing(_:)` and lazy view loading, against UIKit's documented order.
@Suite("viewIsAppearing and loadView")
@MainActor
struct ViewIsAppearingTests {
    // Apple documentation, UIViewController.viewIsAppearing(_:): "The system calls this method
    // once each time a view controller's view appears after the viewWillAppear(_:) call. In
    // contrast to viewWillAppear(_:), the system calls this method after it adds the view
    // controller's view to the view hierarchy, and the superview lays out the view controller's
    // view. By the time the system calls this method, [...] the view has accurate geometry."
    // WWDC23 "What's new in UIKit": it runs in the same transaction as viewWillAppear, so what it
    // changes is visible from the transition's first frame.
    @Test("An animated presentation: will-appear, then is-appearing with the view in the window at its final frame before any frame is drawn, then did-appear")
    func presentation() {
        let a = NamedViewController("A"), b = GeometryRecordingController("B")
        let delegate = FidelityTransitioningDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        b.harness = harness
        harness.clearLog()
        a.present(b, animated: true)
        #expect(b.windowAtIsAppearing === harness.window)
        #expect(b.frameAtIsAppearing == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(b.alphaAtIsAppearing == 0, "the fade has not drawn a frame yet")
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "completeTransition(true)", "presentationTransitionDidEnd(true)", "B.viewDidAppear", "A.viewDidDisappear",
            "animationEnded(true)",
        ], "\(harness.essentialLog)")
        #expect(b.events.filter { $0.hasPrefix("view") && !$0.contains("Layout") }
            == ["viewDidLoad", "viewWillAppear", "viewIsAppearing(true)", "viewDidAppear"], "\(b.events)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Same page: "the superview lays out the view controller's view" before the call; the
    // controller's own layout pass (viewWillLayoutSubviews/viewDidLayoutSubviews) follows it
    // (WWDC23 "What's new in UIKit", the appearance-callbacks diagram).
    @Test("The controller's own layout callbacks come after viewIsAppearing and before viewDidAppear")
    func layoutAfterIsAppearing() {
        let a = NamedViewController("A"), b = GeometryRecordingController("B")
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = FidelityTransitioningDelegate()
        let harness = TransitionHarness(root: a)
        withExtendedLifetime(b.transitioningDelegate) {
            a.present(b, animated: true)
            harness.settle()
        }
        let appearing = b.events.drop { $0 != "viewWillAppear" }
        #expect(Array(appearing.prefix(4)) == [
            "viewWillAppear", "viewIsAppearing(true)", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        ], "\(b.events)")
        #expect(appearing.last == "viewDidAppear")
    }

    // viewIsAppearing reaches the children of a container that forwards appearance methods
    // (shouldAutomaticallyForwardAppearanceMethods, true by default), parent first, as
    // viewWillAppear does.
    @Test("A pushed controller inside a presented navigation controller: parent, then child")
    func childrenOfContainers() {
        let a = NamedViewController("A"), root = GeometryRecordingController("Root")
        let navigation = RecordingNavigationController(rootViewController: root)
        navigation.title = "Nav"
        navigation.modalPresentationStyle = .fullScreen
        let delegate = FidelityTransitioningDelegate()
        navigation.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        (navigation.harness, root.harness) = (harness, harness)
        a.present(navigation, animated: true)
        harness.settle()
        #expect(harness.essentialLog.filter { $0.contains("ppear") && !$0.hasPrefix("A.") } == [
            "Nav.viewWillAppear", "Root.viewWillAppear", "Nav.viewIsAppearing", "Root.viewIsAppearing",
            "Nav.viewDidAppear", "Root.viewDidAppear",
        ], "\(harness.essentialLog)")
        let second = GeometryRecordingController("Second")
        second.harness = harness
        harness.clearLog()
        navigation.pushViewController(second, animated: true)
        #expect(second.windowAtIsAppearing === harness.window)
        harness.settle()
        #expect(harness.essentialLog.filter { $0.contains("ppear") } == [
            "Root.viewWillDisappear", "Second.viewWillAppear", "Second.viewIsAppearing", "Root.viewDidDisappear",
            "Second.viewDidAppear",
        ], "\(harness.essentialLog)")
    }

    // Our choice, not documented by Apple: viewIsAppearing belongs to an appearance (once per
    // viewWillAppear ... viewDidAppear pair, as the documentation's "once each time a view
    // controller's view appears" says). A cancelled interactive presentation sent it to the
    // presented controller when its view went in, and does not send it again; the presenter,
    // which gets viewWillAppear and viewDidAppear again on cancel (coordinator header, see
    // AppearanceFidelityTests), gets viewIsAppearing between them.
    @Test("A cancelled interactive presentation: is-appearing once for the presented, and once for the presenter's reappearance")
    func cancelledInteractive() {
        let a = GeometryRecordingController("A"), b = GeometryRecordingController("B")
        let delegate = FidelityTransitioningDelegate()
        delegate.interactivePresentation = true
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let harness = TransitionHarness(root: a)
        (a.harness, b.harness) = (harness, harness)
        harness.clearLog()
        a.present(b, animated: true)
        delegate.interactor.update(0.3)
        delegate.interactor.cancel()
        harness.settle()
        #expect(harness.essentialLog == [
            "presentationTransitionWillBegin", "A.viewWillDisappear", "B.viewWillAppear", "startInteractiveTransition",
            "B.viewIsAppearing", "cancelInteractiveTransition", "completeTransition(false)",
            "presentationTransitionDidEnd(false)", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear",
            "A.viewIsAppearing", "A.viewDidAppear", "animationEnded(false)",
        ], "\(harness.essentialLog)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Non-animated changes in the same turn: the window's root controller appears with
    // viewIsAppearing(false) between its will- and did-appear.
    @Test("A window's root controller, not animated")
    func windowRoot() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500), clock: AnimationClock())
        let root = GeometryRecordingController("Root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(root.events.filter { !$0.contains("Layout") }
            == ["loadView", "viewDidLoad", "viewWillAppear", "viewIsAppearing(false)", "viewDidAppear"], "\(root.events)")
        #expect(root.windowAtIsAppearing === window)
        #expect(root.frameAtIsAppearing == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    // UIViewController.loadView(): "The view controller calls this method when its view property
    // is requested but is currently nil." isViewLoaded / viewIfLoaded: "without loading it";
    // loadViewIfNeeded(): "Loads the view controller's view if it has not yet been loaded."
    // viewDidLoad: "Called after the controller's view is loaded into memory" (Apple documentation).
    @Test("loadView runs once, lazily, on the first view access; viewIfLoaded and isViewLoaded do not load")
    func lazyLoading() {
        let controller = GeometryRecordingController("Lazy")
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil && controller.loadViewCount == 0)
        let view = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view && controller.loadViewCount == 1)
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.loadViewCount == 1)
        #expect(controller.events == ["loadView", "viewDidLoad"])

        let other = GeometryRecordingController("Other")
        other.loadViewIfNeeded()
        other.loadViewIfNeeded()
        #expect(other.loadViewCount == 1 && other.events == ["loadView", "viewDidLoad"])
    }
}
