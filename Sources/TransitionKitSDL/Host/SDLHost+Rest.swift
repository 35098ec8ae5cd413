import Foundation
import TransitionKit

/// What the host does after presenting a frame: draw the next one on the 60 Hz schedule, or rest
/// (draw nothing) until an event arrives or `seconds` of real time pass.
public enum NextFrame: Equatable, Sendable {
    /// Draw the next frame on schedule.
    case draw
    /// Draw nothing until an event arrives, or until `seconds` of real time have passed (nil:
    /// only an event ends the rest).
    case rest(seconds: TimeInterval?)
}

extension SDLHost {
    /// Whether the loop may rest after a frame: a real window with real time steps (headless
    /// runs and scripts keep their exact 1/60 s frames), no frame limit, nothing recording.
    func mayRest(frameLimit: Int?) -> Bool {
        !configuration.isHeadless && !configuration.usesFixedTimeStep && frameLimit == nil
            && frameRecorder == nil && !isQuitRequested
    }

    /// What follows the frame `output` made: the delegate's `nextFrame`, unless input is waiting
    /// or a damage flash is fading (both need the next frame drawn).
    package func nextFrame(after output: FrameOutput) -> NextFrame {
        guard output.nextFrame != .draw, !renderer.isDamageFlashFading, !hasPendingEvents else { return .draw }
        return output.nextFrame
    }

    /// Rests as `decision` says (does nothing for `.draw`): waits in `SDL_WaitEventTimeout`
    /// without taking the event, then schedules the next frame to start at once and present
    /// `lead` ticks later, so input that ends a rest is shown within one frame.
    func rest(_ decision: NextFrame, pacer: inout FramePacer, lead: UInt64) {
        guard case .rest(let seconds) = decision else { return }
        if let seconds {
            let milliseconds = max(1, min(Double(Int32.max), (seconds * 1000).rounded(.up)))
            SDLEventQueue.wait(milliseconds: Int32(milliseconds))
        } else {
            SDLEventQueue.wait(milliseconds: nil)
        }
        restsTaken += 1
        lastRestEnd = uptime
        pacer.restart(now: SDLTime.counter, lead: lead)
    }
}

extension SDLHost {
    /// Whether events are waiting in SDL's queue (pumped first), without taking them.
    public var hasPendingEvents: Bool {
        SDLEventQueue.hasEvents
    }
}
