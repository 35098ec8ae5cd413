import Foundation
import TransitionKit
import TransitionKitSDL

/// The app: the session (the scene in its panes, time, recording), the tools, and the frame
/// function. An `SDLHost` drives it one frame at a time with values: a `FrameInput` in, a
/// `FrameOutput` out (`makeFrame(_:)`); tests use `runFrame(_:)`, or `handle(_:)` and `frame()`.
///
/// Input: keys are handled before anything reaches the window, once: the first tool binding
/// they match (Shift allowed), else the scene's `handleKey(_:modifiers:)`. Pointer events go to
/// the tools in order (the tuning panel, the inspector), then to the scene's panes.
@MainActor
package final class PlaygroundApp {
    /// The window title's fixed part.
    package static let titlePrefix = "TransitionKit Playground"

    /// The run as the tools see it.
    let session: PlaygroundSession
    /// The tools, each with its own state.
    let tools: PlaygroundTools

    /// Creates the app with a device screen of `size` points showing `scene`, one of `catalog`'s
    /// (Tab cycles through them); `slow` starts with slow animations, `phoneInsets` with the
    /// simulated phone on.
    package init(scene: any Scene, size: CGSize, slow: Bool = false, catalog: SceneCatalog = .builtIn, phoneInsets: UIEdgeInsets? = nil) {
        session = PlaygroundSession(scene: scene, deviceSize: size, catalog: catalog, slow: slow)
        tools = PlaygroundTools(overlay: session.overlay)
        let tools = tools
        session.changeHandler = { [unowned session] change in
            for tool in tools.all { tool.sessionDidChange(change, in: session) }
        }
        if let phoneInsets { tools.phone.setOn(true, insets: phoneInsets, in: session, announcing: false) }
    }

    /// The main pane's window.
    var window: UIWindow { session.window }
    /// The main pane's clock.
    package var clock: AnimationClock { session.clock }
    /// The scene shown.
    var scene: any Scene { session.scene }
    /// The script replayed, the recording, the trace and the script's screenshots.
    package var recording: RunRecording { session.recording }
    /// Whether the run ends after this frame.
    var isQuitRequested: Bool { session.isQuitRequested }
    /// Seconds of run time of the frame being made, or of the last frame made.
    var frameTime: TimeInterval { session.frameTime }
    /// The number of frames made so far.
    var frameIndex: Int { session.runTime.frameIndex }

    /// The window that shows a device screen of `size` points with the tools' sidebar beside it.
    package static func windowSize(forDevice size: CGSize) -> CGSize { Sidebar.windowSize(forDevice: size) }

    // MARK: Title

    /// The window title: "TransitionKit Playground - sample - spring - 60 fps", or "... - idle"
    /// when the rate is nil (see `FrameRateMeter.shown`).
    package static func title(scene: String, animator: String, framesPerSecond: Double?) -> String {
        "\(titlePrefix) - \(scene) - \(animator) - \(HUDPanel.fpsText(framesPerSecond))"
    }

    /// The title for the current scene, animator and frame rate.
    var title: String { Self.title(scene: scene.name, animator: scene.animatorName, framesPerSecond: tools.hud.frameRate.shown) }
}
