import Foundation
import TransitionKit

/// A cell of the photos grid: the picture aspect-fill in a rounded, clipping image view over the
/// photo's colour, its caption on a strip along the bottom.
///
/// While its photo zooms (`isInTransition`) the cell is hidden, as transition code hides the
/// cell it zooms from; it stays hidden when the layout re-applies its attributes (a resize or a
/// scroll during the zoom), and reuse shows it again.
@MainActor
final class PhotoCell: UICollectionViewCell {
    /// The picture (aspect-fill, rounded).
    let imageView = UIImageView()
    /// The caption ("Photo 1"...).
    let captionLabel = UILabel()
    /// Whether the cell's photo is in a zoom transition (the cell is hidden then).
    var isInTransition = false { didSet { isHidden = isInTransition } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.layer.cornerRadius = 12
        imageView.clipsToBounds = true
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        captionLabel.backgroundColor = Palette.captionStrip
        captionLabel.font = .boldSystemFont(ofSize: 17)
        captionLabel.textColor = .white
        captionLabel.textAlignment = .center
        imageView.addSubview(captionLabel)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows photo `index` with `image` (nil: its colour alone).
    func configure(photo index: Int, image: UIImage?) {
        imageView.image = image
        imageView.backgroundColor = PhotosGridViewController.color(ofPhoto: index)
        captionLabel.text = PhotosGridViewController.title(ofPhoto: index)
    }

    /// Takes the layout's attributes, staying hidden while its photo is in a transition.
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if isInTransition { isHidden = true }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        isInTransition = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
        captionLabel.frame = CGRect(x: 0, y: imageView.bounds.height - 30, width: imageView.bounds.width, height: 30)
    }
}
