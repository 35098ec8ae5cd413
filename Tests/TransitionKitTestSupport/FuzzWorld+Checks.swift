import Foundation
import TransitionKit

/// The fuzz world's checks after every frame and at rest.
extension FuzzWorld {
    // MARK: Checks

    func fail(_ problem: String) {
        if !violations.contains(problem) { violations.append(problem) }
    }

    func check(atRest: Bool) {
        for problem in InvariantChecker.violations(in: window, atRest: atRest) { fail(problem) }
        for problem in recorder.violations { fail("appearance grammar: \(problem)") }
    }

    /// Counts the diagnostics iOS would raise on; fails on those that only an engine bug gives.
    /// Warnings and trace notes (calls iOS logs about or accepts) are not counted.
    func saw(_ diagnostic: Diagnostic) {
        if diagnostic.severity == .error { stats.diagnostics[diagnostic.code.rawValue, default: 0] += 1 }
        switch diagnostic.code {
        case .unbalancedAppearance, .nonFiniteValue, .invalidHierarchy, .illegalAnimatorCall, .invalidWindowSize,
             .nonFiniteDuration, .invalidSpring:
            fail("engine reported \(diagnostic)")
        case .transitionWatchdog where !diagnostic.message.contains("FuzzNeverAnimator"):
            fail("the watchdog ended a well-behaved transition: \(diagnostic)")
        default:
            break
        }
    }

    func completed(_ record: CompletionRecord) {
        stats.completions += 1
        record.count += 1
        if record.count > 1 { fail("the completion of \(record.label) ran \(record.count) times") }
    }

    func alongsideCompleted(_ record: AlongsideRecord) {
        stats.alongsideCompletions += 1
        record.count += 1
        if record.count > 1 { fail("the alongside completion of \(record.label) ran \(record.count) times") }
    }

    func noteCoordinators() {
        for controller in reachableControllers() {
            guard let coordinator = controller.transitionCoordinator else { continue }
            if !coordinators.contains(where: { $0.object.value === coordinator }) {
                coordinators.append(("coordinator of \(controller.title ?? "?")", WeakObject(coordinator)))
            }
        }
    }

    /// The at-rest checks: InvariantChecker's, plus every alongside completion ran once, every
    /// removed controller (and its view) and every transition coordinator was deallocated.
    public func checkAtRest() {
        stats.restChecks += 1
        pendingSheets.removeAll()
        check(atRest: true)
        for record in alongside where record.count != 1 {
            fail("the alongside completion of \(record.label) ran \(record.count) times by rest")
        }
        alongside.removeAll()
        let reachable = Set(reachableControllers().map(ObjectIdentifier.init))
        for index in tracked.indices {
            if let controller = tracked[index].controller {
                if tracked[index].view == nil, let view = controller.viewIfLoaded { tracked[index].view = view }
                if !reachable.contains(ObjectIdentifier(controller)) {
                    fail("\(tracked[index].name) was removed but is still alive")
                }
            } else if tracked[index].view != nil, pressedAt == nil {
                fail("the view of removed \(tracked[index].name) is still alive")
            }
        }
        tracked.removeAll { $0.controller == nil && $0.view == nil }
        for entry in coordinators where entry.object.value != nil {
            fail("the \(entry.name) is still alive at rest")
        }
        coordinators.removeAll { $0.object.value == nil }
    }

    /// How many objects are tracked and still alive (controllers, views, coordinators).
    public var liveTrackedObjects: (controllers: Int, coordinators: Int) {
        (tracked.filter { $0.controller != nil }.count, coordinators.filter { $0.object.value != nil }.count)
    }
}
