import Foundation
import Testing
import TransitionKit

@Suite("Geometry as strings (NSCoder.string(for:)) and Core Graphics' comparisons")
struct NSCoderGeometryTests {
    @Test("Strings are written as UIKit writes them (%.17g), braces and brackets included")
    func writesUIKitsForms() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGPoint(x: 0.1, y: 2)) == "{0.10000000000000001, 2}")
        #expect(NSCoder.string(for: CGSize(width: 390, height: 844)) == "{390, 844}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 20, width: 390, height: 824)) == "{{0, 20}, {390, 824}}")
        #expect(NSCoder.string(for: CGVector(dx: -1, dy: 0)) == "{-1, 0}")
        #expect(NSCoder.string(for: CGAffineTransform(scaleX: 2, y: 3)) == "[2, 0, 0, 3, 0, 0]")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: UIOffset(horizontal: 5, vertical: -6)) == "{5, -6}")
    }

    @Test("Each string parses back to its value")
    func roundTrips() {
        let rect = CGRect(x: -3.25, y: 1e-3, width: 1234.5, height: 0.1)
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        let transform = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -9)
        #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: transform)) == transform)
        #expect(NSCoder.cgPoint(for: "{1, 2}") == CGPoint(x: 1, y: 2))
        #expect(NSCoder.cgSize(for: "{3,4}") == CGSize(width: 3, height: 4))
        #expect(NSCoder.cgVector(for: "{5, 6}") == CGVector(dx: 5, dy: 6))
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}") == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(NSCoder.uiOffset(for: "{7, 8}") == UIOffset(horizontal: 7, vertical: 8))
    }

    @Test("A malformed string reads as zeros where numbers are missing, and never traps")
    func malformedStrings() {
        #expect(NSCoder.cgRect(for: "") == .zero)
        #expect(NSCoder.cgPoint(for: "{7}") == CGPoint(x: 7, y: 0))
        #expect(NSCoder.cgSize(for: "width and height") == .zero)
        #expect(NSCoder.cgAffineTransform(for: "[") == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(NSCoder.cgPoint(for: "{--, 3}") == CGPoint(x: 3, y: 0))
    }

    @Test("equalTo compares exactly; rectangles compare standardized")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2.000001)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
    }

    @Test("import TransitionKit brings URLSession, as import UIKit does on iOS")
    func urlSessionIsVisible() {
        let configuration: URLSessionConfiguration = .ephemeral
        let session = URLSession(configuration: configuration)
        #expect(session.configuration.timeoutIntervalForRequest > 0)
        session.invalidateAndCancel()
    }
}
