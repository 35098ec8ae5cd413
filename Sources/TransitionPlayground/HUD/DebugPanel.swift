import Foundation
import TransitionKit
import TransitionKitSDL

/// What the debug panel shows; the app builds one per frame while D is on.
struct DebugSnapshot {
    /// The running transition, or nil.
    var transition: UIWindow.TransitionState?
    /// The last callbacks and diagnostics, oldest first.
    var log: [CallbackLog.Entry]
    /// The recent frames' timings, oldest first.
    var frameSamples: [FrameStatistics.Sample]
    /// Whether `,` holds the transition.
    var isHoldingTransition: Bool
    /// The explicit layer animations running now, one line each (`layerAnimationLines`).
    var layerAnimations: [String] = []
}

/// The debug overlay's panel (D), on the right: the transition state (kind, phase,
/// percentComplete, isInteractive, isCancelled, completion velocity, animator, queue), the
/// explicit layer animations (key paths and progress), the frame-time graph, and the live log
/// of the last callbacks and diagnostics.
@MainActor
final class DebugPanel: UIView {
    /// The panel's width in points.
    static let width: CGFloat = Sidebar.panelWidth
    /// The number of frames the graph shows.
    static let graphFrames = 90
    /// The headline.
    static let titleText = "Debug"
    /// The transition lines when none runs.
    static let idleText = "transition: none"
    private static let lineHeight: CGFloat = 17

    private let titleLabel = UILabel()
    /// The transition state, one label per line.
    let stateLabels: [UILabel] = (0..<4).map { _ in UILabel() }
    /// The explicit layer animations, one label per line.
    let layerAnimationLabels: [UILabel] = (0..<DebugPanel.layerAnimationLineCount).map { _ in UILabel() }
    /// The most layer-animation lines shown (the last says how many more run).
    static let layerAnimationLineCount = 3
    /// The frame-time caption.
    let graphLabel = UILabel()
    /// The graph.
    let graph = FrameTimeGraphView(bars: DebugPanel.graphFrames)
    private let logTitle = UILabel()
    /// The log, one label per entry (oldest at the top).
    let logLabels: [UILabel] = (0..<CallbackLog.capacity).map { _ in UILabel() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true   // long callback names end at the panel's edge
        backgroundColor = Palette.helpPanel
        layer.cornerRadius = 12
        titleLabel.text = Self.titleText
        titleLabel.font = .boldSystemFont(ofSize: 15)
        titleLabel.textColor = Palette.title
        logTitle.text = "callbacks (newest last)"
        for label in [graphLabel, logTitle] {
            label.font = .systemFont(ofSize: 11)
            label.textColor = Palette.caption
        }
        for label in stateLabels + logLabels + layerAnimationLabels {
            label.font = .systemFont(ofSize: 12)
            label.textColor = Palette.title
        }
        for view in [titleLabel, graphLabel, graph, logTitle] + stateLabels + layerAnimationLabels + logLabels { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The panel's height.
    static var preferredHeight: CGFloat { 36 + CGFloat(4 + layerAnimationLineCount) * lineHeight + 10 + 16 + 64 + 12 + 16 + CGFloat(CallbackLog.capacity) * lineHeight + 12 }

    /// The transition state as lines of text.
    static func stateLines(_ state: UIWindow.TransitionState?, holding: Bool) -> [String] {
        guard let state else { return [idleText, "", "", ""] }
        return [
            "transition: \(state.kind.rawValue) · \(state.phase.rawValue) · \(String(format: "%.1f", Double(state.percentComplete) * 100)) %",
            "isInteractive \(state.isInteractive) · isCancelled \(state.isCancelled) · velocity \(String(format: "%.2f", Double(state.completionVelocity)))",
            "animator \(state.animator) · \(String(format: "%.2f", state.duration)) s",
            "queued \(state.queuedRequests)" + (holding ? " · held by `,` (Space runs it on)" : ""),
        ]
    }

    /// The lines for explicit layer animations: "layer · key path · class · 42 %", at most
    /// `layerAnimationLineCount` (the last one counting the rest); one line when none runs.
    static func layerAnimationLines(_ animations: [(layer: String, summary: LayerAnimationSummary)]) -> [String] {
        guard !animations.isEmpty else { return ["layer animations: none"] }
        let lines = animations.map { item in
            "\(item.layer) · \(item.summary.keyPath) · \(item.summary.explicitClass ?? "") · "
                + "\(Int((item.summary.progress * 100).rounded())) %"
        }
        guard lines.count > layerAnimationLineCount else { return lines }
        return Array(lines.prefix(layerAnimationLineCount - 1)) + ["… and \(lines.count - layerAnimationLineCount + 1) more"]
    }

    /// The graph's caption: the last frame's model and render times.
    static func graphText(_ samples: [FrameStatistics.Sample]) -> String {
        guard let last = samples.last else { return "frame time: none yet · red line: 16.7 ms" }
        let worst = samples.map { $0.modelTime + $0.renderTime }.max() ?? 0
        return String(format: "%.1f ms = model %.1f + render %.1f · worst %.1f · red: 16.7",
                      (last.modelTime + last.renderTime) * 1000, last.modelTime * 1000, last.renderTime * 1000, worst * 1000)
    }

    /// Shows `snapshot`; labels change only when their text does.
    func show(_ snapshot: DebugSnapshot) {
        for (label, text) in zip(stateLabels, Self.stateLines(snapshot.transition, holding: snapshot.isHoldingTransition)) {
            set(label, text)
        }
        for (index, label) in layerAnimationLabels.enumerated() {
            set(label, index < snapshot.layerAnimations.count ? Self.fitted(snapshot.layerAnimations[index]) : "")
        }
        set(graphLabel, Self.graphText(snapshot.frameSamples))
        graph.show(snapshot.frameSamples)
        let entries = snapshot.log.suffix(logLabels.count)
        for (index, label) in logLabels.enumerated() {
            let entry = index < entries.count ? entries[entries.startIndex + index] : nil
            set(label, entry.map { Self.fitted(String(format: "%7.3f  ", $0.time) + $0.text) } ?? "")
            let color = entry?.isDiagnostic == true ? DebugOutlines.depthColors[1] : Palette.title
            if label.textColor != color { label.textColor = color }
        }
    }

    /// The most characters a log line shows (the label's width over the font's average advance).
    static let logLineLimit = 50

    /// `text`, shortened with an ellipsis when it would run past the panel.
    static func fitted(_ text: String) -> String {
        text.count <= logLineLimit ? text : String(text.prefix(logLineLimit - 1)) + "…"
    }

    private func set(_ label: UILabel, _ text: String) {
        if label.text != text { label.text = text }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding: CGFloat = 12, width = bounds.width - 2 * padding
        titleLabel.frame = CGRect(x: padding, y: 10, width: width, height: 20)
        var y: CGFloat = 36
        for label in stateLabels {
            label.frame = CGRect(x: padding, y: y, width: width, height: Self.lineHeight)
            y += Self.lineHeight
        }
        for label in layerAnimationLabels {
            label.frame = CGRect(x: padding, y: y, width: width, height: Self.lineHeight)
            y += Self.lineHeight
        }
        y += 10
        graphLabel.frame = CGRect(x: padding, y: y, width: width, height: 14)
        y += 16
        graph.frame = CGRect(x: padding, y: y, width: width, height: 64)
        y += 64 + 12
        logTitle.frame = CGRect(x: padding, y: y, width: width, height: 14)
        y += 16
        for label in logLabels {
            label.frame = CGRect(x: padding, y: y, width: width, height: Self.lineHeight)
            y += Self.lineHeight
        }
    }
}
