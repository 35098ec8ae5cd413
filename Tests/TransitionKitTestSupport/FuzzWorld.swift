import Foundation
import TransitionKit

/// Counts of what a fuzz run did.
public struct FuzzStats: Sendable {
    public var steps = 0
    public var frames = 0
    public var requests = 0
    public var settles = 0
    public var restChecks = 0
    public var completions = 0
    public var alongsideCompletions = 0
    public var diagnostics: [String: Int] = [:]
    /// Transitions that completed finished and cancelled (`completeTransition(true)` / `(false)`).
    public var finishedTransitions = 0, cancelledTransitions = 0
    /// How often a delegate was asked for each animator kind.
    public var animatorsAsked: [String: Int] = [:]
    /// Frames during which a zoom transition (`preferredTransition = .zoom`) ran.
    public var zoomFrames = 0
    public init() {}

    public mutating func add(_ other: FuzzStats) {
        steps += other.steps; frames += other.frames; requests += other.requests; settles += other.settles
        restChecks += other.restChecks; completions += other.completions; alongsideCompletions += other.alongsideCompletions
        finishedTransitions += other.finishedTransitions; cancelledTransitions += other.cancelledTransitions
        zoomFrames += other.zoomFrames
        for (code, count) in other.diagnostics { diagnostics[code, default: 0] += count }
        for (kind, count) in other.animatorsAsked { animatorsAsked[kind, default: 0] += count }
    }
}

/// A screen of the fuzz world: records its appearance, animates a badge alongside every
/// transition it takes part in, and has a button that goes back and (some) a scroll view.
@MainActor
public final class FuzzViewController: RecordingViewController {
    weak var world: FuzzWorld?
    let number: Int
    let badge = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))

    init(number: Int, world: FuzzWorld) {
        self.number = number
        self.world = world
        super.init("V\(number)")
    }
    public required init?(coder: NSCoder) { return nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        world?.viewLoaded(self)
        let hue = CGFloat((number * 37) % 100) / 100
        view.backgroundColor = UIColor(red: hue, green: 1 - hue, blue: 0.5, alpha: 1)
        badge.backgroundColor = .white
        view.addSubview(badge)
        let button = UIButton(frame: CGRect(x: 60, y: 60, width: 80, height: 40))
        button.setTitle("Back", for: .normal)
        button.addAction(UIAction { [weak self] _ in self?.goBack() }, for: .touchUpInside)
        view.addSubview(button)
        if number % 3 == 0 {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 120, width: 300, height: 200))
            scroll.autoresizingMask = [.flexibleWidth]
            scroll.contentSize = CGSize(width: 300, height: 900)
            let stripe = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 40))
            stripe.backgroundColor = .black
            scroll.addSubview(stripe)
            view.addSubview(scroll)
        }
    }

    func goBack() {
        if let navigation = navigationController, navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
        } else {
            dismiss(animated: true)
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let world, let coordinator = transitionCoordinator else { return }
        let record = AlongsideRecord(label: "\(title ?? "?") will-appear")
        let badge = self.badge
        let accepted = coordinator.animate(alongsideTransition: { _ in badge.alpha = badge.alpha > 0.5 ? 0.4 : 1 },
                                           completion: { [weak world] _ in world?.alongsideCompleted(record) })
        if accepted { world.alongside.append(record) }
        coordinator.notifyWhenInteractionChanges { [weak world] _ in world?.interactionChanges += 1 }
    }
}

/// An alongside completion that must run exactly once.
@MainActor
final class AlongsideRecord {
    let label: String
    var count = 0
    init(label: String) { self.label = label }
}

/// A window full of navigation controllers and presentations, driven by `FuzzAction`s, that checks
/// The invariants of docs/DESIGN.md ("Quality bars") after every frame and at every rest.
@MainActor
public final class FuzzWorld: FuzzAnimatorHost {
    public let window: UIWindow
    public let clock: AnimationClock
    public let recorder = AppearanceRecorder()
    /// Everything found wrong, in order (first is the first failure).
    public internal(set) var violations: [String] = []
    public internal(set) var stats = FuzzStats()
    /// The latest transition callbacks, each prefixed with the step number ("@12 B.viewWillAppear").
    public internal(set) var callbackLog: [String] = []
    /// Check the invariants after every frame (true) or only at rest.
    public var checksEveryFrame = true
    /// Called after every frame (the fuzzer's `--verify-damage-every` draws the window with it).
    public var frameObserver: ((UIWindow) -> Void)?

    let navigationDelegate: FuzzNavigationDelegate
    let tabDelegate: FuzzTabBarDelegate
    var transitioningDelegates: [String: FuzzTransitioningDelegate] = [:]
    var nextNumber = 0
    struct Tracked {
        let name: String
        weak var controller: UIViewController?
        weak var view: UIView?
    }
    var tracked: [Tracked] = []
    var coordinators: [(name: String, object: WeakObject)] = []
    var alongside: [AlongsideRecord] = []
    var interactionChanges = 0
    /// The latest percent-driven interaction controller handed out, while its transition lives.
    public internal(set) weak var interactor: UIPercentDrivenInteractiveTransition?
    var interactorEnded = false
    /// Where the button is held down (nil when up).
    public internal(set) var pressedAt: CGPoint?
    var wasQuiet = true
    /// The window's right-edge pan, followed by the catalog's `EdgePanInteractionController`s.
    public let edgePanRecognizer: UIScreenEdgePanGestureRecognizer?
    /// Catalog sheets handed to presentations that have not run yet (their presented controller
    /// holds them once presented); forgotten at rest.
    var pendingSheets: [FuzzSheetPresentationController] = []

    /// The window size a world gets by default.
    public static let defaultSize = CGSize(width: 400, height: 600)

    /// Creates the world: a 400 x 600 window whose root is a navigation controller.
    public init(size: CGSize = FuzzWorld.defaultSize) {
        clock = AnimationClock()
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.writesDiagnosticsToStandardError = false
        navigationDelegate = FuzzNavigationDelegate(host: nil)
        tabDelegate = FuzzTabBarDelegate(host: nil)
        let edgePan = UIScreenEdgePanGestureRecognizer { _ in }
        edgePan.edges = .right
        edgePanRecognizer = edgePan
        window.addGestureRecognizer(edgePan)
        navigationDelegate.host = self
        tabDelegate.host = self
        window.diagnosticHandler = { [unowned self] diagnostic in self.saw(diagnostic) }
        window.callbackHandler = { [unowned self] entry in
            if entry == "completeTransition(true)" { self.stats.finishedTransitions += 1 }
            if entry == "completeTransition(false)" { self.stats.cancelledTransitions += 1 }
            self.callbackLog.append("@\(self.stats.steps) \(entry)")
            if self.callbackLog.count > 400 { self.callbackLog.removeFirst(100) }
        }
        let root = makeNavigation()
        window.rootViewController = root
        window.makeKeyAndVisible()
    }

    // MARK: Steps

    /// Runs one step and checks the invariants.
    public func perform(_ action: FuzzAction) {
        stats.steps += 1
        switch action {
        case let .push(nav, animated):
            guard let navigation = pick(navigationControllers(), nav) else { break }
            request { navigation.pushViewController(makeController(), animated: animated) }
        case let .pushExisting(nav, target, animated):
            guard let navigation = pick(navigationControllers(), nav), let existing = pick(reachableControllers(), target) else { break }
            request { navigation.pushViewController(existing, animated: animated) }
        case let .pop(nav, animated):
            guard let navigation = pick(navigationControllers(), nav) else { break }
            request { navigation.popViewController(animated: animated) }
        case let .popTo(nav, index, animated):
            guard let navigation = pick(navigationControllers(), nav) else { break }
            let stack = navigation.viewControllers
            let target = index < stack.count ? stack[index] : makeController()
            request { navigation.popToViewController(target, animated: animated) }
        case let .popToRoot(nav, animated):
            guard let navigation = pick(navigationControllers(), nav) else { break }
            request { navigation.popToRootViewController(animated: animated) }
        case let .setStack(nav, keep, new, animated):
            guard let navigation = pick(navigationControllers(), nav) else { break }
            let stack = navigation.viewControllers
            var controllers = keep.compactMap { stack.isEmpty ? nil : stack[$0 % stack.count] }
            for _ in 0..<min(new, 4) { controllers.append(makeController()) }
            request { navigation.setViewControllers(controllers, animated: animated) }
        case let .present(from, child, style, dissolve, animator, presentation, wrap, animated):
            guard let source = source(from, child) else { break }
            let presented: UIViewController = wrap ? makeNavigation() : makeController()
            presented.modalPresentationStyle = switch style {
            case .fullScreen: .fullScreen
            case .overFullScreen: .overFullScreen
            case .pageSheet: .pageSheet
            case .automatic: .automatic
            case .custom: .custom
            }
            presented.modalTransitionStyle = dissolve ? .crossDissolve : .coverVertical
            if animator.isSheet {
                let sheet = FuzzSheetPresentationController(presented: presented, presenting: source, kind: animator, host: self)
                pendingSheets.append(sheet)
                presented.transitioningDelegate = sheet
            } else if animator != .system || style == .custom {
                presented.transitioningDelegate = delegate(animator, presentation)
            }
            let record = CompletionRecord(label: "present \(presented.title ?? "?")")
            request {
                source.present(presented, animated: animated) { [weak self, weak presented] in
                    guard let self else { return }
                    self.completed(record)
                    if let presented, presented.presentingViewController == nil || presented.isBeingPresented {
                        self.fail("the completion of \(record.label) ran, but it is not presented")
                    }
                }
            }
        case let .presentExisting(from, target, animated):
            guard let source = source(from, false), let existing = pick(reachableControllers(), target) else { break }
            // Usually refused; but a request waits in the queue and is judged when it runs (docs/DESIGN.md, "Transitions"),
            // so it may be valid by then: its completion must then find it presented.
            let record = CompletionRecord(label: "present of existing \(existing.title ?? "?")")
            request {
                source.present(existing, animated: animated) { [weak self, weak existing] in
                    guard let self else { return }
                    self.completed(record)
                    if let existing, existing.presentingViewController == nil || existing.isBeingPresented {
                        self.fail("the completion of \(record.label) ran, but it is not presented")
                    }
                }
            }
        case let .dismiss(level, child, animated):
            guard let requester = source(level, child) else { break }
            let record = CompletionRecord(label: "dismiss from \(requester.title ?? "?")")
            request {
                requester.dismiss(animated: animated) { [weak self, weak requester] in
                    guard let self else { return }
                    self.completed(record)
                    var root = requester
                    while let parent = root?.parent { root = parent }
                    if let root, root.presentedViewController != nil {
                        self.fail("the completion of \(record.label) ran, but \(root.title ?? "?") still presents")
                    }
                }
            }
        case .interact(let interaction):
            guard let interactor, !interactorEnded else { break }
            switch interaction {
            case .update(let percent): interactor.update(CGFloat(percent))
            case .pause: interactor.pause()
            case .finish: interactor.finish(); interactorEnded = true
            case .cancel: interactor.cancel(); interactorEnded = true
            }
        case .navigationAnimator(let kind):
            navigationDelegate.kind = kind.isSheet ? .system : kind
        case let .modalAnimator(level, kind):
            // Switches the animator the presented controller at `level` is dismissed with.
            guard presentationChain().count > 1, let presented = pick(Array(presentationChain().dropFirst()), level) else { break }
            presented.transitioningDelegate = delegate(kind.isSheet ? .system : kind, .plain)
        case let .presentTabs(from, count, animated):
            presentTabs(from: from, count: count, animated: animated)
        case let .selectTab(index, tap):
            selectTab(index, tap: tap)
        case .tabAnimator(let kind):
            tabDelegate.kind = kind.isSheet ? .system : kind
        case let .sheet(level, detents, selected, undimmed, modal, animated):
            configureSheet(level: level, detents: detents, selected: selected, undimmed: undimmed, modal: modal, animated: animated)
        case let .down(x, y, alt):
            let point = CGPoint(x: x, y: y)
            pressedAt = point
            window.send(.mouseDown(point, modifiers: alt ? [.option] : []))
        case let .move(x, y):
            window.send(.mouseMove(CGPoint(x: x, y: y)))
        case let .up(x, y):
            pressedAt = nil
            window.send(.mouseUp(CGPoint(x: x, y: y)))
        case let .wheel(dx, dy, x, y):
            window.send(.scroll(dx: CGFloat(dx), dy: CGFloat(dy), at: CGPoint(x: x, y: y)))
        case let .magnify(scale, x, y):
            window.send(.magnify(scale: CGFloat(scale), at: CGPoint(x: x, y: y)))
        case let .resize(width, height):
            window.send(.resize(CGSize(width: width, height: height)))
        case .rotate:
            window.send(.resize(CGSize(width: window.bounds.height, height: window.bounds.width)))
        case .speed(let speed):
            clock.speed = speed
        case .frames(let count):
            for _ in 0..<count { frame() }
        case .settle:
            settle()
        }
        noteCoordinators()
        if checksEveryFrame { check(atRest: false) }
    }

    func pick<T>(_ items: [T], _ index: Int) -> T? { items.isEmpty ? nil : items[index % items.count] }

    /// The controller at presentation level `level`, or its top child when `child` and it has one.
    func source(_ level: Int, _ child: Bool) -> UIViewController? {
        guard let controller = pick(presentationChain(), level) else { return nil }
        if child, let navigation = controller as? UINavigationController, let top = navigation.topViewController { return top }
        return controller
    }

    func request(_ body: () -> Void) {
        stats.requests += 1
        body()
    }

    /// One frame, then the per-frame checks; at a new rest, the at-rest checks.
    public func frame() {
        clock.advance(by: clock.frameInterval)
        stats.frames += 1
        if window.transitionState?.animator == "ZoomTransitionAnimator" { stats.zoomFrames += 1 }
        noteCoordinators()
        if checksEveryFrame { check(atRest: false) }
        let quiet = !isBusy && !hasOpenInteraction
        if quiet && !wasQuiet { checkAtRest() }
        wasQuiet = quiet
        frameObserver?(window)
    }

    /// Ends everything in progress (releases the button, finishes or cancels an open interaction,
    /// runs time at normal speed) and runs frames until nothing moves, then checks everything.
    public func settle(limit: TimeInterval = 60) {
        stats.settles += 1
        clock.speed = 1
        if let point = pressedAt {
            pressedAt = nil
            window.send(.mouseUp(point))
        }
        var elapsed = 0.0
        while isBusy || hasOpenInteraction {
            if hasOpenInteraction, let interactor {
                if interactor.percentComplete >= 0.5 { interactor.finish() } else { interactor.cancel() }
                interactorEnded = true
            }
            guard elapsed < limit else {
                fail("did not settle within \(Int(limit)) s (transition open: \(window.isTransitionInProgress), "
                    + "animations: \(clock.hasRunningAnimations))")
                return
            }
            frame()
            elapsed += clock.frameInterval
        }
        // A wheel burst or pinch ends on a real-time timer.
        for _ in 0..<15 { frame() }
        checkAtRest()
        wasQuiet = true
    }

}

/// A completion that must run at most once.
@MainActor
final class CompletionRecord {
    let label: String
    var count = 0
    init(label: String) { self.label = label }
}

/// A weak reference to any object.
final class WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
