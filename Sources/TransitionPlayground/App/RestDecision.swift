import Foundation
import TransitionKit
import TransitionKitSDL

/// Whether the playground draws its next frame or rests (draws nothing until input or a
/// deadline), decided from the app's state after a frame. Pure: the same state gives the same
/// answer, so it is tested without SDL.
///
/// It draws when input is waiting, when the model changed after the last frame was made, when
/// something needs every frame (a script, a replay being fed, the debug overlay's frame graph,
/// compare mode, `--watch`, frame exports), or when the scene window changes by itself in the
/// next frame (animations, transitions, touches, scrolling: `UIWindow.frameNeed`). A window whose
/// next change is a delayed animation's start rests until then; one that changes only on input
/// rests until input. The HUD's frame rate is not part of the state: it changes only in frames
/// drawn for another reason.
struct RestDecision: Equatable {
    /// When the scene window next changes by itself.
    var sceneNeed: FrameNeed
    /// The scene clock's time (`AnimationClock.now`).
    var clockNow: TimeInterval
    /// The scene clock's speed (0 while paused: its deadlines never come).
    var clockSpeed: Double
    /// Whether input is waiting in the host's queue.
    var hasPendingInput: Bool
    /// Whether a layer's model changed after the last frame was made (`UIWindow.modelChangeCount`).
    var modelChanged: Bool
    /// Whether something draws every frame regardless of the model.
    var needsEveryFrame: Bool

    /// Draw, or rest until the scene's next deadline in real seconds (nil: until input).
    var nextFrame: NextFrame {
        if hasPendingInput || modelChanged || needsEveryFrame { return .draw }
        switch sceneNeed {
        case .now:
            return .draw
        case .none:
            return .rest(seconds: nil)
        case .at(let time):
            guard clockSpeed > 0 else { return .rest(seconds: nil) }
            let seconds = (time - clockNow) / clockSpeed
            return seconds > 0 ? .rest(seconds: seconds) : .draw
        }
    }
}
