import Foundation
import Testing
import TransitionKit

@Suite("CGAffineTransformComponents")
struct CGAffineTransformComponentsTests {
    /// Whether two transforms agree to rounding.
    func close(_ t: CGAffineTransform, _ u: CGAffineTransform) -> Bool {
        [t.a - u.a, t.b - u.b, t.c - u.c, t.d - u.d, t.tx - u.tx, t.ty - u.ty].allSatisfy { abs($0) < 1e-9 }
    }

    @Test("The parts apply in order: scale, then shear, then rotation, then translation")
    func composesInOrder() {
        let components = CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6, translation: CGVector(dx: 10, dy: -4))
        let built = CGAffineTransform(components)
        let chained = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 10, y: -4))
        #expect(close(built, chained))
        // The shear moves x by half of y: (0, 1) scaled to (0, 3), sheared to (1.5, 3).
        let sheared = CGAffineTransform(CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: 0, translation: .zero))
        #expect(CGPoint(x: 0, y: 1).applying(sheared) == CGPoint(x: 1.5, y: 3))
    }

    @Test("decomposed() gives back the parts a transform was made of")
    func decomposesBack() {
        let components = CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 0.5), horizontalShear: -0.25, rotation: 1.2, translation: CGVector(dx: 3, dy: 7))
        let back = CGAffineTransform(components).decomposed()
        #expect(abs(back.scale.width - 2) < 1e-9 && abs(back.scale.height - 0.5) < 1e-9)
        #expect(abs(back.horizontalShear + 0.25) < 1e-9 && abs(back.rotation - 1.2) < 1e-9)
        #expect(back.translation == CGVector(dx: 3, dy: 7))
    }

    @Test("A flip decomposes with a negative y scale; the identity into unit scale and nothing else")
    func flipsAndIdentity() {
        let flip = CGAffineTransform(scaleX: 1, y: -1).decomposed()
        #expect(flip.scale == CGSize(width: 1, height: -1) && flip.rotation == 0 && flip.horizontalShear == 0)
        #expect(CGAffineTransform.identity.decomposed() == CGAffineTransformComponents())
        #expect(CGAffineTransform(CGAffineTransformComponents()) == .identity)
    }

    @Test("The unlabelled six-entry initializer takes a, b, c, d, tx, ty in order")
    func unlabelledInitializer() {
        #expect(CGAffineTransform(1, 2, 3, 4, 5, 6) == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }
}
