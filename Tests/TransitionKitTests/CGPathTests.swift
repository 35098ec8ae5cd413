import Foundation
import Testing
import TransitionKit

/// `CGPath` / `CGMutablePath`: Core Graphics' element rules, bounding boxes, containment, arcs
/// and interpolation, with exact numbers.
@Suite("CGPath")
struct CGPathTests {
    private func elements(_ path: CGPath) -> [DisplayList.PathElement] { path.displayListElements }

    private func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("A rectangle path: elements from the top-left corner, boxes and containment")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(elements(path) == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)), .line(to: CGPoint(x: 40, y: 60)),
            .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 25, y: 40)))
        #expect(!path.contains(CGPoint(x: 5, y: 40)))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "after a close the current point is the subpath's start")
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let moved = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 110, y: 20, width: 30, height: 40))
        #expect(path.contains(CGPoint(x: 125, y: 40), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test("An empty path: isEmpty, null boxes, current point zero")
    func empty() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
        #expect(!path.contains(.zero))
    }

    @Test("An ellipse: a move at (maxX, midY), four cubics, a close; both boxes are the rect")
    func ellipse() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(elements(path).count == 6)
        #expect(elements(path).first == .move(to: CGPoint(x: 100, y: 25)))
        #expect(path.boundingBox == rect)
        #expect(path.boundingBoxOfPath == rect)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(path.contains(CGPoint(x: 99, y: 25)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)), "a corner of the rect is outside the ellipse")
    }

    @Test("The tight box of a cubic excludes control points: y peaks at 75 at t = 0.5")
    func cubicBounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 75))
        let quad = CGMutablePath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(quad.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// Apple, `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`:
    /// `clockwise` true makes a clockwise arc in the unflipped (y-up) space; with y down, as
    /// here, it sweeps through decreasing angles, so from 0 to pi/2 it goes round the top.
    @Test("Arcs: counterclockwise (CG) 0 -> pi/2 is one cubic through the bottom; clockwise is three through the top")
    func arcs() {
        let center = CGPoint(x: 50, y: 50)
        let short = CGMutablePath()
        short.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(elements(short).count == 2)
        #expect(elements(short).first == .move(to: CGPoint(x: 60, y: 50)))
        #expect(close(short.currentPoint, CGPoint(x: 50, y: 60)))
        let long = CGMutablePath()
        long.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(elements(long).count == 4)
        guard case .curve(let firstEnd, _, _) = elements(long)[1] else { Issue.record("not a curve"); return }
        #expect(close(firstEnd, CGPoint(x: 50, y: 40)), "the first quarter ends at the top (y down)")
        #expect(close(long.currentPoint, CGPoint(x: 50, y: 60)))
        // A quarter-circle cubic strays from the circle by at most 0.027% of the radius.
        guard case .curve(let end, let c1, let c2) = elements(short)[1] else { Issue.record("not a curve"); return }
        let mid = CGPoint(x: (60 + 3 * c1.x + 3 * c2.x + end.x) / 8, y: (50 + 3 * c1.y + 3 * c2.y + end.y) / 8)
        #expect(abs(hypot(mid.x - 50, mid.y - 50) - 10) < 0.003)
    }

    @Test("A full turn is four cubics; a later arc starts with a line from the current point")
    func fullCircleAndLineToArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: 0, endAngle: 4 * .pi, clockwise: false)
        #expect(elements(path).count == 6)
        #expect(elements(path)[1] == .line(to: CGPoint(x: 25, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 25, y: 0)))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a right-angle corner")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 20)))
        #expect(elements(path)[1] == .line(to: CGPoint(x: 80, y: 0)))
        #expect(elements(path).count == 3)
    }

    @Test("Non-zero and even-odd: two nested rectangles wound the same way")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd), "the hole")
        #expect(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd), "the ring")
        #expect(!path.contains(CGPoint(x: 150, y: 50), using: .winding))
    }

    @Test("Rounded rectangle: corners cut, radii clamped to half a side")
    func roundedRect() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 20, y: 1)))
        let clamped = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 50, cornerHeight: 50, transform: nil)
        let capsule = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 20, cornerHeight: 10, transform: nil)
        #expect(clamped == capsule)
    }

    @Test("Lines and curves with no current point, and non-finite points, are ignored")
    func badInput() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        #expect(path.isEmpty)
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        path.closeSubpath()
        path.closeSubpath()
        #expect(elements(path).count == 4, "one close")
    }

    @Test("applyWithBlock hands over each element's kind and points, control points first")
    func elementWalk() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        var walked: [String] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: walked.append("move \(e.points[0])")
            case .addQuadCurveToPoint: walked.append("quad \(e.points[0]) \(e.points[1])")
            case .closeSubpath: walked.append("close")
            default: walked.append("other")
            }
        }
        #expect(walked == ["move \(CGPoint(x: 1, y: 2))", "quad \(CGPoint(x: 3, y: 4)) \(CGPoint(x: 5, y: 6))", "close"])
    }

    @Test("copy and mutableCopy are equal paths; the mutable copy changes alone")
    func copies() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        let frozen = path.copy()
        let mutable = path.mutableCopy()
        #expect(frozen == path)
        #expect(mutable == path)
        mutable?.addLine(to: CGPoint(x: 9, y: 9))
        #expect(mutable != path)
        #expect(frozen == path)
    }

    @Test("Interpolation: matching paths mix point by point; mismatched ones are nil and switch at 0.5")
    func interpolation() {
        let from = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let to = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
        #expect(from.interpolated(to: to, fraction: 0.5) == CGPath(rect: CGRect(x: 5, y: 5, width: 20, height: 20), transform: nil))
        #expect(from.interpolated(to: to, fraction: 0) == from)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(from.interpolated(to: circle, fraction: 0.5) == nil)
        #expect(CGPath.animationValue(from: from, to: circle, fraction: 0.49) == from)
        #expect(CGPath.animationValue(from: from, to: circle, fraction: 0.5) == circle)
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let big = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        #expect(CGPath.animationValue(from: small, to: big, fraction: 0.25)?.boundingBox == CGRect(x: 30, y: 30, width: 40, height: 40))
    }
}
