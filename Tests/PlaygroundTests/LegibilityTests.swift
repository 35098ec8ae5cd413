import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// Text that can be read: HUD texts inside their panel, and enough contrast where scenes put
/// text over colour (WCAG 2.1 contrast ratios: 4.5:1 for text, 3:1 for large text and controls).
@Suite("Legibility")
@MainActor
struct LegibilityTests {
    /// WCAG 2.1 relative luminance of an opaque colour.
    private static func luminance(_ color: UIColor) -> CGFloat {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// WCAG 2.1 contrast ratio of two opaque colours, 1...21.
    static func contrast(_ a: UIColor, _ b: UIColor) -> CGFloat {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` at `alpha` over the opaque `background`.
    static func blend(_ color: UIColor, alpha: CGFloat, over background: UIColor) -> UIColor {
        let a = color.alpha * alpha
        return UIColor(
            red: color.red * a + background.red * (1 - a), green: color.green * a + background.green * (1 - a),
            blue: color.blue * a + background.blue * (1 - a), alpha: 1)
    }

    /// The colour the fills of `commands[..<end]` leave at the window point `point` (corners and
    /// clips ignored: the points asked about lie well inside their views).
    static func backdrop(at point: CGPoint, in list: DisplayList, below end: Int) -> UIColor {
        var color = list.clearColor.withAlphaComponent(1)
        for command in list.commands[..<end] {
            guard case .fill = command.content, let fill = command.fillColor,
                  command.windowBounds.contains(point) else { continue }
            color = blend(fill, alpha: command.alpha, over: color)
        }
        return color
    }

    /// The lowest contrast of the text `string` against what lies beneath it, sampled across the
    /// middle of its label.
    static func lowestContrast(of string: String, in list: DisplayList) throws -> CGFloat {
        let index = try #require(list.commands.firstIndex { command in
            if case .text(let text) = command.content { return text.string == string }
            return false
        })
        let command = list.commands[index]
        guard case .text(let text) = command.content else { return 0 }
        let bounds = command.windowBounds
        return (1...9).map { step -> CGFloat in
            let point = CGPoint(x: bounds.minX + bounds.width * CGFloat(step) / 10, y: bounds.midY)
            let backdrop = backdrop(at: point, in: list, below: index)
            return contrast(blend(text.color, alpha: command.alpha, over: backdrop), backdrop)
        }.min() ?? 0
    }

    @Test("Every HUD text fits its label, and no two HUD labels overlap, for every scene and animator")
    func hudTextsFitTheirPanel() {
        for entry in SceneCatalog.builtIn.entries {
            let scene = entry.make()
            let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
            for key in ["Space", "S"] {
                app.handle(.keyDown(Key(name: key), modifiers: [])); app.handle(.keyUp(Key(name: key), modifiers: []))
            }
            for number in 1...max(scene.animatorNames.count, 1) {
                app.handle(.keyDown(.digit(number), modifiers: [])); app.handle(.keyUp(.digit(number), modifiers: []))
                _ = app.frame()
                let hud = app.tools.hud.panel
                let labels = hud.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && !($0.text ?? "").isEmpty }
                for label in labels {
                    let text = label.text ?? ""
                    // The model's estimate (0.6 em a character) is wider than DejaVu Sans draws.
                    let size = label.intrinsicContentSize
                    #expect(size.width <= label.bounds.width + 0.5, "\(entry.name) \(number): '\(text)' is \(size.width) wide in \(label.bounds.width)")
                    #expect(size.height <= label.bounds.height + 0.5, "\(entry.name) \(number): '\(text)' is \(size.height) high in \(label.bounds.height)")
                    #expect(hud.bounds.contains(label.frame), "\(entry.name) \(number): '\(text)' leaves the panel")
                    #expect(text.components(separatedBy: "\n").allSatisfy { $0.count > 2 }, "a line of one short word: '\(text)'")
                    for other in labels where other !== label {
                        #expect(!label.frame.intersects(other.frame), "'\(text)' overlaps '\(other.text ?? "")'")
                    }
                }
            }
        }
    }

    @Test("The photo's close button stands out from every photo (3:1, a control)")
    func closeButtonContrast() {
        for index in 0..<Palette.photos.count {
            let detail = PhotoDetailViewController(photoIndex: index)
            detail.loadViewIfNeeded()
            let photo = Palette.photos[index]
            let button = detail.closeButton
            let behindTitle = Self.blend(button.backgroundColor ?? .clear, alpha: button.alpha, over: photo)
            let title = Self.blend(button.titleColor(for: .normal) ?? .black, alpha: 1, over: behindTitle)
            #expect(Self.contrast(title, behindTitle) >= 3, "photo \(index + 1): \(Self.contrast(title, behindTitle))")
        }
    }

    @Test("Without the blur (lock screen animator 2) the settings' texts read against the widget cards (4.5:1)")
    func lockScreenSettingsWithoutBlur() throws {
        let app = PlaygroundApp(scene: LockScreenScene(), size: CGSize(width: 1024, height: 768))
        for key in ["2", "Return"] { app.handle(.keyDown(Key(name: key), modifiers: [])); app.handle(.keyUp(Key(name: key), modifiers: [])) }
        for _ in 0..<90 { app.clock.advance(by: 1.0 / 60); _ = app.frame() }
        let list = app.frame()
        for string in LockScreenSettingsViewController.options + ["Settings"] {
            let contrast = try Self.lowestContrast(of: string, in: list)
            #expect(contrast >= 4.5, "'\(string)': \(contrast)")
        }
    }
}
