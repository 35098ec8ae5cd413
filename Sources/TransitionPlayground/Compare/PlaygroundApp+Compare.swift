import Foundation
import TransitionKit

/// Compare mode (C): the window splits into two panes showing fresh instances of the same
/// scene, the left with the chosen animator (keys 1-9), the right with another (Shift-1-9). Both
/// get every action (a pointer event in either pane reaches both at the same pane point; Enter,
/// Backspace and the scene's keys reach both) and their clocks keep the same time, so the two
/// animators run side by side frame for frame (the model is deterministic).
extension PlaygroundApp {
    /// Whether compare mode is on.
    var isComparing: Bool { compare != nil }

    /// The size of each pane: half the window's width, its full height.
    static func paneSize(of size: CGSize) -> CGSize { CGSize(width: (size.width / 2).rounded(.down), height: size.height) }

    /// C: splits the window into two panes (both scenes restart), or goes back to one.
    func toggleCompare() {
        let fullSize = isComparing ? CGSize(width: window.bounds.width * 2, height: window.bounds.height) : window.bounds.size
        guard isComparing || scene.animatorNames.count >= 2 else {
            say("C compares two animators: \(scene.name) has \(scene.animatorNames.count)")
            return
        }
        let leftAnimator = scene.animatorIndex
        let comparing = !isComparing
        endComparePane()
        restartScene(replaying: [], until: 0, initialSize: comparing ? Self.paneSize(of: fullSize) : fullSize)
        perform(.animator(leftAnimator))
        overlay.resize(to: fullSize)
        if comparing {
            startComparePane(animatorIndex: (leftAnimator + 1) % scene.animatorNames.count)
            say("compare: left \(scene.animatorName), right \(compare?.scene.animatorName ?? "-") (Shift-1-9 picks it)")
        } else {
            say("compare off")
        }
    }

    /// Makes the right pane: a fresh instance of the scene at the left pane's size, on a clock
    /// at the left clock's time, with the animator at `animatorIndex`.
    func startComparePane(animatorIndex: Int) {
        let right = SceneSession(
            scene: catalog.entries[session.index].make(), size: window.bounds.size, index: session.index,
            frameInterval: clock.frameInterval)
        right.start(keys: { _ in }, log: compareLog)
        right.window.writesDiagnosticsToStandardError = false
        right.window.screen.simulatedSafeAreaInsets = window.screen.simulatedSafeAreaInsets
        compare = right
        right.scene.animatorIndex = animatorIndex
        if let stored = tunings[right.scene.name]?[animatorIndex] { right.scene.tunableParameters = stored }
        syncComparePane()
    }

    /// Ends the right pane: its scene retires as a replaced scene does (`SceneSession.retire()`).
    func endComparePane() {
        compare?.retire()
        compare = nil
    }

    /// Shift-1-9 in compare mode: the right pane's animator.
    func chooseCompareAnimator(at index: Int) {
        guard let right = compare else { return }
        guard right.scene.animatorNames.indices.contains(index) else {
            say("\(scene.name) has \(right.scene.animatorNames.count) animators")
            return
        }
        right.scene.animatorIndex = index
        if let stored = tunings[right.scene.name]?[index] { right.scene.tunableParameters = stored }
    }

    /// Runs `action` on the right pane too (not animator choices: each pane has its own).
    func mirrorToComparePane(_ action: SceneHistory.Action) {
        guard let right = compare else { return }
        switch action {
        case .input(let event): right.window.send(event)
        case .forward: _ = right.scene.forward()
        case .back: _ = right.scene.back()
        case .animator: break
        case .key(let key, let modifiers): _ = right.scene.handleKey(key, modifiers: modifiers)
        }
    }

    /// Brings the right pane's clock to the left's time (after every advance of the left clock).
    func syncComparePane() {
        guard let right = compare else { return }
        right.clock.speed = 1
        if clock.now > right.clock.now { right.clock.advance(by: clock.now - right.clock.now) }
        right.scene.update()
        right.window.layoutIfNeeded()
    }

    /// `event` with a pointer location in the right pane moved into pane coordinates (both panes
    /// get the same pane point).
    func paneLocal(_ event: InputEvent) -> InputEvent {
        guard isComparing else { return event }
        let width = window.bounds.width
        func local(_ point: CGPoint) -> CGPoint { point.x >= width ? CGPoint(x: point.x - width, y: point.y) : point }
        switch event {
        case .mouseDown(let point, let modifiers): return .mouseDown(local(point), modifiers: modifiers)
        case .mouseMove(let point): return .mouseMove(local(point))
        case .mouseUp(let point): return .mouseUp(local(point))
        default: return event
        }
    }

    /// The two panes' display lists side by side, each clipped to its half, with the chrome.
    func comparedDisplayList(left: DisplayList) -> DisplayList {
        guard let right = compare else { return left }
        let paneWidth = window.bounds.width
        let full = CGSize(width: paneWidth * 2, height: window.bounds.height)
        var list = DisplayList(size: full, clearColor: left.clearColor)
        list.commands = left.commands.map { Self.moved($0, by: 0, clippedTo: CGRect(origin: .zero, size: left.size)) }
        let rightList = right.window.displayList()
        list.commands += rightList.commands.map {
            Self.moved($0, by: paneWidth, clippedTo: CGRect(x: paneWidth, y: 0, width: paneWidth, height: full.height))
        }
        overlay.compareChrome.show(
            left: "\(scene.animatorIndex + 1) · \(scene.animatorName)",
            right: "Shift-\(right.scene.animatorIndex + 1) · \(right.scene.animatorName)", paneWidth: paneWidth,
            top: 12 + window.screen.simulatedSafeAreaInsets.top)
        return list
    }

    /// `command` moved right by `dx` points and clipped to `pane` (window points).
    static func moved(_ command: DisplayList.Command, by dx: CGFloat, clippedTo pane: CGRect) -> DisplayList.Command {
        var command = command
        command.transform = command.transform.concatenating(CGAffineTransform(translationX: dx, y: 0))
        command.clip = (command.clip?.offsetBy(dx: dx, dy: 0)).map { $0.intersection(pane) } ?? pane
        return command
    }
}
