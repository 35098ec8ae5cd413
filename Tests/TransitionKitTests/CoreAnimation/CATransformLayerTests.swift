import Foundation
import Testing
@testable import TransitionKit

/// `CATransformLayer`, per Apple's class reference: "transform layers do not flatten their
/// sublayers into the plane at Z=0"; "Only the sublayers of a transform layer are rendered"
/// (its backgroundColor, contents and border are ignored); "The opacity property is applied to
/// each sublayer individually".
@MainActor
struct CATransformLayerTests {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), clock: AnimationClock())
    let container = CATransformLayer()
    let near = CALayer()
    let far = CALayer()

    /// A transform layer with a green background holding a red square 10 points towards the
    /// viewer (added first) and a blue one 10 points away.
    init() {
        container.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.backgroundColor = UIColor.green.cgColor
        container.borderWidth = 2
        container.borderColor = UIColor.green.cgColor
        for (layer, color, z) in [(near, UIColor.red, CGFloat(10)), (far, UIColor.blue, -10)] {
            layer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
            layer.position = CGPoint(x: 50, y: 50)
            layer.backgroundColor = color.cgColor
            layer.transform = CATransform3DMakeTranslation(0, 0, z)
            container.addSublayer(layer)
        }
        window.makeKeyAndVisible()
        window.layer.addSublayer(container)
    }

    private func withoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }

    private var drawnColors: [UIColor] {
        window.displayList().flattenedCommands.compactMap(\.fillColor).filter { $0 != window.backgroundColor }
    }

    @Test func sublayersAreDrawnBackToFrontByDepth() {
        #expect(drawnColors == [.blue, .red], "the far square first, although it was added second")
    }

    @Test func turningTheLayerAroundReversesTheOrder() {
        withoutActions { container.transform = CATransform3DMakeRotation(.pi, 0, 1, 0) }
        #expect(drawnColors == [.red, .blue])
    }

    @Test func itsOwnAppearanceIsIgnoredAndOpacityReachesEachSublayer() {
        withoutActions { container.opacity = 0.5 }
        let commands = window.displayList().flattenedCommands.filter { $0.fillColor == .red || $0.fillColor == .blue }
        #expect(commands.map(\.alpha) == [0.5, 0.5])
        #expect(!window.displayList().flattenedCommands.contains { $0.fillColor == .green || $0.borderColor == .green })
        #expect(!window.displayList().flattenedCommands.contains { if case .group = $0.content { true } else { false } },
                "no compositing group")
    }
}
