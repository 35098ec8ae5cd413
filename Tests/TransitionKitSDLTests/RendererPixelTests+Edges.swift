import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// Edges and fitting: anti-aliased rounded edges, pills without a seam, labels that stay in
/// their bounds, and the navigation bar's hairline where the bar ends.
extension SDLSuite.RendererPixelTests {
    /// The coverage of pixel `(x, y)` by a disc of `radius` around `centre` (its centre's signed
    /// distance to the circle, as a one-pixel ramp).
    private func discCoverage(_ x: Int, _ y: Int, centre: CGPoint, radius: CGFloat) -> CGFloat {
        let distance = hypot(CGFloat(x) + 0.5 - centre.x, CGFloat(y) + 0.5 - centre.y)
        return min(max(radius - distance + 0.5, 0), 1)
    }

    @Test("A rounded corner is anti-aliased: every pixel along the arc is within 0.3 of its coverage",
          arguments: [CGPoint(x: 20, y: 20), CGPoint(x: 20.25, y: 20.6)])
    func roundedCornerCoverage(origin: CGPoint) throws {
        let host = try SDLTestSupport.makeHost()
        let rect = CGRect(origin: origin, size: CGSize(width: 100, height: 100))
        let image = try SDLTestSupport.render([Command(rect: rect, fillColor: .white, cornerRadius: 30)], in: host)
        let centre = CGPoint(x: rect.minX + 30, y: rect.minY + 30)
        var intermediate = 0
        for y in 18..<Int(centre.y) {
            for x in 18..<Int(centre.x) {
                let expected = discCoverage(x, y, centre: centre, radius: 30)
                let actual = CGFloat(try image.at(x, y).luma) / 255
                #expect(abs(actual - expected) <= 0.3, "(\(x), \(y)): \(actual) for a coverage of \(expected)")
                if actual > 0.1 && actual < 0.9 { intermediate += 1 }
            }
        }
        // The arc is about 47 pixels long: most of the pixels it crosses are partly covered.
        #expect(intermediate >= 30, "partly covered pixels along the arc: \(intermediate)")
    }

    @Test("A rounded border over an opaque fill is anti-aliased along its outer edge too")
    func roundedBorderCoverage() throws {
        let host = try SDLTestSupport.makeHost()
        let rect = CGRect(x: 20.4, y: 20.7, width: 100, height: 100)
        let card = Command(rect: rect, fillColor: .red, cornerRadius: 30, borderWidth: 6, borderColor: .white)
        let image = try SDLTestSupport.render([card], in: host)
        let centre = CGPoint(x: rect.minX + 30, y: rect.minY + 30)
        var intermediate = 0
        for y in 18..<Int(centre.y) {
            for x in 18..<Int(centre.x) {
                // Only the border's outer half: the fill's red does not reach it.
                guard hypot(CGFloat(x) + 0.5 - centre.x, CGFloat(y) + 0.5 - centre.y) > 27 else { continue }
                let expected = discCoverage(x, y, centre: centre, radius: 30)
                let actual = CGFloat(try image.at(x, y).luma) / 255
                #expect(abs(actual - expected) <= 0.3, "(\(x), \(y)): \(actual) for a coverage of \(expected)")
                if actual > 0.1 && actual < 0.9 { intermediate += 1 }
            }
        }
        #expect(intermediate >= 30, "partly covered pixels along the arc: \(intermediate)")
        #expect(try image.at(70, 23).isClose(to: white), "the top border")
        #expect(try image.at(70, 70).isClose(to: SDLTestSupport.pixelColor(.red)), "the fill")
    }

    @Test("A translucent pill is one colour inside and anti-aliased at its edge, with no seam or overlap",
          arguments: [CGPoint(x: 20, y: 40), CGPoint(x: 20.3, y: 40.6)])
    func pillHasNoSeam(origin: CGPoint) throws {
        let host = try SDLTestSupport.makeHost()
        let rect = CGRect(origin: origin, size: CGSize(width: 150, height: 40))
        let pill = Command(rect: rect, fillColor: UIColor(white: 1, alpha: 0.5), cornerRadius: 20)
        let image = try SDLTestSupport.render([pill], in: host)
        let inside = try image.at(95, 60).luma
        #expect(abs(inside - 128) <= 4, "the middle: \(inside)")
        for y in Int(rect.minY) - 1...Int(rect.maxY) + 1 {
            for x in Int(rect.minX) - 1...Int(rect.maxX) + 1 {
                // The pill's coverage of the pixel: its centre's distance to the segment between
                // the end discs' centres, against the radius.
                let px = CGFloat(x) + 0.5, py = CGFloat(y) + 0.5
                let nearestX = min(max(px, rect.minX + 20), rect.maxX - 20)
                let coverage = min(max(20 - hypot(px - nearestX, py - rect.midY) + 0.5, 0), 1)
                let luma = try image.at(x, y).luma
                #expect(abs(luma - inside * coverage) <= 0.2 * inside, "(\(x), \(y)): \(luma) for a coverage of \(coverage)")
            }
        }
    }

    @Test("A label's text stays within its bounds: a too-long title is truncated, not spilled")
    func labelTextStaysInBounds() throws {
        let host = try SDLTestSupport.makeHost()
        try #require(host.renderer.drawsText, "DejaVu Sans must be installed (make deps)")
        let bounds = CGRect(x: 50, y: 40, width: 100, height: 70)
        let label = Command(
            rect: CGRect(origin: .zero, size: bounds.size),
            transform: CGAffineTransform(translationX: bounds.minX, y: bounds.minY),
            content: .text(.init(string: "Photo 6", fontSize: 56, isBold: true, color: .white, alignment: .center)))
        let image = try SDLTestSupport.render([label], in: host)
        let inside = image.count(in: (50..<150, 0..<150)) { $0.luma > 40 }
        let outside = image.count(in: (0..<50, 0..<150)) { $0.luma > 40 } + image.count(in: (150..<200, 0..<150)) { $0.luma > 40 }
        #expect(inside > 300, "the text draws: \(inside) ink pixels")
        #expect(outside == 0, "ink outside the label's bounds: \(outside) pixels")
    }

    @Test("The navigation bar's hairline lies along the bar's bottom edge, not 44 points below it")
    func navigationBarHairline() throws {
        let host = try SDLTestSupport.makeHost()
        let root = UIViewController()
        root.view.backgroundColor = .black
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150), clock: AnimationClock())
        window.writesDiagnosticsToStandardError = false
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        host.draw(window.displayList())
        let image = try host.captureFrame()
        let bar = try image.at(100, 30), hairline = try image.at(100, 43)
        #expect(hairline.luma < bar.luma - 20, "the bar's last row is the hairline: \(hairline) under \(bar)")
        for y in 44..<150 { #expect(try image.at(100, y) == black, "y = \(y): the content below the bar") }
    }
}
