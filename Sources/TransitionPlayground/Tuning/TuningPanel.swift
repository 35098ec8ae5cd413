import Foundation
import TransitionKit

/// The tuning panel (T): one slider per tunable parameter of the scene's chosen animator, and a
/// "Copy as Swift" button, in the HUD's column under the HUD.
///
/// The overlay window never receives events; the app hit-tests the panel itself
/// (`slider(at:)`, `isCopyButton(at:)`) and drags the slider under the pointer
/// (`fraction(at:onSlider:)`), so a drag on the panel never reaches the scene.
@MainActor
final class TuningPanel: UIView {
    /// The panel's width in points (the HUD's).
    static let width: CGFloat = HUDPanel.width
    /// One slider row's height in points.
    static let rowHeight: CGFloat = 40
    /// The header's and the button's heights in points.
    static let headerHeight: CGFloat = 30, buttonHeight: CGFloat = 30
    /// The inset of the rows from the panel's edges.
    static let inset: CGFloat = 12
    /// The thumb's diameter.
    static let thumbSize: CGFloat = 14
    /// The button's text.
    static let copyTitle = "Copy as Swift"

    private let header = Palette.panelLabel(size: 13, bold: true)
    private let emptyLabel = Palette.panelLabel(size: 12, color: Palette.caption)
    private let copyButton = Palette.panelLabel(size: 12, bold: true)
    private var rows: [Row] = []
    /// The parameters shown, in row order.
    private(set) var parameters: [TunableParameter] = []
    private var animatorName = ""

    /// One slider: its caption ("duration  0.35 s"), track, filled part and thumb.
    @MainActor
    private struct Row {
        let caption = Palette.panelLabel(size: 12), track = UIView(), fill = UIView(), thumb = UIView()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.panel
        layer.cornerRadius = 12
        emptyLabel.text = "Nothing to tune in this animator"
        copyButton.text = Self.copyTitle
        copyButton.textAlignment = .center
        copyButton.backgroundColor = Palette.curve.withAlphaComponent(0.35)
        copyButton.layer.cornerRadius = 7
        for view in [header, emptyLabel, copyButton] { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The panel's height for the parameters shown.
    var preferredHeight: CGFloat {
        Self.headerHeight + CGFloat(max(rows.count, 1)) * Self.rowHeight + Self.buttonHeight + Self.inset
    }

    /// Shows `parameters` of the animator `name`; rebuilds the rows only when the names changed.
    func show(_ parameters: [TunableParameter], animatorName name: String) {
        if parameters.map(\.name) != self.parameters.map(\.name) {
            rows.forEach { row in [row.caption, row.track, row.fill, row.thumb].forEach { $0.removeFromSuperview() } }
            rows = parameters.map { _ in makeRow() }
            setNeedsLayout()
        }
        if name != animatorName {
            animatorName = name
            header.text = "Tune · \(name)"
        }
        if parameters != self.parameters {
            self.parameters = parameters
            setNeedsLayout()
        }
        emptyLabel.isHidden = !parameters.isEmpty
        copyButton.isHidden = parameters.isEmpty
    }

    private func makeRow() -> Row {
        let row = Row()
        row.track.backgroundColor = Palette.plotGuide
        row.track.layer.cornerRadius = 2
        row.fill.backgroundColor = Palette.curve
        row.fill.layer.cornerRadius = 2
        row.thumb.backgroundColor = Palette.curveDot
        row.thumb.layer.cornerRadius = Self.thumbSize / 2
        for view in [row.caption, row.track, row.fill, row.thumb] { addSubview(view) }
        return row
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inner = bounds.width - 2 * Self.inset
        header.frame = CGRect(x: Self.inset, y: 6, width: inner, height: Self.headerHeight - 8)
        emptyLabel.frame = CGRect(x: Self.inset, y: Self.headerHeight, width: inner, height: Self.rowHeight - 10)
        for (index, row) in rows.enumerated() where parameters.indices.contains(index) {
            let parameter = parameters[index], track = trackFrame(ofSlider: index)
            row.caption.text = "\(parameter.name)  \(parameter.formattedValue)\(parameter.unit.isEmpty ? "" : " \(parameter.unit)")"
            row.caption.frame = CGRect(x: Self.inset, y: track.minY - 20, width: inner, height: 16)
            row.track.frame = track
            row.fill.frame = CGRect(x: track.minX, y: track.minY, width: track.width * parameter.fraction, height: track.height)
            row.thumb.frame = CGRect(
                x: track.minX + track.width * parameter.fraction - Self.thumbSize / 2, y: track.midY - Self.thumbSize / 2,
                width: Self.thumbSize, height: Self.thumbSize)
        }
        copyButton.frame = copyButtonFrame
    }

    /// The track of slider `index`, in the panel's coordinates.
    func trackFrame(ofSlider index: Int) -> CGRect {
        let top = Self.headerHeight + CGFloat(index) * Self.rowHeight
        return CGRect(x: Self.inset + Self.thumbSize / 2, y: top + 26, width: bounds.width - 2 * Self.inset - Self.thumbSize, height: 4)
    }

    /// The "Copy as Swift" button, in the panel's coordinates.
    var copyButtonFrame: CGRect {
        CGRect(x: Self.inset, y: Self.headerHeight + CGFloat(max(rows.count, 1)) * Self.rowHeight + 2,
               width: bounds.width - 2 * Self.inset, height: Self.buttonHeight - 6)
    }

    /// The slider whose row contains `point` (panel coordinates), if any.
    func slider(at point: CGPoint) -> Int? {
        guard point.x >= 0, point.x <= bounds.width else { return nil }
        let index = Int(((point.y - Self.headerHeight) / Self.rowHeight).rounded(.down))
        return parameters.indices.contains(index) && point.y >= Self.headerHeight ? index : nil
    }

    /// Whether `point` (panel coordinates) is on the "Copy as Swift" button.
    func isCopyButton(at point: CGPoint) -> Bool { !copyButton.isHidden && copyButtonFrame.insetBy(dx: 0, dy: -3).contains(point) }

    /// Where `point` (panel coordinates) lies along slider `index`'s track: 0 at its left end, 1 at its right.
    func fraction(at point: CGPoint, onSlider index: Int) -> Double {
        let track = trackFrame(ofSlider: index)
        return track.width > 0 ? Double(min(max((point.x - track.minX) / track.width, 0), 1)) : 0
    }
}
