import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// A whole screen sliding out and back, as in a push: 48 cards with rounded corners, shadows and
/// two labels each, on a screen that moves by a fraction of a pixel differently every frame.
/// The same screen in two windows on two headless hosts, frames alternating: one with
/// `shouldRasterize` (drawn once, then composited from its bitmap), one drawn again every frame.
/// Both are damage-tracked (a sliding screen damages the whole window either way).
@MainActor
struct SlideBenchmark {
    /// The target: cached render time at most this fraction of drawing it again, at p50.
    nonisolated static let ratioTarget = 0.5
    /// Frames before measuring, and frames measured.
    static let warmUpFrames = 10, measuredFrames = 240

    /// The figures, render (draw + present) per frame in seconds.
    struct Result: Codable, Equatable {
        /// The rasterized screen.
        var cached: BenchmarkReport.Percentiles
        /// The screen drawn again.
        var drawn: BenchmarkReport.Percentiles
        /// Cached over drawn, at p50.
        var ratio: Double { drawn.p50 > 0 ? cached.p50 / drawn.p50 : 0 }
        /// Cached over drawn, at p99.
        var ratioP99: Double { drawn.p99 > 0 ? cached.p99 / drawn.p99 : 0 }
        /// Whether `ratio` meets the target.
        var meetsTarget: Bool { ratio <= SlideBenchmark.ratioTarget }
    }

    /// Measures on two hosts of `size` points.
    func run(size: CGSize) throws -> Result {
        let cachedHost = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        let drawnHost = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        let cached = Self.screen(size: size, rasterized: true), drawn = Self.screen(size: size, rasterized: false)
        var cachedTimes: [Double] = [], drawnTimes: [Double] = []
        for frame in 0..<(Self.warmUpFrames + Self.measuredFrames) {
            let progress = 0.5 - 0.5 * cos(Double(frame) / 60 * .pi)  // out and back, eased
            for screen in [cached.frame, drawn.frame] { screen.frame.origin.x = -CGFloat(progress) * size.width * 0.75 + 0.37 * CGFloat(frame % 3) }
            let t0 = cachedHost.uptime
            cachedHost.draw(cached.window.displayList())
            cachedHost.present()
            let t1 = cachedHost.uptime
            drawnHost.draw(drawn.window.displayList())
            drawnHost.present()
            let t2 = cachedHost.uptime
            _ = cachedHost.pollEvents()
            if frame >= Self.warmUpFrames { cachedTimes.append(t1 - t0); drawnTimes.append(t2 - t1) }
        }
        return Result(cached: .init(cachedTimes), drawn: .init(drawnTimes))
    }

    /// A window holding one full-size screen of cards.
    static func screen(size: CGSize, rasterized: Bool) -> (window: UIWindow, frame: UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: AnimationClock())
        window.backgroundColor = .black
        window.makeKeyAndVisible()
        let screen = UIView(frame: CGRect(origin: .zero, size: size))
        screen.backgroundColor = UIColor(white: 0.95, alpha: 1)
        screen.layer.shouldRasterize = rasterized
        let columns = 4, rows = 12
        let width = (size.width - 16 * CGFloat(columns + 1)) / CGFloat(columns), height = (size.height - 8 * CGFloat(rows + 1)) / CGFloat(rows)
        for index in 0..<(columns * rows) {
            let card = UIView(frame: CGRect(x: 16 + CGFloat(index % columns) * (width + 16), y: 8 + CGFloat(index / columns) * (height + 8),
                                            width: width, height: height))
            card.backgroundColor = .white
            card.layer.cornerRadius = 10
            card.layer.shadowOpacity = 0.25
            card.layer.shadowRadius = 6
            card.layer.shadowOffset = CGSize(width: 0, height: 2)
            let title = UILabel(frame: CGRect(x: 10, y: 4, width: width - 20, height: 20))
            title.text = "Card \(index + 1)"
            title.font = .boldSystemFont(ofSize: 15)
            let detail = UILabel(frame: CGRect(x: 10, y: 24, width: width - 20, height: 18))
            detail.text = "a line of detail text"
            detail.font = .systemFont(ofSize: 12)
            detail.textColor = .darkGray
            card.addSubview(title)
            card.addSubview(detail)
            screen.addSubview(card)
        }
        window.addSubview(screen)
        return (window, screen)
    }
}
