import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// `TK_BENCH_PARTS=lists`: scrolling a 10,000-item `UICollectionView` (a flow layout of 96 pt
/// squares, a coloured cell each) by 23 pt a frame from the top, on the headless host, against
/// a raw SDL loop drawing the same frame's rectangles. Per frame: model = the new content offset,
/// `clock.advance`, layout (cells made, recycled and configured) and the display list; render =
/// `SDLHost.draw` + present; raw = the cells' rectangles with one `SDL_RenderGeometry` + present.
/// The model's cost per visible cell, and the cells created in all, are reported.
@MainActor
struct ListBenchmark {
    /// The items in the collection view.
    static let itemCount = 10_000
    /// How far the list scrolls each frame, in points.
    nonisolated static let scrollStep: CGFloat = 23
    /// Frames drawn before measuring, and frames measured.
    static let warmUpFrames = 5, measuredFrames = 300

    /// The figures, times in seconds.
    struct Result: Codable, Equatable {
        /// Items in the collection view.
        var items: Int
        /// Frames measured.
        var frames: Int
        /// Visible cells per frame (the mean, rounded).
        var visibleCells: Int
        /// Cells the collection view created over the whole run.
        var createdCells: Int
        /// Model, render and raw SDL per frame.
        var model: BenchmarkReport.Percentiles
        var render: BenchmarkReport.Percentiles
        var raw: BenchmarkReport.Percentiles
        /// The model's time per visible cell, in microseconds.
        var microsecondsPerVisibleCell: BenchmarkReport.Percentiles
        /// TransitionKit's frame work (model + render) over the raw loop's, at p50.
        var frameRatio: Double { raw.p50 > 0 ? (model.p50 + render.p50) / raw.p50 : 0 }
    }

    /// The collection view's data: 10,000 coloured squares.
    private final class Source: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { ListBenchmark.itemCount }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 36) / 36, saturation: 0.6, brightness: 0.9, alpha: 1)
            return cell
        }
    }

    let size: CGSize

    func run(progress: (String) -> Void) throws -> Result {
        let host = try SDLHost(configuration: HostConfiguration(title: "playground --bench lists", size: size, isHeadless: true))
        let clock = AnimationClock()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.writesDiagnosticsToStandardError = false
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 96, height: 96)
        let source = Source()
        let list = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
        list.dataSource = source
        window.addSubview(list)
        var model: [Double] = [], render: [Double] = [], raw: [Double] = [], perCell: [Double] = []
        var visible = 0
        for frame in 0..<(Self.warmUpFrames + Self.measuredFrames) {
            let t0 = host.uptime
            let limit = max(0, list.contentSize.height - list.bounds.height)
            list.contentOffset = CGPoint(x: 0, y: min(limit, CGFloat(frame) * Self.scrollStep))
            clock.advance(by: clock.frameInterval)
            window.layoutIfNeeded()
            let displayList = window.displayList()
            let t1 = host.uptime
            host.draw(displayList)
            host.present()
            let t2 = host.uptime
            host.drawBaseline(AnimatedBenchmarkScene.rectangles(of: displayList), clearColor: .black)
            host.present()
            let t3 = host.uptime
            _ = host.pollEvents()
            guard frame >= Self.warmUpFrames else { continue }
            let cells = list.visibleCells.count
            visible += cells
            model.append(t1 - t0); render.append(t2 - t1); raw.append(t3 - t2)
            perCell.append((t1 - t0) / Double(max(1, cells)) * 1_000_000)
        }
        let result = Result(
            items: Self.itemCount, frames: model.count, visibleCells: Int((Double(visible) / Double(max(1, model.count))).rounded()),
            createdCells: list.numberOfCreatedCells, model: .init(model), render: .init(render), raw: .init(raw),
            microsecondsPerVisibleCell: .init(perCell))
        progress(String(format: "  lists: %d items scrolled, %d visible cells, %d created; model %.3f ms (%.2f us per visible cell), render %.2f ms, raw SDL %.2f ms (p50), %.2fx",
                        result.items, result.visibleCells, result.createdCells, result.model.p50 * 1000,
                        result.microsecondsPerVisibleCell.p50, result.render.p50 * 1000, result.raw.p50 * 1000, result.frameRatio))
        return result
    }
}

extension BenchmarkReport {
    /// The lists part's lines for the table.
    var listLines: [String] {
        guard let lists else { return [] }
        let frame = (lists.model.p50 + lists.render.p50) * 1000
        return [
            "",
            "lists: a \(lists.items)-item UICollectionView (flow layout, 96 pt cells) scrolled \(Int(ListBenchmark.scrollStep)) pt a frame, \(lists.frames) frames",
            "model = offset + clock + layout (reuse) + display list; ms p50 / p99",
            pad("visible", 9) + pad("created", 9) + pad("model", 16) + pad("us/visible cell", 18) + pad("render", 16)
                + pad("raw SDL", 16) + "frame ratio",
            pad("\(lists.visibleCells)", 9) + pad("\(lists.createdCells)", 9)
                + pad(String(format: "%.3f / %.3f", lists.model.p50 * 1000, lists.model.p99 * 1000), 16)
                + pad(String(format: "%.2f / %.2f", lists.microsecondsPerVisibleCell.p50, lists.microsecondsPerVisibleCell.p99), 18)
                + pad(String(format: "%.3f / %.3f", lists.render.p50 * 1000, lists.render.p99 * 1000), 16)
                + pad(String(format: "%.3f / %.3f", lists.raw.p50 * 1000, lists.raw.p99 * 1000), 16)
                + String(format: "%.2fx", lists.frameRatio),
            String(format: "frame target 16.7 ms: %@ (model + render %.2f ms at p50)", frame < 1000.0 / 60 ? "met" : "MISSED", frame),
        ]
    }
}
