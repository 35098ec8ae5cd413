import Foundation

/// Where a button's title, subtitle and image go (called from `layoutSubviews()` and as the title updates).
extension UIButton {
    /// Places the title, and the configuration's image beside or above it, centred as a group.
    func layoutContent() {
        guard let (image, placement, padding) = displayedImage else {
            configurationImageView.isHidden = true
            configurationImageView.image = nil
            if subtitleLabel != nil { placeText(in: bounds.inset(by: contentInsets)) } else { label.frame = alignedTitleFrame() }
            return
        }
        configurationImageView.image = image
        configurationImageView.isHidden = false
        configurationImageView.tintColor = label.textColor
        let title = textBlockSize
        let gap = title == .zero ? 0 : padding
        let imageSize = image.size, bounds = bounds.inset(by: contentInsets)
        if placement.contains(.top) || placement.contains(.bottom) {
            let top = (bounds.minY + (bounds.height - imageSize.height - gap - title.height) / 2).rounded()
            let imageFirst = placement.contains(.top)
            let imageY = imageFirst ? top : top + title.height + gap
            let titleY = imageFirst ? top + imageSize.height + gap : top
            configurationImageView.frame = CGRect(x: (bounds.minX + (bounds.width - imageSize.width) / 2).rounded(), y: imageY,
                                                  width: imageSize.width, height: imageSize.height)
            placeText(in: CGRect(x: bounds.minX, y: titleY, width: bounds.width, height: title.height))
        } else {
            let left = (bounds.minX + (bounds.width - imageSize.width - gap - title.width) / 2).rounded()
            let imageFirst = !placement.contains(.trailing)
            let imageX = imageFirst ? left : left + title.width + gap
            let titleX = imageFirst ? left + imageSize.width + gap : left
            configurationImageView.frame = CGRect(x: imageX, y: (bounds.minY + (bounds.height - imageSize.height) / 2).rounded(),
                                                  width: imageSize.width, height: imageSize.height)
            placeText(in: CGRect(x: titleX, y: bounds.minY, width: title.width, height: bounds.height))
        }
    }

    /// The size of the title, with the subtitle under it `titlePadding` away when there is one
    /// (zero with neither).
    var textBlockSize: CGSize {
        let title = label.text?.isEmpty == false ? label.intrinsicContentSize : .zero
        guard let configuration, subtitleLabel != nil else { return title }
        let subtitle = subtitleTextLabel.intrinsicContentSize
        let gap = title == .zero ? 0 : configuration.titlePadding
        return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
    }

    /// Places the title (and the subtitle under it) in `rect`, the text's slot: the title fills
    /// it when alone; with a subtitle, the pair is centred down the slot, each label its width.
    func placeText(in rect: CGRect) {
        guard let configuration, subtitleLabel != nil else {
            label.frame = rect
            return
        }
        let block = textBlockSize
        let title = label.text?.isEmpty == false ? label.intrinsicContentSize.height : 0
        let top = (rect.midY - block.height / 2).rounded()
        label.frame = CGRect(x: rect.minX, y: top, width: rect.width, height: title)
        let subtitleTop = top + title + (title > 0 ? configuration.titlePadding : 0)
        subtitleTextLabel.frame = CGRect(x: rect.minX, y: subtitleTop, width: rect.width, height: block.height - (subtitleTop - top))
    }

    /// Shows the configuration's subtitle (hides the label without one): 4 points smaller than
    /// the title (13 points for `.medium`, a choice: Apple gives no size), the title's alignment.
    func updateSubtitle() {
        guard let configuration, let subtitle = configuration.subtitle else {
            subtitleTextLabel.isHidden = true
            return
        }
        subtitleTextLabel.isHidden = false
        subtitleTextLabel.text = subtitle
        subtitleTextLabel.font = .systemFont(ofSize: configuration.buttonSize.fontSize - 4)
        subtitleTextLabel.lineBreakMode = configuration.subtitleLineBreakMode
        subtitleTextLabel.textAlignment = configuration.titleAlignment.textAlignment ?? .center
    }

    /// The insets around the content: the configuration's `contentInsets` (left to right), else
    /// the plain button's padding of 6 by 8 points.
    var contentInsets: UIEdgeInsets {
        let insets = configuration?.contentInsets ?? NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8)
        return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }

    /// The title label's frame for the content alignments: the full width (the label's text
    /// alignment places the text across it), and down the bounds at the top, the bottom or
    /// filling them (centred text) as `contentVerticalAlignment` says.
    func alignedTitleFrame() -> CGRect {
        let bounds = configuration == nil ? self.bounds : self.bounds.inset(by: contentInsets)
        let height = min(bounds.height, label.intrinsicContentSize.height)
        switch contentVerticalAlignment {
        case .top: return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height)
        case .bottom: return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        case .center, .fill: return bounds
        }
    }
}
