import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: Apple, "Returns a snapshot
/// view based on the specified contents of the current view, with stretchable insets"; `rect` is
/// "the portion of the view that you want to capture ... in the bounds coordinate space of the
/// current view", `capInsets` "the edge insets that define the stretchable portion of the returned
/// view's content".
@Suite("resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)")
@MainActor
struct ResizableSnapshotViewTests {
    /// A 200 x 100 card at (50, 40): red 20 pt left strip, blue body, green 20 pt right strip.
    private func card(in window: UIWindow) -> UIView {
        let card = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        card.backgroundColor = .blue
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 100))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 180, y: 0, width: 20, height: 100))
        right.backgroundColor = .green
        card.addSubview(left); card.addSubview(right)
        window.addSubview(card)
        return card
    }

    /// What the window draws above itself (the snapshot): (fill, window bounding box cut to its clip).
    private func drawn(by snapshot: UIView, in window: UIWindow) -> [(UIColor?, CGRect)] {
        window.displayList().flattenedCommands.filter { $0.depth >= 1 }.compactMap { command in
            let box = command.clip.map { command.windowBounds.intersection($0) } ?? command.windowBounds
            return box.isNull || box.isEmpty ? nil : (command.fillColor, box)
        }
    }

    @Test("A sub-rectangle: the snapshot sits over the part it copies and draws only that part")
    func subRectangle() throws {
        let (window, _) = makeTestWindow()
        let card = card(in: window)
        let snapshot = try #require(card.resizableSnapshotView(from: CGRect(x: 150, y: 0, width: 50, height: 100),
                                                               afterScreenUpdates: false, withCapInsets: .zero))
        #expect(snapshot.frame == CGRect(x: 200, y: 40, width: 50, height: 100))
        card.removeFromSuperview()
        window.addSubview(snapshot)
        let pieces = drawn(by: snapshot, in: window)
        #expect(pieces.map(\.0) == [.blue, .green], "the red strip lies outside the rectangle")
        #expect(pieces.map(\.1) == [CGRect(x: 200, y: 40, width: 50, height: 100), CGRect(x: 230, y: 40, width: 20, height: 100)])
    }

    @Test("Resized, the cap insets keep their size and the middle stretches; zero insets stretch it all")
    func capInsetsStayUnscaled() throws {
        let (window, _) = makeTestWindow()
        let card = card(in: window)
        let insets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let snapshot = try #require(card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false, withCapInsets: insets))
        card.removeFromSuperview()
        window.addSubview(snapshot)
        snapshot.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        let pieces = drawn(by: snapshot, in: window)
        #expect(pieces.contains { $0.0 == .red && $0.1 == CGRect(x: 0, y: 0, width: 20, height: 100) }, "\(pieces)")
        #expect(pieces.contains { $0.0 == .green && $0.1 == CGRect(x: 380, y: 0, width: 20, height: 100) }, "\(pieces)")
        #expect(pieces.contains { $0.0 == .blue && $0.1 == CGRect(x: 20, y: 0, width: 360, height: 100) }, "\(pieces)")
        #expect(!pieces.contains { $0.0 == .red && $0.1.width > 20 }, "the caps are not stretched")

        let plain = try #require(card.resizableSnapshotView(from: card.bounds, afterScreenUpdates: false, withCapInsets: .zero))
        snapshot.removeFromSuperview()
        window.addSubview(plain)
        plain.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        let stretched = drawn(by: plain, in: window)
        #expect(stretched.map(\.1) == [CGRect(x: 0, y: 0, width: 400, height: 100), CGRect(x: 0, y: 0, width: 40, height: 100),
                                       CGRect(x: 360, y: 0, width: 40, height: 100)])
    }

    @Test("A rectangle outside the bounds, empty or not finite gives nil")
    func badRectangles() {
        let (window, _) = makeTestWindow()
        let card = card(in: window)
        #expect(card.resizableSnapshotView(from: CGRect(x: 300, y: 0, width: 10, height: 10), afterScreenUpdates: true, withCapInsets: .zero) == nil)
        #expect(card.resizableSnapshotView(from: .zero, afterScreenUpdates: true, withCapInsets: .zero) == nil)
        #expect(card.resizableSnapshotView(from: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), afterScreenUpdates: true,
                                           withCapInsets: .zero) == nil)
        // A rectangle reaching past the bounds is cut to them.
        #expect(card.resizableSnapshotView(from: CGRect(x: 150, y: -50, width: 100, height: 100), afterScreenUpdates: true,
                                           withCapInsets: .zero)?.frame == CGRect(x: 200, y: 40, width: 50, height: 50))
    }
}
