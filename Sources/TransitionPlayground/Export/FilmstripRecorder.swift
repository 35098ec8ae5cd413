import Foundation
import TransitionKit
import TransitionKitSDL

/// Writes the first transition of a run as a filmstrip (`--filmstrip`): the frames at 0, 25, 50,
/// 75 and 100 % of its duration, side by side, labelled.
///
/// Moments are measured by animation time from the frame the transition started on (not by its
/// percent complete, which an interaction can hold or move backwards): each panel is the first
/// frame at or after its moment. When the transition ends earlier (cancelled, or a spring that
/// settles early), the remaining panels show the first frame without it.
@MainActor
final class FilmstripRecorder {
    /// The moments, as fractions of the transition's duration.
    static let moments: [Double] = [0, 0.25, 0.5, 0.75, 1]

    /// The PNG file.
    let path: String
    private var start: (time: Double, duration: Double)?
    private var title = ""
    private var panels: [Filmstrip.Panel] = []

    /// Creates a recorder writing `path`.
    init(path: String) { self.path = path }

    /// Looks at the frame just drawn (`capture` reads it): `transition` is the window's transition state,
    /// `time` the animation clock, `title` what the strip is headed with if the first transition
    /// starts in this frame.
    func frameDrawn(_ capture: FrameCapture, transition: UIWindow.TransitionState?, time: Double, title: @autoclosure () -> String) throws(SDLError) {
        guard panels.count < Self.moments.count else { return }
        guard let start else {
            guard let transition else { return }
            self.start = (time, transition.duration)
            self.title = "\(title()) · \(transition.kind) by \(transition.animator), \(Self.seconds(transition.duration))"
            try takePanels(capture, elapsed: 0, ended: false)
            return
        }
        try takePanels(capture, elapsed: time - start.time, ended: transition == nil)
    }

    /// Adds this frame for every moment it reaches (all the rest once the transition `ended`).
    private func takePanels(_ capture: FrameCapture, elapsed: Double, ended: Bool) throws(SDLError) {
        let duration = start?.duration ?? 0
        var frame: PixelImage?
        while panels.count < Self.moments.count {
            let moment = Self.moments[panels.count]
            guard ended || elapsed >= moment * duration - 1e-9 else { break }
            let image: PixelImage
            if let frame { image = frame } else { image = try capture.pixels() }
            frame = image
            let label = "\(Int(moment * 100)) %  (\(Self.seconds(elapsed)))" + (ended && moment * duration > elapsed ? ", ended" : "")
            panels.append(Filmstrip.Panel(image: image, label: label))
        }
    }

    /// Writes the filmstrip.
    /// - Throws: `SDLError` when the run had no transition, ended before the transition's end, or
    ///   the file cannot be written.
    func finish() throws(SDLError) {
        guard let start else {
            throw SDLError(message: "--filmstrip: the run ended without a transition, so \(path) was not written "
                + "(start one in the script, like `key Return` in the present scene)")
        }
        guard panels.count == Self.moments.count else {
            throw SDLError(message: "--filmstrip: the run ended before its first transition did (\(Self.seconds(start.duration)) long), "
                + "so \(path) was not written (let the script run longer)")
        }
        try Filmstrip(title: title, panels: panels).render().write(toFile: path)
    }

    /// `seconds` as "0.25 s".
    static func seconds(_ seconds: Double) -> String { String(format: "%.2f s", seconds) }
}
