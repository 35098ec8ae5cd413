import Foundation

extension UIButton {
    /// A closure that restyles a button for its state: it sets `button.configuration`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// What a button does, for the contexts that style by it (alerts, Mac Catalyst menus).
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The main action of its context.
        case primary = 1
        /// Cancels the context's action.
        case cancel = 2
        /// Deletes or destroys something.
        case destructive = 3
    }

    /// The image shown now: `image(for: state)`.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now: `backgroundImage(for: state)`.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The styled title shown now: `attributedTitle(for: state)`.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title shadow colour used now: `titleShadowColor(for: state)`.
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The image beside the title, where it sits and how far from the title: the configuration's,
    /// else (with no configuration) the current state's image against the leading edge.
    var displayedImage: (UIImage, NSDirectionalRectEdge, CGFloat)? {
        if let configuration {
            return configuration.image.map { ($0, configuration.imagePlacement, configuration.imagePadding) }
        }
        return currentImage.map { ($0, .leading, 0) }
    }

    /// Runs the pending configuration update: `updateConfiguration()`, then the handler.
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        updateConfiguration()
        configurationUpdateHandler?(self)
    }
}

/// How a control behaves: as on iPhone and iPad, or as a Mac control (Mac Catalyst), as in UIKit.
public enum UIBehavioralStyle: UInt, Sendable {
    /// The platform's style.
    case automatic = 0
    /// iPhone and iPad behaviour.
    case pad = 1
    /// Mac behaviour (Mac Catalyst only).
    case mac = 2
}
