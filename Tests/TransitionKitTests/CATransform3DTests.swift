import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Sources: CATransform3D.h and Apple documentation for each function: the identity
/// `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`, translation `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`,
/// scale `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`, `CATransform3DConcat` "t' = a * b",
/// `CATransform3DTranslate` "t' = translate(tx, ty, tz) * t", `CATransform3DMakeRotation` "If the
/// vector has length zero, this function returns the identity transform", `CATransform3DInvert`
/// "Returns the original matrix if 't' has no inverse"; points are row vectors (`m41...m43`
/// translate) and `m34 = -1/d` is the perspective of an eye `d` points in front.
@Suite("CATransform3D")
@MainActor
struct CATransform3DTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Maps `(x, y, 0)` as Core Animation does and divides by w.
    private func project(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> CGPoint {
        let w = x * t.m14 + y * t.m24 + t.m44
        return CGPoint(x: (x * t.m11 + y * t.m21 + t.m41) / w, y: (x * t.m12 + y * t.m22 + t.m42) / w)
    }

    @Test("Identity, translation and scale matrices as documented; CATransform3D() is all zeros")
    func knownMatrices() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
        let translation = CATransform3DMakeTranslation(3, 4, 5)
        #expect(translation.m41 == 3 && translation.m42 == 4 && translation.m43 == 5 && translation.m44 == 1 && translation.m11 == 1)
        let scale = CATransform3DMakeScale(2, 3, 4)
        #expect(scale.m11 == 2 && scale.m22 == 3 && scale.m33 == 4 && scale.m44 == 1 && scale.m41 == 0)
        #expect(CATransform3DEqualToTransform(scale, CATransform3DMakeScale(2, 3, 4)) && !CATransform3DEqualToTransform(scale, translation))
    }

    @Test("Rotation about z is CGAffineTransform's rotation; about y and x as Core Animation lays them out")
    func rotations() {
        let angle: CGFloat = 0.7
        #expect(close(CATransform3DMakeRotation(angle, 0, 0, 1), CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))))
        let y = CATransform3DMakeRotation(angle, 0, 2, 0)  // the axis is normalised
        #expect(isClose(y.m11, cos(angle), 1e-12) && isClose(y.m13, -sin(angle), 1e-12))
        #expect(isClose(y.m31, sin(angle), 1e-12) && isClose(y.m33, cos(angle), 1e-12) && y.m22 == 1)
        let x = CATransform3DMakeRotation(angle, 1, 0, 0)
        #expect(isClose(x.m22, cos(angle), 1e-12) && isClose(x.m23, sin(angle), 1e-12) && isClose(x.m32, -sin(angle), 1e-12))
        #expect(CATransform3DMakeRotation(angle, 0, 0, 0) == CATransform3DIdentity, "zero vector: identity")
    }

    @Test("Concat applies a then b; Translate, Scale and Rotate apply their step before t")
    func concatenationOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1), move = CATransform3DMakeTranslation(10, 0, 0)
        #expect(project(CATransform3DConcat(scale, move), 1, 0) == CGPoint(x: 12, y: 0))
        #expect(project(CATransform3DConcat(move, scale), 1, 0) == CGPoint(x: 22, y: 0))
        #expect(CATransform3DTranslate(scale, 10, 0, 0) == CATransform3DConcat(move, scale))
        #expect(CATransform3DScale(move, 2, 2, 1) == CATransform3DConcat(scale, move))
        let quarter = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
        #expect(isClose(project(quarter, 1, 0), CGPoint(x: 10, y: 1), 1e-12), "rotate (1, 0) to (0, 1), then move")
    }

    @Test("Invert: the inverse undoes the transform; a singular matrix comes back unchanged")
    func inversion() {
        #expect(CATransform3DInvert(CATransform3DMakeTranslation(5, 6, 7)) == CATransform3DMakeTranslation(-5, -6, -7))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeRotation(0.6, 0, 1, 0)), perspective)
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
    }

    @Test("m34 = -1/500: a 45-degree turn about y brings the left edge nearer (bigger) and the right farther")
    func perspectiveProjection() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        // (100, 0, 0) -> (70.71, 0, -70.71), w = 1 + 70.71 / 500; (-100, 0, 0) -> w = 1 - 70.71 / 500.
        let half = 100 * CGFloat(2).squareRoot() / 2
        #expect(isClose(project(turned, 100, 0).x, half / (1 + half / 500), 1e-9))
        #expect(isClose(project(turned, -100, 0).x, -half / (1 - half / 500), 1e-9))
        #expect(isClose(project(turned, -100, 50).y, 50 / (1 - half / 500), 1e-9) && isClose(project(turned, 100, 50).y, 50 / (1 + half / 500), 1e-9))
    }

    @Test("Affine transforms round-trip; only affine ones are affine")
    func affine() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.3, 0, 1, 0)) && !CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
    }

    @Test("A view's transform and transform3D are two faces of the layer's transform")
    func viewFaces() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.transform3D == CATransform3DMakeScale(2, 3, 1) && view.layer.transform == view.transform3D)
        let turned = CATransform3DMakeRotation(0.5, 0, 1, 0)
        view.transform3D = turned
        #expect(view.layer.transform == turned && view.transform == CATransform3DGetAffineTransform(turned))
        view.transform = .identity
        #expect(view.transform3D == CATransform3DIdentity)
        var bad = CATransform3DIdentity
        bad.m34 = .nan
        view.transform3D = bad
        #expect(view.transform3D == CATransform3DIdentity, "a NaN is refused")
    }
}
