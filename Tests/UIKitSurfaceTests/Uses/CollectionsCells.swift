import Foundation
import TransitionKit

// Cells and supplementary views, subclassed as iOS code subclasses them.

/// A photo cell written the iOS way: `init(frame:)` and `init?(coder:)`, state-driven looks.
private final class CollectionsPhotoCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        // census: UICollectionViewCell.contentView, UICollectionViewCell.backgroundView, UICollectionViewCell.selectedBackgroundView
        contentView.addSubview(imageView)
        backgroundView = UIView()
        selectedBackgroundView = UIView()
        let _: UIView? = backgroundView ?? selectedBackgroundView
        // census: UICollectionViewCell.automaticallyUpdatesContentConfiguration, UICollectionViewCell.configurationUpdateHandler
        automaticallyUpdatesContentConfiguration = false
        // census: UICollectionViewCell.ConfigurationUpdateHandler
        let handler: UICollectionViewCell.ConfigurationUpdateHandler = { cell, state in cell.alpha = state.isHighlighted ? 0.5 : 1 }
        configurationUpdateHandler = handler
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // census: UICollectionReusableView.prepareForReuse()
    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    // census: UICollectionViewCell.isSelected, UICollectionViewCell.isHighlighted
    override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.8 : 1 } }
    override var isHighlighted: Bool { didSet { contentView.transform = isHighlighted ? CGAffineTransform(scaleX: 0.95, y: 0.95) : .identity } }

    // census: UICollectionViewCell.updateConfiguration(using:), UICollectionViewCell.configurationState
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        let _: UICellConfigurationState = configurationState
        // census: UICollectionViewCell.contentConfiguration, UICollectionViewCell.setNeedsUpdateConfiguration()
        let _: (any UIContentConfiguration)? = contentConfiguration
        if state.isSelected { setNeedsUpdateConfiguration() }
    }

    // census: UICollectionReusableView.preferredLayoutAttributesFitting(_:)
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    // census: UICollectionReusableView.apply(_:)
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
    }

    // census: UICollectionReusableView.willTransition(from:to:), UICollectionReusableView.didTransition(from:to:)
    override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// A section header that declares no initializers.
private final class CollectionsHeader: UICollectionReusableView {
    let label = UILabel()
}

@MainActor
private func useReusableView(_ header: UICollectionReusableView) {
    // census: UICollectionReusableView.reuseIdentifier
    let _: String? = header.reuseIdentifier
}
