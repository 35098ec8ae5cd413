import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Core Animation interpolates `transform` by decomposing it (translation, scale, rotation,
/// perspective) rather than entry by entry, so a rotation in perspective turns at a steady angle
/// (Core Animation Programming Guide, "Animatable Properties": transform is interpolated "as
/// a CATransform3D"; the decomposition follows Graphics Gems II "unmatrix", as the CSS Transforms
/// spec does). See `CATransform3D+Animation.swift` for the choices made here.
@Suite("CATransform3D animation")
@MainActor
struct Transform3DAnimationTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func perspective(_ distance: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / distance
        return t
    }

    @Test("A turn about y in perspective is at half the angle at half time, with the same perspective")
    func rotationMidpoint() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 80))
        window.addSubview(view)
        view.transform3D = perspective(500)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform3D = CATransform3DRotate(self.perspective(500), .pi / 2, 0, 1, 0)
        })
        clock.advance(by: 0.5)
        let shown = view.layer.presentation()!.transform
        #expect(close(shown, CATransform3DRotate(perspective(500), .pi / 4, 0, 1, 0)), "\(shown)")
        clock.advance(by: 0.25)
        #expect(close(view.layer.presentation()!.transform, CATransform3DRotate(perspective(500), 3 * .pi / 8, 0, 1, 0)))
    }

    @Test("Translation, scale and z move linearly; a half turn about x keeps its axis")
    func componentsMidpoint() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let end = CATransform3DConcat(CATransform3DMakeScale(3, 3, 3), CATransform3DMakeTranslation(20, 40, 60))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.transform3D = end })
        clock.advance(by: 0.5)
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 20, 30))
        #expect(close(view.layer.presentation()!.transform, expected))
        clock.advance(by: 0.6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.transform3D = CATransform3DMakeRotation(.pi, 1, 0, 0)
        })
        clock.advance(by: 0.5)
        let halfTurn = CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
            CATransform3DMakeTranslation(10, 20, 30))
        #expect(close(view.layer.presentation()!.transform, halfTurn, 1e-9))
    }

    @Test("Affine transforms set through transform3D animate exactly as through transform")
    func affineUnchanged() {
        let (window, clock) = makeTestWindow()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), b = UIView(frame: a.frame)
        window.addSubview(a)
        window.addSubview(b)
        let target = CGAffineTransform(rotationAngle: 3).scaledBy(x: 2, y: -1).translatedBy(x: 5, y: 7)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: {
            a.transform = target
            b.transform3D = CATransform3DMakeAffineTransform(target)
        })
        for _ in 0..<7 {
            clock.advance(by: 0.15)
            #expect(a.layer.presentation()!.transform == b.layer.presentation()!.transform)
            #expect(CATransform3DIsAffine(a.layer.presentation()!.transform))
        }
    }
}
