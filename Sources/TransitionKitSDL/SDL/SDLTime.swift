internal import CSDL2

/// SDL's clocks and sleeping: the performance counter (ticks of `counterFrequency` per
/// second), the millisecond tick count events are stamped with, and `delay`.
enum SDLTime {
    /// The performance counter now (monotonic; `counterFrequency` ticks per second).
    static var counter: UInt64 { SDL_GetPerformanceCounter() }
    /// The performance counter's ticks per second.
    static var counterFrequency: UInt64 { SDL_GetPerformanceFrequency() }
    /// Milliseconds since SDL started (events are stamped with its low 32 bits).
    static var ticks: UInt64 { SDL_GetTicks64() }
    /// Sleeps at least `milliseconds`.
    static func delay(milliseconds: UInt32) { SDL_Delay(milliseconds) }
}
