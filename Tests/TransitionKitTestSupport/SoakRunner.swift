import Foundation
import TransitionKit

/// The process's resident set size in bytes, from /proc/self/statm (0 where it does not exist).
public func residentMemoryBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// What a leak or soak run measured.
public struct SoakFigures: Sendable, CustomStringConvertible {
    public var cycles = 0
    public var transitions = 0
    public var seconds = 0.0
    public var residentBefore = 0
    public var residentAfter = 0
    /// Objects that should have been deallocated and were not.
    public var leaked = 0
    public var violations: [String] = []

    public init() {}

    /// RSS growth in bytes after warm-up.
    public var residentGrowth: Int { residentAfter - residentBefore }

    public var description: String {
        let mb = { (bytes: Int) in String(format: "%.2f MB", Double(bytes) / 1_048_576) }
        return "\(cycles) cycles, \(transitions) transitions in \(String(format: "%.2f", seconds)) s; RSS \(mb(residentBefore)) -> "
            + "\(mb(residentAfter)) (growth \(mb(residentGrowth))); leaked objects: \(leaked); violations: \(violations.count)"
    }
}

/// Runs every kind of transition over and over in a `FuzzWorld` (at-rest checks on: removed
/// controllers, their views and the coordinators must be deallocated), measuring RSS.
@MainActor
public enum SoakRunner {
    /// One kind of transition, run as a cycle that returns to the start (a root stack of one,
    /// nothing presented).
    public enum Kind: String, CaseIterable, Sendable {
        case pushPopSystem, pushPopAnimate, pushPopSpring, pushPopProperty, pushPopInstant, pushPopPercent
        case setStack, popToRoot, interactivePopFinish, interactivePopCancel, grabReversesPush
        case presentFullScreen, presentOverFullScreen, presentPageSheet, presentDissolve, presentCustomHalf
        case presentCustomRemoving, presentAnimate, presentSpring, presentProperty, presentPercentFinish
        case presentPercentCancel, pageSheetDragDismiss, presentNavigationAndPush, dismissChainFromBottom
        case misbehavingTwice, misbehavingCompletesTrue, misbehavingNever
    }

    /// The steps of one cycle of `kind`.
    public static func actions(for kind: Kind) -> [FuzzAction] {
        func present(_ style: FuzzAction.Style, _ animator: FuzzAnimatorKind = .system, dissolve: Bool = false,
                     _ presentation: FuzzTransitioningDelegate.PresentationKind = .plain, wrap: Bool = false, from: Int = 0) -> FuzzAction {
            .present(from: from, child: false, style: style, dissolve: dissolve, animator: animator, presentation: presentation,
                     wrap: wrap, animated: true)
        }
        let dismiss: [FuzzAction] = [.dismiss(level: 0, child: false, animated: true), .settle]
        func navigation(_ animator: FuzzAnimatorKind) -> [FuzzAction] {
            var steps: [FuzzAction] = [.navigationAnimator(animator), .push(nav: 0, animated: true)]
            if animator.isInteractive { steps += [.frames(2), .interact(.update(0.6)), .interact(.finish)] }
            steps += [.settle, .navigationAnimator(.system), .pop(nav: 0, animated: true), .settle]
            return steps
        }
        var steps: [FuzzAction]
        switch kind {
        case .pushPopSystem: steps = navigation(.system)
        case .pushPopAnimate: steps = navigation(.animate)
        case .pushPopSpring: steps = navigation(.spring)
        case .pushPopProperty: steps = navigation(.property)
        case .pushPopInstant: steps = navigation(.instant)
        case .pushPopPercent: steps = navigation(.percent)
        case .setStack:
            steps = [.setStack(nav: 0, keep: [0], new: 2, animated: true), .settle, .setStack(nav: 0, keep: [2, 0], new: 0, animated: true), .settle]
        case .popToRoot:
            steps = [.push(nav: 0, animated: false), .push(nav: 0, animated: false), .push(nav: 0, animated: true), .settle,
                     .popToRoot(nav: 0, animated: true), .settle]
        case .interactivePopFinish:
            steps = [.push(nav: 0, animated: false), .settle, .down(x: 5, y: 300, alt: false)]
            for x in stride(from: 40.0, through: 320, by: 40) { steps += [.frames(1), .move(x: x, y: 300)] }
            steps += [.frames(6), .up(x: 320, y: 300), .settle]
        case .interactivePopCancel:
            steps = [.push(nav: 0, animated: false), .settle, .down(x: 5, y: 300, alt: false)]
            for x in stride(from: 20.0, through: 100, by: 20) { steps += [.frames(1), .move(x: x, y: 300)] }
            steps += [.frames(12), .up(x: 100, y: 300), .settle, .pop(nav: 0, animated: false), .settle]
        case .grabReversesPush:
            steps = [.push(nav: 0, animated: true), .frames(6), .down(x: 300, y: 300, alt: false), .frames(1), .move(x: 340, y: 300),
                     .frames(1), .move(x: 390, y: 300), .frames(1), .up(x: 395, y: 300), .settle, .popToRoot(nav: 0, animated: false), .settle]
        case .presentFullScreen: steps = [present(.fullScreen), .settle] + dismiss
        case .presentOverFullScreen: steps = [present(.overFullScreen), .settle] + dismiss
        case .presentPageSheet: steps = [present(.automatic), .settle] + dismiss
        case .presentDissolve: steps = [present(.fullScreen, dissolve: true), .settle] + dismiss
        case .presentCustomHalf: steps = [present(.custom, .animate, .half), .settle] + dismiss
        case .presentCustomRemoving: steps = [present(.custom, .property, .removing), .settle] + dismiss
        case .presentAnimate: steps = [present(.fullScreen, .animate), .settle] + dismiss
        case .presentSpring: steps = [present(.overFullScreen, .spring), .settle] + dismiss
        case .presentProperty: steps = [present(.pageSheet, .property), .settle] + dismiss
        case .presentPercentFinish:
            steps = [present(.fullScreen, .percentProperty), .frames(2), .interact(.update(0.3)), .frames(2), .interact(.update(0.7)),
                     .interact(.finish), .settle, .dismiss(level: 0, child: false, animated: false), .settle]
        case .presentPercentCancel:
            steps = [present(.custom, .percent, .half), .frames(2), .interact(.update(0.4)), .frames(2), .interact(.cancel), .settle]
        case .pageSheetDragDismiss:
            steps = [present(.pageSheet), .settle, .down(x: 200, y: 200, alt: false)]
            for y in stride(from: 240.0, through: 560, by: 40) { steps += [.frames(1), .move(x: 200, y: y)] }
            steps += [.up(x: 200, y: 560), .settle, .dismiss(level: 0, child: false, animated: false), .settle]
        case .presentNavigationAndPush:
            steps = [present(.fullScreen, wrap: true), .settle, .push(nav: 1, animated: true), .settle, .pop(nav: 1, animated: true),
                     .settle] + dismiss
        case .dismissChainFromBottom:
            steps = [present(.fullScreen), present(.overFullScreen, from: 1), present(.pageSheet, .animate, from: 2), .settle] + dismiss
        case .misbehavingTwice: steps = [present(.fullScreen, .twice), .settle] + dismiss
        case .misbehavingCompletesTrue:
            steps = [present(.fullScreen, .cancelTrue), .frames(3), .down(x: 200, y: 500, alt: false), .frames(1),
                     .move(x: 200, y: 560), .up(x: 200, y: 598), .settle, .dismiss(level: 0, child: false, animated: false), .settle]
        case .misbehavingNever: steps = [present(.overFullScreen, .never), .settle] + dismiss
        }
        // Back to the start whatever happened.
        return steps + [.dismiss(level: 0, child: false, animated: false), .popToRoot(nav: 0, animated: false), .settle]
    }

    /// Runs `cycles` cycles of the kinds returned by `pick` in one world; counts transitions (the
    /// `animationEnded` callbacks), and RSS after `warmUp` cycles and at the end.
    public static func run(cycles: Int, warmUp: Int, pick: (Int) -> Kind) -> SoakFigures {
        let world = FuzzWorld()
        world.checksEveryFrame = false
        var figures = SoakFigures()
        var transitions = 0
        let handler = world.window.callbackHandler
        world.window.callbackHandler = { entry in
            if entry.hasPrefix("animationEnded(") { transitions += 1 }
            handler?(entry)
        }
        let start = Date()
        for cycle in 0..<(warmUp + cycles) {
            if cycle == warmUp {
                figures.residentBefore = residentMemoryBytes()
                transitions = 0
            }
            for action in actions(for: pick(cycle)) { world.perform(action) }
            if !world.violations.isEmpty { break }
        }
        figures.residentAfter = residentMemoryBytes()
        figures.seconds = Date().timeIntervalSince(start)
        figures.cycles = cycles
        figures.transitions = transitions
        figures.violations = world.violations
        figures.leaked = world.violations.filter { $0.contains("still alive") }.count
        let reachable = world.reachableControllers().count
        let live = world.liveTrackedObjects
        figures.leaked += max(0, live.controllers - reachable) + live.coordinators
        return figures
    }

    /// Every kind `count` times in turn.
    public static func runEveryKind(times count: Int, warmUpRounds: Int = 1) -> SoakFigures {
        let kinds = Kind.allCases
        return run(cycles: count * kinds.count, warmUp: warmUpRounds * kinds.count) { kinds[$0 % kinds.count] }
    }

    /// `cycles` cycles of random kinds from `seed`.
    public static func runRandom(cycles: Int, seed: UInt64, warmUp: Int = 50) -> SoakFigures {
        var random = FuzzRandom(seed: seed)
        let kinds = Kind.allCases
        return run(cycles: cycles, warmUp: warmUp) { _ in kinds[random.int(kinds.count)] }
    }

    /// Builds a scene-like tree (a navigation stack, a presented card, labels, buttons, a scroll
    /// view full of views, a blur, gesture recognizers) in its own window, runs a transition in
    /// it, tears it all down, `count` times. Returns the figures; `leaked` counts windows,
    /// controllers and views still alive after teardown.
    public static func sceneEnterLeave(times count: Int, warmUp: Int = 10) -> SoakFigures {
        var figures = SoakFigures()
        var alive: [WeakObject] = []
        let start = Date()
        for round in 0..<(warmUp + count) {
            if round == warmUp { figures.residentBefore = residentMemoryBytes() }
            do {
                let clock = AnimationClock()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480), clock: clock)
                window.writesDiagnosticsToStandardError = false
                let root = NamedViewController("Scene")
                let navigation = UINavigationController(rootViewController: root)
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                let scroll = UIScrollView(frame: root.view.bounds)
                scroll.contentSize = CGSize(width: 640, height: 2000)
                for index in 0..<40 {
                    let cell = UIView(frame: CGRect(x: 8, y: CGFloat(index) * 50, width: 300, height: 44))
                    cell.backgroundColor = .systemBlue
                    let label = UILabel(frame: cell.bounds)
                    label.text = "Row \(index)"
                    cell.addSubview(label)
                    cell.addGestureRecognizer(UITapGestureRecognizer { _ in })
                    scroll.addSubview(cell)
                }
                root.view.addSubview(scroll)
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
                blur.frame = CGRect(x: 0, y: 0, width: 640, height: 60)
                root.view.addSubview(blur)
                let button = UIButton(frame: CGRect(x: 500, y: 400, width: 100, height: 44))
                button.addAction(UIAction { [weak navigation] _ in navigation?.pushViewController(NamedViewController("Detail"), animated: true) },
                                 for: .touchUpInside)
                root.view.addSubview(button)
                root.view.addGestureRecognizer(UIPinchGestureRecognizer { _ in })
                window.send(.mouseDown(CGPoint(x: 550, y: 420 + 44)))
                window.send(.mouseUp(CGPoint(x: 550, y: 420 + 44)))
                window.send(.scroll(dx: 0, dy: -3, at: CGPoint(x: 100, y: 200)))
                clock.advance(by: 0.6)
                let card = NamedViewController("Card")
                navigation.present(card, animated: true)
                clock.advance(by: 0.8)
                card.dismiss(animated: true)
                clock.advance(by: 0.8)
                alive = [WeakObject(window), WeakObject(navigation), WeakObject(root), WeakObject(scroll), WeakObject(card),
                         WeakObject(button), WeakObject(blur)]
                if round >= warmUp { figures.transitions += 3 }
                window.rootViewController = nil
            }
            figures.leaked += alive.filter { $0.value != nil }.count
        }
        figures.residentAfter = residentMemoryBytes()
        figures.seconds = Date().timeIntervalSince(start)
        figures.cycles = count
        return figures
    }
}
