import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The window scene's traits, effective geometry, geometry requests and the delegate's geometry
/// callback.
@Suite("UIWindowScene: geometry")
@MainActor
struct UIWindowSceneGeometryTests {
    /// A controller with the orientations it is given.
    private final class OrientedController: UIViewController {
        var supported: UIInterfaceOrientationMask = .allButUpsideDown
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    }

    /// A scene delegate that records the geometries it is told about.
    private final class GeometryDelegate: UIResponder, UIWindowSceneDelegate {
        var previous: [UIInterfaceOrientation] = []
        var current: [UIInterfaceOrientation] = []
        func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousGeometry: UIWindowScene.Geometry) {
            previous.append(previousGeometry.interfaceOrientation)
            current.append(windowScene.effectiveGeometry.interfaceOrientation)
        }
    }

    @Test("effective geometry: the key window's frame and orientation; full screen; a phone's traits")
    func effectiveGeometry() throws {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        let scene = try #require(window.windowScene)
        #expect(scene.isFullScreen)
        #expect(scene.effectiveGeometry.systemFrame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.effectiveGeometry.interfaceOrientation == .portrait && !scene.effectiveGeometry.isInteractivelyResizing)
        #expect(scene.traitCollection.horizontalSizeClass == .compact && scene.traitCollection.verticalSizeClass == .regular)
    }

    @Test("requesting landscape rotates a portrait window; the delegate hears of the change; portrait rotates it back")
    func requestRotates() throws {
        let root = OrientedController()
        let (window, clock) = makeTestWindow(width: 390, height: 844, root: root)
        let scene = try #require(window.windowScene)
        let saved = scene.delegate
        let delegate = GeometryDelegate()
        scene.delegate = delegate
        defer { scene.delegate = saved }
        var errors: [any Error] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0) }
        clock.advance(by: 1)
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        #expect(scene.interfaceOrientation.isLandscape && errors.isEmpty)
        #expect(delegate.previous == [.portrait] && delegate.current == [.landscapeRight])
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft))   // already landscape: nothing
        #expect(delegate.previous.count == 1)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .all))
        #expect(delegate.previous.count == 1)
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
        clock.advance(by: 1)
        #expect(window.bounds.size == CGSize(width: 390, height: 844) && delegate.current.last == .portrait)
    }

    @Test("orientations the root controller does not support are refused with a UISceneErrorDomain error")
    func unsupportedRefused() throws {
        let root = OrientedController()
        root.supported = .portrait
        let (window, _) = makeTestWindow(width: 390, height: 844, root: root)
        let scene = try #require(window.windowScene)
        var errors: [NSError] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append($0 as NSError) }
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
        #expect(errors.map(\.domain) == ["UISceneErrorDomain"] && errors.map(\.code) == [101])
        scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences()) { errors.append($0 as NSError) }
        #expect(errors.map(\.code) == [101, 100])
    }
}
