import Foundation
import Testing
import TransitionKit

@Suite("Display list")
@MainActor
struct DisplayListTests {
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300), clock: AnimationClock())
        window.makeKeyAndVisible()
        return window
    }

    @Test("Commands come back to front with window transforms")
    func orderAndTransforms() {
        let window = makeWindow()
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        back.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 10, height: 10))
        child.backgroundColor = .blue
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        front.backgroundColor = .green
        window.addSubview(back); back.addSubview(child); window.addSubview(front)
        let commands = window.displayList().flattenedCommands
        #expect(commands.map(\.fillColor) == [.red, .blue, .green])
        #expect(commands[1].windowBounds == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(commands[1].depth == 2)
        #expect(window.displayList().size == CGSize(width: 400, height: 300))
    }

    @Test("Alpha multiplies down the tree; hidden and transparent views are skipped with their subviews")
    func alphaAndSkipping() {
        let window = makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.backgroundColor = .red; parent.alpha = 0.5
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .blue; child.alpha = 0.5
        window.addSubview(parent); parent.addSubview(child)
        #expect(window.displayList().flattenedCommands.map(\.alpha) == [0.5, 0.25])
        parent.isHidden = true
        #expect(window.displayList().flattenedCommands.isEmpty)
        parent.isHidden = false; parent.alpha = 0
        #expect(window.displayList().flattenedCommands.isEmpty)
    }

    @Test("clipsToBounds clips descendants to the bounding box")
    func clipping() {
        let window = makeWindow()
        let clipper = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        clipper.clipsToBounds = true
        clipper.backgroundColor = .red
        let child = UIView(frame: CGRect(x: -10, y: -10, width: 100, height: 100))
        child.backgroundColor = .blue
        window.addSubview(clipper); clipper.addSubview(child)
        let commands = window.displayList().flattenedCommands
        #expect(commands[0].clip == nil)
        #expect(commands[1].clip == CGRect(x: 100, y: 100, width: 50, height: 50))
    }

    @Test("Rotation and scale appear in the command transform")
    func rotationAndScale() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        view.backgroundColor = .red
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        window.addSubview(view)
        let command = try! #require(window.displayList().flattenedCommands.first)
        let corners = command.windowCorners
        // Centre stays at (150, 125); the 100-wide side is doubled and turned vertical.
        #expect(abs(command.windowBounds.midX - 150) < 1e-9 && abs(command.windowBounds.midY - 125) < 1e-9)
        #expect(abs(command.windowBounds.height - 200) < 1e-9 && abs(command.windowBounds.width - 50) < 1e-9)
        #expect(corners.count == 4)
    }

    @Test("Labels add a text command; corner radius, border and shadow are carried")
    func labelAndDecorations() {
        let window = makeWindow()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.red.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 8
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        card.addSubview(label)
        window.addSubview(card)
        let commands = window.displayList().flattenedCommands
        #expect(commands[0].cornerRadius == 12 && commands[0].borderWidth == 2 && commands[0].borderColor == .red)
        #expect(commands[0].shadow?.opacity == 0.5 && commands[0].shadow?.radius == 8)
        guard case .text(let text) = commands[1].content else {
            Issue.record("expected a text command, got \(commands[1].content)")
            return
        }
        #expect(text.string == "Hello" && text.fontSize == 20 && text.isBold)
    }

    @Test("The root view controller's view fills the window and follows resizes")
    func rootViewFollowsResize() {
        let window = makeWindow()
        let root = UIViewController()
        window.rootViewController = root
        #expect(root.view.frame == window.bounds)
        window.send(.resize(CGSize(width: 640, height: 480)))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 640, height: 480))
        window.writesDiagnosticsToStandardError = false
        window.send(.resize(CGSize(width: 0, height: 0)))
        #expect(root.view.frame.size == CGSize(width: 640, height: 480))
        #expect(window.diagnostics.last?.code == .invalidWindowSize)
    }
}
