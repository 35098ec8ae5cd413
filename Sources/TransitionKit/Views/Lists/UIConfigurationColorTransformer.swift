import Foundation

/// A function from one colour to another that a configuration applies to its colours when it
/// resolves them (a background's fill and stroke).
///
/// ```swift
/// var background = UIBackgroundConfiguration.listPlainCell()
/// background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
/// ```
public struct UIConfigurationColorTransformer: @unchecked Sendable {
    /// The function.
    public let transform: (UIColor) -> UIColor
    /// Which transformer this is: copies of one transformer are equal, two made apart are not.
    let identity: ObjectIdentifier
    private let token: Token

    private final class Token {}

    /// A transformer running `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        let token = Token()
        self.transform = transform
        self.token = token
        identity = ObjectIdentifier(token)
    }

    /// `transform(input)`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour as a grey of the same luminance (Rec. 709 weights), alpha kept.
    public static let grayscale = UIConfigurationColorTransformer { color in
        let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return UIColor(red: luminance, green: luminance, blue: luminance, alpha: color.alpha)
    }

    /// The preferred tint: the system tint colour, whatever the input (UIKit uses the app's
    /// accent colour; there is no asset catalog here).
    public static let preferredTint = UIConfigurationColorTransformer { color in
        UIColor.tintColor.withAlphaComponent(color.alpha)
    }

    /// The system tint colour desaturated to a grey of its luminance, at the input's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        let tint = UIColor.tintColor
        let luminance = 0.2126 * tint.red + 0.7152 * tint.green + 0.0722 * tint.blue
        return UIColor(red: luminance, green: luminance, blue: luminance, alpha: color.alpha)
    }
}
