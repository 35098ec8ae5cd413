import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// Every test that touches SDL lives under this one serialized suite: SDL is not thread-safe,
/// and Swift Testing runs tests in parallel (parallel SDL_Init/SDL_Quit crashes inside libSDL2).
/// Nested suites (in the `extension SDLSuite` files) inherit the serialization.
@Suite("SDL (serialized)", .serialized)
struct SDLSuite {}

/// Helpers shared by the SDL tests.
@MainActor
enum SDLTestSupport {
    /// A headless host (offscreen, software renderer) of `width` x `height` points.
    static func makeHost(width: Int = 200, height: Int = 150) throws -> SDLHost {
        try SDLHost(configuration: HostConfiguration(
            title: "test", size: CGSize(width: width, height: height), isHeadless: true))
    }

    /// Draws `commands` over `background` with the host's renderer and reads the frame back
    /// (through `DisplayListRenderer`, see `render(_:background:size:through:)`).
    static func render(
        _ commands: [DisplayList.Command], background: UIColor = .black, in host: SDLHost
    ) throws -> PixelImage {
        try render(commands, background: background, size: host.windowSize, through: host.renderer)
    }

    /// Draws `commands` over `background` as a list of `size` points with any renderer and reads
    /// its target back: the seam a second renderer is tested through, by the same pixel tests.
    static func render(
        _ commands: [DisplayList.Command], background: UIColor = .black, size: CGSize, through renderer: any DisplayListRenderer
    ) throws -> PixelImage {
        renderer.draw(DisplayList(size: size, clearColor: background, commands: commands))
        return try renderer.readPixels()
    }

    /// The colour of a `UIColor` as 8-bit components.
    static func pixelColor(_ color: UIColor) -> PixelImage.Color {
        PixelImage.Color(
            red: SDLRenderer.byte(color.red), green: SDLRenderer.byte(color.green), blue: SDLRenderer.byte(color.blue))
    }
}

extension PixelImage {
    /// The colour at `(x, y)`, failing the test when outside the image.
    func at(_ x: Int, _ y: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> PixelImage.Color {
        try #require(color(x: x, y: y), "pixel (\(x), \(y)) outside \(width)x\(height)", sourceLocation: sourceLocation)
    }

    /// How many pixels in `rect` satisfy `predicate`.
    func count(in rect: (x: Range<Int>, y: Range<Int>), where predicate: (PixelImage.Color) -> Bool) -> Int {
        var total = 0
        for y in rect.y { for x in rect.x { if let c = color(x: x, y: y), predicate(c) { total += 1 } } }
        return total
    }
}
