import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIImage")
@MainActor
struct UIImageTests {
    private let landscape = CGImage(width: 40, height: 30, color: .red)!

    @Test("UIImage(named:) comes from the bound loader; @2x resources have scale 2 and half the size in points")
    func namedFromLoader() throws {
        let loader = InMemoryImageLoader([
            "photo": LoadedImage(pixels: landscape),
            "icon": LoadedImage(pixels: landscape, scale: 2),
        ])
        try UIImage.withLoader(loader) {
            let photo = try #require(UIImage(named: "photo"))
            #expect(photo.size == CGSize(width: 40, height: 30) && photo.scale == 1)
            #expect(photo.cgImage?.width == 40 && photo.renderingMode == .automatic && !photo.isSymbolImage)
            // UIKit: "the scale factor ... is 2.0 for ... @2x" (UIImage.scale), size is in points.
            let icon = try #require(UIImage(named: "icon"))
            #expect(icon.size == CGSize(width: 20, height: 15) && icon.scale == 2)
            #expect(UIImage(named: "missing") == nil, "no such resource: nil, as in UIKit")
        }
        #expect(UIImage.loader == nil, "the binding ends with the call")
    }

    @Test("With no loader bound, UIImage(named:) and (contentsOfFile:) are nil with the diagnostic image.noLoader")
    func noLoaderIsADiagnostic() {
        let (window, clock) = makeTestWindow()
        clock.perform {
            #expect(UIImage(named: "photo") == nil)
            #expect(UIImage(contentsOfFile: "/tmp/photo.png") == nil)
        }
        #expect(window.diagnostics.map(\.code) == [UIImage.noLoader, UIImage.noLoader])
    }

    @Test("UIImage(contentsOfFile:) asks the loader for the path")
    func contentsOfFile() throws {
        let loader = InMemoryImageLoader(["/photos/a.png": LoadedImage(pixels: landscape)])
        try UIImage.withLoader(loader) {
            let image = try #require(UIImage(contentsOfFile: "/photos/a.png"))
            #expect(image.size == CGSize(width: 40, height: 30))
            #expect(UIImage(contentsOfFile: "/photos/b.png") == nil)
        }
    }

    @Test("Every system symbol drawn here is a 24 pt template symbol image at scale 3; unknown names are nil")
    func systemSymbols() throws {
        for name in ["xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "plus", "heart.fill",
                     "star.fill", "play.fill", "pause.fill", "circle.fill", "photo"] {
            let symbol = try #require(UIImage(systemName: name), "\(name)")
            #expect(symbol.isSymbolImage && symbol.size == CGSize(width: 24, height: 24) && symbol.scale == 3, "\(name)")
            // UIImage.RenderingMode.automatic: symbol images draw as templates.
            #expect(symbol.renderingMode == .automatic, "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil)
    }

    @Test("Symbols are drawn: xmark covers its centre and not its corner; heart.fill and play.fill cover theirs")
    func symbolShapes() throws {
        let xmark = try #require(UIImage(systemName: "xmark")?.cgImage)
        #expect(xmark.pixel(x: 36, y: 36)?.alpha == 255)
        #expect(xmark.pixel(x: 2, y: 2)?.alpha == 0)
        #expect(xmark.pixel(x: 36, y: 10)?.alpha == 0, "between the strokes' top ends")
        let heart = try #require(UIImage(systemName: "heart.fill")?.cgImage)
        #expect(heart.pixel(x: 36, y: 40)?.alpha == 255 && heart.pixel(x: 36, y: 70)?.alpha == 0)
        let play = try #require(UIImage(systemName: "play.fill")?.cgImage)
        #expect(play.pixel(x: 30, y: 36)?.alpha == 255 && play.pixel(x: 66, y: 10)?.alpha == 0)
    }

    @Test("withRenderingMode and withTintColor make copies; withTintColor keeps the rendering mode (Apple docs)")
    func renderingModesAndTint() throws {
        let image = UIImage(cgImage: landscape)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && image.renderingMode == .automatic)
        #expect(template.size == image.size && template.cgImage == image.cgImage)
        // withTintColor(_:): "The new image uses the same rendering mode as the original image."
        let tinted = template.withTintColor(.green)
        #expect(tinted.renderingMode == .alwaysTemplate)
        #expect(image.withTintColor(.green, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test("CGImage from RGBA bytes: the wrong byte count or size is refused with image.invalidPixels")
    func pixelImages() throws {
        let (window, clock) = makeTestWindow()
        clock.perform {
            #expect(CGImage(width: 2, height: 2, rgbaPixels: [UInt8](repeating: 0, count: 15)) == nil)
            #expect(CGImage(width: 0, height: 2, color: .red) == nil)
        }
        #expect(window.diagnostics.map(\.code) == [CGImage.invalidPixels, CGImage.invalidPixels])
        let solid = try #require(CGImage(width: 3, height: 2, color: UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)))
        #expect(solid.pixel(x: 2, y: 1).map { [$0.red, $0.green, $0.blue, $0.alpha] } == [255, 128, 0, 255])
        #expect(solid.pixel(x: 3, y: 0) == nil && solid.bytesPerRow == 12)
    }
}
