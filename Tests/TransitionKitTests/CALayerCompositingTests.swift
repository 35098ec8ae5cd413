import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Where the display list composites a layer offscreen: masks, clips to rounded or turned
/// bounds, and subtrees flattened into a 3D plane (CALayer `mask`: "The layer's alpha channel
/// determines how much of the layer's content and background shows through"; `masksToBounds`:
/// "sublayers are clipped to the layer's bounds ... the corner radius is also applied").
@MainActor
struct CALayerCompositingTests {
    private func groups(in window: UIWindow) -> [(DisplayList.Command, DisplayList.Group)] {
        window.displayList().commands.compactMap { command in
            if case .group(let group) = command.content { return (command, group) }
            return nil
        }
    }

    private func card(in window: UIWindow, radius: CGFloat) -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = radius
        card.clipsToBounds = true
        let photo = UIView(frame: card.bounds)
        photo.backgroundColor = .red
        card.addSubview(photo)
        window.addSubview(card)
        return card
    }

    @Test func aRoundedClipThatContentReachesIsAGroupMaskedByTheRoundedBounds() throws {
        let (window, _) = makeTestWindow()
        _ = card(in: window, radius: 12)
        let (command, group) = try #require(groups(in: window).first)
        #expect(command.rect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(command.transform == CGAffineTransform(translationX: 50, y: 50))
        #expect(group.commands.map(\.fillColor) == [.white, .red])
        #expect(group.mask?.first?.cornerRadius == 12)
    }

    @Test func contentAwayFromTheCornersOrSquareClipsStayFlat() {
        let (window, _) = makeTestWindow()
        let rounded = card(in: window, radius: 12)
        rounded.subviews[0].frame = CGRect(x: 20, y: 20, width: 60, height: 60)
        _ = card(in: window, radius: 0)
        #expect(groups(in: window).isEmpty)
    }

    @Test func aRotatedClipIsAGroup() {
        let (window, _) = makeTestWindow()
        let square = card(in: window, radius: 0)
        square.transform = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(groups(in: window).count == 1)
    }

    @Test func aMaskViewMasksTheViewAndItsSubviewsInItsCoordinates() throws {
        let (window, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        view.backgroundColor = .blue
        window.addSubview(view)
        let circle = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        circle.backgroundColor = .black
        circle.layer.cornerRadius = 50
        view.mask = circle
        let (command, group) = try #require(groups(in: window).first)
        #expect(group.commands.first?.fillColor == .blue)
        #expect(group.mask?.first?.cornerRadius == 50)
        #expect(group.mask?.first?.transform == CGAffineTransform(translationX: 50, y: 0))
        #expect(command.rect == CGRect(x: 50, y: 0, width: 100, height: 100), "only the mask's extent is drawn")
    }

    @Test func aSubtreePlacedIn3DIsFlattenedFirst() throws {
        let (window, _) = makeTestWindow()
        let card = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        card.backgroundColor = .white
        let label = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
        label.backgroundColor = .red
        card.addSubview(label)
        window.addSubview(card)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        card.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), perspective)
        let (command, group) = try #require(groups(in: window).first)
        #expect(command.transform3D != nil)
        #expect(group.commands.map(\.fillColor) == [.white, .red])
        #expect(group.commands.allSatisfy { $0.transform3D == nil }, "inside the group the subtree is flat")
        // The flattened view of the frame still finds the label, projected.
        let label3D = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        #expect(label3D?.transform3D != nil)
    }
}

/// `maskedCorners` (CALayer, iOS 11): "Defines which of the four corners receives the masking
/// when using cornerRadius property. Defaults to all four corners."
@MainActor
struct CALayerMaskedCornersTests {
    @Test func onlyTheMaskedCornersAreRounded() throws {
        let (window, _) = makeTestWindow()
        let sheet = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 200))
        sheet.backgroundColor = .white
        sheet.layer.cornerRadius = 20
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        window.addSubview(sheet)
        let shapes = window.displayList().commands.compactMap { command -> DisplayList.Shape? in
            if case .shape(let shape) = command.content { return shape }
            return nil
        }
        let outline = try #require(shapes.first)
        #expect(outline.fillColor == .white)
        // Top-left starts 20 pt in; the bottom corners are square (lines straight to them).
        #expect(outline.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        #expect(outline.elements.contains(.line(to: CGPoint(x: 400, y: 200))))
        #expect(outline.elements.contains(.line(to: CGPoint(x: 0, y: 200))))
        #expect(outline.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 2)
        #expect(!window.displayList().commands.contains { $0.fillColor == .white }, "the plain fill is not drawn as well")
    }
}

/// `shadowPath` (CALayer): "If you specify a value for this property, the layer creates its
/// shadow using the specified path instead of the layer's composited alpha channel."
@MainActor
struct CALayerShadowPathTests {
    @Test func theShadowIsCastFromThePathEvenWithoutABackground() throws {
        let (window, _) = makeTestWindow()
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 60))
        card.layer.shadowOpacity = 0.5
        card.layer.shadowPath = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 40)).cgPath
        window.addSubview(card)
        let shadowed = try #require(window.displayList().commands.first { $0.shadow != nil })
        #expect(shadowed.rect == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(shadowed.fillColor == nil)
        #expect(shadowed.transform == CGAffineTransform(translationX: 50, y: 50))
    }
}
