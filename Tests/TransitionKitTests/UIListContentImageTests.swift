import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// UIListContentConfiguration.image: "the image to display" at the cell's leading edge, with the
// text after it, `imageToTextPadding` apart; `imageProperties.maximumSize` limits the drawn size
// and `reservedLayoutSize` reserves its area so texts align (Apple, UIListContentConfiguration
// and UIListContentConfiguration.ImageProperties documentation). The 16 pt padding is this
// implementation's choice (UIKit's default is not documented).
@Suite("UIListContentConfiguration: the image at the leading edge")
@MainActor
struct UIListContentImageTests {
    private func square(_ side: Int) throws -> UIImage {
        UIImage(cgImage: try #require(CGImage(width: side, height: side, color: .red)))
    }

    /// The image view and the text label of a configured content view laid out at `size`.
    private func laidOut(_ content: UIListContentConfiguration, in contentView: UIView, size: CGSize) -> (UIImageView, UILabel) {
        contentView.frame.size = size
        contentView.layoutIfNeeded()
        let list = contentView as? UIListContentView ?? contentView.subviews.compactMap { $0 as? UIListContentView }.first!
        list.layoutIfNeeded()
        let label = list.subviews.compactMap { $0 as? UILabel }.first { $0.text == content.text }!
        return (list.subviews.compactMap { $0 as? UIImageView }.first!, label)
    }

    @Test("A 20 pt image in a 44 pt table row sits at x 16, centred; the text starts 16 pt after it, at 52")
    func tableCellImage() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = try square(20)
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        cell.layoutIfNeeded()
        let (image, label) = laidOut(content, in: cell.contentView, size: CGSize(width: 400, height: 44))
        #expect(image.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(image.isHidden == false)
        #expect(label.frame.minX == 52)
        #expect(label.frame.width == 332, "to the 16 pt trailing margin")
    }

    @Test("maximumSize scales a 40 pt image down to 24 pt, the row height inside the margins further; reservedLayoutSize 30 centres a 20 pt image in a 30 pt area")
    func imageProperties() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "Bluetooth"
        content.image = try square(40)
        content.imageProperties.maximumSize = CGSize(width: 24, height: 24)
        let view = UIListContentView(configuration: content)
        var (image, label) = laidOut(content, in: view, size: CGSize(width: 300, height: 60))
        #expect(image.frame == CGRect(x: 16, y: 18, width: 24, height: 24))
        #expect(label.frame.minX == 56)
        (image, label) = laidOut(content, in: view, size: CGSize(width: 300, height: 44))
        #expect(image.frame == CGRect(x: 16, y: 11, width: 22, height: 22), "no taller than the 22 pt inside the 11 pt margins")
        content.image = try square(20)
        content.imageProperties = .init()
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 30)
        view.configuration = content
        (image, label) = laidOut(content, in: view, size: CGSize(width: 300, height: 44))
        #expect(image.frame == CGRect(x: 21, y: 12, width: 20, height: 20))
        #expect(label.frame.minX == 62)
        content.image = nil
        view.configuration = content
        (image, label) = laidOut(content, in: view, size: CGSize(width: 300, height: 44))
        #expect(image.isHidden)
        #expect(label.frame.minX == 16)
    }

    @Test("A UICollectionViewListCell shows its configuration (image and text) filling its content view")
    func listCell() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Photos"
        content.image = try square(20)
        cell.contentConfiguration = content
        let (image, label) = laidOut(content, in: cell.contentView, size: CGSize(width: 320, height: 44))
        #expect(image.superview?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(image.frame == CGRect(x: 16, y: 12, width: 20, height: 20))
        #expect(label.frame.minX == 52)
        content.text = "Albums"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1, "the same content view shows the new configuration")
    }
}
