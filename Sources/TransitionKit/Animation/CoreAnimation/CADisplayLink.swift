import Foundation

/// A timer that fires once per frame of a clock, for drawing and animation code that steps
/// itself (Core Animation's display link).
///
/// There are no selectors on Linux (docs/DESIGN.md, "Public API"), so `init(target:selector:)` is
/// `init(handler:)`, a closure that gets the link, as the gesture recognizers' `init(handler:)`:
///
/// ```swift
/// let link = CADisplayLink { link in
///     let elapsed = link.targetTimestamp - start
///     spinner.transform = CGAffineTransform(rotationAngle: elapsed * .pi)
/// }
/// link.add(to: .main, forMode: .common)
/// ```
///
/// **Which clock.** The run loop resolves to a clock when the link is added: the ambient clock
/// (the window event, frame or transition being handled, or an app's launch, so a link added in
/// `viewDidLoad`, `viewDidAppear(_:)`, an action or `application(_:didFinishLaunchingWithOptions:)`
/// runs on the playground's clock), else the key window's, else `AnimationClock.main`
/// (`UIApplication.currentClock`). The link then lives on that clock: the clock holds it (as a
/// run loop retains its links) until `invalidate()` or `remove(from:forMode:)` of its last mode;
/// there is no list of links anywhere else. Every run loop is the main one (everything here runs on
/// the main actor), and `.default` and `.common` behave the same: the run loop never enters the
/// tracking mode, so a `.default` link also fires while a scroll view is dragged.
///
/// **When it fires.** Once per frame of its clock in which animation time advances, before that
/// frame's animations, completions and layout: a frozen clock (Space, speed 0) does not fire it,
/// `.` fires it once, and a paused link (`isPaused`) does not fire. With a preferred rate below the
/// clock's it fires every n-th frame (`CAFrameRateRange`). While an unpaused link is on a clock
/// whose time runs, the clock's windows need every frame (`UIWindow.frameNeed` is `.now`), so a
/// host that rests when nothing changes keeps drawing.
///
/// **Times** are the clock's animation time in seconds (`AnimationClock.now`, what
/// `CACurrentMediaTime()` returns): `timestamp` is the current frame's time, `duration` the frame
/// interval (`frameInterval` times `speed`: slow motion slows animations computed from the
/// timestamps), `targetTimestamp` the time of the frame the link fires next (`timestamp` plus n
/// frames). All three are 0 before the first firing.
///
/// **Isolation.** Core Animation does not isolate `CADisplayLink` to the main actor; here it is
/// `@preconcurrency @MainActor`, unlike the layers and animations (which belong to no actor):
/// a link fires only in a clock's frame on the main actor and resolves its clock from main-actor
/// state. Code creating and adding links from view controllers, views and delegates (all on the
/// main actor) compiles unchanged, and Swift 5 code is silent; Swift 6 code creating one from a
/// nonisolated context must hop to the main actor first.
@preconcurrency @MainActor
open class CADisplayLink {
    /// The code run on each firing; nil once invalidated.
    private var handler: ((CADisplayLink) -> Void)?
    /// The clock the link was added to (weak: the clock holds the link).
    private weak var runLoopClock: AnimationClock?
    /// The run loop modes the link was added for.
    private var modes: Set<RunLoop.Mode> = []
    /// Frames of time to let pass before the next firing (0: fire on the next frame).
    private var framesUntilFire = 0

    /// The current frame's time in seconds, when the link last fired (0 before).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time of the frame the link fires next, in seconds (0 before the first firing).
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The clock's frame interval in animation-time seconds, when the link last fired (0 before).
    open private(set) var duration: CFTimeInterval = 0

    /// Whether firing is suspended (false by default). A paused link stays on its clock; once
    /// unpaused it fires on the next frame.
    open var isPaused = false {
        didSet { if oldValue && !isPaused { framesUntilFire = 0 } }
    }

    /// The frame rates the link asks for (`.default`: every frame). A range with a negative or
    /// non-finite value is refused with a Diagnostic and the old range kept.
    open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            storedFrameInterval = 1
            guard !preferredFrameRateRange.isValid else { return }
            let refused = preferredFrameRateRange
            preferredFrameRateRange = oldValue
            AnimationContext.report(Diagnostic(
                code: .invalidFrameRate, message: "Frame rate range \(refused) is not finite and non-negative; it was ignored."))
        }
    }

    /// The frame rate the link asks for, in frames per second (0, the default: the display's
    /// rate). Setting it sets `preferredFrameRateRange` to that rate (negative values count as 0).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.requestedRate) }
        set {
            let rate = Float(max(0, newValue))
            preferredFrameRateRange = rate > 0 ? CAFrameRateRange(minimum: rate, maximum: rate, preferred: rate) : .default
        }
    }

    /// How many frames pass from one firing to the next (1 by default: every frame; deprecated
    /// since iOS 10 for `preferredFramesPerSecond`). Above 1 it takes the place of the preferred
    /// rate; setting a preferred rate or range sets it back to 1. Values below 1 count as 1.
    @available(iOS, deprecated: 10.0, message: "use preferredFramesPerSecond")
    open var frameInterval: Int {
        get { storedFrameInterval }
        set { storedFrameInterval = max(1, newValue) }
    }

    /// The stored `frameInterval`.
    private var storedFrameInterval = 1

    /// A link that calls `handler` with itself on each firing once it is added to a run loop
    /// (`add(to:forMode:)`). The link holds `handler` strongly until `invalidate()`, as UIKit's
    /// holds its target: invalidate it when done.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Starts firing on the clock `runloop` resolves to (see the type's notes) for `mode`; adding
    /// a link for a further mode keeps it on its clock. Does nothing once invalidated.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else { return }
        let clock = runLoopClock ?? UIApplication.shared.currentClock
        modes.insert(mode)
        if runLoopClock == nil { framesUntilFire = 0 }
        runLoopClock = clock
        clock.engine.add(self)
    }

    /// Starts firing on `clock` itself, for the engine's own links (an image view's sequence on
    /// its window's clock); `invalidate()` ends it.
    func add(to clock: AnimationClock) {
        guard handler != nil else { return }
        modes.insert(.common)
        if runLoopClock == nil { framesUntilFire = 0 }
        runLoopClock = clock
        clock.engine.add(self)
    }

    /// Stops firing for `mode`; without modes left the link leaves its clock (it may be added
    /// again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        guard modes.isEmpty else { return }
        detach()
    }

    /// Stops the link for good: it leaves its clock and releases its handler (and with it what
    /// the handler captured); adding it again does nothing.
    open func invalidate() {
        modes.removeAll()
        detach()
        handler = nil
    }

    /// Whether the link wants frames from its clock (added, not paused, not invalidated).
    var needsFrames: Bool { handler != nil && !modes.isEmpty && !isPaused }

    /// A frame of `clock` advanced animation time to `now`, frames being `frameDuration` seconds
    /// of animation time apart on a display of `displayRate` frames a second: fires when due.
    func clockDidAdvance(_ clock: AnimationClock, now: TimeInterval, frameDuration: TimeInterval, displayRate: Double) {
        guard needsFrames, runLoopClock === clock else { return }
        framesUntilFire -= 1
        guard framesUntilFire <= 0 else { return }
        let frames = storedFrameInterval > 1 ? storedFrameInterval : preferredFrameRateRange.framesPerFire(displayRate: displayRate)
        framesUntilFire = frames
        timestamp = now
        duration = frameDuration
        targetTimestamp = now + Double(frames) * frameDuration
        handler?(self)
    }

    private func detach() {
        runLoopClock?.engine.remove(self)
        runLoopClock = nil
    }
}

extension Diagnostic.Code {
    /// A display link's frame rate range had a negative or non-finite value.
    public static let invalidFrameRate = Diagnostic.Code(rawValue: "displayLink.invalidFrameRate", severity: .warning)
}
