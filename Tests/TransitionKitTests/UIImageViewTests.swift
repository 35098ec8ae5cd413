import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIImageView")
@MainActor
struct UIImageViewTests {
    /// A 400 x 300 px landscape photo at scale 1.
    private let photo = UIImage(cgImage: CGImage(width: 400, height: 300, color: .orange)!)

    private func imageCommands(in window: UIWindow) -> [DisplayList.Command.Image] {
        window.displayList().flattenedCommands.compactMap { command in
            if case .image(let image) = command.content { return image }
            return nil
        }
    }

    @Test("init(image:) sizes the view to the image; intrinsicContentSize is the image's size, or none without one")
    func sizing() {
        let view = UIImageView(image: photo)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(view.intrinsicContentSize == CGSize(width: 400, height: 300))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 400, height: 300))
        // UIImageView: "image views ... are configured to disregard user events" by default.
        #expect(!view.isUserInteractionEnabled)
        let empty = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("Aspect fill with clipsToBounds draws the centre crop of the image over the bounds")
    func aspectFillCrops() throws {
        let (window, _) = makeTestWindow()
        let view = UIImageView(image: photo)
        view.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        window.addSubview(view)
        let image = try #require(imageCommands(in: window).first)
        #expect(image.destinationRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(isClose(image.sourceRect, CGRect(x: 50, y: 0, width: 300, height: 300)), "\(image.sourceRect)")
        #expect(image.tintColor == nil, "a photo draws its own colours")
    }

    @Test("Without clipsToBounds aspect fill overflows the bounds, as in UIKit; aspect fit letterboxes")
    func overflowAndFit() throws {
        let (window, _) = makeTestWindow()
        let view = UIImageView(image: photo)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        view.contentMode = .scaleAspectFill
        window.addSubview(view)
        var image = try #require(imageCommands(in: window).first)
        #expect(image.destinationRect == CGRect(x: -20, y: 0, width: 160, height: 120))
        #expect(image.sourceRect == CGRect(x: 0, y: 0, width: 400, height: 300))
        view.contentMode = .scaleAspectFit
        image = try #require(imageCommands(in: window).first)
        #expect(image.destinationRect == CGRect(x: 0, y: 15, width: 120, height: 90))
    }

    @Test("A corner mode with clipsToBounds shows only the image's corner that fits")
    func unscaledCornerClipped() throws {
        let (window, _) = makeTestWindow()
        let view = UIImageView(image: photo)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.contentMode = .bottomRight
        view.clipsToBounds = true
        window.addSubview(view)
        let image = try #require(imageCommands(in: window).first)
        #expect(image.destinationRect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(image.sourceRect == CGRect(x: 300, y: 250, width: 100, height: 50))
    }

    @Test("Template images draw in the inherited tintColor; alwaysOriginal ignores it; withTintColor wins")
    func templatesAndTint() throws {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.tintColor = .systemRed
        let view = UIImageView(image: UIImage(systemName: "heart.fill"))
        container.addSubview(view)
        window.addSubview(container)
        // UIImageView.tintColor: "the color is applied to any template images attached to the image view".
        #expect(try #require(imageCommands(in: window).first).tintColor == .systemRed)
        #expect(UIImageView().tintColor == .systemBlue, "the default tint is system blue")
        view.tintColor = .green
        #expect(try #require(imageCommands(in: window).first).tintColor == .green)
        view.image = UIImage(systemName: "heart.fill")?.withRenderingMode(.alwaysOriginal)
        #expect(try #require(imageCommands(in: window).first).tintColor == nil)
        view.image = photo.withTintColor(.purple)
        #expect(try #require(imageCommands(in: window).first).tintColor == .purple)
        view.image = photo.withRenderingMode(.alwaysTemplate)
        #expect(try #require(imageCommands(in: window).first).tintColor == .green)
    }

    @Test("highlightedImage shows while highlighted; the background draws under the image and the border over it")
    func highlightedAndLayers() throws {
        let (window, _) = makeTestWindow()
        let other = UIImage(cgImage: CGImage(width: 10, height: 10, color: .blue)!)
        let view = UIImageView(image: photo, highlightedImage: other)
        view.backgroundColor = .black
        view.layer.borderWidth = 2
        view.layer.borderColor = .white
        window.addSubview(view)
        view.isHighlighted = true
        let commands = window.displayList().flattenedCommands.suffix(3)
        #expect(commands.map(\.fillColor) == [.black, nil, nil])
        #expect(commands.map(\.borderWidth) == [0, 0, 2])
        guard case .image(let image) = commands.dropFirst().first?.content else { Issue.record("no image"); return }
        #expect(image.pixels.width == 10)
    }

    @Test("Mid-zoom from a square thumbnail to 400 x 300, the aspect-fill crop follows the animated bounds")
    func cropAnimatesWithBounds() throws {
        let (window, clock) = makeTestWindow()
        let view = UIImageView(image: photo)
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        window.addSubview(view)
        clock.perform {
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            }
        }
        clock.advance(by: 0.5)
        // Half way the bounds are 250 x 200: scale max(250/400, 200/300) = 2/3, so 375 x 300 px show.
        let image = try #require(imageCommands(in: window).first)
        #expect(image.destinationRect == CGRect(x: 0, y: 0, width: 250, height: 200))
        #expect(isClose(image.sourceRect, CGRect(x: 12.5, y: 0, width: 375, height: 300)), "\(image.sourceRect)")
        clock.advance(by: 0.6)
        #expect(try #require(imageCommands(in: window).first).sourceRect == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    /// Whether two rectangles agree to 1e-9 points (pixel crops are computed in floating point).
    private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }
}
