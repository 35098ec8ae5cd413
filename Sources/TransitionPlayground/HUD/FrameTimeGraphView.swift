import Foundation
import TransitionKit
import TransitionKitSDL

/// The debug overlay's frame-time graph: one bar per recent frame, model time (bottom) and
/// render time (on top) stacked, with a line at 16.7 ms (one 60 Hz frame).
@MainActor
final class FrameTimeGraphView: UIView {
    /// The time at the top of the graph, in seconds (two 60 Hz frames).
    static let fullScale: Double = 2.0 / 60
    /// The budget line's time, in seconds.
    static let budget: Double = 1.0 / 60
    /// The model part's colour.
    static let modelColor = UIColor(rgb: 0x64D2FF)
    /// The render part's colour.
    static let renderColor = UIColor(rgb: 0xBF5AF2)
    /// The budget line's colour.
    static let budgetColor = UIColor(rgb: 0xFF453A)

    private var modelBars: [UIView] = []
    private var renderBars: [UIView] = []
    /// The 16.7 ms line.
    let budgetLine = UIView()
    /// The samples shown, oldest first.
    private(set) var samples: [FrameStatistics.Sample] = []

    /// A graph of `bars` frames.
    init(bars: Int) {
        super.init(frame: .zero)
        backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 0.06)
        for _ in 0..<bars {
            let model = UIView(), render = UIView()
            model.backgroundColor = Self.modelColor
            render.backgroundColor = Self.renderColor
            addSubview(model)
            addSubview(render)
            modelBars.append(model)
            renderBars.append(render)
        }
        budgetLine.backgroundColor = Self.budgetColor
        addSubview(budgetLine)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `samples` (the newest on the right).
    func show(_ samples: [FrameStatistics.Sample]) {
        self.samples = Array(samples.suffix(modelBars.count))
        setNeedsLayout()
    }

    /// The height in points of `seconds` of frame time (clamped to the graph).
    func height(of seconds: Double) -> CGFloat {
        CGFloat(min(max(seconds / Self.fullScale, 0), 1)) * bounds.height
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(modelBars.count, 1))
        let offset = modelBars.count - samples.count
        for index in modelBars.indices {
            let x = CGFloat(index) * width
            guard index >= offset else {
                modelBars[index].frame = CGRect(x: x, y: bounds.height, width: 0, height: 0)
                renderBars[index].frame = modelBars[index].frame
                continue
            }
            let sample = samples[index - offset]
            let model = height(of: sample.modelTime)
            let total = height(of: sample.modelTime + sample.renderTime)
            modelBars[index].frame = CGRect(x: x, y: bounds.height - model, width: max(width - 1, 1), height: model)
            renderBars[index].frame = CGRect(x: x, y: bounds.height - total, width: max(width - 1, 1), height: total - model)
        }
        budgetLine.frame = CGRect(x: 0, y: bounds.height - height(of: Self.budget), width: bounds.width, height: 1)
    }
}
