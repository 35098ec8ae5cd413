import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A button that logs its configuration updates.
@MainActor
private final class UpdateLoggingButton: UIButton {
    var log: [String] = []
    override func updateConfiguration() { super.updateConfiguration(); log.append("update \(isHighlighted)") }
}

/// UIButton's per-state images, styled titles, shadows and background images; configuration
/// updates (updateConfiguration(), then configurationUpdateHandler, before the next layout);
/// changesSelectionAsPrimaryAction; the tint; role and behavioural style.
@Suite("UIButton states")
@MainActor
struct UIButtonStatesTests {
    @Test("Per-state images, styled titles, shadow colours and background images fall back to .normal and show")
    func perState() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let star = UIImage(systemName: "star.fill")!
        button.setImage(star, for: .normal)
        #expect(button.image(for: .highlighted) === star && button.currentImage === star)
        button.layoutIfNeeded()
        #expect(button.imageView?.image === star)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.currentAttributedTitle?.string == "Styled" && button.titleLabel?.attributedText?.string == "Styled")
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.currentTitleShadowColor == .black && button.titleLabel?.shadowColor == .black)
        let backdrop = UIImage(systemName: "heart.fill")!
        button.setBackgroundImage(backdrop, for: .selected)
        #expect(button.currentBackgroundImage == nil && button.layer.contents == nil)
        button.isSelected = true
        #expect(button.currentBackgroundImage === backdrop)
        #expect((button.layer.contents as? UIImage) === backdrop)
    }

    @Test("A state change asks for an update: updateConfiguration() then the handler, once, before the next layout")
    func configurationUpdates() {
        let button = UpdateLoggingButton(type: .system)
        button.configuration = .filled()
        button.configurationUpdateHandler = { button in
            (button as? UpdateLoggingButton)?.log.append("handler")
            var configuration = button.configuration
            configuration?.title = button.isSelected ? "On" : "Off"
            button.configuration = configuration
        }
        button.layoutIfNeeded()
        #expect(button.log == ["update false", "handler"])
        #expect(button.titleLabel?.text == "Off")
        button.isSelected = true
        button.isHighlighted = true
        #expect(button.log.count == 2)
        button.layoutIfNeeded()
        #expect(button.log == ["update false", "handler", "update true", "handler"])
        #expect(button.titleLabel?.text == "On")
        button.automaticallyUpdatesConfiguration = false
        button.isHighlighted = false
        button.layoutIfNeeded()
        #expect(button.log.count == 4)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(button.log.count == 6)
    }

    @Test("changesSelectionAsPrimaryAction flips isSelected before the actions run, on a tap and performPrimaryAction()")
    func togglesSelection() {
        let (window, _) = makeTestWindow()
        var seen: [Bool] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Bold") { action in
            seen.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        button.frame = CGRect(x: 100, y: 100, width: 80, height: 44)
        window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        window.send(.mouseDown(CGPoint(x: 120, y: 120)))
        window.send(.mouseUp(CGPoint(x: 120, y: 120)))
        #expect(button.isSelected && seen == [true])
        button.performPrimaryAction()
        #expect(!button.isSelected && seen == [true, false])
    }

    @Test("A system button's title follows the tint; a custom one's stays white")
    func tint() {
        let container = UIView()
        let system = UIButton(type: .system), custom = UIButton(type: .custom)
        container.addSubview(system); container.addSubview(custom)
        system.setTitle("A", for: .normal); custom.setTitle("B", for: .normal)
        #expect(system.titleLabel?.textColor == .systemBlue)
        container.tintColor = .systemOrange
        #expect(system.titleLabel?.textColor == .systemOrange && system.currentTitleColor == .systemOrange)
        #expect(custom.titleLabel?.textColor == .white)
        let filled = UIButton(configuration: .filled())
        container.addSubview(filled)
        #expect(filled.backgroundColor == .systemOrange)
    }

    @Test("Role and the behavioural style: stored, and .pad in effect")
    func roleAndStyle() {
        let button = UIButton(type: .system)
        #expect(button.role == .normal && button.preferredBehavioralStyle == .automatic && button.behavioralStyle == .pad)
        button.role = .destructive; button.preferredBehavioralStyle = .mac
        #expect(button.role == .destructive && button.behavioralStyle == .pad && !button.isHeld)
    }
}
