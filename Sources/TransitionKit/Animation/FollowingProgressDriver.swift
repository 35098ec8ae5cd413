import Foundation

/// Two engines driven as one: `lead` runs the transition's own animations and answers for its
/// progress; `follower` holds what must move with them (the alongside animations on the
/// transition's timeline while an interruptible animator runs the animator's) and gets every
/// seek, pause and run the lead gets.
@MainActor
struct FollowingProgressDriver: ProgressDriver {
    /// The engine whose progress is the transition's.
    let lead: any ProgressDriver
    /// The engine that follows it.
    let follower: any ProgressDriver

    var percentComplete: Double? { lead.percentComplete }

    func seek(toPercent percent: Double) {
        lead.seek(toPercent: percent)
        follower.seek(toPercent: percent)
    }

    func pause() {
        lead.pause()
        // Line the follower up with what the lead shows, so a scrub from here moves both alike.
        if let percent = lead.percentComplete { follower.seek(toPercent: percent) } else { follower.pause() }
    }

    func run(toEnd forward: Bool, on curve: CompletionCurve) -> TimeInterval {
        let arrival = lead.run(toEnd: forward, on: curve)
        _ = follower.run(toEnd: forward, on: curve)
        return arrival
    }
}
