import Foundation
import TransitionKit

/// What the host's delegate returns for one frame: what to draw and what the host should do
/// with its window before it draws.
public struct FrameOutput {
    /// The frame to draw (usually `UIWindow.displayList()`, with anything drawn over it).
    public var displayList: DisplayList
    /// The window title; nil keeps the current one.
    public var title: String?
    /// Whether the renderer flashes the regions this frame redraws.
    public var flashesDamage = false
    /// Whether the run ends after this frame.
    public var quits = false
    /// When the delegate next needs a frame, as far as its own model knows: `.draw`, or a rest
    /// until input or a deadline. The host draws anyway while input waits, a damage flash fades
    /// or a recorder records.
    public var nextFrame: NextFrame = .draw
    /// The window size in points to change to before drawing (a rotation, a script's resize); nil keeps it.
    public var windowSize: CGSize?
    /// Files to write this frame to once it is drawn (PNG, or BMP by extension), in order.
    public var screenshotPaths: [String] = []
    /// The part of the frame a capture keeps, in points (screenshots, recordings); nil for all of it.
    public var captureRect: CGRect?
    /// What the frame shows, for recorders (captions, timing).
    public var moment = Moment()

    /// What a frame shows, for a `FrameRecorder`.
    public struct Moment {
        /// Seconds of run time (the script's clock) of the frame.
        public var runTime: TimeInterval = 0
        /// The animation clock's time of the frame.
        public var animationTime: TimeInterval = 0
        /// The transition running in the frame, if any.
        public var transition: UIWindow.TransitionState?
        /// A caption for the frame ("present · cross dissolve").
        public var caption = ""

        /// Creates a moment.
        public init(runTime: TimeInterval = 0, animationTime: TimeInterval = 0, transition: UIWindow.TransitionState? = nil, caption: String = "") {
            self.runTime = runTime
            self.animationTime = animationTime
            self.transition = transition
            self.caption = caption
        }
    }

    /// A frame drawing `displayList`; everything else as the defaults say (keep the title, go on,
    /// draw the next frame).
    public init(displayList: DisplayList) { self.displayList = displayList }
}
