import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// `UIImageView` drawn by the renderer: each content mode's rectangle, crops, tinted
    /// templates, and a thumbnail zooming to full screen caught mid-way.
    @Suite("Image pixels")
    @MainActor
    struct ImagePixelTests {
        static let red = PixelImage.Color(red: 255, green: 0, blue: 0)
        static let blue = PixelImage.Color(red: 0, green: 0, blue: 255)
        static let green = PixelImage.Color(red: 0, green: 255, blue: 0)
        static let yellow = PixelImage.Color(red: 255, green: 255, blue: 0)
        static let black = PixelImage.Color(red: 0, green: 0, blue: 0)

        /// A `width` x `height` px image whose quadrants are red, blue (top) and green, yellow (bottom).
        static func quadrants(width: Int, height: Int) -> CGImage {
            var bytes: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width {
                    let color = y < height / 2 ? (x < width / 2 ? red : blue) : (x < width / 2 ? green : yellow)
                    bytes += [color.red, color.green, color.blue, 255]
                }
            }
            return CGImage(width: width, height: height, rgbaPixels: bytes)!
        }

        private func window(background: UIColor = .black) -> (UIWindow, AnimationClock) {
            let clock = AnimationClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: clock)
            window.writesDiagnosticsToStandardError = false
            window.backgroundColor = background
            window.makeKeyAndVisible()
            return (window, clock)
        }

        private func render(_ window: UIWindow, _ host: SDLHost) throws -> PixelImage {
            try SDLTestSupport.render(window.displayList().flattenedCommands, in: host)
        }

        /// Each mode's rectangle for a 40 x 20 image in a 120 x 80 view at (40, 35), window points
        /// (the meanings are Apple's; see ContentModeTests).
        nonisolated static let modes: [(UIView.ContentMode, CGRect)] = [
            (.scaleToFill, CGRect(x: 40, y: 35, width: 120, height: 80)),
            (.scaleAspectFit, CGRect(x: 40, y: 45, width: 120, height: 60)),
            (.scaleAspectFill, CGRect(x: 20, y: 35, width: 160, height: 80)),
            (.redraw, CGRect(x: 40, y: 35, width: 120, height: 80)),
            (.center, CGRect(x: 80, y: 65, width: 40, height: 20)),
            (.top, CGRect(x: 80, y: 35, width: 40, height: 20)),
            (.bottom, CGRect(x: 80, y: 95, width: 40, height: 20)),
            (.left, CGRect(x: 40, y: 65, width: 40, height: 20)),
            (.right, CGRect(x: 120, y: 65, width: 40, height: 20)),
            (.topLeft, CGRect(x: 40, y: 35, width: 40, height: 20)),
            (.topRight, CGRect(x: 120, y: 35, width: 40, height: 20)),
            (.bottomLeft, CGRect(x: 40, y: 95, width: 40, height: 20)),
            (.bottomRight, CGRect(x: 120, y: 95, width: 40, height: 20)),
        ]

        @Test("Each content mode draws the image's four quadrants exactly in its rectangle", arguments: modes)
        func contentModeRect(mode: UIView.ContentMode, rect: CGRect) throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _) = window()
            let view = UIImageView(image: UIImage(cgImage: Self.quadrants(width: 40, height: 20)))
            view.frame = CGRect(x: 40, y: 35, width: 120, height: 80)
            view.contentMode = mode
            window.addSubview(view)
            let image = try render(window, host)
            let minX = Int(rect.minX), minY = Int(rect.minY), maxX = Int(rect.maxX) - 1, maxY = Int(rect.maxY) - 1
            #expect(try image.at(minX + 1, minY + 1).isClose(to: Self.red), "\(mode) top left")
            #expect(try image.at(maxX - 1, minY + 1).isClose(to: Self.blue), "\(mode) top right")
            #expect(try image.at(minX + 1, maxY - 1).isClose(to: Self.green), "\(mode) bottom left")
            #expect(try image.at(maxX - 1, maxY - 1).isClose(to: Self.yellow), "\(mode) bottom right")
            for (x, y) in [(minX - 1, minY + 1), (maxX + 1, maxY - 1), (minX + 1, minY - 1), (maxX - 1, maxY + 1)] {
                #expect(try image.at(x, y) == Self.black, "\(mode): (\(x), \(y)) is outside the image")
            }
        }

        @Test("clipsToBounds cuts an aspect-fill overflow at the view's edges")
        func clippedAspectFill() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _) = window()
            let view = UIImageView(image: UIImage(cgImage: Self.quadrants(width: 40, height: 20)))
            view.frame = CGRect(x: 40, y: 35, width: 120, height: 80)
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            window.addSubview(view)
            let image = try render(window, host)
            #expect(try image.at(41, 36).isClose(to: Self.red) && image.at(158, 113).isClose(to: Self.yellow))
            #expect(try image.at(38, 40) == Self.black && image.at(161, 40) == Self.black, "cut at x 40 and 160")
        }

        @Test("A template symbol draws in the tint colour; alwaysOriginal draws its own black")
        func tintedTemplate() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, _) = window(background: .white)
            let symbol = try #require(UIImage(systemName: "circle.fill"))
            let tinted = UIImageView(image: symbol)
            tinted.frame = CGRect(x: 10, y: 10, width: 72, height: 72)
            tinted.tintColor = .green
            let original = UIImageView(image: symbol.withRenderingMode(.alwaysOriginal))
            original.frame = CGRect(x: 100, y: 10, width: 72, height: 72)
            window.addSubview(tinted)
            window.addSubview(original)
            let image = try render(window, host)
            #expect(try image.at(46, 46).isClose(to: Self.green), "the disc's centre, tinted")
            #expect(try image.at(12, 12).isClose(to: SDLTestSupport.pixelColor(.white)), "outside the disc")
            #expect(try image.at(136, 46).isClose(to: Self.black), "the original symbol is black")
            let heart = UIImageView(image: UIImage(cgImage: Self.quadrants(width: 4, height: 4)).withTintColor(.blue))
            heart.frame = CGRect(x: 10, y: 100, width: 40, height: 40)
            window.addSubview(heart)
            #expect(try render(window, host).at(15, 105).isClose(to: Self.blue), "withTintColor: a blue silhouette")
        }

        @Test("Mid-zoom from a thumbnail to full screen: the crop, the corners and the quadrants follow the frame")
        func zoomMidway() throws {
            let host = try SDLTestSupport.makeHost()
            let (window, clock) = window()
            let view = UIImageView(image: UIImage(cgImage: Self.quadrants(width: 80, height: 60)))
            view.contentMode = .scaleAspectFill
            view.clipsToBounds = true
            view.layer.cornerRadius = 12
            view.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
            window.addSubview(view)
            clock.perform {
                UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                    view.frame = window.bounds
                    view.layer.cornerRadius = 0
                }
            }
            clock.advance(by: 0.5)
            // Half way: frame (10, 10, 120, 95), corners 6 pt; the quadrants meet at (70, 57.5).
            let image = try render(window, host)
            #expect(try image.at(66, 54).isClose(to: Self.red) && image.at(74, 54).isClose(to: Self.blue))
            #expect(try image.at(66, 61).isClose(to: Self.green) && image.at(74, 61).isClose(to: Self.yellow))
            #expect(try image.at(12, 30).isClose(to: Self.red) && image.at(127, 100).isClose(to: Self.yellow))
            #expect(try image.at(10, 10) == Self.black, "the rounded corner cuts the top-left pixel")
            #expect(try image.at(8, 30) == Self.black && image.at(132, 100) == Self.black, "x 10...130 only")
            #expect(try image.at(70, 107) == Self.black, "y 10...105 only")
        }

        @Test("ImageFileLoader finds name.png and name@2x.png in its folder and decodes them through SDL2_image")
        func fileLoader() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let pixels = (0..<(6 * 4)).map { UInt32(0xFF00_0000 | ($0 * 10)) }
            try PixelImage(width: 6, height: 4, pixels: pixels).write(toFile: folder + "/tile.png")
            try PixelImage(width: 6, height: 4, pixels: pixels).write(toFile: folder + "/icon@2x.png")
            let loader = ImageFileLoader(resourceDirectory: folder)
            try UIImage.withLoader(loader) {
                let tile = try #require(UIImage(named: "tile"))
                #expect(tile.size == CGSize(width: 6, height: 4) && tile.scale == 1)
                #expect(tile.cgImage?.pixel(x: 5, y: 3).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [0, 0, 230, 255])
                // UIImage(named:) "looks in the system caches": the second ask shares the pixels.
                #expect(UIImage(named: "tile")?.cgImage === tile.cgImage)
                #expect(UIImage(contentsOfFile: folder + "/tile.png")?.cgImage !== tile.cgImage, "contentsOfFile does not cache")
                let icon = try #require(UIImage(named: "icon"))
                #expect(icon.size == CGSize(width: 3, height: 2) && icon.scale == 2)
                #expect(UIImage(named: "tile.png")?.size == CGSize(width: 6, height: 4))
                #expect(UIImage(named: "nothing") == nil)
                #expect(UIImage(contentsOfFile: folder + "/icon@2x.png")?.scale == 2)
                #expect(UIImage(contentsOfFile: folder + "/missing.png") == nil)
            }
        }
    }
}
