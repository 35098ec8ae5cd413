import Foundation

/// How strongly a vibrancy effect view shows its content over the blur (Apple:
/// "UIVibrancyEffectStyle"), from text-like styles to fills and separators.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// For primary text.
    case label = 0
    /// For secondary text.
    case secondaryLabel = 1
    /// For tertiary text.
    case tertiaryLabel = 2
    /// For quaternary text.
    case quaternaryLabel = 3
    /// For thin fills (a slider's track).
    case fill = 4
    /// For secondary fills.
    case secondaryFill = 5
    /// For tertiary fills.
    case tertiaryFill = 6
    /// For separators.
    case separator = 7

    /// The opacity the content is drawn at: the alphas of the matching label, fill and
    /// separator colours (`UIColor.label` is opaque; secondary 0.6, tertiary 0.3, quaternary 0.18;
    /// the fills 0.2, 0.16, 0.12; the separator 0.29), so vibrant text reads like the system's
    /// text colours over the material.
    var contentOpacity: CGFloat {
        switch self {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.3
        case .quaternaryLabel: 0.18
        case .fill: 0.2
        case .secondaryFill: 0.16
        case .tertiaryFill: 0.12
        case .separator: 0.29
        }
    }
}

/// Content that takes on the material beneath it (Apple: "UIVibrancyEffect"): set it on a
/// `UIVisualEffectView` inside a blur view's `contentView`, and put labels and template images in
/// its own `contentView`.
///
/// UIKit blends vibrant content with the blurred backdrop; here the content is drawn at its
/// style's opacity over the blur (`UIVibrancyEffectStyle`'s label, fill and separator alphas),
/// which looks alike on light materials. The vibrancy view itself draws no blur.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is made for.
    let blurEffect: UIBlurEffect
    /// The style (`.label` for `init(blurEffect:)`).
    let style: UIVibrancyEffectStyle

    /// A vibrancy effect for content over `blurEffect` (the `.label` style, as iOS 13 and later).
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect for content over `blurEffect`, in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Effects are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    override var contentOpacity: CGFloat { style.contentOpacity }
}
