import Foundation
import TransitionCatalog
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// `TK_BENCH_PARTS=groups`: the renderer's groups (offscreen targets, masks, 3D placement) on
/// display lists built by hand, against a raw SDL loop drawing the same cards as plain
/// rectangles, frames alternating so both see the same load (as the static tables do).
///
/// Workloads, on the benchmark's window:
/// - rounded clips: a list of cards, each a group masked by one rounded rectangle (how
///   `masksToBounds` with corners is expressed), holding a background, an avatar disc and two bars;
/// - masks: cards masked by a disc plus a badge square (two mask commands: the general path, read
///   back on the software renderer);
/// - 3D flips: cards turning about y with m34 = -1/500, a different angle each frame;
/// - all three at once;
/// - the clock wipe: a window-sized card masked by `ClockWipeAnimator`'s stroke (a circle of
///   half the covering radius stroked that radius wide), its `strokeEnd` a new value each frame;
/// - the wipe's stroke alone, drawn straight into the window (the shape's own cost, no group).
@MainActor
struct GroupBenchmark {
    /// Frames before measuring, the most frames measured, and the real time to spend per workload.
    static let warmUpFrames = 5, maximumFrames = 300, measuringTime = 3.0

    /// One workload's figures, in seconds per frame.
    struct Result: Codable, Equatable {
        /// The workload's name.
        var workload: String
        /// Group commands per frame.
        var groups: Int
        /// Frames measured.
        var frames: Int
        /// Drawing the display list and presenting.
        var render: BenchmarkReport.Percentiles
        /// The raw SDL loop: the cards' rectangles in one `SDL_RenderGeometry`, and present.
        var raw: BenchmarkReport.Percentiles
        /// Whether render p99 is under the scenes' frame-work target.
        var meetsSceneTarget: Bool { render.p99 < SceneBenchmark.frameWorkTarget }
    }

    /// Measures every workload on one headless host of `size` points.
    func run(size: CGSize, progress: (String) -> Void) throws -> [Result] {
        let host = try SDLHost(configuration: HostConfiguration(title: "playground --bench", size: size, isHeadless: true))
        host.renderer.tracksDamage = false  // the groups drawn in every frame, as the raw loop draws its cards
        let workloads: [(String, (Int) -> [DisplayList.Command])] = [
            ("rounded clips", { _ in Self.cards(size: size, columns: 4, rows: 10, mask: .rounded) }),
            ("masks", { _ in Self.cards(size: size, columns: 4, rows: 3, mask: .discAndBadge) }),
            ("3D flips", { frame in Self.cards(size: size, columns: 4, rows: 3, mask: .rounded, turn: Double(frame) * 0.05) }),
            ("all", { frame in
                Self.cards(size: size, columns: 4, rows: 10, mask: .rounded)
                    + Self.cards(size: size, columns: 2, rows: 2, mask: .discAndBadge)
                    + Self.cards(size: size, columns: 2, rows: 2, mask: .rounded, turn: Double(frame) * 0.05)
            }),
            ("clock wipe", { frame in [Self.clockWipe(size: size, progress: CGFloat(frame % 60) / 60)] }),
            ("wipe stroke", { frame in Self.clockWipe(size: size, progress: CGFloat(frame % 60) / 60).groupMask }),
        ]
        return workloads.map { name, make in
            let result = measure(name, make, size: size, host: host)
            progress(String(format: "  groups %@: render %.3f / %.3f ms, raw SDL %.3f / %.3f ms (p50 / p99), ratio %.2fx / %.2fx",
                            name.padding(toLength: 14, withPad: " ", startingAt: 0), result.render.p50 * 1000, result.render.p99 * 1000,
                            result.raw.p50 * 1000, result.raw.p99 * 1000,
                            result.render.p50 / max(result.raw.p50, 1e-9), result.render.p99 / max(result.raw.p99, 1e-9)))
            return result
        }
    }

    private func measure(_ name: String, _ make: (Int) -> [DisplayList.Command], size: CGSize, host: SDLHost) -> Result {
        var render: [Double] = [], raw: [Double] = []
        var groups = 0
        let start = Date()
        var frame = 0
        while frame < Self.warmUpFrames + 10 || (Date().timeIntervalSince(start) < Self.measuringTime && frame < Self.maximumFrames) {
            let commands = make(frame)
            groups = commands.count
            let rectangles = commands.map { BaselineRectangle(rect: $0.windowBounds, color: .systemBlue) }
            let t0 = host.uptime
            host.draw(DisplayList(size: size, clearColor: .black, commands: commands))
            host.present()
            let t1 = host.uptime
            host.drawBaseline(rectangles, clearColor: .black)
            host.present()
            let t2 = host.uptime
            _ = host.pollEvents()
            if frame >= Self.warmUpFrames { render.append(t1 - t0); raw.append(t2 - t1) }
            frame += 1
        }
        return Result(workload: name, groups: groups, frames: render.count, render: .init(render), raw: .init(raw))
    }

    /// A card covering the window, masked as `ClockWipeAnimator` masks the incoming view at
    /// `progress` (its mask's `strokeEnd`).
    static func clockWipe(size: CGSize, progress: CGFloat) -> DisplayList.Command {
        let bounds = CGRect(origin: .zero, size: size)
        var mask = DisplayList.Shape(elements: ClockWipeAnimator.makeMask(for: bounds).path?.displayListElements ?? [], fillColor: nil)
        mask.strokeColor = .black; mask.lineWidth = hypot(size.width, size.height) / 2; mask.strokeEnd = progress
        return DisplayList.Command(
            rect: bounds, content: .group(DisplayList.Group(
                commands: [.init(rect: bounds, fillColor: .systemOrange)], mask: [.init(rect: bounds, content: .shape(mask))])))
    }

    /// How the cards are masked.
    enum Mask { case rounded, discAndBadge }

    /// A grid of `columns` x `rows` cards filling the window's width, each a group; turned about
    /// its vertical axis by `turn` radians (plus a step per card) when given.
    static func cards(size: CGSize, columns: Int, rows: Int, mask: Mask, turn: Double? = nil) -> [DisplayList.Command] {
        let margin: CGFloat = 8
        let width = (size.width - margin * CGFloat(columns + 1)) / CGFloat(columns)
        let height = min(52, (size.height - margin * CGFloat(rows + 1)) / CGFloat(rows))
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        var commands: [DisplayList.Command] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let index = row * columns + column
                let origin = CGPoint(x: margin + CGFloat(column) * (width + margin), y: margin + CGFloat(row) * (height + margin))
                let contents: [DisplayList.Command] = [
                    .init(rect: bounds, fillColor: UIColor(hue: CGFloat(index % 12) / 12, saturation: 0.5, brightness: 0.9, alpha: 1)),
                    .init(rect: CGRect(x: 8, y: 8, width: height - 16, height: height - 16), fillColor: .white, cornerRadius: (height - 16) / 2),
                    .init(rect: CGRect(x: height, y: 10, width: width * 0.5, height: 10), fillColor: .darkGray, cornerRadius: 3),
                    .init(rect: CGRect(x: height, y: 28, width: width * 0.3, height: 8), fillColor: .gray, cornerRadius: 3),
                ]
                let maskCommands: [DisplayList.Command] = switch mask {
                case .rounded: [.init(rect: bounds, fillColor: .white, cornerRadius: 12)]
                case .discAndBadge:
                    [.init(rect: CGRect(x: (width - height) / 2, y: 0, width: height, height: height), fillColor: .white, cornerRadius: height / 2),
                     .init(rect: CGRect(x: width - 14, y: 0, width: 14, height: 14), fillColor: .white)]
                }
                var card = DisplayList.Command(
                    rect: bounds, transform: CGAffineTransform(translationX: origin.x, y: origin.y),
                    content: .group(DisplayList.Group(commands: contents, mask: maskCommands)))
                if let turn {
                    var perspective = CATransform3DIdentity
                    perspective.m34 = -1.0 / 500
                    let angle = CGFloat(sin(turn + Double(index) * 0.4)) * .pi / 3
                    card.place(CATransform3DConcat(
                        CATransform3DConcat(CATransform3DMakeTranslation(-width / 2, -height / 2, 0), CATransform3DMakeRotation(angle, 0, 1, 0)),
                        CATransform3DConcat(perspective, CATransform3DMakeTranslation(origin.x + width / 2, origin.y + height / 2, 0))))
                }
                commands.append(card)
            }
        }
        return commands
    }
}

extension BenchmarkReport {
    /// The groups part's lines for the table.
    var groupLines: [String] {
        guard !groups.isEmpty else { return [] }
        var lines = ["", "groups (display lists built by hand): render (draw + present) against a raw SDL loop of the same cards as",
                     "plain rectangles, ms p50 / p99; ratio = groups / raw at p50 and at p99; the scenes' target is p99 < 5 ms",
                     "workload        groups   render            raw SDL           ratio p50 / p99   p99 < 5 ms"]
        for result in groups {
            let render = String(format: "%.3f / %.3f", result.render.p50 * 1000, result.render.p99 * 1000)
            let raw = String(format: "%.3f / %.3f", result.raw.p50 * 1000, result.raw.p99 * 1000)
            let ratio = String(format: "%.2fx / %.2fx", result.render.p50 / max(result.raw.p50, 1e-9), result.render.p99 / max(result.raw.p99, 1e-9))
            lines.append(result.workload.padding(toLength: 16, withPad: " ", startingAt: 0)
                         + "\(result.groups)".padding(toLength: 9, withPad: " ", startingAt: 0)
                         + render.padding(toLength: 18, withPad: " ", startingAt: 0) + raw.padding(toLength: 18, withPad: " ", startingAt: 0)
                         + ratio.padding(toLength: 18, withPad: " ", startingAt: 0) + (result.meetsSceneTarget ? "met" : "MISSED"))
        }
        return lines
    }
}

extension DisplayList.Command {
    /// The mask commands of a group command (none for other content).
    fileprivate var groupMask: [DisplayList.Command] {
        if case .group(let group) = content { return group.mask ?? [] }
        return []
    }
}
