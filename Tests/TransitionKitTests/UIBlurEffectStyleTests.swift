import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIBlurEffect styles")
@MainActor
struct UIBlurEffectStyleTests {
    /// The blur radius and the tint a window draws for an effect view of `style`.
    private func drawn(_ style: UIBlurEffect.Style) -> (radius: CGFloat?, tint: UIColor?) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: AnimationClock())
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(effectView)
        window.makeKeyAndVisible()
        var radius: CGFloat?, tint: UIColor?
        for command in window.displayList().flattenedCommands where command.rect.size == CGSize(width: 100, height: 100) {
            if case .backdropBlur(let blur) = command.content { radius = blur } else { tint = command.fillColor }
        }
        return (radius, tint)
    }

    // UIBlurEffect.h: extraLight 0, light 1, dark 2, (extraDark 3, tvOS), regular 4, prominent 5,
    // then the iOS 13 materials systemUltraThinMaterial 6, systemThinMaterial 7, systemMaterial 8,
    // systemThickMaterial 9.
    @Test("Raw values are UIKit's")
    func rawValues() {
        let styles: [UIBlurEffect.Style] = [.extraLight, .light, .dark, .regular, .prominent, .systemThinMaterial,
                                            .systemMaterial, .systemThickMaterial]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 4, 5, 7, 8, 9])
    }

    // Apple documentation, UIBlurEffect.Style: each style is a different look ("systemMaterial:
    // An adaptable blur effect that creates the appearance of a material with normal
    // thickness", "light: The area of the view is lighter than the underlying view", "dark: [...]
    // darker"); the numbers are ours (see UIBlurEffect.tint).
    @Test("systemMaterial, dark, light, regular and prominent each draw a blur with their own tint and radius")
    func distinct() {
        let styles: [UIBlurEffect.Style] = [.systemMaterial, .dark, .light, .regular, .prominent]
        let looks = styles.map(drawn)
        #expect(looks.allSatisfy { $0.radius != nil && $0.tint != nil }, "\(looks)")
        for i in looks.indices {
            for j in looks.indices where j > i {
                #expect(looks[i].radius != looks[j].radius || looks[i].tint != looks[j].tint, "\(styles[i]) and \(styles[j]) look alike")
            }
        }
        #expect(looks[1].tint == UIColor(white: 0.11, alpha: 0.73) && looks[1].radius == 20, "dark")
        #expect(looks[0].tint == UIColor(white: 0.97, alpha: 0.62) && looks[0].radius == 20, "systemMaterial")
    }
}
