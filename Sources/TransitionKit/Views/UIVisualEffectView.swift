import Foundation

/// A visual effect for `UIVisualEffectView`: a blur (`UIBlurEffect`) or vibrancy over one
/// (`UIVibrancyEffect`). The base class draws nothing.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates an effect.
    public override init() { super.init() }
    /// Effects are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }
    /// The blur radius in points this effect shows at full strength.
    var blurRadius: CGFloat { 0 }
    /// The tint drawn over the blur at full strength.
    var tint: UIColor? { nil }
    /// The opacity the effect view's content is drawn at (vibrancy's style; 1 otherwise).
    var contentOpacity: CGFloat { 1 }
}

/// A blur of what lies beneath the effect view, in one of UIKit's styles.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles, with UIKit's raw values (UIBlurEffect.h: extraLight 0, light 1, dark 2,
    /// regular 4, prominent 5; iOS 13's materials: systemThinMaterial 7, systemMaterial 8,
    /// systemThickMaterial 9).
    public enum Style: Int, Sendable {
        /// A light blur with a soft white tint.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// The regular system blur.
        case regular = 4
        /// A strong blur.
        case prominent = 5
        /// The thinnest material.
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The system material (adapts to light appearance here).
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars (navigation, tab and tool bars' default background).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The system material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The system material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style.
    public let style: Style

    /// Creates a blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Effects are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    // The numbers are approximations; Apple publishes none. The classic styles follow the iOS 7/8
    // backdrop settings that class dumps show and blur recreations reuse (light: white tint at
    // 0.3; dark: white 0.11 at 0.73; extraLight: white 0.97 at 0.6); regular and prominent sit
    // near light and extraLight, as they look in light mode. The materials follow the HIG
    // ("Materials": thicker materials are more opaque): ultra-thin 0.3, thin 0.45, the system
    // material 0.62, thick 0.78, chrome 0.94 (the bars' grey), so no two of the styles draw alike.
    // The always-light materials are the adaptive ones as they look in light mode (the only
    // appearance here); the always-dark ones tint with the dark style's grey at the same steps.
    override var blurRadius: CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemThinMaterial, .systemUltraThinMaterialLight, .systemThinMaterialLight,
             .systemUltraThinMaterialDark, .systemThinMaterialDark: return 12
        case .systemThickMaterial, .prominent, .systemThickMaterialLight, .systemThickMaterialDark: return 30
        default: return 20
        }
    }

    override var tint: UIColor? {
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.6)
        case .light: return UIColor(white: 1, alpha: 0.3)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .regular: return UIColor(white: 0.98, alpha: 0.2)
        case .prominent: return UIColor(white: 0.9, alpha: 0.5)
        case .systemThinMaterial: return UIColor(white: 0.97, alpha: 0.45)
        case .systemMaterial: return UIColor(white: 0.97, alpha: 0.62)
        case .systemThickMaterial: return UIColor(white: 0.97, alpha: 0.78)
        case .systemUltraThinMaterial: return UIColor(white: 0.97, alpha: 0.3)
        case .systemChromeMaterial: return UIColor(white: 0.97, alpha: 0.94)
        case .systemUltraThinMaterialLight: return UIBlurEffect(style: .systemUltraThinMaterial).tint
        case .systemThinMaterialLight: return UIBlurEffect(style: .systemThinMaterial).tint
        case .systemMaterialLight: return UIBlurEffect(style: .systemMaterial).tint
        case .systemThickMaterialLight: return UIBlurEffect(style: .systemThickMaterial).tint
        case .systemChromeMaterialLight: return UIBlurEffect(style: .systemChromeMaterial).tint
        case .systemUltraThinMaterialDark: return UIColor(white: 0.11, alpha: 0.3)
        case .systemThinMaterialDark: return UIColor(white: 0.11, alpha: 0.45)
        case .systemMaterialDark: return UIColor(white: 0.11, alpha: 0.62)
        case .systemThickMaterialDark: return UIColor(white: 0.11, alpha: 0.78)
        case .systemChromeMaterialDark: return UIColor(white: 0.11, alpha: 0.94)
        }
    }
}

/// A view that blurs what lies beneath it; `effect` animates and scrubs like any property
/// (setting it inside an animation block fades the blur in or out).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// The view to put content in (drawn above the blur).
    public let contentView: UIView
    private var fullStrengthTint: UIColor?
    private var fullStrengthRadius: CGFloat = 20

    private var storedEffect: UIVisualEffect?

    /// The effect; nil shows nothing. A blur animates and scrubs; it reads nil once the blur is
    /// gone (also when a cancelled transition put the blur back to none). A vibrancy effect
    /// draws the content view at its style's opacity (see `UIVibrancyEffect`).
    open var effect: UIVisualEffect? {
        get {
            if storedEffect is UIVibrancyEffect { return storedEffect }
            return layer.modelValues.blurRadius > 0 ? storedEffect : nil
        }
        set {
            storedEffect = newValue
            applyEffect(newValue)
        }
    }

    /// Creates an effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        self.effect = effect
    }

    /// Creates an effect view with no effect (UIKit's `init(frame:)`).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Effect views are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    private func applyEffect(_ effect: UIVisualEffect?) {
        contentView.layer.contentOpacityFactor = effect?.contentOpacity ?? 1
        if let effect {
            fullStrengthTint = effect.tint
            fullStrengthRadius = max(effect.blurRadius, 1)
        }
        let old = layer.modelValues.blurRadius
        layer.modelValues.blurRadius = effect?.blurRadius ?? 0
        layer.modelDidChange(.blurRadius, from: old.animationVector, to: layer.modelValues.blurRadius.animationVector)
    }

    override func appendContent(
        base: DisplayList.Command, values: PresentationValues, into commands: inout [DisplayList.Command]
    ) {
        let strength = min(max(values.blurRadius / fullStrengthRadius, 0), 1)
        if values.blurRadius > 0.01 {
            var blur = base
            blur.fillColor = nil; blur.borderWidth = 0; blur.shadow = nil
            blur.content = .backdropBlur(radius: values.blurRadius)
            commands.append(blur)
        }
        var decorated = base
        if let tint = fullStrengthTint, strength > 0 {
            decorated.fillColor = tint.withAlphaComponent(tint.alpha * strength)
        }
        super.appendContent(base: decorated, values: values, into: &commands)
    }
}
