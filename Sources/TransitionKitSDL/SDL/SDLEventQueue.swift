internal import CSDL2

/// SDL's event queue: take, wait for and peek at events (`SDL_PollEvent`, `SDL_WaitEvent...`,
/// `SDL_PumpEvents`). Events are handed out as SDL's own `SDL_Event` to `EventTranslator`, which
/// lives in this folder too; nothing outside it reads an `SDL_Event`.
@MainActor
enum SDLEventQueue {
    /// Takes the oldest pending event; nil when the queue is empty.
    static func poll() -> SDL_Event? {
        var event = SDL_Event()
        return SDL_PollEvent(&event) != 0 ? event : nil
    }

    /// Waits until an event arrives or `milliseconds` pass (nil: no limit), without taking it.
    static func wait(milliseconds: Int32?) {
        if let milliseconds { SDL_WaitEventTimeout(nil, milliseconds) } else { SDL_WaitEvent(nil) }
    }

    /// Whether events are waiting (the queue pumped first), without taking them.
    static var hasEvents: Bool {
        SDL_PumpEvents()
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// The timestamp SDL gave `event` (milliseconds of `SDLTime.ticks`).
    static func timestamp(of event: SDL_Event) -> UInt32 { event.common.timestamp }
}
