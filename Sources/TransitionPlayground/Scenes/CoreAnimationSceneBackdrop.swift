import Foundation
import TransitionKit

/// The coreanimation scene's home-screen backdrop, built from layers: the view's own layer is a
/// `CAGradientLayer` (`layerClass`, as on iOS) running from the screen's colour to a deeper
/// shade, and a rounded card with a soft shadow is a tree of standalone layers: the card
/// (`cornerRadius`, `shadowOpacity`/`Radius`/`Offset`), a badge (`CAShapeLayer` circle), a
/// rounded bar, a line chart its layer draws (`draw(in:)`, see `CoreAnimationSceneSparkline`), a caption (`CATextLayer`) and an activity indicator (a `CAReplicatorLayer`
/// turning one dot into twelve round it, their fades staggered by `instanceDelay`).
@MainActor
final class CoreAnimationSceneBackdrop: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }

    /// The card: a standalone layer with its own sublayers.
    let card = CALayer()
    private let badge = CAShapeLayer()
    private let bar = CALayer()
    private let chart = CoreAnimationSceneSparkline()
    private let caption = CATextLayer()
    /// The activity indicator: twelve copies of `spinnerDot`.
    let spinner = CAReplicatorLayer()
    private let spinnerDot = CALayer()

    /// The card's size, at most (it narrows in a narrow window).
    static let cardSize = CGSize(width: 360, height: 132)

    /// Creates the backdrop in `screen`'s colour; it takes no touches.
    init(frame: CGRect, screen: Palette.Screen) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let gradient = layer as? CAGradientLayer {
            gradient.colors = [Self.shade(screen.color, by: 1.35).cgColor, screen.color.cgColor, Self.shade(screen.color, by: 0.45).cgColor]
            gradient.locations = [0, 0.45, 1]
            gradient.startPoint = CGPoint(x: 0.2, y: 0)
            gradient.endPoint = CGPoint(x: 0.8, y: 1)
        }
        card.backgroundColor = UIColor(rgb: 0xF5F7FA)
        card.cornerRadius = 20
        card.shadowColor = .black
        card.shadowOpacity = 0.45
        card.shadowRadius = 14
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.name = "card"
        badge.fillColor = UIColor(rgb: 0x0A84FF).cgColor
        bar.backgroundColor = UIColor(rgb: 0x1C2230).withAlphaComponent(0.8)
        bar.cornerRadius = 6
        caption.string = "CALayers; the chart draws itself"
        caption.fontSize = 15
        caption.foregroundColor = UIColor(rgb: 0x1C2230).withAlphaComponent(0.6)
        spinnerDot.backgroundColor = UIColor(rgb: 0x0A84FF)
        spinnerDot.opacity = 0.15
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        spinner.addSublayer(spinnerDot)
        for sublayer in [badge, bar, chart, caption, spinner] { card.addSublayer(sublayer) }
        layer.addSublayer(card)
    }

    required init?(coder: NSCoder) { return nil }

    /// Starts the indicator's fade each time the backdrop comes on screen (the animation runs on
    /// its window's clock): three turns, then it stops, so the home screen can rest and the
    /// window draws nothing (a resting window costs nothing) instead of spinning for ever.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, spinnerDot.animation(forKey: "fade") == nil else { return }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = 3
        spinnerDot.add(fade, forKey: "fade")
    }

    /// `color` with its red, green and blue scaled by `factor` (clamped to 0...1).
    private static func shade(_ color: UIColor, by factor: CGFloat) -> UIColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return UIColor(red: min(red * factor, 1), green: min(green * factor, 1), blue: min(blue * factor, 1), alpha: alpha)
    }

    /// Places the card in the lower part of the screen, under the button. Standalone layers in
    /// a window animate their changes implicitly; a layout is no animation, so actions are off.
    override func layoutSubviews() {
        super.layoutSubviews()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let width = min(Self.cardSize.width, bounds.width - 48), height = Self.cardSize.height
        card.frame = CGRect(x: bounds.midX - width / 2, y: bounds.minY + bounds.height * 0.72 - height / 2, width: width, height: height)
        badge.frame = CGRect(x: 20, y: 20, width: 56, height: 56)
        badge.path = UIBezierPath(ovalIn: badge.bounds).cgPath
        bar.frame = CGRect(x: 92, y: 26, width: max(width - 172, 0), height: 14)
        chart.frame = CGRect(x: 88, y: 46, width: max(width - 164, 0), height: 40)
        spinner.frame = CGRect(x: width - 68, y: 16, width: 48, height: 48)
        spinnerDot.frame = CGRect(x: 21, y: 0, width: 6, height: 10)
        spinnerDot.cornerRadius = 3
        caption.frame = CGRect(x: 20, y: 92, width: max(width - 40, 0), height: 22)
        CATransaction.commit()
    }
}
