import Foundation
import Testing
import TransitionKit

/// Dynamic colours, prominence, Display P3 and the HSB and white getters (Apple: "UIColor",
/// "init(dynamicProvider:)", "resolvedColor(with:)", "withProminence(_:)",
/// "init(displayP3Red:green:blue:alpha:)", "getHue(_:saturation:brightness:alpha:)",
/// "getWhite(_:alpha:)").
@Suite("UIColor+Dynamic")
struct UIColorDynamicTests {
    @Test("A dynamic colour resolves through its provider; read directly it is the unspecified traits' colour")
    func dynamicProvider() {
        let adaptive = UIColor { traits in traits.horizontalSizeClass == .regular ? .systemBlue : .systemRed }
        #expect(adaptive.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .systemBlue)
        #expect(adaptive.resolvedColor(with: UITraitCollection(horizontalSizeClass: .compact)) == .systemRed)
        var red: CGFloat = 0
        adaptive.getRed(&red, green: nil, blue: nil, alpha: nil)
        #expect(red == UIColor.systemRed.red, "unspecified traits are not regular")
        #expect(UIColor.systemGreen.resolvedColor(with: UITraitCollection()) === UIColor.systemGreen, "a plain colour resolves to itself")
    }

    @Test("withAlphaComponent keeps a colour dynamic: each resolution gets the alpha")
    func dynamicAlpha() {
        let adaptive = UIColor { traits in traits.horizontalSizeClass == .regular ? .white : .black }.withAlphaComponent(0.5)
        let regular = adaptive.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular))
        #expect(regular == UIColor(white: 1, alpha: 0.5))
        #expect(adaptive.resolvedColor(with: UITraitCollection(horizontalSizeClass: .compact)) == UIColor(white: 0, alpha: 0.5))
    }

    @Test("Prominence is carried through resolution and alpha changes; primary is the default")
    func prominence() {
        #expect(UIColor.systemPink.prominence == .primary)
        let quiet = UIColor.systemPink.withProminence(.tertiary)
        #expect(quiet.prominence == .tertiary && quiet.red == UIColor.systemPink.red)
        #expect(quiet.withAlphaComponent(0.3).prominence == .tertiary)
        let dynamic = UIColor { _ in .orange }.withProminence(.secondary)
        #expect(dynamic.resolvedColor(with: UITraitCollection()).prominence == .secondary)
    }

    @Test("Display P3: sRGB-representable colours convert; wider ones are clamped to sRGB")
    func displayP3() {
        let white = UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)
        #expect(abs(white.red - 1) < 1e-6 && abs(white.green - 1) < 1e-6 && abs(white.blue - 1) < 1e-6)
        let p3Red = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.8)
        #expect(abs(p3Red.red - 1) < 1e-9 && p3Red.green == 0 && p3Red.blue == 0 && p3Red.alpha == 0.8, "P3's red is outside sRGB")
        let middle = UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        #expect(abs(middle.red - 0.5) < 1e-3 && abs(middle.blue - 0.5) < 1e-3, "greys are the same in both spaces")
    }

    @Test("getHue reads HSB: pure colours, a grey's hue 0, and init(hue:) round-trips")
    func hueSaturationBrightness() {
        var hue: CGFloat = -1, saturation: CGFloat = -1, brightness: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 2.0 / 3) < 1e-9 && saturation == 1 && brightness == 1 && alpha == 0.5)
        UIColor(white: 0.25, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(hue == 0 && saturation == 0 && brightness == 0.25)
        UIColor(hue: 0.1, saturation: 0.6, brightness: 0.7, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 0.1) < 1e-9 && abs(saturation - 0.6) < 1e-9 && abs(brightness - 0.7) < 1e-9)
    }

    @Test("getWhite answers for greys and leaves the pointers alone for other colours")
    func white() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.4, alpha: 0.9).getWhite(&white, alpha: &alpha))
        #expect(white == 0.4 && alpha == 0.9)
        white = -1
        #expect(!UIColor.systemTeal.getWhite(&white, alpha: &alpha))
        #expect(white == -1)
    }

    @Test("The element colours are UIKit's light values")
    func elementColours() {
        #expect(UIColor.link == UIColor.systemBlue)
        #expect(UIColor.systemGroupedBackground == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(UIColor.tertiaryLabel.alpha == 0.3 && UIColor.quaternaryLabel.alpha == 0.18)
        #expect(UIColor.systemFill.alpha == 0.2 && UIColor.quaternarySystemFill.alpha == 0.08)
        #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6) && UIColor.darkText == .black)
    }
}
