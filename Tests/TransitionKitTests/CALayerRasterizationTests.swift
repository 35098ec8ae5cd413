import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `shouldRasterize` and `rasterizationScale`. Apple's `shouldRasterize`: "the layer is rendered
/// as a bitmap in its local coordinate space and then composited to the destination ... Shadow
/// effects ... are rasterized and included in the bitmap. However, the current opacity of the
/// layer is not rasterized." `rasterizationScale`: "The default value of this property is 1.0".
@MainActor
struct CALayerRasterizationTests {
    private func screen(in window: UIWindow) -> UIView {
        let screen = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        screen.backgroundColor = .white
        screen.layer.shadowOpacity = 0.5
        screen.layer.shadowRadius = 4
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        label.backgroundColor = .red
        screen.addSubview(label)
        window.addSubview(screen)
        return screen
    }

    @Test func aRasterizedLayerIsOneGroupWithItsShadowInsideAndItsOpacityOutside() throws {
        let (window, _) = makeTestWindow()
        let view = screen(in: window)
        let flat = window.displayList().commands.count
        view.layer.shouldRasterize = true
        view.alpha = 0.5
        let commands = window.displayList().commands
        #expect(commands.count == flat - 1, "the screen's two commands become one group")
        let group = try #require(commands.last)
        guard case .group(let contents) = group.content else { Issue.record("not a group"); return }
        #expect(group.alpha == 0.5 && group.transform == CGAffineTransform(translationX: 20, y: 30))
        #expect(contents.commands.map(\.fillColor) == [.white, .red])
        #expect(contents.commands.map(\.alpha) == [1, 1])
        #expect(contents.commands.first?.shadow?.radius == 4, "the shadow is in the bitmap")
        #expect(contents.rasterizationScale == 1 && contents.mask == nil)
    }

    @Test func aMovedRasterizedLayerKeepsTheSameGroupContents() throws {
        let (window, _) = makeTestWindow()
        let view = screen(in: window)
        view.layer.shouldRasterize = true
        let before = try #require(window.displayList().commands.last)
        view.center.x += 37.5
        let after = try #require(window.displayList().commands.last)
        #expect(before.content == after.content, "only the placement changed: a renderer can keep the bitmap")
        #expect(after.transform.tx == before.transform.tx + 37.5)
    }

    @Test func rasterizationScaleIsOneByDefaultAndRefusesBadValues() throws {
        let (window, _) = makeTestWindow()
        window.writesDiagnosticsToStandardError = false
        let view = screen(in: window)
        #expect(view.layer.rasterizationScale == 1)
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = 2
        view.layer.rasterizationScale = 0
        #expect(window.diagnostics.last?.code == .nonFiniteValue)
        view.layer.rasterizationScale = .nan
        #expect(view.layer.rasterizationScale == 2)
        guard case .group(let contents) = try #require(window.displayList().commands.last).content else {
            Issue.record("not a group"); return
        }
        #expect(contents.rasterizationScale == 2)
    }
}
