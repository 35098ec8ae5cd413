import Foundation
import TransitionKitSDL

/// The benchmark's results: a printed table and `bench.json`.
struct BenchmarkReport: Codable, Equatable {
    /// The median and 99th percentile of a series of frame times, in seconds.
    struct Percentiles: Codable, Equatable {
        /// Median.
        var p50: Double
        /// 99th percentile (nearest rank).
        var p99: Double
        /// The percentiles of `values`.
        init(_ values: [Double]) {
            p50 = FrameStatistics.percentile(50, of: values)
            p99 = FrameStatistics.percentile(99, of: values)
        }
        /// Percentiles from known values.
        init(p50: Double, p99: Double) { self.p50 = p50; self.p99 = p99 }
    }

    /// TransitionKit's per-frame times.
    struct OurTimes: Codable, Equatable {
        /// Clock, layout and display list.
        var model: Percentiles
        /// Drawing the display list and presenting.
        var render: Percentiles
        /// Model plus render, frame by frame.
        var total: Percentiles
    }

    /// One view count's measurements.
    struct Result: Codable, Equatable {
        /// Views drawn per frame.
        var views: Int
        /// Frames measured per path.
        var frames: Int
        /// TransitionKit's path.
        var ours: OurTimes
        /// The raw SDL loop (draw and present).
        var raw: Percentiles
        /// Render time over the raw loop's time, at p50: the cost of TransitionKit's renderer.
        var renderRatio: Double { raw.p50 > 0 ? ours.render.p50 / raw.p50 : 0 }
        /// Model plus render over the raw loop's time, at p50.
        var totalRatio: Double { raw.p50 > 0 ? ours.total.p50 / raw.p50 : 0 }
    }

    /// The window size in points.
    var size: CGSize
    /// SDL's video driver.
    var videoDriver: String
    /// SDL's renderer.
    var renderer: String
    /// One result per view count.
    var results: [Result]

    /// The table printed by `playground --bench`, times in milliseconds per frame.
    var table: String {
        var lines = [
            "TransitionKit benchmark: \(Int(size.width))x\(Int(size.height)) points, \(videoDriver) + \(renderer) renderer",
            "per-frame times in ms, p50 / p99; ratio = TransitionKit / raw SDL at p50",
            "",
            pad("views", 7) + pad("model", 16) + pad("render", 16) + pad("model+render", 16)
                + pad("raw SDL", 16) + pad("render ratio", 14) + "total ratio",
        ]
        for result in results {
            lines.append(
                pad("\(result.views)", 7) + pad(ms(result.ours.model), 16) + pad(ms(result.ours.render), 16)
                    + pad(ms(result.ours.total), 16) + pad(ms(result.raw), 16)
                    + pad(String(format: "%.2fx", result.renderRatio), 14) + String(format: "%.2fx", result.totalRatio))
        }
        return lines.joined(separator: "\n")
    }

    private func ms(_ value: Percentiles) -> String { String(format: "%.3f / %.3f", value.p50 * 1000, value.p99 * 1000) }
    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Writes the report as JSON (with the ratios) to `path`.
    func writeJSON(toFile path: String) throws {
        struct Document: Encodable {
            var report: BenchmarkReport
            var ratios: [[String: Double]]
        }
        let ratios = results.map { ["views": Double($0.views), "renderRatio": $0.renderRatio, "totalRatio": $0.totalRatio] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(Document(report: self, ratios: ratios)).write(to: URL(fileURLWithPath: path))
    }
}
