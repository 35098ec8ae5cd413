internal import CSDL2
import Foundation

/// SDL's video subsystem and settings: hints, start and stop, the driver in use, the library's
/// version and OpenGL entry points.
@MainActor
enum SDLVideo {
    /// How strongly a hint is set.
    enum HintPriority {
        /// Like an environment variable: SDL_* environment variables still win.
        case normal
        /// Over the environment too.
        case override
    }

    /// Sets the hint `name` (one of SDL's `SDL_HINT_*` names) to `value`.
    static func setHint(_ name: String, _ value: String, priority: HintPriority = .normal) {
        switch priority {
        case .normal: SDL_SetHint(name, value)
        case .override: SDL_SetHintWithPriority(name, value, SDL_HINT_OVERRIDE)
        }
    }

    /// Puts the hint `name` back to its default (or its environment variable).
    static func resetHint(_ name: String) { SDL_ResetHint(name) }

    /// Starts the video subsystem; false (with `SDLError.lastSDLMessage` saying why) when it fails.
    static func start() -> Bool { SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 }

    /// Stops the video subsystem.
    static func stop() { SDL_QuitSubSystem(SDL_INIT_VIDEO) }

    /// Stops SDL altogether.
    static func quit() { SDL_Quit() }

    /// The name of the video driver in use ("x11", "offscreen", ...).
    static var currentDriverName: String { SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown" }

    /// The address of the OpenGL function `name` in the current context's library; nil when absent.
    static func openGLFunction(_ name: String) -> UnsafeMutableRawPointer? { SDL_GL_GetProcAddress(name) }

    /// The version of the SDL library in use, like "2.26.5" (needs no initialisation).
    nonisolated static var linkedVersion: String {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return "\(version.major).\(version.minor).\(version.patch)"
    }

    /// SDL's hint names used by the host.
    enum Hint {
        static let videoDriver = SDL_HINT_VIDEODRIVER
        static let renderDriver = SDL_HINT_RENDER_DRIVER
        static let framebufferAcceleration = SDL_HINT_FRAMEBUFFER_ACCELERATION
        static let renderScaleQuality = SDL_HINT_RENDER_SCALE_QUALITY
        static let bypassCompositor = SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR
    }
}
