import Foundation
import TransitionKit

/// The help overlay (H): every tool's keys (docs/DESIGN.md, "The playground"), and the current scene's animators (keys 1-9) and
/// mouse gestures (`Scene.gestures`), in a centred panel over a dimmed window. The two sections
/// stand side by side when the window is wide enough, else one above the other.
@MainActor
final class HelpPanel: UIView {
    /// What the scene's section shows.
    struct SceneHelp: Equatable {
        /// The scene's name and headline.
        var name: String, title: String
        /// The animators, in key order, and the one chosen.
        var animatorNames: [String], animatorIndex: Int
        /// The scene's gestures.
        var gestures: [SceneGesture]

        /// The help for `scene` as it is now.
        @MainActor
        init(_ scene: any Scene) {
            name = scene.name
            title = scene.title
            animatorNames = scene.animatorNames
            animatorIndex = scene.animatorIndex
            gestures = scene.gestures
        }
    }

    /// The keys section's headline.
    static let titleText = "Keys"
    /// The line under the sections.
    static let footerText = "H closes this help"
    /// The heading above the scene's animators.
    static let animatorsHeading = "animators"
    /// The heading above the scene's gestures.
    static let gesturesHeading = "gestures"
    /// A section's width in points: the keys column, a gap, the action column.
    static let sectionWidth: CGFloat = 540
    /// The keys column's width in points.
    static let keysWidth: CGFloat = 140
    /// The height of one row in points.
    static let rowHeight: CGFloat = 22
    private static let margin: CGFloat = 24, headlineHeight: CGFloat = 40, footerHeight: CGFloat = 40

    /// One line of a section: a heading (keys empty) or keys and what they do.
    private struct Row {
        let keys: UILabel, action: UILabel
    }

    private let dimming = UIView()
    private let panel = UIView()
    private let footerLabel = UILabel()
    private let keysTitle = UILabel()
    private var keyRows: [Row] = []
    private let sceneTitle = UILabel()
    private var sceneRows: [Row] = []
    /// The scene help shown (set by `show(_:)`).
    private(set) var sceneHelp: SceneHelp?

    /// A help panel listing `bindings` in its keys section.
    init(bindings: [KeyBinding]) {
        super.init(frame: .zero)
        dimming.backgroundColor = Palette.dimming
        panel.backgroundColor = Palette.helpPanel
        panel.layer.cornerRadius = 16
        addSubview(dimming)
        addSubview(panel)
        for title in [keysTitle, sceneTitle] {
            title.font = .boldSystemFont(ofSize: 20)
            title.textColor = Palette.title
            panel.addSubview(title)
        }
        keysTitle.text = Self.titleText
        footerLabel.text = Self.footerText
        footerLabel.font = .systemFont(ofSize: 13)
        footerLabel.textColor = Palette.caption
        footerLabel.textAlignment = .center
        panel.addSubview(footerLabel)
        keyRows = bindings.map { binding in
            makeRow(keys: binding.keys, action: binding.summary, keysColor: Palette.curveDot, actionColor: Palette.title)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `help` in the scene's section (rebuilt only when it changed).
    func show(_ help: SceneHelp) {
        guard help != sceneHelp else { return }
        sceneHelp = help
        for row in sceneRows { row.keys.removeFromSuperview(); row.action.removeFromSuperview() }
        sceneRows = []
        sceneTitle.text = "\(help.name): \(help.title)"
        if !help.animatorNames.isEmpty {
            sceneRows.append(makeHeading(Self.animatorsHeading))
            for (index, name) in help.animatorNames.enumerated() {
                let chosen = index == help.animatorIndex
                let row = makeRow(keys: "\(index + 1)", action: name, keysColor: chosen ? Palette.curveDot : Palette.caption,
                                  actionColor: chosen ? Palette.title : Palette.caption)
                row.action.font = chosen ? .boldSystemFont(ofSize: 14) : .systemFont(ofSize: 14)
                sceneRows.append(row)
            }
        }
        if !help.gestures.isEmpty {
            sceneRows.append(makeHeading(Self.gesturesHeading))
            sceneRows += help.gestures.map { makeRow(keys: $0.input, action: $0.action, keysColor: Palette.curveDot, actionColor: Palette.title) }
        }
        setNeedsLayout()
    }

    private func makeRow(keys text: String, action actionText: String, keysColor: UIColor, actionColor: UIColor) -> Row {
        let keys = UILabel(), action = UILabel()
        keys.text = text
        keys.font = .boldSystemFont(ofSize: 14)
        keys.textAlignment = .right
        keys.textColor = keysColor
        action.text = actionText
        action.font = .systemFont(ofSize: 14)
        action.textColor = actionColor
        panel.addSubview(keys)
        panel.addSubview(action)
        return Row(keys: keys, action: action)
    }

    private func makeHeading(_ text: String) -> Row {
        let row = makeRow(keys: "", action: text, keysColor: Palette.caption, actionColor: Palette.caption)
        row.action.font = .systemFont(ofSize: 13)
        return row
    }

    /// Whether the window is wide enough for the two sections side by side.
    private var isSideBySide: Bool { bounds.width >= 2 * Self.sectionWidth + 3 * Self.margin }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        let keysHeight = Self.headlineHeight + CGFloat(keyRows.count) * Self.rowHeight
        let sceneHeight = sceneRows.isEmpty ? 0 : Self.headlineHeight + CGFloat(sceneRows.count) * Self.rowHeight
        let sideBySide = isSideBySide
        let width = (sideBySide ? 2 * Self.sectionWidth + Self.margin : Self.sectionWidth) + 2 * Self.margin
        let contentHeight = sideBySide ? max(keysHeight, sceneHeight) : keysHeight + (sceneHeight > 0 ? Self.margin + sceneHeight : 0)
        let height = Self.margin + contentHeight + Self.footerHeight
        panel.frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: max(8, ((bounds.height - height) / 2).rounded()),
            width: width, height: height)
        layOut(title: keysTitle, rows: keyRows, at: CGPoint(x: Self.margin, y: Self.margin))
        let sceneOrigin = sideBySide
            ? CGPoint(x: 2 * Self.margin + Self.sectionWidth, y: Self.margin)
            : CGPoint(x: Self.margin, y: Self.margin + keysHeight + Self.margin)
        sceneTitle.isHidden = sceneRows.isEmpty
        layOut(title: sceneTitle, rows: sceneRows, at: sceneOrigin)
        footerLabel.frame = CGRect(x: 0, y: height - Self.footerHeight + 6, width: width, height: 20)
    }

    private func layOut(title: UILabel, rows: [Row], at origin: CGPoint) {
        title.frame = CGRect(x: origin.x, y: origin.y, width: Self.sectionWidth, height: 28)
        for (index, row) in rows.enumerated() {
            let y = origin.y + Self.headlineHeight + CGFloat(index) * Self.rowHeight
            row.keys.frame = CGRect(x: origin.x, y: y, width: Self.keysWidth, height: Self.rowHeight)
            row.action.frame = CGRect(
                x: origin.x + Self.keysWidth + 14, y: y, width: Self.sectionWidth - Self.keysWidth - 14, height: Self.rowHeight)
        }
    }
}
