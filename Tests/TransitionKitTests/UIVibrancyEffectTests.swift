import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Vibrancy and the always-light and always-dark materials (Apple: "UIVibrancyEffect",
/// "UIVibrancyEffectStyle", "UIBlurEffect.Style").
@Suite("UIVibrancyEffect")
@MainActor
struct UIVibrancyEffectTests {
    /// A blur view with a vibrancy view in its content view, holding a 40 x 20 orange box.
    private func makeVibrantBox(_ style: UIVibrancyEffectStyle) -> (UIWindow, UIVisualEffectView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: AnimationClock())
        let blur = UIBlurEffect(style: .systemMaterial)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: style))
        vibrancyView.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancyView)
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        box.backgroundColor = .orange
        vibrancyView.contentView.addSubview(box)
        window.addSubview(blurView)
        window.makeKeyAndVisible()
        return (window, vibrancyView, box)
    }

    private func drawnAlpha(of size: CGSize, in window: UIWindow) -> [CGFloat] {
        window.displayList().flattenedCommands.filter { $0.rect.size == size && $0.fillColor == .orange }.map(\.alpha)
    }

    @Test("Vibrant content is drawn at its style's opacity; the views' alpha stays 1")
    func contentOpacity() {
        for (style, opacity) in [(UIVibrancyEffectStyle.label, 1.0), (.secondaryLabel, 0.6), (.tertiaryFill, 0.12), (.separator, 0.29)] {
            let (window, vibrancyView, box) = makeVibrantBox(style)
            let alphas = drawnAlpha(of: box.bounds.size, in: window)
            #expect(alphas.count == 1 && abs(alphas[0] - CGFloat(opacity)) < 1e-9, "\(style): \(alphas)")
            #expect(vibrancyView.contentView.alpha == 1 && box.alpha == 1)
        }
    }

    @Test("A vibrancy view draws no blur of its own and keeps its effect")
    func noBlurOfItsOwn() {
        let (window, vibrancyView, _) = makeVibrantBox(.label)
        let blurs = window.displayList().flattenedCommands.filter { if case .backdropBlur = $0.content { true } else { false } }
        #expect(blurs.count == 1, "only the blur view's")
        #expect(vibrancyView.effect is UIVibrancyEffect)
        vibrancyView.effect = nil
        #expect(vibrancyView.effect == nil)
        let (windowAfter, _, box) = (window, vibrancyView, vibrancyView.contentView.subviews[0])
        #expect(drawnAlpha(of: box.bounds.size, in: windowAfter) == [1], "no effect: drawn as is")
    }

    @Test("Vibrancy styles and the light and dark materials have UIKit's raw values")
    func rawValues() {
        let vibrancy: [UIVibrancyEffectStyle] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .fill,
                                                 .secondaryFill, .tertiaryFill, .separator]
        #expect(vibrancy.map(\.rawValue) == Array(0...7))
        let materials: [UIBlurEffect.Style] = [.systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                                               .systemThickMaterialLight, .systemChromeMaterialLight, .systemUltraThinMaterialDark,
                                               .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
                                               .systemChromeMaterialDark]
        #expect(materials.map(\.rawValue) == Array(11...20))
    }

    @Test("The always-light materials draw as the adaptive ones in light mode; the dark ones draw dark")
    func lightAndDarkMaterials() {
        func tint(_ style: UIBlurEffect.Style) -> UIColor? {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: AnimationClock())
            let view = UIVisualEffectView(effect: UIBlurEffect(style: style))
            view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
            window.addSubview(view)
            window.makeKeyAndVisible()
            return window.displayList().flattenedCommands.first { $0.rect.size == view.bounds.size && $0.fillColor != nil }?.fillColor
        }
        #expect(tint(.systemMaterialLight) == tint(.systemMaterial))
        let dark = tint(.systemMaterialDark)
        #expect(dark != nil && dark!.red < 0.2)
        #expect(tint(.systemThinMaterialDark)!.alpha < tint(.systemThickMaterialDark)!.alpha)
    }
}
