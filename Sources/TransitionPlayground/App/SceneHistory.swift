import Foundation
import TransitionKit

/// What reached a scene since it was shown, each action stamped with the scene clock's time, so
/// the app can make a fresh instance of the scene and replay it to a moment: the tuning panel
/// replays to the start of the last transition, compare mode feeds a second pane the same actions.
///
/// Replay is exact because the model is deterministic: the same actions at the same clock times
/// give the same frames.
struct SceneHistory: Equatable {
    /// One thing that happened to the scene.
    enum Action: Equatable {
        /// A pointer, wheel, resize or rotate event delivered to the scene's window.
        case input(InputEvent)
        /// Enter: `Scene.forward()`.
        case forward
        /// Backspace or Esc: `Scene.back()`.
        case back
        /// Keys 1-9: the animator at this index was chosen.
        case animator(Int)
        /// A key the scene handled itself (`Scene.handleKey(_:modifiers:)`).
        case key(Key, InputEvent.Modifiers)
        /// Esc while a text field is the first responder: the window ends editing (`endEditing(true)`).
        case endEditing
        /// K: the simulated keyboard shown or hidden by hand (`toggleSoftwareKeyboard()`).
        case toggleKeyboard
    }

    /// One action and the scene clock's time when it happened (before that frame's advance).
    struct Entry: Equatable {
        /// The scene clock's `now`.
        let time: TimeInterval
        /// What happened.
        let action: Action
    }

    /// Where the last transition began: the first entry of the frame it began in, and that
    /// frame's clock time (before the advance).
    struct Mark: Equatable {
        /// The index of the frame's first entry (the transition began at or after it).
        let entryIndex: Int
        /// The clock time at the start of that frame.
        let time: TimeInterval
    }

    /// The window size the scene was shown at (a replay starts there, then replays resizes and rotations).
    let initialSize: CGSize
    /// Everything that happened, oldest first.
    private(set) var entries: [Entry] = []
    /// Where the last transition began, if one did.
    private(set) var lastTransitionStart: Mark?

    /// An empty history for a scene shown at `initialSize`.
    init(initialSize: CGSize) { self.initialSize = initialSize }

    /// Appends `action` at clock time `time`.
    mutating func record(_ action: Action, at time: TimeInterval) { entries.append(Entry(time: time, action: action)) }

    /// Where a frame starts: its first entry, its clock time, and whether a transition ran.
    struct FrameStart {
        /// The index the frame's first entry gets.
        let entryIndex: Int
        /// The clock time at the start of the frame.
        let time: TimeInterval
        /// Whether a transition was running when the frame started.
        let hadTransition: Bool
    }

    /// The start of a frame of `window`'s scene.
    @MainActor
    func frameStart(in window: UIWindow) -> FrameStart {
        FrameStart(entryIndex: entries.count, time: window.clock.now, hadTransition: window.transitionState != nil)
    }

    /// Notes that a transition began in the frame that started at `start`, if none ran then and one runs now.
    @MainActor
    mutating func noteTransitionBegan(ifAnyIn window: UIWindow, since start: FrameStart) {
        if !start.hadTransition && window.transitionState != nil { noteTransitionBegan(entryIndex: start.entryIndex, time: start.time) }
    }

    /// Notes that a transition began in the frame whose first entry is `entryIndex`, at `time`.
    mutating func noteTransitionBegan(entryIndex: Int, time: TimeInterval) {
        lastTransitionStart = Mark(entryIndex: entryIndex, time: time)
    }
}
