import Foundation
import Testing
import TransitionKit
@testable import TransitionKitSDL

/// What damage tracking redraws between two display lists (`FrameDamage`). No SDL calls.
@Suite("Frame damage")
struct FrameDamageTests {
    private static let size = CGSize(width: 400, height: 300)

    private static func card(_ x: CGFloat, _ y: CGFloat, color: UIColor = .red) -> DisplayList.Command {
        DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 20, height: 10), transform: CGAffineTransform(translationX: x, y: y), fillColor: color)
    }

    private static func list(_ commands: [DisplayList.Command]) -> DisplayList {
        DisplayList(size: size, commands: [DisplayList.Command(rect: CGRect(origin: .zero, size: size), fillColor: .white)] + commands)
    }

    private static func damage(_ old: DisplayList?, _ new: DisplayList, scale: PixelScale = .one) -> FrameDamage {
        FrameDamage.between(old, new, scale: scale, width: Int(size.width * scale.x), height: Int(size.height * scale.y))
    }

    private static let cards = (0..<20).map { card(CGFloat($0 % 10) * 30 + 5, CGFloat($0 / 10) * 100 + 5) }

    @Test("The first frame, a new size and a new clear colour are drawn whole; an unchanged frame redraws nothing")
    func wholeFrames() {
        let frame = Self.list(Self.cards)
        #expect(Self.damage(nil, frame) == .full)
        #expect(Self.damage(frame, frame) == .none)
        var resized = frame
        resized.size = CGSize(width: 401, height: 300)
        #expect(Self.damage(frame, resized) == .full)
        var recoloured = frame
        recoloured.clearColor = .white
        #expect(Self.damage(frame, recoloured) == .full)
    }

    @Test("One of twenty cards moving damages its old and new rectangles, two pixels of anti-aliasing around each")
    func oneCardMoves() {
        var moved = Self.cards
        moved[7] = Self.card(215, 40)  // from (215, 5): old 213...237 x 3...17, new 213...237 x 38...52
        let damage = Self.damage(Self.list(Self.cards), Self.list(moved))
        #expect(damage == FrameDamage(isFull: false, rects: [
            PixelRect(x: 213, y: 3, width: 24, height: 14), PixelRect(x: 213, y: 38, width: 24, height: 14),
        ]))
    }

    @Test("A card added between others damages only its own rectangle; at 2x the damage is in pixels")
    func insertion() {
        var added = Self.cards
        added.insert(Self.card(100, 200, color: .blue), at: 4)
        #expect(Self.damage(Self.list(Self.cards), Self.list(added)).rects == [PixelRect(x: 98, y: 198, width: 24, height: 14)])
        #expect(Self.damage(Self.list(Self.cards), Self.list(added), scale: PixelScale(x: 2, y: 2)).rects
            == [PixelRect(x: 198, y: 398, width: 44, height: 24)])
    }

    @Test("A shadow's radius and offset, a stroke's width and a clip bound the damage")
    func reach() {
        var shadowed = Self.card(100, 100)
        shadowed.shadow = .init(color: .black, opacity: 0.5, radius: 4, offset: CGSize(width: 0, height: 6))
        // Shadow box: the rect offset by 6 down, grown by 2 x 4 + 1 = 9: -9...29 x -3...25 local, +100.
        #expect(FrameDamage.pixelReach(of: shadowed, scale: .one, output: PixelRect(x: 0, y: 0, width: 400, height: 300))
            == PixelRect(x: 89, y: 95, width: 42, height: 32))
        var shape = Self.card(100, 100)
        shape.content = .shape(DisplayList.Shape(
            elements: [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 40, y: 0))], fillColor: nil, strokeColor: .black, lineWidth: 4))
        // Stroke reach: 4 / 2 x miter limit 10 + 1 = 21 around the path box (0...40 x 0...0).
        #expect(FrameDamage.pixelReach(of: shape, scale: .one, output: PixelRect(x: 0, y: 0, width: 400, height: 300))
            == PixelRect(x: 77, y: 77, width: 86, height: 46))
        var clipped = shadowed
        clipped.clip = CGRect(x: 100, y: 100, width: 5, height: 5)
        // The renderer cuts to the pixels covering the clip, so nothing reaches past them.
        #expect(FrameDamage.pixelReach(of: clipped, scale: .one, output: PixelRect(x: 0, y: 0, width: 400, height: 300))
            == PixelRect(x: 100, y: 100, width: 5, height: 5))
    }

    // Fuzz seed 158 (`--verify-damage-every 1`): a screen sliding out to the left under a clip
    // that starts at x = 6.96. Its 40-point square ends at x = 6.38, before the clip in points,
    // but SDL paints the pixel both share (the clip covers pixel 6, the fill's edge rounds into
    // it). A reach cut in points was empty, the damage-tracked frame skipped the square, and
    // pixel 6 differed from a whole redraw.
    @Test("A command ending inside the clip's first pixel reaches that pixel: the clip cuts in pixels, as the renderer does")
    func clipCutsInPixels() {
        var square = DisplayList.Command(
            rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: CGAffineTransform(translationX: -33.62, y: 77.39),
            fillColor: .red)
        square.clip = CGRect(x: 6.96, y: 17.39, width: 226.09, height: 165.22)
        let reach = FrameDamage.pixelReach(of: square, scale: .one, output: PixelRect(x: 0, y: 0, width: 240, height: 200))
        #expect(reach == PixelRect(x: 6, y: 75, width: 3, height: 45))
    }

    @Test("Damage reaching into a backdrop blur's input redraws the whole frame; damage away from it does not")
    func blurInput() {
        var blur = DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 100, height: 50), transform: CGAffineTransform(translationX: 250, y: 200))
        blur.content = .backdropBlur(radius: 10)
        let before = Self.list(Self.cards + [blur])
        var near = Self.cards
        near[0] = Self.card(200, 190)  // 198...222 x 188...202: within 3 x 10 + 4 points of the blur (250...350 x 200...250)
        #expect(Self.damage(before, Self.list(near + [blur])) == .full)
        var far = Self.cards
        far[0] = Self.card(5, 20)
        #expect(!Self.damage(before, Self.list(far + [blur])).isFull)
    }

    @Test("Damage over most of the output redraws it whole; many rectangles merge into at most six")
    func mergingAndCoverage() {
        let separate = (0..<20).map { PixelRect(x: ($0 % 5) * 80, y: ($0 / 5) * 70, width: 10, height: 10) }
        let merged = FrameDamage.merged(separate + [PixelRect(x: 5, y: 5, width: 10, height: 10)])
        #expect(merged.count == FrameDamage.maximumRectangles)
        for rect in separate { #expect(merged.contains { $0.intersection(rect) == rect }, "every rectangle lies inside a merged one") }
        #expect(FrameDamage.merged([PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 10, y: 0, width: 5, height: 10)])
            == [PixelRect(x: 0, y: 0, width: 15, height: 10)], "touching rectangles join")
        let big = DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 390, height: 290), fillColor: .blue)
        #expect(Self.damage(Self.list(Self.cards), Self.list(Self.cards + [big])) == .full)
    }

    @Test("An image or a group the damage reaches joins the damage whole")
    func wholeImages() throws {
        let pixels = try #require(CGImage(width: 1, height: 1, color: .blue))
        var image = DisplayList.Command(rect: CGRect(x: 0, y: 0, width: 60, height: 60), transform: CGAffineTransform(translationX: 200, y: 150))
        image.content = .image(.init(pixels: pixels, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), destinationRect: image.rect))
        var moved = Self.cards
        moved[0] = Self.card(250, 200)  // 248...272 x 198...212 overlaps the image's 198...262 x 148...212
        let damage = Self.damage(Self.list(Self.cards + [image]), Self.list(moved + [image]))
        let reach = try #require(FrameDamage.pixelReach(of: image, scale: .one, output: PixelRect(x: 0, y: 0, width: 400, height: 300)))
        #expect(damage.rects.contains { $0.intersection(reach) == reach })
        #expect(damage.rects.count == 2, "the card's old place stays apart")
    }
}
