import Foundation
import TransitionKit

// UIButton: a subclass's overrides, per-state content, configuration updates and the toggles.

/// A follow button that restyles itself in `updateConfiguration()`, as UIKit recommends.
private final class ControlsButtonFollow: UIButton {
    // census: UIButton.init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }
    // census: UIButton.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // census: UIButton.updateConfiguration()
    override func updateConfiguration() {
        super.updateConfiguration()
        // census: UIButton.configuration
        var updated = configuration ?? .filled()
        updated.title = isSelected ? "Following" : "Follow"
        configuration = updated
    }
    // census: UIButton.setNeedsUpdateConfiguration()
    override func setNeedsUpdateConfiguration() { super.setNeedsUpdateConfiguration() }
    // census: UIButton.setTitle(_:for:)
    override func setTitle(_ title: String?, for state: UIControl.State) { super.setTitle(title?.uppercased(), for: state) }
    // census: UIButton.setImage(_:for:)
    override func setImage(_ image: UIImage?, for state: UIControl.State) { super.setImage(image, for: state) }
    // census: UIButton.titleLabel
    override var titleLabel: UILabel? { super.titleLabel }
    // census: UIButton.subtitleLabel
    override var subtitleLabel: UILabel? { super.subtitleLabel }
    // census: UIButton.imageView
    override var imageView: UIImageView? { super.imageView }
    // census: UIButton.tintColor
    override var tintColor: UIColor! { get { super.tintColor } set { super.tintColor = newValue } }
}

@MainActor
private func useButtons() -> [Any] {
    // census: UIButton.init(type:), UIButton.ButtonType.system
    let system = UIButton(type: .system)
    // census: UIButton.init(type:primaryAction:), UIButton.ButtonType.custom
    let custom = UIButton(type: .custom, primaryAction: UIAction(title: "Done") { _ in })
    // census: UIButton.init(frame:primaryAction:)
    let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44), primaryAction: nil)
    // census: UIButton.init(configuration:primaryAction:)
    let configured = UIButton(configuration: .tinted(), primaryAction: UIAction { _ in })
    // census: UIButton.setTitle(_:for:), UIButton.title(for:)
    system.setTitle("Save", for: .normal); let saved: String? = system.title(for: .highlighted)
    // census: UIButton.setTitleColor(_:for:), UIButton.titleColor(for:)
    system.setTitleColor(.systemRed, for: .disabled); let disabledColor: UIColor? = system.titleColor(for: .disabled)
    // census: UIButton.setAttributedTitle(_:for:), UIButton.attributedTitle(for:)
    custom.setAttributedTitle(NSAttributedString(string: "Done"), for: .normal); let styled: NSAttributedString? = custom.attributedTitle(for: .selected)
    // census: UIButton.setTitleShadowColor(_:for:), UIButton.titleShadowColor(for:)
    custom.setTitleShadowColor(.black, for: .normal); let shadow: UIColor? = custom.titleShadowColor(for: .normal)
    // census: UIButton.setImage(_:for:), UIButton.image(for:)
    system.setImage(UIImage(systemName: "star.fill"), for: .normal); let star: UIImage? = system.image(for: .normal)
    // census: UIButton.setBackgroundImage(_:for:), UIButton.backgroundImage(for:)
    framed.setBackgroundImage(nil, for: .highlighted); let background: UIImage? = framed.backgroundImage(for: .highlighted)
    // census: UIButton.currentTitle, UIButton.currentAttributedTitle, UIButton.currentTitleColor, UIButton.currentTitleShadowColor
    let current: [Any?] = [system.currentTitle, custom.currentAttributedTitle, system.currentTitleColor, custom.currentTitleShadowColor]
    // census: UIButton.currentImage, UIButton.currentBackgroundImage, UIButton.buttonType
    let more: [Any?] = [system.currentImage, framed.currentBackgroundImage, system.buttonType]
    // census: UIButton.titleLabel, UIButton.imageView, UIButton.tintColor
    system.titleLabel?.font = .systemFont(ofSize: 15); _ = system.imageView; system.tintColor = .systemPink
    // census: UIButton.subtitleLabel
    let subtitle: UILabel? = configured.subtitleLabel
    // census: UIButton.automaticallyUpdatesConfiguration, UIButton.configurationUpdateHandler
    configured.automaticallyUpdatesConfiguration = true
    configured.configurationUpdateHandler = { button in
        // census: UIButton.configuration
        var updated = button.configuration
        updated?.baseBackgroundColor = button.isHighlighted ? .systemGray : nil
        button.configuration = updated
    }
    // census: UIButton.ConfigurationUpdateHandler
    let handler: UIButton.ConfigurationUpdateHandler = { _ in }
    // census: UIButton.setNeedsUpdateConfiguration()
    configured.setNeedsUpdateConfiguration()
    // census: UIButton.role, UIButton.Role.destructive
    configured.role = .destructive
    // census: UIButton.Role.normal, UIButton.Role.primary, UIButton.Role.cancel
    let roles: [UIButton.Role] = [.normal, .primary, .cancel]
    // census: UIButton.preferredBehavioralStyle, UIButton.behavioralStyle
    configured.preferredBehavioralStyle = .automatic; let style: UIBehavioralStyle = configured.behavioralStyle
    // census: UIButton.changesSelectionAsPrimaryAction, UIButton.menu, UIButton.isHeld
    custom.changesSelectionAsPrimaryAction = true; custom.menu = UIMenu(title: "Sort", children: []); let held: Bool = custom.isHeld
    // census: UIButton.ButtonType.detailDisclosure, UIButton.ButtonType.infoLight, UIButton.ButtonType.infoDark
    let info: [UIButton.ButtonType] = [.detailDisclosure, .infoLight, .infoDark]
    // census: UIButton.ButtonType.contactAdd, UIButton.ButtonType.close, UIButton.ButtonType.roundedRect
    let others: [UIButton.ButtonType] = [.contactAdd, .close, .roundedRect]
    return [saved as Any, disabledColor as Any, styled as Any, shadow as Any, star as Any, background as Any, current, more,
            handler, roles, style, held, info, others, subtitle as Any, ControlsButtonFollow(frame: .zero)]
}
