import Foundation

/// The root of a view hierarchy on one SDL window (or headless), with its own clock.
///
/// ```swift
/// let clock = AnimationClock()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600), clock: clock)
/// window.rootViewController = root
/// window.makeKeyAndVisible()
/// window.send(.mouseDown(CGPoint(x: 2, y: 300)))
/// clock.advance(by: 0.5)
/// let frame = window.displayList()
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView, ClockObserver {
    /// The clock that times everything in this window.
    public let clock: AnimationClock

    /// The most diagnostics kept in `diagnostics`.
    public static let diagnosticsLimit = 200

    /// Recent errors and warnings, newest last (at most `diagnosticsLimit`); trace notes, for calls
    /// iOS accepts silently, reach only `diagnosticHandler`.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Called with every new diagnostic (the playground's log uses it).
    public var diagnosticHandler: ((Diagnostic) -> Void)?

    /// Whether diagnostics are also written to stderr (true by default).
    public var writesDiagnosticsToStandardError = true

    /// The transition engine, once a transition was requested (`transitionDirector` creates it).
    var storedTransitionDirector: TransitionDirector?
    /// The views whose `draw(_:)` runs before the next display list, held weakly (see `UIView+Drawing.swift`).
    var viewsNeedingDisplay: [WeakView] = []
    /// How many commands the last `displayList()` had (the next one reserves that many).
    var lastDisplayListCount = 0
    /// The commands of the last `displayList()` (what is on screen: a `CATransition` added after
    /// the changes it covers starts from it) and `modelChanges.count` when it was made.
    var lastDisplayedCommands: [DisplayList.Command] = []
    var lastDisplayedChanges: UInt64 = .max

    /// The changes to what this window's layers show (see `LayerModelChanges`).
    @exclusivity(unchecked) var modelChanges = LayerModelChanges()

    /// How many changes to what this window's layers show were made so far (wraps around): a
    /// host that draws only when something changed compares it with the count when it made its
    /// last frame. Changes in other windows, and in layers in no window, do not count here.
    package var modelChangeCount: UInt64 { modelChanges.count }

    /// Seconds of animation time after a transition should have ended before the window completes
    /// it itself (an animator that never calls `completeTransition` would freeze UIKit); nil turns
    /// the watchdog off. 2 s by default.
    public var transitionWatchdog: TimeInterval? = 2

    /// Called with the key and text events the first responder does not take (the playground's
    /// key map); the window itself ignores them.
    public var keyHandler: ((InputEvent) -> Void)?

    /// Called with every transition callback as it happens ("B.viewWillAppear",
    /// "presentationTransitionWillBegin", "animationEnded(true)", ...): the playground's live log
    /// and traces use it.
    public var callbackHandler: ((String) -> Void)?

    func logCallback(_ entry: String) { callbackHandler?(entry) }

    /// Whether this is the app's key window: the visible window most recently made key
    /// (`makeKeyAndVisible()`), as `UIApplication.shared.keyWindow` reports it.
    public var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// The screen the window is on; its bounds follow the window's size.
    open var screen: UIScreen

    /// Where the window stands among the app's windows, back to front (`.normal` by default):
    /// `UIApplication.windows` lists windows by level, and by the order they were first shown
    /// within one level. A level that is not finite is refused with a Diagnostic.
    open var windowLevel: UIWindow.Level = .normal {
        didSet {
            guard !windowLevel.rawValue.isFinite else { return }
            let refused = windowLevel
            windowLevel = oldValue
            report(Diagnostic(code: .invalidWindowLevel, message: "Window level \(refused.rawValue) is not finite; it was ignored."))
        }
    }

    /// Whether the window's size follows its content's constraints. Stored: only a Mac Catalyst
    /// window resizes to its content; on iOS, and here, it has no effect (false by default).
    open var canResizeToFitContent = false

    /// Whether the window can become the key window (true by default); when false,
    /// `makeKey()` and `makeKeyAndVisible()` leave the key window as it is.
    open var canBecomeKey: Bool { true }

    /// Whether `isHidden` changes post the visibility notifications (not while initializing).
    private var postsVisibilityChanges = false

    /// Whether the window is hidden (true until it is shown). Showing posts
    /// `didBecomeVisibleNotification`, hiding `didBecomeHiddenNotification` (object: the window);
    /// hiding the key window makes the visible window made key before it the key window.
    open override var isHidden: Bool {
        didSet {
            guard postsVisibilityChanges, oldValue != isHidden else { return }
            NotificationCenter.default.post(name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification, object: self)
            UIApplication.shared.updateKeyWindow()
        }
    }

    /// The window's scene (weak): the one `init(windowScene:)` or the setter gave it, else the
    /// app's window scene once the window is shown (see `UIApplication`); nil before.
    open weak var windowScene: UIWindowScene?

    /// The status bar's state (see `UIWindow+StatusBar.swift`).
    var statusBarState = StatusBarState()

    /// The first responder (weak; see `UIResponder+FirstResponder.swift`).
    weak var storedFirstResponder: UIResponder?
    /// The keyboard's state (see `UIWindow+Keyboard.swift`).
    var keyboard = KeyboardState()

    /// Routes touches, wheel events and gesture timers (see `UIWindow+Touches.swift`).
    lazy var touchDispatcher = TouchDispatcher(window: self)

    /// Creates a window with `frame` (in points) whose time comes from `clock`.
    public init(frame: CGRect, clock: AnimationClock) {
        self.clock = clock
        screen = UIScreen(window: nil, size: frame.size)
        super.init(frame: frame)
        screen = UIScreen(window: self, size: frame.size)
        isHidden = true
        postsVisibilityChanges = true
        clock.addObserver(self)
    }

    /// Creates a window on the ambient clock (the window event, frame or transition being
    /// handled, or an app's launch: a window an app delegate makes runs on the playground's
    /// clock), else on `AnimationClock.main`, UIKit's one clock (see `AnimationClock`'s rule for
    /// `main`); give each independent window its own with `init(frame:clock:)`.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, clock: AnimationContext.ambientClock ?? .main)
    }

    /// Creates a window in `windowScene`: the size of the scene's screen, on the scene's clock (a
    /// launched app's: the playground's; else as `init(frame:)`).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds, clock: windowScene.windowClock)
        self.windowScene = windowScene
    }

    /// Windows are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            let visible = !isHidden
            if visible { oldValue?.transitionAppearance(to: false, animated: false) }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
            if visible { rootViewController?.transitionAppearance(to: true, animated: false) }
            updateStatusBarAppearance()
        }
    }

    private func installRootView() {
        guard let root = rootViewController else { return }
        let view = root.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
    }

    /// Shows the window and makes it key (unless `canBecomeKey` is false).
    open func makeKeyAndVisible() {
        isHidden = false
        UIApplication.shared.windowDidBecomeVisible(self, makingKey: canBecomeKey)
        updateStatusBarAppearance()
        layoutIfNeeded()
        rootViewController?.transitionAppearance(to: true, animated: false)
    }

    /// Makes the window the key window without showing it (a hidden window becomes key when it
    /// is shown); nothing happens when `canBecomeKey` is false. The window that was key is sent
    /// `resignKey()` and posts `didResignKeyNotification`, then this one is sent `becomeKey()`
    /// and posts `didBecomeKeyNotification`.
    open func makeKey() {
        guard canBecomeKey else { return }
        UIApplication.shared.windowDidRequestKey(self)
    }

    /// Tells the window it became the key window (the app calls it; do not call it yourself).
    /// Does nothing by itself; an override should call super.
    open func becomeKey() {}

    /// Tells the window it is no longer the key window (the app calls it; do not call it
    /// yourself). Does nothing by itself; an override should call super.
    open func resignKey() {}

    /// Delivers `event`'s touches to the views they belong to: each view in this window gets
    /// `touchesBegan`, `touchesMoved` (moved or stationary), `touchesEnded` or
    /// `touchesCancelled(_:with:)` with its touches of that phase, in finger order. Touches of
    /// views in other windows are left out. The window's own input goes to views and gesture
    /// recognizers directly, without this method.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// The next responder: the window's scene (the app for a window that has none yet), as in
    /// UIKit's chain view, view controller, window, scene, app, app delegate.
    open override var next: UIResponder? { windowScene ?? UIApplication.shared }

    /// Records a diagnostic: passed to `diagnosticHandler`; unless it is a trace note (a call iOS
    /// accepts silently), also kept in `diagnostics` and written to stderr.
    public func report(_ diagnostic: Diagnostic) {
        let stamped = Diagnostic(code: diagnostic.code, message: diagnostic.message, time: clock.now)
        guard stamped.severity > .trace else { diagnosticHandler?(stamped); return }
        diagnostics.append(stamped)
        if diagnostics.count > Self.diagnosticsLimit { diagnostics.removeFirst(diagnostics.count - Self.diagnosticsLimit) }
        if writesDiagnosticsToStandardError { AnimationContext.reportWithoutWindow(stamped) }
        diagnosticHandler?(stamped)
    }

    /// Delivers one input event, stamped with the clock's time.
    /// Pointer events whose position is NaN or infinite are dropped (no platform sends them; they
    /// would poison gesture arithmetic); finite positions are kept within ±1e7 points.
    public func send(_ event: InputEvent) {
        guard let event = event.withSanePosition else { return }
        AnimationContext.withAmbient(clock: clock) {
            switch event {
            case .resize(let size):
                resize(to: size)
            case .rotate(let size):
                let orientation = UIDevice.current.orientation
                resize(to: size, duration: SizeTransitionCoordinator.rotationDuration,
                       rotation: SizeTransitionCoordinator.rotationTransform(from: bounds.size, to: size))
                UIDevice.current.windowDidRotate(self, from: orientation)
            case .keyDown, .keyUp, .text:
                if storedFirstResponder?.handleKeyInput(event) != true { keyHandler?(event) }
            default:
                dispatchPointerEvent(event)
            }
        }
        storedTransitionDirector?.drain()   // requests waiting for a transition this event ended
    }

    /// Resizes the window to `size` points (ignored with a Diagnostic when not finite and
    /// positive); the layout and the coordinator's alongside animations animate over `duration`;
    /// `rotation` is the coordinator's `targetTransform`.
    func resize(to size: CGSize, duration: TimeInterval = 0, rotation: CGAffineTransform = .identity) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            report(Diagnostic(code: .invalidWindowSize, message: "Window size \(size) is not valid; it was ignored."))
            return
        }
        guard size != bounds.size else { return }
        let previousGeometry = windowScene?.effectiveGeometry
        let coordinator = SizeTransitionCoordinator(containerView: self, duration: duration, targetTransform: rotation)
        rootViewController?.propagateSizeChange(to: size, with: coordinator)
        coordinator.run { [self] in
            frame = CGRect(origin: frame.origin, size: size)
            layoutIfNeeded()
        }
        keyboardWindowDidResize()
        if let previousGeometry { windowScene?.windowDidChangeGeometry(self, from: previousGeometry) }
    }

    func clockDidTick(_ clock: AnimationClock) {
        AnimationContext.withAmbient(clock: clock) {
            touchDispatcher.frameDidTick()
            keyboardFrameDidTick()
            storedTransitionDirector?.tick()
            layoutIfNeeded()
        }
    }
}

extension Diagnostic.Code {
    /// A window was resized to a size that is not finite and at least 1x1.
    public static let invalidWindowSize = Diagnostic.Code(rawValue: "window.invalidSize", severity: .error)
    /// A window level that is not finite was set.
    public static let invalidWindowLevel = Diagnostic.Code(rawValue: "window.invalidLevel", severity: .error)
}

extension AnimationClock {
    /// Sends `diagnostic` to every window on this clock; returns whether any took it.
    func reportToWindows(_ diagnostic: Diagnostic) -> Bool {
        let windows = observedWindows
        for window in windows { window.report(diagnostic) }
        return !windows.isEmpty
    }
}

extension InputEvent {
    /// The event with its position clamped to ±1e7 points, or nil when the position is not finite.
    var withSanePosition: InputEvent? {
        guard let point = location else { return self }
        guard point.x.isFinite, point.y.isFinite else { return nil }
        let limit: CGFloat = 1e7
        let p = CGPoint(x: min(max(point.x, -limit), limit), y: min(max(point.y, -limit), limit))
        switch self {
        case let .mouseDown(_, modifiers): return .mouseDown(p, modifiers: modifiers)
        case .mouseMove: return .mouseMove(p)
        case .mouseUp: return .mouseUp(p)
        case let .scroll(dx, dy, _): return .scroll(dx: dx, dy: dy, at: p)
        case let .magnify(scale, _): return .magnify(scale: scale, at: p)
        case .keyDown, .keyUp, .text, .resize, .rotate: return self
        }
    }
}
