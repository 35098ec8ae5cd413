import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("Fuzzing with invariants")
@MainActor
struct FuzzTests {
    /// The bounded batch `swift test` runs (`make fuzz SEEDS=N` runs more, in release).
    static let seeds: [UInt64] = Array(1...40)
    static let steps = 300

    @Test("40 seeds x 300 random steps keep every invariant after every frame and at every rest")
    func batch() {
        var total = FuzzStats()
        for seed in Self.seeds {
            let report = FuzzRunner.run(seed: seed, steps: Self.steps)
            total.add(report.stats)
            if !report.passed {
                let shrunk = FuzzRunner.shrink(report.actions, budget: 150)
                let replayed = FuzzRunner.replay(shrunk)
                Issue.record(Comment(rawValue: report.failureDescription + "\nshrunk to \(shrunk.count) steps:\n"
                    + FuzzScript.text(shrunk) + "violations of the shrunk script: \(replayed.violations)"))
                return
            }
        }
        #expect(total.frames > 10_000 && total.requests > 1_000 && total.restChecks > 100, "\(total)")
        #expect(total.zoomFrames > 100, "every fifth controller zooms: \(total.zoomFrames) frames of zoom")
    }

    @Test("A run is deterministic: the same seed gives the same steps and figures")
    func deterministic() {
        let first = FuzzRunner.run(seed: 7, steps: 120), second = FuzzRunner.run(seed: 7, steps: 120)
        #expect(first.actions == second.actions)
        #expect(first.stats.frames == second.stats.frames && first.stats.diagnostics == second.stats.diagnostics)
        let replayed = FuzzRunner.replay(first.actions)
        #expect(replayed.stats.frames == first.stats.frames && replayed.violations == first.violations)
    }

    @Test("Scripts round-trip through text, and a bad line is reported with its number")
    func scriptFormat() throws {
        let report = FuzzRunner.run(seed: 3, steps: 200)
        let text = FuzzScript.text(report.actions, header: "seed 3")
        #expect(try FuzzScript.parse(text) == report.actions)
        #expect(throws: FuzzScriptError(line: 3, reason: "unknown step 'jump'")) {
            try FuzzScript.parse("push nav=0 a=1\n# comment\njump\n")
        }
        #expect(throws: FuzzScriptError(line: 1, reason: "push needs a=")) { try FuzzScript.parse("push nav=0") }
        #expect(throws: FuzzScriptError(line: 1, reason: "s=nan is not a finite number")) { try FuzzScript.parse("speed s=nan") }
        #expect(throws: FuzzScriptError(line: 2, reason: "pop does not take x=")) { try FuzzScript.parse("\npop nav=0 a=1 x=2") }
    }

    @Test("A hand-written script replays: grab a push, present a sheet over it, drag the sheet down")
    func replayScript() throws {
        let report = try FuzzRunner.replay(script: """
            push nav=0 a=1
            frames n=6
            down x=300 y=300 alt=0      # grab the arriving screen
            move x=350 y=300
            frames n=2
            up x=390 y=300
            present from=0 child=1 style=pageSheet tr=cover anim=system pc=plain wrap=1 a=1
            settle
            down x=200 y=200 alt=0      # drag the sheet down
            move x=200 y=260
            frames n=2
            move x=200 y=500
            up x=200 y=560
            rotate
            settle
            """)
        #expect(report.passed, "\(report.violations)")
        #expect(report.stats.requests == 2 && report.stats.restChecks >= 2)
    }

    @Test("The checks can fail: a leaked view, an extra view, a broken appearance grammar")
    func checksCanFail() {
        var track = AppearanceTrack()
        #expect(track.record(.willAppear) == nil && track.record(.willAppear) == "viewWillAppear while appearing")
        #expect(track.record(.willDisappear) == nil && track.record(.willAppear) == nil && track.record(.didAppear) == nil)
        #expect(track.record(.didDisappear) == "viewDidDisappear while appeared")

        let root = NamedViewController("Root")
        let navigation = UINavigationController(rootViewController: root)
        let (window, _) = makeTestWindow(root: navigation)
        #expect(InvariantChecker.violations(in: window, atRest: true).isEmpty)
        root.view.superview?.addSubview(UIView(frame: .zero))
        #expect(InvariantChecker.violations(in: window, atRest: true).contains { $0.contains("content area holds 2 views") })
        root.view.superview?.subviews.last?.removeFromSuperview()
        root.beginAppearanceTransition(false, animated: false)
        #expect(InvariantChecker.violations(in: window, atRest: true).contains { $0.contains("stuck disappearing") })
        root.endAppearanceTransition()
        root.viewDidAppear(false)   // a stray callback
        #expect(InvariantChecker.violations(in: window, atRest: false).contains { $0.contains("viewDidAppear while") })

        let world = FuzzWorld()
        var leak: UIViewController?
        world.perform(.push(nav: 0, animated: false))
        world.perform(.settle)
        leak = world.navigationControllers()[0].topViewController
        world.perform(.pop(nav: 0, animated: true))
        world.perform(.settle)
        #expect(world.violations.contains { $0.contains("was removed but is still alive") }, "\(world.violations)")
        _ = leak
    }

    @Test("Tabs and sheets replay: tabs presented, switched by a tap with a custom animator and in code; a sheet reconfigured")
    func replayTabsAndSheets() throws {
        let report = try FuzzRunner.replay(script: """
            tabanim kind=crossDissolve
            tabs from=0 n=3 a=1
            settle
            tab index=2 tap=1           # a click on the third item: the delegate's animator runs
            frames n=3
            push nav=2 a=1              # a push inside the selected tab
            tab index=0 tap=0           # selectedIndex in code, queued behind the push
            settle
            present from=1 child=1 style=pageSheet tr=cover anim=system pc=plain wrap=1 a=1
            settle
            sheet level=2 detents=both sel=medium undim=medium modal=0 a=1
            frames n=5
            rotate
            sheet level=2 detents=custom sel=custom undim=none modal=1 a=0
            down x=200 y=450 alt=0      # a modal sheet refuses the drag-dismiss
            move x=200 y=560
            up x=200 y=590
            settle
            """)
        #expect(report.passed, "\(report.violations)")
        #expect(report.stats.animatorsAsked["crossDissolve"] == 2, "\(report.stats.animatorsAsked)")
        #expect(report.stats.restChecks >= 4)
    }

    @Test("The tab bar and sheet checks can fail: an unselected tab on screen, a sheet off its detent")
    func containerChecksCanFail() {
        let tabs = UITabBarController()
        let first = NamedViewController("First"), second = NamedViewController("Second")
        tabs.viewControllers = [first, second]
        let (window, _) = makeTestWindow(root: tabs)
        #expect(InvariantChecker.violations(in: window, atRest: true).isEmpty)
        tabs.view.addSubview(second.view)
        let problems = InvariantChecker.violations(in: window, atRest: true)
        #expect(problems.contains { $0.contains("unselected tab Second") }, "\(problems)")
        second.view.removeFromSuperview()

        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .pageSheet
        let harness = TransitionHarness(root: a)
        a.present(b, animated: false)
        harness.settle()
        #expect(InvariantChecker.violations(in: harness.window, atRest: true).isEmpty)
        b.view.frame.origin.y += 10
        #expect(InvariantChecker.violations(in: harness.window, atRest: true).contains { $0.contains("not at its detent") })
    }
}

