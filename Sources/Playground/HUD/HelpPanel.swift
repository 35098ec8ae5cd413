import Foundation
import TransitionKit

/// The help overlay (H): the key map of SPEC §4 in a centred panel over a dimmed window.
/// Keys not available yet are listed in grey, marked "(coming)".
@MainActor
final class HelpPanel: UIView {
    /// The panel's headline.
    static let titleText = "Keys"
    /// The line under the rows.
    static let footerText = "H closes this help"
    /// The size of the panel in points.
    static let panelSize = CGSize(width: 560, height: 96 + CGFloat(KeyMap.bindings.count) * 24)

    private let dimming = UIView()
    private let panel = UIView()
    private let titleLabel = UILabel()
    private let footerLabel = UILabel()
    private var rows: [(keys: UILabel, action: UILabel)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimming.backgroundColor = Palette.dimming
        panel.backgroundColor = Palette.helpPanel
        panel.layer.cornerRadius = 16
        addSubview(dimming)
        addSubview(panel)
        titleLabel.text = Self.titleText
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textColor = Palette.title
        footerLabel.text = Self.footerText
        footerLabel.font = .systemFont(ofSize: 13)
        footerLabel.textColor = Palette.caption
        footerLabel.textAlignment = .center
        panel.addSubview(titleLabel)
        panel.addSubview(footerLabel)
        for binding in KeyMap.bindings {
            let keys = UILabel(), action = UILabel()
            keys.text = binding.keys
            keys.font = .boldSystemFont(ofSize: 15)
            keys.textAlignment = .right
            action.text = binding.action + KeyMap.status(of: binding)
            action.font = .systemFont(ofSize: 15)
            keys.textColor = binding.isAvailable ? Palette.curveDot : Palette.coming
            action.textColor = binding.isAvailable ? Palette.title : Palette.coming
            panel.addSubview(keys)
            panel.addSubview(action)
            rows.append((keys, action))
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        dimming.frame = bounds
        let size = Self.panelSize
        panel.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: max(8, ((bounds.height - size.height) / 2).rounded()),
            width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 28, y: 18, width: size.width - 56, height: 28)
        for (index, row) in rows.enumerated() {
            let y = 58 + CGFloat(index) * 24
            row.keys.frame = CGRect(x: 20, y: y, width: 150, height: 22)
            row.action.frame = CGRect(x: 188, y: y, width: size.width - 208, height: 22)
        }
        footerLabel.frame = CGRect(x: 0, y: size.height - 34, width: size.width, height: 20)
    }
}
