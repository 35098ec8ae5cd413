import Foundation
import TransitionKit

// Visual effects: a frosted card with vibrant text, as sheets and overlays build one.

/// A blur subclass that keeps the style it was made with, as some apps write.
private final class EffectsViewsMaterial: UIBlurEffect {
    // census: UIBlurEffect.init(style:)
    override init(style: UIBlurEffect.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An effect view subclass with both of UIKit's initializers.
private final class EffectsViewsCard: UIVisualEffectView {
    // census: UIVisualEffectView.init(effect:)
    override init(effect: UIVisualEffect?) { super.init(effect: effect) }
    // census: UIVisualEffectView.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor
private func useEffects(title: UILabel, coder: NSCoder) -> [Any] {
    // census: UIBlurEffect.Style, UIBlurEffect.Style.systemMaterial
    let blur = UIBlurEffect(style: .systemMaterial)
    let card = UIVisualEffectView(effect: blur)
    // census: UIVibrancyEffect.init(blurEffect:style:), UIVibrancyEffectStyle.secondaryLabel
    let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
    // census: UIVisualEffectView.contentView
    card.contentView.addSubview(vibrancy)
    vibrancy.contentView.addSubview(title)
    // census: UIVisualEffectView.effect, UIVibrancyEffect.init(blurEffect:)
    vibrancy.effect = UIVibrancyEffect(blurEffect: blur)
    UIView.animate(withDuration: 0.3) { card.effect = nil }
    let _: UIVisualEffect? = card.effect
    // census: UIVisualEffect.init(), UIVisualEffect.init(coder:)
    let plain = UIVisualEffect(), archived = UIVisualEffect(coder: coder)
    // census: UIBlurEffect.Style.extraLight, UIBlurEffect.Style.light, UIBlurEffect.Style.dark, UIBlurEffect.Style.regular, UIBlurEffect.Style.prominent
    // census: UIBlurEffect.Style.systemUltraThinMaterial, UIBlurEffect.Style.systemThinMaterial, UIBlurEffect.Style.systemThickMaterial, UIBlurEffect.Style.systemChromeMaterial
    // census: UIBlurEffect.Style.systemUltraThinMaterialLight, UIBlurEffect.Style.systemThinMaterialLight, UIBlurEffect.Style.systemMaterialLight, UIBlurEffect.Style.systemThickMaterialLight, UIBlurEffect.Style.systemChromeMaterialLight
    // census: UIBlurEffect.Style.systemUltraThinMaterialDark, UIBlurEffect.Style.systemThinMaterialDark, UIBlurEffect.Style.systemMaterialDark, UIBlurEffect.Style.systemThickMaterialDark, UIBlurEffect.Style.systemChromeMaterialDark
    let styles: [UIBlurEffect.Style] = [.extraLight, .light, .dark, .regular, .prominent, .systemUltraThinMaterial,
                                        .systemThinMaterial, .systemThickMaterial, .systemChromeMaterial,
                                        .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                                        .systemThickMaterialLight, .systemChromeMaterialLight, .systemUltraThinMaterialDark,
                                        .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark]
    // census: UIVibrancyEffectStyle.label, UIVibrancyEffectStyle.tertiaryLabel, UIVibrancyEffectStyle.quaternaryLabel
    // census: UIVibrancyEffectStyle.fill, UIVibrancyEffectStyle.secondaryFill, UIVibrancyEffectStyle.tertiaryFill, UIVibrancyEffectStyle.separator
    let vibrancyStyles: [UIVibrancyEffectStyle] = [.label, .tertiaryLabel, .quaternaryLabel, .fill, .secondaryFill, .tertiaryFill, .separator]
    return [plain, archived as Any, styles, vibrancyStyles, EffectsViewsCard(effect: EffectsViewsMaterial(style: .dark))]
}
