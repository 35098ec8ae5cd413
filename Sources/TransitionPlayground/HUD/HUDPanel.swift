import Foundation
import TransitionKit

/// What the HUD shows; the app builds one per frame.
struct HUDState: Equatable {
    /// The scene's name.
    var sceneName: String
    /// The chosen animator's name ("-" for none).
    var animatorName: String
    /// The chosen animator's key (1-based), 0 when the scene has none.
    var animatorNumber: Int
    /// How many animators the scene has.
    var animatorCount: Int
    /// The frame rate to show; nil while the loop rests or has just woken ("idle").
    var framesPerSecond: Double?
    /// Whether animation time is paused.
    var isPaused: Bool
    /// Whether slow animations are on.
    var isSlow: Bool
    /// The curve to plot and the current animation's time on it; nil hides the plot.
    var timing: SceneTiming?
    /// The scene's "NN % · release: …" hint while a gesture drives a transition (the overlay shows it).
    var interactionHint: String? = nil
}

/// The HUD: a panel at the top of the sidebar with the scene, the animator, the frame rate with
/// "SLOW" / "PAUSED" badges beside it, and the animator's timing curve with a moving dot.
@MainActor
final class HUDPanel: UIView {
    /// The panel's width in points: the sidebar's panel width.
    static let width: CGFloat = Sidebar.panelWidth
    /// The panel's height with the timing curve, in points.
    static let heightWithCurve: CGFloat = 190
    /// The badges' texts.
    static let pausedText = "PAUSED", slowText = "SLOW"

    let sceneLabel = UILabel()
    let animatorLabel = UILabel()
    let fpsLabel = UILabel()
    let pausedBadge = HUDPanel.makeBadge(HUDPanel.pausedText, color: Palette.pausedBadge)
    let slowBadge = HUDPanel.makeBadge(HUDPanel.slowText, color: Palette.slowBadge)
    let plot = CurvePlotView()
    let curveLabel = UILabel()
    private(set) var state: HUDState?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.panel
        layer.cornerRadius = 12
        sceneLabel.font = .boldSystemFont(ofSize: 15)
        for label in [animatorLabel, fpsLabel] { label.font = .systemFont(ofSize: 13) }
        curveLabel.font = .systemFont(ofSize: 11)
        for label in [sceneLabel, animatorLabel, fpsLabel] { label.textColor = Palette.title }
        curveLabel.textColor = Palette.caption
        for view in [sceneLabel, animatorLabel, fpsLabel, pausedBadge, slowBadge, plot, curveLabel] { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    private static func makeBadge(_ text: String, color: UIColor) -> UILabel {
        let badge = UILabel()
        badge.text = text
        badge.font = .boldSystemFont(ofSize: 11)
        badge.textColor = Palette.badgeText
        badge.textAlignment = .center
        badge.backgroundColor = color
        badge.layer.cornerRadius = 5
        badge.isHidden = true
        return badge
    }

    /// The frame-rate line: "60 fps", or "idle" (nil) when the loop rested in the last second.
    static func fpsText(_ framesPerSecond: Double?) -> String {
        guard let framesPerSecond else { return "idle" }
        return "\(Int(framesPerSecond.isFinite ? framesPerSecond.rounded() : 0)) fps"
    }

    /// The animator line: "2/5  critically damped", or "no animators".
    static func animatorText(_ state: HUDState) -> String {
        state.animatorCount == 0 ? "no animators" : "\(state.animatorNumber)/\(state.animatorCount)  \(state.animatorName)"
    }

    /// Shows `state`; labels change only when their text does.
    func show(_ state: HUDState) {
        defer { self.state = state }
        if let timing = state.timing {
            plot.show(timing.curve, at: timing.elapsed ?? 0)
        }
        guard self.state == nil || state.withoutTiming != self.state?.withoutTiming
            || state.timing?.curve != self.state?.timing?.curve else { return }
        set(sceneLabel, state.sceneName)
        set(animatorLabel, wrapped(Self.animatorText(state), in: animatorLabel))
        set(fpsLabel, Self.fpsText(state.framesPerSecond))
        set(curveLabel, wrapped(state.timing.map { "\($0.curve.label) · \(String(format: "%.2f", $0.curve.duration)) s" } ?? "", in: curveLabel))
        pausedBadge.isHidden = !state.isPaused
        slowBadge.isHidden = !state.isSlow
        plot.isHidden = state.timing == nil
        curveLabel.isHidden = state.timing == nil
        setNeedsLayout()
    }

    private func set(_ label: UILabel, _ text: String) {
        if label.text != text { label.text = text }
        label.numberOfLines = max(text.components(separatedBy: "\n").count, 1)
    }

    /// The width of the panel's text column.
    private static let textWidth = width - 2 * padding
    private static let padding: CGFloat = 12

    /// `text` broken before the word that would run past the text column (by the model's
    /// estimate of its width, which is wider than the font draws; bracketed groups and short
    /// words stay with their neighbours), on at most two lines; a second line that is still too
    /// long ends in "…" when drawn.
    private func wrapped(_ text: String, in label: UILabel) -> String {
        let probe = UILabel()
        probe.font = label.font
        func fits(_ line: String) -> Bool {
            probe.text = line
            return probe.intrinsicContentSize.width <= Self.textWidth
        }
        guard !fits(text) else { return text }
        // Words, with a bracketed group such as "(seed 001)" kept as one, and a word of one or
        // two characters ("s", "·", "+") kept with the word before it.
        var words: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if let last = words.last, (last.contains("(") && !last.contains(")")) || word.count <= 2 {
                words[words.count - 1] = last + " " + word
            } else {
                words.append(word)
            }
        }
        var count = words.count - 1
        while count > 1, !fits(words.prefix(count).joined(separator: " ")) { count -= 1 }
        let first = words.prefix(count).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let rest = words.dropFirst(count).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return first.isEmpty || rest.isEmpty ? text : first + "\n" + rest
    }

    /// The extra height the animator and curve lines take when they wrap onto a second line.
    private var animatorExtra: CGFloat { CGFloat(animatorLabel.numberOfLines - 1) * animatorLabel.font.lineHeight }
    private var curveExtra: CGFloat { CGFloat(curveLabel.numberOfLines - 1) * curveLabel.font.lineHeight }

    /// The panel's height for what it shows (with the plot it keeps `heightWithCurve`: the
    /// plot gives up the room that wrapped lines take).
    var preferredHeight: CGFloat { plot.isHidden ? 78 + animatorExtra : Self.heightWithCurve }

    override func layoutSubviews() {
        super.layoutSubviews()
        let padding = Self.padding, width = bounds.width - 2 * padding
        sceneLabel.frame = CGRect(x: padding, y: 10, width: width, height: 20)
        animatorLabel.frame = CGRect(x: padding, y: 33, width: width, height: 18 + animatorExtra)
        // The badges sit at the right of the frame-rate line, which ends where they begin.
        let fpsTop = animatorLabel.frame.maxY + 1
        var right = bounds.width - padding
        for badge in [pausedBadge, slowBadge] where !badge.isHidden {
            let badgeWidth = badge.font.estimatedWidthForBadge(badge.text ?? "") + 12
            badge.frame = CGRect(x: right - badgeWidth, y: fpsTop, width: badgeWidth, height: 18)
            right -= badgeWidth + 6
        }
        fpsLabel.frame = CGRect(x: padding, y: fpsTop, width: right - padding, height: 18)
        let curveTop = 164 - curveExtra
        let plotTop = fpsLabel.frame.maxY + 8
        plot.frame = CGRect(x: padding, y: plotTop, width: width, height: max(curveTop - 4 - plotTop, 0))
        curveLabel.frame = CGRect(x: padding, y: curveTop, width: width, height: 16 + curveExtra)
    }
}

extension HUDState {
    /// The state without the timing's moving part (what the labels show).
    fileprivate var withoutTiming: HUDState {
        var copy = self
        copy.timing = nil
        return copy
    }
}

extension UIFont {
    /// An estimate of a short upper-case badge's width (the model has no rasteriser).
    fileprivate func estimatedWidthForBadge(_ text: String) -> CGFloat {
        CGFloat(text.count) * pointSize * 0.72
    }
}
