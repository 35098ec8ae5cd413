import Foundation
import TransitionKit
import TransitionKitSDL

/// `playground --bench`: TransitionKit's path against a raw SDL loop, in the same run, on the
/// same headless software renderer.
///
/// For 100, 1,000 and 10,000 static views, frames alternate between the two paths so both see
/// the same machine load:
/// - TransitionKit: `clock.advance` + `window.displayList()` (model), then `SDLRenderer.draw`
///   + present (render);
/// - raw: the same rectangles and colours drawn with one `SDL_RenderGeometry` + present.
@MainActor
struct Benchmark {
    /// The view counts measured.
    static let viewCounts = [100, 1_000, 10_000]
    /// Frames drawn before measuring.
    static let warmUpFrames = 5
    /// Real time to spend measuring each view count (both paths together), in seconds.
    static let measuringTime = 3.0

    /// The window size in points.
    let size: CGSize

    /// Runs every view count; `progress` receives a line as each finishes.
    func run(progress: (String) -> Void) throws(SDLError) -> BenchmarkReport {
        let host = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        var results: [BenchmarkReport.Result] = []
        for count in Self.viewCounts {
            let result = measure(count: count, host: host)
            progress(String(format: "  %6d views: TransitionKit %.2f ms, raw SDL %.2f ms (p50 per frame)",
                            count, result.ours.total.p50 * 1000, result.raw.p50 * 1000))
            results.append(result)
        }
        return BenchmarkReport(
            size: size, videoDriver: host.videoDriverName, renderer: host.rendererName, results: results)
    }

    private func measure(count: Int, host: SDLHost) -> BenchmarkReport.Result {
        let clock = AnimationClock()
        let scene = BenchmarkScene(count: count, size: size, clock: clock)
        var model: [Double] = [], render: [Double] = [], raw: [Double] = []
        let start = Date()
        var frame = 0
        while frame < Self.warmUpFrames + 10 || (Date().timeIntervalSince(start) < Self.measuringTime && frame < 300) {
            let t0 = host.uptime
            clock.advance(by: clock.frameInterval)
            let list = scene.window.displayList()
            let t1 = host.uptime
            host.draw(list)
            host.present()
            let t2 = host.uptime
            host.drawBaseline(scene.rectangles, clearColor: .black)
            host.present()
            let t3 = host.uptime
            _ = host.pollEvents()
            if frame >= Self.warmUpFrames {
                model.append(t1 - t0); render.append(t2 - t1); raw.append(t3 - t2)
            }
            frame += 1
        }
        let total = zip(model, render).map { $0 + $1 }
        return BenchmarkReport.Result(
            views: count, frames: model.count,
            ours: .init(model: .init(model), render: .init(render), total: .init(total)),
            raw: .init(raw))
    }
}
