import Foundation

/// The time source for everything in a window: animations, layout, gesture timers and transitions.
///
/// Nothing in TransitionKit reads the wall clock. The SDL host advances a clock by the real time
/// elapsed since its last frame; tests advance it by hand:
///
/// ```swift
/// let clock = AnimationClock()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600), clock: clock)
/// clock.advance(by: 0.5)   // 30 frames of 1/60 s; presentation values are those at now + 0.5
/// ```
///
/// `advance(by:)` steps whole frames of `frameInterval` (the last step may be shorter) and computes
/// each frame's time by multiplication, not accumulation, so there is no drift. `speed` scales
/// animation time (`now`) against real time: 0.1 is slow motion, 0 freezes animations, while
/// real-time things (the wheel-pinch end timer) keep running.
///
/// **The rule for `AnimationClock.main`.** UIKit has one clock per process; here each window has
/// its own, and work finds the clock of the window it concerns: the ambient one (the window
/// event, frame or transition being handled, or an app's launch), else the window of the views
/// or layers involved (a view's window, a layer's tree's, a mask's masked layer's). `main` stands
/// in for UIKit's single clock only where no window is concerned: windows made with
/// `UIWindow(frame:)` outside those, `CACurrentMediaTime()` outside a window's event, frame or
/// transition, display links added there with no key window, and animations, diagnostics and
/// feedback logs of views and layers in no window, started outside those. Every use of `main` in
/// TransitionKit points here (docs/DESIGN.md, "Animation").
@preconcurrency @MainActor
public final class AnimationClock {
    /// The clock that `UIWindow(frame:)` uses outside any window's event, frame, transition or
    /// launch, and the fallback for work that concerns no window (see the rule in the type's notes).
    public static let main = AnimationClock()

    /// Animation time in seconds; starts at 0 and advances by real time times `speed`.
    public private(set) var now: TimeInterval = 0 {
        didSet { time.now = now }
    }

    /// Real time in seconds since the clock was created (not scaled by `speed`).
    public private(set) var realTime: TimeInterval = 0

    /// The length of one frame in real seconds (1/60 by default). Values that are not finite and
    /// positive are ignored.
    public var frameInterval: TimeInterval = 1.0 / 60 {
        didSet { if !(frameInterval.isFinite && frameInterval > 0) { frameInterval = oldValue } }
    }

    /// How fast animation time runs against real time: 1 normal, 0.1 slow motion, 0 frozen.
    /// Negative, NaN or infinite values are ignored.
    public var speed: Double = 1 {
        didSet { if !(speed.isFinite && speed >= 0) { speed = oldValue } }
    }

    /// The number of frames stepped so far.
    public private(set) var frameCount: Int = 0

    /// The animation engine that evaluates and completes animations on this clock.
    let engine: AnimationEngine

    /// `now`, shared with the timelines, which read it every frame for every animation: they
    /// hold this box strongly, so the read costs no weak load of the clock (whose weak
    /// references give it a side table, making every retain and release of it slow).
    let time = ClockTime()

    private var observers: [WeakClockObserver] = []

    /// Creates a clock at time 0.
    public init() {
        engine = AnimationEngine()
        engine.clock = self
    }

    /// Advances real time by `seconds`, in whole frames; each frame runs animations, completions,
    /// gesture timers, transitions and layout. Negative, NaN or infinite values do nothing.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let interval = frameInterval
        let frames = max(1, Int((seconds / interval - 1e-9).rounded(.up)))
        let realStart = realTime
        var nowBase = now, realBase = realStart, baseSpeed = speed
        for index in 1...frames {
            let elapsed = index == frames ? seconds : Double(index) * interval
            if speed != baseSpeed {  // a callback changed the speed: rebase so the rest stays exact
                nowBase = now; realBase = realTime; baseSpeed = speed
            }
            let before = now
            realTime = realStart + elapsed
            now = nowBase + (realTime - realBase) * baseSpeed
            frameCount += 1
            tick(advancingAnimationTime: now > before)
        }
    }

    /// Runs one frame at the current time: the display links (when animation time advanced), then
    /// completions, then every observer (windows).
    private func tick(advancingAnimationTime: Bool) {
        // Completions run with this clock as the ambient one: what they report reaches its windows.
        AnimationContext.withAmbient(clock: self) {
            if advancingAnimationTime { engine.fireDisplayLinks() }
            engine.tick()
        }
        observers.removeAll { $0.observer == nil }
        for box in observers { box.observer?.clockDidTick(self) }
    }

    func addObserver(_ observer: ClockObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakClockObserver(observer: observer))
    }

    /// The windows running on this clock.
    var observedWindows: [UIWindow] { observers.compactMap { $0.observer as? UIWindow } }

    /// Invalidates every display link on this clock (a playground scene that ends: nothing of it
    /// keeps firing, and handlers that capture their owners let them go).
    package func invalidateDisplayLinks() {
        for link in engine.displayLinks { link.invalidate() }
    }

    func removeObserver(_ observer: ClockObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }
}

/// Something that runs once per frame of a clock (a window).
/// The clock's `now`, for its timelines (see `AnimationClock.time`).
@MainActor
final class ClockTime {
    /// The clock's `now`.
    fileprivate(set) var now: TimeInterval = 0
}

@MainActor
protocol ClockObserver: AnyObject {
    func clockDidTick(_ clock: AnimationClock)
}

@MainActor
private struct WeakClockObserver {
    weak var observer: ClockObserver?
}
