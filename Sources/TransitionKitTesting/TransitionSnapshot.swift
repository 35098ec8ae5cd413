import Foundation
import TransitionKit
import TransitionKitSDL

/// A filmstrip of a transition: its frames at given fractions of its duration, rendered headless
/// through TransitionKitSDL's software renderer and laid side by side, left to right.
///
/// ```swift
/// let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 200, height: 300))
/// let snapshot = try TransitionSnapshot(of: harness) { harness.present(card) }
/// assertSnapshot(snapshot, named: "card-presentation")   // __Snapshots__/<TestFile>/card-presentation.png
/// ```
///
/// Rendering creates a headless `SDLHost`, draws every frame and destroys the host within the
/// one synchronous main-actor call, so it never overlaps other SDL use on the main actor (SDL is
/// process-global and not thread-safe). Text is drawn with the fonts found on the machine, so
/// snapshots of screens with text depend on the fonts installed.
public struct TransitionSnapshot: Equatable, Sendable {
    /// 0, 25, 50, 75 and 100 % of the duration.
    public static let quarterFractions: [Double] = [0, 0.25, 0.5, 0.75, 1]
    /// The width in pixels of the gap between two frames in `filmstrip`.
    public static let frameGap = 4
    /// The colour of the gaps (opaque mid grey, `0xAARRGGBB`).
    public static let gapColor: UInt32 = 0xFF80_8080

    /// The fractions of the duration the frames show, ascending.
    public let fractions: [Double]
    /// One image per fraction.
    public let frames: [PixelImage]
    /// The frames side by side, `frameGap` pixels apart: the image compared with the reference.
    public let filmstrip: PixelImage

    /// Calls `start` (which begins an animated transition in `harness`'s window, for example
    /// `harness.present(card)`), then advances the harness's clock to each fraction of the
    /// transition's duration in turn (checking the invariants each frame) and renders the window.
    ///
    /// - Throws: `TransitionSnapshotError` when the fractions are not ascending values in 0...1,
    ///   when `start` began no transition, or when SDL cannot render.
    @MainActor
    public init(
        of harness: TransitionTestHarness, at fractions: [Double] = quarterFractions, starting start: () -> Void
    ) throws(TransitionSnapshotError) {
        guard !fractions.isEmpty, fractions.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }),
              zip(fractions, fractions.dropFirst()).allSatisfy({ $0 < $1 })
        else { throw TransitionSnapshotError(message: "fractions must be ascending values in 0...1, got \(fractions)") }
        start()
        guard let duration = harness.window.transitionState?.duration else {
            throw TransitionSnapshotError(message: "the start closure began no transition (was it animated?)")
        }
        let host: SDLHost
        do {
            host = try SDLHost(configuration: HostConfiguration(
                title: "TransitionSnapshot", size: harness.window.bounds.size, isHeadless: true))
        } catch {
            throw TransitionSnapshotError(message: "cannot open a headless SDL host: \(error)")
        }
        var frames: [PixelImage] = []
        var elapsed = 0.0
        for fraction in fractions {
            harness.advance(by: fraction * duration - elapsed)
            elapsed = fraction * duration
            host.draw(harness.window.displayList())
            do { frames.append(try host.captureFrame()) } catch {
                throw TransitionSnapshotError(message: "cannot read the frame at \(fraction) back: \(error)")
            }
        }
        self.init(fractions: fractions, frames: frames)
    }

    /// A snapshot of already rendered frames (one per fraction, all of one size).
    public init(fractions: [Double], frames: [PixelImage]) {
        self.fractions = fractions
        self.frames = frames
        filmstrip = Self.layOut(frames)
    }

    private static func layOut(_ frames: [PixelImage]) -> PixelImage {
        let height = frames.map(\.height).max() ?? 0
        let width = frames.map(\.width).reduce(0, +) + frameGap * max(0, frames.count - 1)
        guard width > 0, height > 0 else { return PixelImage(width: 0, height: 0, pixels: []) }
        var pixels = [UInt32](repeating: gapColor, count: width * height)
        var left = 0
        for frame in frames {
            for y in 0..<frame.height {
                for x in 0..<frame.width { pixels[y * width + left + x] = frame.pixels[y * frame.width + x] }
            }
            left += frame.width + frameGap
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}

/// Why a transition snapshot could not be taken or compared.
public struct TransitionSnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let message: String
    /// Creates an error with `message`.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
