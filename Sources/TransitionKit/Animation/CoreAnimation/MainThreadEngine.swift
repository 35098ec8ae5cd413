import Foundation

/// Core Animation belongs to no actor (as on iOS), so nonisolated code can make and configure
/// layers, animations and transactions; the engine behind them (windows, clocks, the transaction
/// stack, diagnostics) runs on the main actor. Core Animation code enters it through
/// `onMainThread(_:do:)`, which is only ever reached from the main thread in practice: from a
/// view, a controller, an animator or code they call.

/// Carries values into and out of `MainActor.assumeIsolated`, which asks for `Sendable` ones: they
/// never leave the main thread, where the caller runs.
private struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs `body` on the main actor with `input` (the layers, animations and values it works on,
/// handed over rather than captured, since they belong to no actor) from Core Animation code that
/// belongs to no actor.
///
/// The caller must be on the main thread (where every window, clock and transaction lives); a
/// call from another thread stops the program with Swift's isolation message, as the engine's
/// state is not shared across threads.
func onMainThread<each Input, Value>(_ input: repeat each Input,
                                     do body: @MainActor (repeat each Input) throws -> Value) rethrows -> Value {
    let handed = MainThreadValue(value: (repeat each input))
    return try MainActor.assumeIsolated { MainThreadValue(value: try body(repeat each handed.value)) }.value
}

/// Marks the main queue, so code the main actor runs is recognised wherever the main queue is
/// drained (a test runner can drain it on a thread other than the process's first one).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main actor, for code that belongs to no actor and must choose
/// between the engine (main actor) and a plain fallback (stderr) without stopping the program.
var isOnMainThread: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}
