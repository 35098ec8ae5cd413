import Foundation
import TransitionKit
import TransitionKitSDL

/// One of the playground's tools (the HUD, help, tuning panel, compare mode, inspector, `,` hold,
/// damage flash, phone, debug overlay, `--watch`): one type that owns its state and sees the
/// run only through the `PlaygroundSession` it is handed. No tool reads another tool's state;
/// what one frame's tools tell each other travels in `FrameNotes`.
///
/// Each frame the app calls every tool, in the order of `PlaygroundTools.all`: `frameWillBegin`
/// with the host's input, `handlePointer` for each pointer event (keys go through `bindings`),
/// `clockDidAdvance` once the clock moved, `updatePanels` to lay out its views for the frame to
/// draw, and `draw` for commands of its own over the device or over the panels.
@MainActor
protocol PlaygroundTool: AnyObject {
    /// The keys the tool answers, in the help overlay's order (none by default).
    var bindings: [KeyBinding] { get }
    /// Whether the tool draws something new in every frame (the window never rests while it does).
    var needsEveryFrame: Bool { get }
    /// The frame starts: `input` has the host's timings (the frame's events follow).
    func frameWillBegin(_ input: FrameInput, in session: PlaygroundSession)
    /// Takes a pointer event (window points) before the scene sees it: `.handled` keeps it from
    /// the tools after this one and from the scene.
    func handlePointer(_ event: InputEvent, in session: PlaygroundSession) -> ToolInputResult
    /// Something happened to the session (a scene started, an action was performed, time resumed).
    func sessionDidChange(_ change: PlaygroundSession.Change, in session: PlaygroundSession)
    /// The clock advanced this frame's step.
    func clockDidAdvance(in session: PlaygroundSession)
    /// Lays out the tool's views for the frame to be drawn: panels take their place in `sidebar`;
    /// `notes` carries what this frame's earlier tools said.
    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes)
    /// Adds commands of the tool's own to the frame: over the device before the panels are drawn,
    /// or over everything after.
    func draw(_ list: inout DisplayList, _ layer: DrawLayer, in session: PlaygroundSession)
}

/// What a tool did with a pointer event.
enum ToolInputResult: Equatable {
    /// The tool took it: nobody after it sees it.
    case handled
    /// The tool did not want it.
    case passed
    /// The tool lets `events` go on in its place (a press it held, then the event).
    case replaced(by: [InputEvent])
}

/// Where a tool's own commands go in the frame.
enum DrawLayer {
    /// Over the device's screen, under the panels (debug outlines).
    case overDevice
    /// Over everything (touch points, feedback rings).
    case overPanels
}

/// What a frame's tools tell the ones after them (in `PlaygroundTools.all` order).
struct FrameNotes: Equatable {
    /// Whether `,` holds the running transition (the HUD hides the gesture hint, the debug panel says "held").
    var transitionIsHeld = false
}

extension PlaygroundTool {
    var bindings: [KeyBinding] { [] }
    var needsEveryFrame: Bool { false }
    func frameWillBegin(_ input: FrameInput, in session: PlaygroundSession) {}
    func handlePointer(_ event: InputEvent, in session: PlaygroundSession) -> ToolInputResult { .passed }
    func sessionDidChange(_ change: PlaygroundSession.Change, in session: PlaygroundSession) {}
    func clockDidAdvance(in session: PlaygroundSession) {}
    func updatePanels(in session: PlaygroundSession, sidebar: inout Sidebar.Layout, notes: inout FrameNotes) {}
    func draw(_ list: inout DisplayList, _ layer: DrawLayer, in session: PlaygroundSession) {}
}
