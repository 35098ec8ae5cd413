import Foundation
import Testing
import TransitionKit

/// `UIBezierPath`: UIKit's initialisers, its on-screen `clockwise`, bounds and containment.
@Suite("UIBezierPath")
struct UIBezierPathTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9 }

    @Test("Defaults: line width 1, butt caps, miter joins, non-zero fill, empty")
    func defaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
    }

    /// Apple, `UIBezierPath.init(arcCenter:radius:startAngle:endAngle:clockwise:)`: the figure of
    /// the default coordinate system puts pi/2 at the bottom, reached clockwise from 0.
    @Test("Arcs: clockwise (on screen) 0 -> pi/2 is one cubic through the bottom, the opposite of CG's wording")
    func arcClockwiseOnScreen() {
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(clockwise.cgPath.displayListElements.count == 2)
        #expect(close(clockwise.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(clockwise.bounds.maxY == 10 && clockwise.bounds.minY == 0)
        let counter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(counter.cgPath.displayListElements.count == 4)
        #expect(abs(counter.cgPath.boundingBoxOfPath.minY + 10) < 1e-9, "passes through the top")
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(clockwise.cgPath == cg)
    }

    @Test("Rect, oval and rounded rect: bounds and containment")
    func shapes() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rect.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(rect.cgPath == CGPath(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(oval.contains(CGPoint(x: 10, y: 10)))
        #expect(!oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 100)
        #expect(rounded.cgPath == CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 5, cornerHeight: 5, transform: nil))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), byRoundingCorners: [.topLeft],
                                     cornerRadii: CGSize(width: 5, height: 5))
        #expect(!oneCorner.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(oneCorner.contains(CGPoint(x: 19.5, y: 0.5)))
        #expect(oneCorner.contains(CGPoint(x: 0.5, y: 9.5)))
        #expect(oneCorner.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test("bounds includes control points (Apple: \"including any control points\")")
    func boundsIncludeControlPoints() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), controlPoint: CGPoint(x: 5, y: 10))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("Even-odd fill rule, append, apply and reversing")
    func editing() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        path.apply(CGAffineTransform(scaleX: 2, y: 1))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 200, height: 100))
        let square = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.reversing().cgPath.displayListElements == [
            .move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 10, y: 0)),
            .line(to: CGPoint(x: 0, y: 0)), .closeSubpath,
        ])
        let curve = UIBezierPath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 3, y: 0), controlPoint1: CGPoint(x: 1, y: 1), controlPoint2: CGPoint(x: 2, y: 1))
        #expect(curve.reversing().cgPath.displayListElements == [
            .move(to: CGPoint(x: 3, y: 0)), .curve(to: .zero, control1: CGPoint(x: 2, y: 1), control2: CGPoint(x: 1, y: 1)),
        ])
    }

    @Test("cgPath round-trips and is a copy")
    func cgPathCopy() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let cg = path.cgPath
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(cg == CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil))
        #expect(UIBezierPath(cgPath: cg).cgPath == cg)
    }
}
