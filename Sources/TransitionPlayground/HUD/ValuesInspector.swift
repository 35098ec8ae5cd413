import Foundation
import TransitionKit

/// What the values inspector shows about one view at one paused moment.
struct InspectedValues: Equatable {
    /// "UILabel" and, when set, its tag.
    var title: String
    /// The model layer's frame, alpha, transform and corner radius, one line.
    var model: String
    /// The presentation layer's (what is drawn now), one line.
    var presentation: String
    /// The animations acting on the view's layer now.
    var animations: [LayerAnimationSummary]

    /// The values of `view` now.
    @MainActor
    init(of view: UIView) {
        title = "\(type(of: view))" + (view.tag != 0 ? " · tag \(view.tag)" : "")
        model = Self.line(view.layer)
        presentation = Self.line(view.layer.presentation() ?? view.layer)
        animations = view.layer.animationSummaries()
    }

    /// "frame 10, 20, 300 × 200 · alpha 1 · corner 12 · identity".
    @MainActor
    static func line(_ layer: CALayer) -> String {
        func n(_ value: CGFloat) -> String { TunableParameter.format((Double(value) * 10).rounded() / 10) }
        let frame = layer.frame, transform = layer.affineTransform()
        let transformText = transform.isIdentity
            ? "identity"
            : "[\(n(transform.a)) \(n(transform.b)) \(n(transform.c)) \(n(transform.d)) \(n(transform.tx)) \(n(transform.ty))]"
        return "frame \(n(frame.minX)), \(n(frame.minY)), \(n(frame.width)) × \(n(frame.height)) · alpha \(TunableParameter.format((Double(layer.opacity) * 100).rounded() / 100))"
            + " · corner \(n(layer.cornerRadius)) · \(transformText)"
    }
}

/// The values inspector: while time is paused, a click on a view shows its model and
/// presentation values and the animations acting on it, with the first one's curve.
@MainActor
final class ValuesInspector: UIView {
    /// The panel's width in points.
    static let width: CGFloat = Sidebar.panelWidth
    private static let lineHeight: CGFloat = 18

    private let titleLabel = Palette.panelLabel(size: 14, bold: true)
    private var lines: [UILabel] = []
    private let plot = CurvePlotView()
    /// What is shown.
    private(set) var values: InspectedValues?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.helpPanel
        layer.cornerRadius = 12
        addSubview(titleLabel)
        addSubview(plot)
    }

    required init?(coder: NSCoder) { return nil }

    /// The texts of the lines under the title, top to bottom.
    var lineTexts: [String] { lines.compactMap(\.text) }

    /// Shows `values`; returns the panel's height.
    @discardableResult
    func show(_ values: InspectedValues) -> CGFloat {
        self.values = values
        titleLabel.text = values.title
        var texts = ["model         " + values.model, "presentation  " + values.presentation]
        if values.animations.isEmpty { texts.append("no animation acts on it now") }
        for animation in values.animations {
            texts.append("\(animation.keyPath) · \(animation.curveDescription) · "
                + "\(TunableParameter.format(animation.duration)) s · \(Int((animation.progress * 100).rounded())) %")
        }
        lines.forEach { $0.removeFromSuperview() }
        lines = texts.map { text in
            let label = Palette.panelLabel(size: 12)
            label.text = text
            addSubview(label)
            return label
        }
        titleLabel.frame = CGRect(x: 12, y: 8, width: Self.width - 24, height: 20)
        for (index, label) in lines.enumerated() {
            label.frame = CGRect(x: 12, y: 32 + CGFloat(index) * Self.lineHeight, width: Self.width - 24, height: Self.lineHeight)
        }
        var height = 32 + CGFloat(lines.count) * Self.lineHeight + 8
        if let first = values.animations.first {
            plot.isHidden = false
            plot.frame = CGRect(x: 12, y: height, width: Self.width - 24, height: 70)
            plot.show(
                TimingCurve(label: first.curveDescription, duration: first.duration, samples: first.curveSamples),
                at: Self.time(ofProgress: first.progress, on: first.curveSamples, duration: first.duration))
            height += 78
        } else {
            plot.isHidden = true
        }
        return height
    }

    /// The first time at which `samples` reach `progress` (the dot's place on the plot).
    static func time(ofProgress progress: Double, on samples: [Double], duration: Double) -> TimeInterval {
        guard samples.count > 1 else { return 0 }
        let index = samples.firstIndex { $0 >= progress - 1e-9 } ?? samples.count - 1
        return duration * Double(index) / Double(samples.count - 1)
    }
}
