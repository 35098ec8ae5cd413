import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The display list carries each view's 3D transform, combined down the hierarchy about the
/// anchor point (the centre) and flattened into each superlayer's plane as Core Animation does;
/// `isDoubleSided = false` hides a layer that faces away (CALayer documentation, `isDoubleSided`:
/// "When the value of this property is false, the layer hides its content when it faces away
/// from the viewer").
@Suite("3D transforms in the display list")
@MainActor
struct Transform3DDisplayListTests {
    /// A 200 x 150 window with a red 100 x 80 view centred at (100, 75) inside a plain container.
    private func scene() -> (UIWindow, UIView, UIView) {
        let (window, _) = makeTestWindow(width: 200, height: 150)
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let view = UIView(frame: CGRect(x: 50, y: 35, width: 100, height: 80))
        view.backgroundColor = .red
        container.addSubview(view)
        return (window, container, view)
    }

    /// The view turned by `angle` about y, eye 200 points in front.
    private func turned(_ angle: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        return CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), perspective)
    }

    private func command(of view: UIView, in window: UIWindow) -> DisplayList.Command? {
        window.displayList().flattenedCommands.first { $0.fillColor == .red }
    }

    @Test("A quarter turn in perspective: the corners are projected; the near edge is taller than the far edge")
    func projectedCorners() throws {
        let (window, _, view) = scene()
        view.transform3D = turned(.pi / 4)
        let corners = try #require(command(of: view, in: window)).windowCorners
        // Left corner (-50, -40): x -> -35.36, z -> +35.36, w = 1 - 35.36 / 200; right: w = 1 + 35.36 / 200.
        let shift = 50 * CGFloat(2).squareRoot() / 2
        let near = 1 - shift / 200, far = 1 + shift / 200
        #expect(isClose(corners[0], CGPoint(x: 100 - shift / near, y: 75 - 40 / near), 1e-9))
        #expect(isClose(corners[1], CGPoint(x: 100 + shift / far, y: 75 - 40 / far), 1e-9))
        #expect(isClose(corners[2], CGPoint(x: 100 + shift / far, y: 75 + 40 / far), 1e-9))
        #expect(isClose(corners[3], CGPoint(x: 100 - shift / near, y: 75 + 40 / near), 1e-9))
        #expect(corners[3].y - corners[0].y > corners[2].y - corners[1].y, "the left edge came nearer")
    }

    @Test("A superview's 3D transform carries into its subviews; affine trees carry no 3D transform")
    func inherited() throws {
        let (window, container, view) = scene()
        #expect(window.displayList().flattenedCommands.allSatisfy { $0.transform3D == nil })
        container.transform3D = turned(.pi / 4)
        view.transform3D = CATransform3DIdentity
        let corners = try #require(command(of: view, in: window)).windowCorners
        #expect(isClose(corners[0], CGPoint(x: 100 - 35.355 / (1 - 35.355 / 200), y: 75 - 40 / (1 - 35.355 / 200)), 1e-2))
    }

    @Test("A sublayer transform's perspective applies to the sublayers about the superlayer's centre")
    func sublayerTransform() throws {
        let (window, container, view) = scene()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 200
        container.layer.sublayerTransform = perspective
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        view.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let corners = try #require(command(of: view, in: window)).windowCorners
        #expect(isClose(corners[0].x, 100 - 35.355 / (1 - 35.355 / 200), 1e-2), "the same picture as m34 on the view")
    }

    @Test("isDoubleSided false: a layer turned past edge-on, or mirrored, is not drawn; true draws it")
    func backFaceCulling() {
        let (window, _, view) = scene()
        view.transform3D = turned(3 * .pi / 4)
        #expect(command(of: view, in: window) != nil, "double-sided by default: the back shows")
        view.layer.isDoubleSided = false
        #expect(command(of: view, in: window) == nil)
        view.transform3D = turned(.pi / 4)
        #expect(command(of: view, in: window) != nil, "facing the viewer")
        view.transform = CGAffineTransform(scaleX: -1, y: 1)
        #expect(command(of: view, in: window) == nil, "a mirror shows the back")
    }

    @Test("Hit testing goes through the inverse projection of a turned view")
    func hitTesting() {
        let (window, _, view) = scene()
        view.transform3D = turned(.pi / 4)
        #expect(window.hitTest(CGPoint(x: 60, y: 75), with: nil) === view, "inside the near edge")
        #expect(window.hitTest(CGPoint(x: 140, y: 75), with: nil) !== view, "inside the frame, outside the turned view")
        let marker = UIView(frame: CGRect(x: 90, y: 30, width: 10, height: 20))  // the right edge's middle
        view.addSubview(marker)
        #expect(window.hitTest(CGPoint(x: 100 + 35.355 / (1 + 35.355 / 200) - 1, y: 75), with: nil) === marker)
    }
}
