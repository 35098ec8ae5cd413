import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// The photos scene's pictures: decoded from assets/images, aspect-fill thumbnails, and the
/// detail's picture opening from the thumbnail's crop to the whole picture as the zoom runs.
@Suite("Photos scene pictures")
@MainActor
struct PhotosScenePictureTests {
    private func imageDraws(in list: DisplayList) -> [DisplayList.Command.Image] {
        list.flattenedCommands.compactMap { command in
            if case .image(let image) = command.content { return image }
            return nil
        }
    }

    @Test("All twelve pictures load with UIImage(named:) (photo5 is a JPEG); thumbnails draw them aspect-fill, cropped")
    func thumbnailsShowPictures() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        let images = driver.grid.images
        #expect(images.count == 12 && images.allSatisfy { $0 != nil }, "assets/images/photo1...12")
        #expect(images[0]?.size == CGSize(width: 400, height: 300) && images[4]?.size == CGSize(width: 300, height: 400))
        let cells = driver.visiblePhotoCells
        #expect(cells.allSatisfy { $0.imageView.contentMode == .scaleAspectFill && $0.imageView.clipsToBounds })
        let draws = imageDraws(in: driver.app.frame())
        #expect(draws.count == cells.count, "one picture per visible cell")
        // A square of a 400 x 300 picture: the centre 300 x 300 pixels.
        let first = try #require(draws.first)
        #expect(abs(first.sourceRect.minX - 50) < 1e-6 && abs(first.sourceRect.width - 300) < 1e-6, "\(first.sourceRect)")
        #expect(driver.window.diagnostics.isEmpty, "\(driver.window.diagnostics)")
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("The picture frame: the whole view when collapsed, aspect-fit when full screen, continuous between")
    func pictureFrame() {
        let picture = CGSize(width: 300, height: 400), collapsed = CGSize(width: 159, height: 159)
        let window = CGSize(width: 1024, height: 768)
        let frame = { (bounds: CGRect) in
            PhotoDetailViewController.pictureFrame(in: bounds, pictureSize: picture, collapsedSize: collapsed, windowSize: window)
        }
        #expect(frame(CGRect(origin: .zero, size: collapsed)) == CGRect(origin: .zero, size: collapsed))
        #expect(frame(CGRect(origin: .zero, size: window)) == CGRect(x: 224, y: 0, width: 576, height: 768))
        // Half way in width (591.5 = 159 + 865 / 2): half way between the bounds and the fitted
        // 347.625 x 463.5 at x 121.9375.
        let halfWay = frame(CGRect(x: 0, y: 0, width: 591.5, height: 463.5))
        #expect(halfWay == CGRect(x: 60.96875, y: 0, width: 469.5625, height: 463.5), "\(halfWay)")
    }

    @Test("Mid-zoom of the portrait photo 5, the picture's crop is wider than the thumbnail's and narrower than the whole")
    func zoomOpensTheCrop() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.click(driver.center(ofPhoto: 4))
        let detail = try #require(driver.detail)
        #expect(detail.image === driver.grid.image(ofPhoto: 4), "the grid hands its picture to the detail")
        driver.run(0.12)
        let crop = try #require(imageDraws(in: driver.app.frame()).last).sourceRect
        // The thumbnail shows 300 x 300 of the 300 x 400 picture; full screen shows all 400 rows.
        #expect(crop.height > 300 && crop.height < 400, "\(crop)")
        driver.settle()
        let whole = try #require(imageDraws(in: driver.app.frame()).last)
        #expect(whole.sourceRect == CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(detail.imageView.frame == CGRect(x: 224, y: 0, width: 576, height: 768), "aspect-fit in 1024 x 768")
        #expect(whole.destinationRect == CGRect(x: 0, y: 0, width: 576, height: 768))
    }
}
