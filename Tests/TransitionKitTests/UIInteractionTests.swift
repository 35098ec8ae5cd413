import Foundation
import Testing
import TransitionKit

/// An interaction that logs its moves.
@MainActor
private final class LoggingInteraction: UIInteraction {
    weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view?.tag ?? 0)") }
    func didMove(to view: UIView?) { self.view = view; log.append("did \(view?.tag ?? 0)") }
}

/// addInteraction(_:), removeInteraction(_:) and interactions.
@Suite("UIInteraction")
@MainActor
struct UIInteractionTests {
    @Test("Adding calls willMove then didMove with the view; removing with nil; a second add is ignored")
    func addRemove() {
        let view = UIView(); view.tag = 1
        let interaction = LoggingInteraction()
        view.addInteraction(interaction)
        view.addInteraction(interaction)
        #expect(view.interactions.count == 1 && interaction.view === view)
        view.removeInteraction(interaction)
        #expect(view.interactions.isEmpty && interaction.view == nil)
        #expect(interaction.log == ["will 1", "did 1", "will 0", "did 0"])
    }

    @Test("Adding to another view moves it; setting interactions replaces them in order")
    func move() {
        let first = UIView(), second = UIView(); first.tag = 1; second.tag = 2
        let a = LoggingInteraction(), b = LoggingInteraction()
        first.addInteraction(a)
        second.addInteraction(a)
        #expect(first.interactions.isEmpty && second.interactions.count == 1)
        #expect(a.log == ["will 1", "did 1", "will 0", "did 0", "will 2", "did 2"])
        second.interactions = [b, a]
        #expect(second.interactions.map { ObjectIdentifier($0) } == [ObjectIdentifier(b), ObjectIdentifier(a)])
    }
}
