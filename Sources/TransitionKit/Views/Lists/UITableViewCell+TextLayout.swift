import Foundation

extension UITableViewCell {
    /// Places the built-in image view and text labels of the cell style inside `fullArea`.
    func layoutTextLabels(in fullArea: CGRect) {
        var area = fullArea
        if let imageView = storedImageView, imageView.image != nil {
            let side = min(30, max(0, fullArea.height - 12))
            imageView.frame = CGRect(x: 16, y: (fullArea.height - side) / 2, width: side, height: side)
            area = CGRect(x: 0, y: 0, width: max(0, fullArea.width - side - 16), height: fullArea.height)
            area.origin.x = side + 16
        } else {
            storedImageView?.frame = .zero
        }
        let margin: CGFloat = 16, width = max(0, area.width - 2 * margin)
        let detailHasText = !(storedDetailTextLabel?.text ?? "").isEmpty
        switch style {
        case .subtitle where detailHasText:
            let top = (area.height - 20.4 - 3 - 18) / 2
            storedTextLabel?.frame = CGRect(x: area.minX + margin, y: top, width: width, height: 20.4)
            storedDetailTextLabel?.frame = CGRect(x: area.minX + margin, y: top + 23.4, width: width, height: 18)
        case .value2:
            storedDetailTextLabel?.frame = CGRect(x: area.minX + margin, y: 0, width: width * 0.3, height: area.height)
            storedTextLabel?.frame = CGRect(x: area.minX + margin + width * 0.3 + 6, y: 0, width: width * 0.7 - 6, height: area.height)
        default:
            storedTextLabel?.frame = CGRect(x: area.minX + margin, y: 0, width: width, height: area.height)
            storedDetailTextLabel?.frame = CGRect(x: area.minX + margin, y: 0, width: width, height: area.height)
        }
    }
}
