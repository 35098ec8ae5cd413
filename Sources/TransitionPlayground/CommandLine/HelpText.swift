import TransitionKitSDL

/// The text of `playground --help`, `--version` and `--list`.
enum HelpText {
    /// The playground's version.
    static let version = "0.2.0"

    /// `playground --version`.
    static var versionLine: String { "playground \(version) (TransitionKit; SDL \(SDLHost.linkedSDLVersion))" }

    /// `playground --list`: one line per scene with its animators.
    static func list(_ scenes: [SceneDescription]) -> String {
        let width = scenes.map(\.name.count).max() ?? 0
        return scenes.map { scene in
            scene.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary
                + "\n" + String(repeating: " ", count: width + 2) + "animators: " + scene.animatorList
        }.joined(separator: "\n")
    }

    /// The program's name in the usage line and examples: "playground", or the executable of a
    /// package that runs `Playground.run(scenes:)` (set there).
    @MainActor static var programName = "playground"

    /// `playground --help`.
    @MainActor static func usage(scenes: [SceneDescription]) -> String {
        """
        playground: UIKit view-controller transitions in an SDL2 window.

        Usage: \(programName) [options]

        Options:
          --scene NAME        start on this scene (\(scenes.map(\.name).joined(separator: ", ")))
          --animator N        start with the scene's animator N (1-9) or its name (see --list)
          --list              list the scenes and their animators
          --size WxH          the device's screen in points (default 1024x768); the window adds
                              the tools' sidebar at its right
          --headless          no window: SDL offscreen driver, software renderer, no display
                              needed; each frame advances time by exactly 1/60 s
          --frames N          draw N frames, then exit (headless default: 1, or the script's length)
          --script FILE       replay an input script (one timed event a line; docs in README);
                              ends at its `quit`, else 1 s after its last event
          --record FILE       write what you do (pointer, wheel, keys, resizes, scene and animator
                              changes) as a script that replays to the same frames
          --screenshot FILE   write the last frame to FILE (.png; .bmp also works); with a script
                              that has `screenshot` lines, those frames go to FILE, FILE-2, ...
          --gif FILE.gif      record the run as an animated GIF (30 frames a second, looping)
          --gif-scale F       scale the GIF's frames by F, 0.1 to 1 (default 1)
          --filmstrip FILE.png  write the first transition at 0, 25, 50, 75 and 100 % of its
                              duration, side by side, labelled (.bmp also works; fails if none ran)
          --capture-tools     screenshots, GIFs and filmstrips show the sidebar too (by default
                              they show the device's screen alone)
          --slow              start with slow animations (x10; S toggles)
          --full-redraw       draw every frame whole (no damage tracking)
          --verify-damage     draw every frame damage-tracked and whole, and exit 1 when any
                              pixel differs (slow; the pixel-equality check)
          --phone             simulate a phone: safe area insets top 59 and bottom 34 pt, a
                              status bar and a home indicator (P toggles)
          --safe-area T,B     --phone with top and bottom insets T and B points, like 47,34
          --trace FILE.json   write each frame's controllers (presentation frame, alpha), the
                              transition state, callbacks and diagnostics (docs/TRACE.md)
          --bench             benchmark 100 / 1,000 / 10,000 views against a raw SDL loop;
                              headless; prints p50/p99 and writes bench.json
          --watch             rebuild when a source file changes and restart where you were
                              (run inside your package: swift run NAME --watch)
          --replay FILE       run a recording at once, then stay for live input (--watch uses it)
          --watch-status FILE read build errors to show from FILE (--watch uses it)
          --version           print the version
          -h, --help          print this help
        Scripts and recordings step time by exactly 1/60 s a frame, also in a window.

        Keys (H shows them in the window):
          1-9 animator   Tab / Shift-Tab scene   Enter forward   Backspace / Esc back
          Space pause    . one frame (paused)    , one frame back through a paused transition
          S slow (x10)   R rotate   P phone insets   D debug overlay   H help   Q quit
          T tune the animator (sliders replay it)   C compare two animators (Shift-1-9: right)
          a click while paused shows the values of the view under it (Shift-click: a tap)
        Mouse: drag = pan, drag from an edge = edge pan, wheel, Alt-drag or Ctrl-drag = pinch
        (Ctrl-drag where the desktop moves windows on Alt-drag: GNOME, KDE, Xfce; a wheel pinch
        ends 350 ms after its last notch); press a running transition to grab it.

        Examples:
          \(programName)                                        open the window on the first scene
          \(programName) --scene navigation --animator 2        a scene and animator
          \(programName) --list                                 what scenes and animators there are
          \(programName) --record my.txt                        record what you do...
          \(programName) --script my.txt                        ...and watch it again
          \(programName) --headless --script assets/scripts/photos.txt --screenshot photos.png
          \(programName) --headless --script my.txt --trace trace.json
          \(programName) --headless --script assets/scripts/present.txt --gif present.gif --gif-scale 0.5
          \(programName) --headless --script assets/scripts/present.txt --filmstrip strip.png
          \(programName) --headless --frames 3 --screenshot out.png
          \(programName) --slow                                 start in slow motion
          xvfb-run -a \(programName)                            a window on a virtual display
          \(programName) --bench                                the benchmark table
          swift run NAME --watch                            your package: rebuild and restart on save

        Exit codes: 0 success, 1 runtime failure (SDL, files), 2 bad command line or script.
        """
    }
}
