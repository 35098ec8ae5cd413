import Foundation
import TransitionKit

/// The device's screen as panes: the main pane and any extra ones (compare mode) side by side
/// from the window's left edge, each the same size, all getting the same actions and keeping the
/// same time, so two animators run frame for frame (the model is deterministic).
extension PlaygroundSession {
    /// The device's screen in points: the panes side by side.
    var deviceSize: CGSize {
        let pane = window.bounds.size
        return CGSize(width: pane.width * CGFloat(panes.count), height: pane.height)
    }

    /// The size of each of `count` panes on a device of `size`: an equal share of its width, its full height.
    static func paneSize(of size: CGSize, count: Int) -> CGSize {
        CGSize(width: (size.width / CGFloat(max(count, 1))).rounded(.down), height: size.height)
    }

    /// A fresh instance of the scene at the main pane's size, on a clock at the main clock's
    /// time, with the animator at `animatorIndex` (an extra pane's diagnostics stay in its own log).
    func makeExtraPane(animatorIndex: Int) -> SceneSession {
        let pane = SceneSession(
            scene: catalog.entries[main.index].make(), size: window.bounds.size, index: main.index,
            frameInterval: clock.frameInterval)
        pane.start(log: CallbackLog())
        pane.window.writesDiagnosticsToStandardError = false
        pane.scene.animatorIndex = animatorIndex
        notify(.paneStarted(pane))
        sync(pane)
        pane.scene.update()
        pane.window.layoutIfNeeded()
        return pane
    }

    /// Brings the extra panes' clocks to the main clock's time (after every advance of it; the
    /// panes are laid out with the main one, `layoutPanes()`).
    func syncExtraPanes() {
        for pane in extraPanes { sync(pane) }
    }

    private func sync(_ pane: SceneSession) {
        pane.clock.speed = 1
        if clock.now > pane.clock.now { pane.clock.advance(by: clock.now - pane.clock.now) }
    }

    /// Whether `point` (window points) is on the device's screen rather than the sidebar.
    func isOnDevice(_ point: CGPoint) -> Bool { point.x < deviceSize.width }

    /// `event` with a pointer location in an extra pane moved into pane coordinates (every pane
    /// gets the same pane point).
    func paneLocal(_ event: InputEvent) -> InputEvent {
        guard !extraPanes.isEmpty else { return event }
        let width = window.bounds.width
        func local(_ point: CGPoint) -> CGPoint {
            let pane = min(max(Int(point.x / width), 0), extraPanes.count)
            return CGPoint(x: point.x - CGFloat(pane) * width, y: point.y)
        }
        switch event {
        case .mouseDown(let point, let modifiers): return .mouseDown(local(point), modifiers: modifiers)
        case .mouseMove(let point): return .mouseMove(local(point))
        case .mouseUp(let point): return .mouseUp(local(point))
        default: return event
        }
    }

    /// Each pane's update and layout for the frame about to be drawn.
    func layoutPanes() {
        for pane in panes {
            pane.scene.update()
            pane.window.layoutIfNeeded()
        }
    }

    /// The device's screen as a display list the window's size (device and sidebar): the main
    /// pane's list as it is (the sidebar's panel covers what strays right of it); with extra
    /// panes, each pane's list moved to its place and clipped to it.
    func deviceDisplayList() -> DisplayList {
        var list = window.displayList()
        list.size = Sidebar.windowSize(forDevice: deviceSize)
        guard !extraPanes.isEmpty else { return list }
        let paneWidth = window.bounds.width, height = window.bounds.height
        list.commands = list.commands.map { Self.moved($0, by: 0, clippedTo: CGRect(x: 0, y: 0, width: paneWidth, height: height)) }
        for (index, pane) in extraPanes.enumerated() {
            let dx = paneWidth * CGFloat(index + 1)
            list.commands += pane.window.displayList().commands.map {
                Self.moved($0, by: dx, clippedTo: CGRect(x: dx, y: 0, width: paneWidth, height: height))
            }
        }
        return list
    }

    /// `command` moved right by `dx` points and clipped to `pane` (window points).
    static func moved(_ command: DisplayList.Command, by dx: CGFloat, clippedTo pane: CGRect) -> DisplayList.Command {
        var command = command
        if dx != 0 { command.transform = command.transform.concatenating(CGAffineTransform(translationX: dx, y: 0)) }
        command.clip = (command.clip?.offsetBy(dx: dx, dy: 0)).map { $0.intersection(pane) } ?? pane
        return command
    }
}
