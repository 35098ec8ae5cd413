import Foundation

/// The view a cell, header or footer draws its `UIBackgroundConfiguration` with: a fill inset
/// by `backgroundInsets` (plus the host's layout margins on the chosen edges), with the
/// configuration's corners, its custom view, image and blur inside, and its stroke around.
@MainActor
final class BackgroundConfigurationView: UIView {
    /// The configuration drawn.
    private(set) var configuration: UIBackgroundConfiguration
    /// The corners rounded by `cornerRadius` (all; an inset-grouped list rounds only its
    /// section's outer corners).
    var roundedCorners: CACornerMask = .all { didSet { if roundedCorners != oldValue { apply() } } }
    private let fill = UIView(frame: .zero)
    private let stroke = UIView(frame: .zero)
    private var imageView: UIImageView?
    private var effectView: UIVisualEffectView?
    private weak var shownCustomView: UIView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        fill.clipsToBounds = true
        addSubview(fill)
        addSubview(stroke)
        apply()
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows `configuration`.
    func show(_ configuration: UIBackgroundConfiguration) {
        guard configuration != self.configuration else { return }
        self.configuration = configuration
        apply()
    }

    /// Colours follow the tint colour when the configuration leaves them nil.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        let tint = tintColor ?? .tintColor
        fill.backgroundColor = configuration.resolvedBackgroundColor(for: tint)
        for layer in [fill.layer, stroke.layer] {
            layer.maskedCorners = roundedCorners
        }
        fill.layer.cornerRadius = configuration.cornerRadius
        stroke.layer.cornerRadius = configuration.cornerRadius + configuration.strokeOutset
        stroke.layer.borderWidth = configuration.strokeWidth
        stroke.layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tint).cgColor : nil
        stroke.isHidden = configuration.strokeWidth <= 0
        applyCustomView()
        applyImage()
        applyEffect()
        setNeedsLayout()
    }

    private func applyCustomView() {
        guard shownCustomView !== configuration.customView else { return }
        shownCustomView?.removeFromSuperview()
        shownCustomView = configuration.customView
        if let view = configuration.customView { fill.insertSubview(view, at: 0) }
    }

    private func applyImage() {
        guard let image = configuration.image else { imageView?.removeFromSuperview(); imageView = nil; return }
        let view = imageView ?? UIImageView(frame: .zero)
        view.image = image
        view.contentMode = configuration.imageContentMode
        if imageView == nil { fill.addSubview(view); imageView = view }
    }

    private func applyEffect() {
        guard let effect = configuration.visualEffect else { effectView?.removeFromSuperview(); effectView = nil; return }
        let view = effectView ?? UIVisualEffectView(effect: effect)
        view.effect = effect
        if effectView == nil { fill.addSubview(view); effectView = view }
    }

    /// The fill's frame: the bounds inset by `backgroundInsets`, and by the host's layout
    /// margins on `edgesAddingLayoutMarginsToBackgroundInsets`.
    func fillFrame(margins: UIEdgeInsets) -> CGRect {
        let insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let top = insets.top + (edges.contains(.top) ? margins.top : 0)
        let leading = insets.leading + (edges.contains(.leading) ? margins.left : 0)
        let bottom = insets.bottom + (edges.contains(.bottom) ? margins.bottom : 0)
        let trailing = insets.trailing + (edges.contains(.trailing) ? margins.right : 0)
        return CGRect(x: leading, y: top, width: max(0, bounds.width - leading - trailing),
                      height: max(0, bounds.height - top - bottom))
    }

    /// Lays the fill, its contents and the stroke out.
    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = fillFrame(margins: superview?.layoutMargins ?? .zero)
        fill.frame = frame
        let inside = CGRect(origin: .zero, size: frame.size)
        for view in [shownCustomView, imageView, effectView].compactMap({ $0 }) { view.frame = inside }
        let outset = configuration.strokeOutset
        stroke.frame = frame.insetBy(dx: -outset, dy: -outset)
    }
}
