import TransitionKitSDL

/// The text of `playground --help` and `--version`.
enum HelpText {
    /// The playground's version.
    static let version = "0.1.0"

    /// `playground --version`.
    static var versionLine: String { "playground \(version) (TransitionKit; SDL \(SDLHost.linkedSDLVersion))" }

    /// `playground --help`.
    static let usage = """
        playground: UIKit view-controller transitions in an SDL2 window.

        Usage: playground [options]

        Options:
          --headless          no window: SDL offscreen driver, software renderer, no display
                              needed; each frame advances time by exactly 1/60 s
          --frames N          draw N frames, then exit (headless default: 1)
          --size WxH          window size in points (default 1024x768)
          --screenshot FILE   write the last frame drawn to FILE (.png; .bmp also works)
          --slow              start with slow animations (x10; S toggles)
          --bench             benchmark 100 / 1,000 / 10,000 static views against a raw SDL
                              loop, then as many views animating frame and alpha on springs;
                              headless; prints p50/p99 and writes bench.json
                              (TK_BENCH_PROFILE=VIEWS[:FRAMES] runs only the animated
                              model, without SDL, for profilers such as callgrind)
          --version           print the version
          -h, --help          print this help

        Keys (H shows them in the window):
          1-9 animator   Tab / Shift-Tab scene   Backspace / Esc back   R rotate
          Space pause    . one frame (paused)     S slow (x10)           H help    Q quit
          Coming with the transition scenes: Enter (forward), `,` (one frame back),
          D (debug overlay)
        Mouse (sample): press a card, or click anywhere: the card springs to the pointer.

        Examples:
          playground                                   open the window
          playground --size 1280x800                   a bigger window
          playground --headless --frames 3 --screenshot out.png
          playground --slow                            start in slow motion
          xvfb-run -a playground                       a window on a virtual display
          playground --bench                           the benchmark table

        Exit codes: 0 success, 1 runtime failure (SDL), 2 bad command line.
        """
}
