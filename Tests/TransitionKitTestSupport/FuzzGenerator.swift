import Foundation
import TransitionKit

/// Makes random fuzz steps from a seed, looking at the world to keep them plausible (gestures are
/// whole press-move-release sequences, interleaved with other steps; stacks and chains stay
/// small), with a few misuses mixed in.
@MainActor
public struct FuzzGenerator {
    private var random: FuzzRandom
    /// Steps already planned (the rest of a gesture or wheel burst).
    private var planned: [FuzzAction] = []

    public init(seed: UInt64) { random = FuzzRandom(seed: seed) }

    private mutating func bool(_ p: Double = 0.5) -> Bool { random.chance(p) }

    /// A coordinate on a half-point grid, so the script prints it exactly.
    private mutating func coordinate(_ limit: CGFloat) -> Double {
        Double(random.int(max(1, Int(limit * 2)))) / 2
    }

    /// The next step for `world`.
    public mutating func next(for world: FuzzWorld) -> FuzzAction {
        if !planned.isEmpty, !bool(0.08) { return planned.removeFirst() }
        let navigations = world.navigationControllers()
        let chain = world.presentationChain()
        let deepestStack = navigations.map(\.viewControllers.count).max() ?? 1
        let size = world.window.bounds.size
        let animated = bool(0.85)
        var weights = [
            20,                                         // 0 frames
            deepestStack < 6 ? 10 : 2,                  // 1 push
            7,                                          // 2 pop
            3,                                          // 3 popTo
            2,                                          // 4 popToRoot
            3,                                          // 5 setViewControllers
            chain.count < 5 ? 10 : 1,                   // 6 present
            chain.count > 1 ? 8 : 1,                    // 7 dismiss
            world.hasOpenInteraction ? 30 : 1,          // 8 interact
            planned.isEmpty && world.pressedAt == nil ? 12 : 0, // 9 gesture
            3,                                          // 10 wheel burst
            2,                                          // 11 resize / rotate
            world.clock.speed == 1 ? 3 : 8,             // 12 speed
            2,                                          // 13 navigation animator
            2,                                          // 14 settle
            1,                                          // 15 misuse
            chain.count > 1 ? 3 : 0,                    // 16 modal animator switch
            chain.count < 5 ? 3 : 0,                    // 17 present tabs
            world.topTabBarController() != nil ? 8 : 0, // 18 select a tab
            world.topTabBarController() != nil ? 2 : 0, // 19 tab animator
            chain.count > 1 ? 4 : 0,                    // 20 sheet detents
            planned.isEmpty ? 3 : 0,                    // 21 back taps during a push (fluid navigation)
        ]
        if world.pressedAt != nil && planned.isEmpty { weights[0] += 10 }
        switch random.weighted(weights) {
        case 0:
            if world.pressedAt != nil, planned.isEmpty, bool(0.5) {
                return .up(x: coordinate(size.width), y: coordinate(size.height))
            }
            return .frames(bool(0.7) ? random.int(in: 1...6) : random.int(in: 7...40))
        case 1: return .push(nav: random.int(8), animated: animated)
        case 2: return .pop(nav: random.int(8), animated: animated)
        case 3: return .popTo(nav: random.int(8), index: random.int(deepestStack + 1), animated: animated)
        case 4: return .popToRoot(nav: random.int(8), animated: animated)
        case 5:
            var keep: [Int] = []
            for _ in 0..<random.int(in: 0...3) { keep.append(random.int(6)) }
            if bool(0.8) { keep = Array(Set(keep)).sorted() }
            return .setStack(nav: random.int(8), keep: keep, new: random.int(in: 0...2), animated: animated)
        case 6:
            let kinds = FuzzAnimatorKind.allCases
            let misbehaving: Set<FuzzAnimatorKind> = [.never, .twice, .cancelTrue]
            var kind = random.pick(kinds)!
            if misbehaving.contains(kind), bool(0.5) { kind = random.pick(kinds)! }
            return .present(
                from: random.int(8), child: bool(0.3), style: random.pick(FuzzAction.Style.allCases)!, dissolve: bool(0.4),
                animator: kind, presentation: random.pick(FuzzTransitioningDelegate.PresentationKind.allCases)!,
                wrap: bool(0.35), animated: animated)
        case 7: return .dismiss(level: random.int(8), child: bool(0.3), animated: animated)
        case 8:
            switch random.weighted([6, 2, 2, 1]) {
            case 0: return .interact(.update(Double(random.int(101)) / 100))
            case 1: return .interact(.finish)
            case 2: return .interact(.cancel)
            default: return .interact(.pause)
            }
        case 9: return planGesture(size: size)
        case 10:
            let x = coordinate(size.width), y = coordinate(size.height)
            let horizontal = bool(0.2)
            for _ in 0..<random.int(in: 1...6) {
                let notch = Double(random.int(in: -2...2))
                planned.append(horizontal ? .wheel(dx: notch, dy: 0, x: x, y: y) : .wheel(dx: 0, dy: notch == 0 ? -1 : notch, x: x, y: y))
                planned.append(.frames(random.int(in: 1...4)))
            }
            if bool(0.2) { planned.append(.magnify(scale: [0.8, 0.9, 1.1, 1.25][random.int(4)], x: x, y: y)) }
            return planned.removeFirst()
        case 11:
            if bool(0.5) { return .rotate }
            let sizes: [(Double, Double)] = [(400, 600), (600, 400), (320, 480), (800, 600), (1024, 768), (240, 200), (1, 1)]
            let (w, h) = sizes[random.int(sizes.count)]
            return .resize(width: w, height: h)
        case 12:
            if world.clock.speed != 1 && bool(0.6) { return .speed(1) }
            return .speed([0, 0.1, 1, 2][random.int(4)])
        case 13: return .navigationAnimator(random.pick(FuzzAnimatorKind.switchable)!)
        case 14: return .settle
        case 16: return .modalAnimator(level: random.int(8), kind: random.pick(FuzzAnimatorKind.switchable)!)
        case 17: return .presentTabs(from: random.int(8), count: random.int(in: 1...4), animated: animated)
        case 18: return .selectTab(index: random.int(4), tap: bool(0.6))
        case 19: return .tabAnimator(random.pick(FuzzAnimatorKind.switchable)!)
        case 20:
            return .sheet(level: random.int(8), detents: random.pick(FuzzSheetDetents.allCases)!,
                          selected: random.pick(FuzzSheetDetent.allCases)!, undimmed: random.pick(FuzzSheetDetent.allCases)!,
                          modal: bool(0.2), animated: bool(0.7))
        case 21:  // a push, then one to three backs while it (or the pop it became) runs
            let nav = random.int(8)
            planned.append(.frames(random.int(in: 1...20)))
            for _ in 0..<random.int(in: 1...3) {
                planned.append(.pop(nav: nav, animated: true))
                planned.append(.frames(random.int(in: 1...8)))
            }
            return .push(nav: nav, animated: true)
        default:
            switch random.int(3) {
            case 0: return .pushExisting(nav: random.int(8), target: random.int(12), animated: animated)
            case 1: return .presentExisting(from: random.int(8), target: random.int(12), animated: animated)
            default: return .popTo(nav: random.int(8), index: 99, animated: animated)
            }
        }
    }

    /// Plans a whole gesture and returns its first step: an edge drag (interactive pop), a
    /// vertical drag (page sheet), a grab of whatever moves, a flick, or an Alt-drag pinch.
    private mutating func planGesture(size: CGSize) -> FuzzAction {
        let w = Double(size.width), h = Double(size.height)
        let start: (Double, Double)
        var moves: [(Double, Double)] = []
        var alt = false
        let steps = random.int(in: 2...12)
        switch random.weighted([4, 3, 4, 2, 1, 3]) {
        case 0:  // left-edge drag (interactive pop) or right-edge drag (the catalog's edge pan), released anywhere
            let inset = Double(random.int(in: 0...18))
            start = (bool(0.6) ? inset : max(0, w - 1 - inset), coordinate(size.height))
            let endX = coordinate(size.width)
            moves = (1...steps).map { (start.0 + (endX - start.0) * Double($0) / Double(steps), start.1 + Double(random.int(in: -6...6))) }
        case 1:  // vertical drag (page sheet, scroll views)
            start = (coordinate(size.width), Double(random.int(max(1, Int(h)))))
            let dy = Double(random.int(in: -150...Int(max(h, 10))))
            moves = (1...steps).map { (start.0, start.1 + dy * Double($0) / Double(steps)) }
        case 2:  // grab anywhere and drag somewhere
            start = (coordinate(size.width), coordinate(size.height))
            let end = (coordinate(size.width), coordinate(size.height))
            moves = (1...steps).map { (start.0 + (end.0 - start.0) * Double($0) / Double(steps), start.1 + (end.1 - start.1) * Double($0) / Double(steps)) }
        case 3:  // flick: a few big fast moves
            start = (coordinate(size.width), coordinate(size.height))
            let dx = Double(random.int(in: -80...80)), dy = Double(random.int(in: -80...80))
            moves = (1...3).map { (start.0 + dx * Double($0), start.1 + dy * Double($0)) }
        case 5:  // content swipe: rightward, mostly horizontal, from anywhere (iOS 26 content pop)
            start = (coordinate(size.width / 2), coordinate(size.height))
            let dx = Double(random.int(in: 20...Int(max(w / 2, 21))))
            moves = (1...steps).map { (start.0 + dx * Double($0) / Double(steps), start.1 + Double(random.int(in: -4...4))) }
        default:  // Alt-drag pinch
            start = (w / 2, h / 2)
            alt = true
            moves = (1...steps).map { (start.0 + Double($0 * random.int(in: -10...10)), start.1) }
        }
        let fast = bool(0.3)
        for (x, y) in moves {
            planned.append(.frames(fast ? 1 : random.int(in: 1...4)))
            planned.append(.move(x: x.rounded(), y: y.rounded()))
        }
        if bool(0.3) { planned.append(.frames(random.int(in: 1...20))) }
        let last = moves.last ?? start
        planned.append(.up(x: last.0.rounded(), y: last.1.rounded()))
        return .down(x: start.0, y: start.1, alt: alt)
    }
}

/// The outcome of one seed.
public struct FuzzReport: Sendable {
    public let seed: UInt64
    /// The steps that ran (up to the first failing one), replayable with `FuzzRunner.replay`.
    public let actions: [FuzzAction]
    public let violations: [String]
    public let stats: FuzzStats
    /// The last transition callbacks before the end.
    public let callbackTail: [String]
    public var passed: Bool { violations.isEmpty }

    /// The seed, the violations and the script, for a failure message.
    public var failureDescription: String {
        "fuzz seed \(seed) failed after \(actions.count) steps:\n"
            + violations.prefix(10).map { "  - \($0)" }.joined(separator: "\n")
            + "\nlast callbacks: " + callbackTail.joined(separator: ", ")
            + "\nreplay script (FuzzRunner.replay):\n" + FuzzScript.text(actions, header: "seed \(seed)")
    }
}

/// Runs seeds and scripts.
@MainActor
public enum FuzzRunner {
    /// Runs `steps` random steps from `seed`, then settles; stops at the first violation.
    /// `frameObserver` sees the window after every frame; `stepObserver` each step before it
    /// runs (a crash cannot be shrunk: printed steps replay up to it).
    public static func run(seed: UInt64, steps: Int, checksEveryFrame: Bool = true,
                           frameObserver: ((UIWindow) -> Void)? = nil,
                           stepObserver: ((FuzzAction) -> Void)? = nil) -> FuzzReport {
        let world = FuzzWorld()
        world.checksEveryFrame = checksEveryFrame
        world.frameObserver = frameObserver
        var generator = FuzzGenerator(seed: seed)
        var actions: [FuzzAction] = []
        for _ in 0..<steps {
            let action = generator.next(for: world)
            actions.append(action)
            stepObserver?(action)
            world.perform(action)
            if !world.violations.isEmpty { break }
        }
        if world.violations.isEmpty {
            actions.append(.settle)
            world.perform(.settle)
        }
        return FuzzReport(seed: seed, actions: actions, violations: world.violations, stats: world.stats,
                          callbackTail: Array(world.callbackLog.suffix(30)))
    }

    /// Replays a script on a fresh world (ending with a settle); returns its violations.
    public static func replay(_ actions: [FuzzAction]) -> FuzzReport {
        let world = FuzzWorld()
        for action in actions {
            world.perform(action)
            if !world.violations.isEmpty { break }
        }
        if world.violations.isEmpty, actions.last != .settle { world.perform(.settle) }
        return FuzzReport(seed: 0, actions: actions, violations: world.violations, stats: world.stats,
                          callbackTail: Array(world.callbackLog.suffix(30)))
    }

    /// Replays a script's text.
    public static func replay(script: String) throws -> FuzzReport {
        try replay(FuzzScript.parse(script))
    }

    /// Shrinks a failing script: drops chunks of steps while it still fails (any violation).
    public static func shrink(_ actions: [FuzzAction], budget: Int = 400) -> [FuzzAction] {
        var current = actions
        var chunk = max(1, current.count / 2)
        var runs = 0
        while chunk >= 1 && runs < budget {
            var index = 0
            var removedAny = false
            while index < current.count && runs < budget {
                var candidate = current
                candidate.removeSubrange(index..<min(index + chunk, candidate.count))
                runs += 1
                if !replay(candidate).passed {
                    current = candidate
                    removedAny = true
                } else {
                    index += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return current
    }
}
