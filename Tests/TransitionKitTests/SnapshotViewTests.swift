import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("snapshotView(afterScreenUpdates:)")
@MainActor
struct SnapshotViewTests {
    @Test("A snapshot draws the view and its subviews as they look now, wherever it is placed")
    func drawsACopy() {
        let (window, clock) = makeTestWindow()
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        card.backgroundColor = .red
        card.layer.cornerRadius = 8
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        card.addSubview(badge)
        window.addSubview(card)
        let snapshot = try! #require(card.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.frame == card.frame)
        badge.backgroundColor = .green   // later changes do not reach the copy
        snapshot.center = CGPoint(x: 300, y: 200)
        window.addSubview(snapshot)
        let commands = window.displayList().flattenedCommands.filter { $0.depth >= 1 }
        let copied = commands.suffix(2)
        #expect(copied.map(\.fillColor) == [.red, .blue])
        #expect(copied.first!.windowBounds == CGRect(x: 250, y: 170, width: 100, height: 60))
        #expect(copied.last!.windowBounds == CGRect(x: 260, y: 180, width: 20, height: 20))
        #expect(copied.first!.cornerRadius == 8)
        _ = clock
        #expect(UIView().snapshotView(afterScreenUpdates: true) == nil)
    }
}
