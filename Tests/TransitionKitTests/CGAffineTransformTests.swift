import Foundation
import Testing
import TransitionKit

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("Translation, scale and rotation map points as Core Graphics does")
    func mapsPoints() {
        let point = CGPoint(x: 10, y: 0)
        #expect(point.applying(CGAffineTransform(translationX: 5, y: -2)) == CGPoint(x: 15, y: -2))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 20, y: 0))
        let rotated = point.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 10) < 1e-12)
    }

    @Test("concatenating applies the receiver first")
    func concatenationOrder() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        let moveThenScale = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
    }

    @Test("inverted undoes the transform; a singular one is returned unchanged")
    func inversion() {
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let back = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("A rectangle maps to its bounding box")
    func rectBoundingBox() {
        let rect = CGRect(x: -1, y: -1, width: 2, height: 2).applying(CGAffineTransform(rotationAngle: .pi / 4))
        #expect(abs(rect.width - 2 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(rect.midX) < 1e-9)
    }

    @Test("Decomposition round-trips rotation, scale, shear and translation")
    func decomposition() {
        let samples: [CGAffineTransform] = [
            .identity, CGAffineTransform(rotationAngle: 2.5), CGAffineTransform(scaleX: 0.001, y: 0.0001),
            CGAffineTransform(scaleX: -2, y: 3).rotated(by: 1).translatedBy(x: 4, y: 5),
            CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0),
        ]
        for sample in samples {
            let back = CGAffineTransform(animationVector: sample.animationVector)
            for (x, y) in [(sample.a, back.a), (sample.b, back.b), (sample.c, back.c), (sample.d, back.d),
                           (sample.tx, back.tx), (sample.ty, back.ty)] {
                #expect(abs(x - y) < 1e-9, "\(sample) -> \(back)")
            }
        }
    }
}
