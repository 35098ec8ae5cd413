import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Group opacity: `allowsGroupOpacity` (true by default, as on iOS since 7, where the
/// `UIViewGroupOpacity` key defaults to YES) makes a half-transparent layer with sublayers one
/// picture composited with its opacity, so its overlapping sublayers do not show through each other.
@MainActor
struct CALayerGroupOpacityTests {
    /// A white 200 x 100 card at (20, 30) with a red and a blue subview overlapping each other.
    private func card(in window: UIWindow) -> UIView {
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 100))
        card.backgroundColor = .white
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        red.backgroundColor = .red
        let blue = UIView(frame: CGRect(x: 40, y: 20, width: 60, height: 40))
        blue.backgroundColor = .blue
        card.addSubview(red)
        card.addSubview(blue)
        window.addSubview(card)
        return card
    }

    private func contents(of command: DisplayList.Command?) -> DisplayList.Group? {
        guard let command, case .group(let group) = command.content else { return nil }
        return group
    }

    @Test func aHalfTransparentViewWithSubviewsIsOneGroupAtFullOpacityInside() throws {
        let (window, _) = makeTestWindow()
        let view = card(in: window)
        #expect(view.layer.allowsGroupOpacity, "true by default, as on iOS")
        let opaque = window.displayList().commands
        #expect(opaque.count == 3 && contents(of: opaque.last) == nil, "at alpha 1 the subtree is drawn flat")
        view.alpha = 0.5
        let commands = window.displayList().commands
        #expect(commands.count == 1)
        let group = try #require(contents(of: commands.last))
        #expect(commands[0].alpha == 0.5 && commands[0].transform == CGAffineTransform(translationX: 20, y: 30))
        #expect(group.commands.map(\.fillColor) == [.white, .red, .blue])
        #expect(group.commands.map(\.alpha) == [1, 1, 1], "the opacity is applied once, to the picture")
        #expect(group.mask == nil && group.rasterizationScale == nil)
        #expect(commands[0].rect == CGRect(x: 0, y: 0, width: 200, height: 100), "the group covers what its contents cover")
        #expect(window.displayList().flattenedCommands.map(\.alpha) == [0.5, 0.5, 0.5], "inspecting a frame still sees each view")
    }

    @Test func withoutGroupOpacityEachSubviewGetsTheProductOfTheOpacities() {
        let (window, _) = makeTestWindow()
        let view = card(in: window)
        view.layer.allowsGroupOpacity = false
        view.alpha = 0.5
        view.subviews[1].alpha = 0.5
        let commands = window.displayList().commands
        #expect(commands.map(\.alpha) == [0.5, 0.5, 0.25])
        #expect(!commands.contains { contents(of: $0) != nil })
    }

    @Test func nestedFadingViewsNestTheirGroups() throws {
        let (window, _) = makeTestWindow()
        let view = card(in: window)
        let inner = view.subviews[1]
        inner.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
        inner.subviews[0].backgroundColor = .green
        view.alpha = 0.8
        inner.alpha = 0.5
        let outer = try #require(contents(of: window.displayList().commands.first))
        #expect(outer.commands.count == 3)
        #expect(outer.commands[2].alpha == 0.5)
        let nested = try #require(contents(of: outer.commands[2]))
        #expect(nested.commands.map(\.fillColor) == [.blue, .green])
    }

    @Test func aSubtreeOfOneCommandStaysFlat() {
        let (window, _) = makeTestWindow()
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let only = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        only.backgroundColor = .red
        holder.addSubview(only)
        window.addSubview(holder)
        holder.alpha = 0.5
        let commands = window.displayList().commands
        #expect(commands.count == 1 && contents(of: commands[0]) == nil, "nothing overlaps: no picture to compose")
        #expect(commands[0].alpha == 0.5)
    }

    @Test func aSubtreeWithABackdropBlurStaysFlatSoTheBlurSeesTheWindow() {
        let (window, _) = makeTestWindow()
        let view = card(in: window)
        view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .light)))
        view.subviews[2].frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.alpha = 0.5
        let commands = window.displayList().commands
        #expect(!commands.contains { contents(of: $0) != nil })
        #expect(commands.contains(where: { if case .backdropBlur = $0.content { return true } else { return false } }))
        #expect(commands.allSatisfy { $0.alpha <= 0.5 })
    }

    @Test func clippingToSquareBoundsNeedsNoMaskButRoundedCornersDo() throws {
        let (window, _) = makeTestWindow()
        let view = card(in: window)
        view.clipsToBounds = true
        view.subviews[1].frame.origin.x = 180  // reaches out of the card
        view.alpha = 0.5
        let square = try #require(contents(of: window.displayList().commands.first))
        #expect(square.mask == nil, "the contents' clip already cuts them at the bounds")
        #expect(square.commands[2].clip == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(window.displayList().commands[0].rect == CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layer.cornerRadius = 12
        let rounded = try #require(contents(of: window.displayList().commands.first))
        #expect(rounded.mask?.first?.cornerRadius == 12, "the rounded corners cut the picture")
    }

    @Test func aClearContainerOfSeparateCardsCompositesEachCardAloneTheSameAsOnePicture() throws {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        for index in 0..<2 {
            let card = UIView(frame: CGRect(x: 20 + CGFloat(index) * 200, y: 40, width: 150, height: 100))
            card.backgroundColor = .white
            let badge = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            badge.backgroundColor = .red
            card.addSubview(badge)
            container.addSubview(card)
        }
        let caption = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 20))
        caption.backgroundColor = .blue
        container.addSubview(caption)
        window.addSubview(container)
        container.alpha = 0.5
        let commands = window.displayList().commands
        #expect(commands.count == 3, "two cards as pictures, the caption alone")
        let first = try #require(contents(of: commands[0])), second = try #require(contents(of: commands[1]))
        #expect(first.commands.map(\.fillColor) == [.white, .red] && second.commands.map(\.fillColor) == [.white, .red])
        #expect(commands[0].rect == CGRect(x: 20, y: 40, width: 150, height: 100), "each picture covers its card only")
        #expect(commands[0].alpha == 0.5 && commands[1].alpha == 0.5)
        #expect(contents(of: commands[2]) == nil && commands[2].alpha == 0.5 && commands[2].fillColor == .blue)
        caption.frame.origin.y = 130  // now touching the first card: one picture with it
        #expect(window.displayList().commands.count == 2)
    }

    @Test func theSettingIsCopiedWithTheLayersModel() {
        let layer = CALayer()
        layer.allowsGroupOpacity = false
        let copy = CALayer(layer: layer)
        #expect(!copy.allowsGroupOpacity)
    }
}
