import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIControl, UIButton and UIAction")
@MainActor
struct UIButtonTests {
    private func setUp() -> (UIWindow, AnimationClock, UIButton, [String]) {
        let (window, clock) = makeTestWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        window.addSubview(button)
        return (window, clock, button, [])
    }

    @Test("touchUpInside fires only when released inside; outside gives touchUpOutside")
    func upInsideOnlyInside() {
        let (window, _, button, _) = setUp()
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
        button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("upOutside") }, for: .touchUpOutside)
        button.addAction(UIAction { _ in log.append("exit") }, for: .touchDragExit)
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        window.send(.mouseUp(CGPoint(x: 150, y: 120)))
        #expect(log == ["down", "upInside"])
        log.removeAll()
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        window.send(.mouseMove(CGPoint(x: 150, y: 200)))
        window.send(.mouseUp(CGPoint(x: 150, y: 200)))
        #expect(log == ["down", "exit", "upOutside"])
    }

    @Test("The button is highlighted while the finger is down inside it")
    func highlight() {
        let (window, _, button, _) = setUp()
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        #expect(button.isHighlighted)
        #expect(button.state == .highlighted)
        window.send(.mouseMove(CGPoint(x: 150, y: 300)))
        #expect(!button.isHighlighted)
        window.send(.mouseMove(CGPoint(x: 150, y: 130)))
        #expect(button.isHighlighted)
        window.send(.mouseUp(CGPoint(x: 150, y: 130)))
        #expect(!button.isHighlighted)
    }

    @Test("init(frame:primaryAction:) runs the action on a tap and takes its title; the action's sender is the button")
    func primaryAction() {
        let (window, _) = makeTestWindow()
        var sender: AnyObject?
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40),
                              primaryAction: UIAction(title: "Go") { action in sender = action.sender as AnyObject? })
        window.addSubview(button)
        #expect(button.currentTitle == "Go")
        #expect(button.titleLabel?.text == "Go")
        window.send(.mouseDown(CGPoint(x: 10, y: 10)))
        window.send(.mouseUp(CGPoint(x: 10, y: 10)))
        #expect(sender === button)
    }

    @Test("A drag that a scroll view takes cancels the button's touch: touchCancel, no touchUpInside")
    func cancelledByScrollView() {
        let (window, clock) = makeTestWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        window.addSubview(scrollView)
        let button = UIButton(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        scrollView.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in log.append("upInside") }, for: .touchUpInside)
        drag(window, clock, from: CGPoint(x: 200, y: 180), to: CGPoint(x: 200, y: 110))
        #expect(log == ["cancel"])
        #expect(scrollView.contentOffset.y > 0)
        #expect(!button.isHighlighted)
    }

    @Test("A disabled button sends nothing; removeAction stops an action; same identifier replaces")
    func disabledAndRemoval() {
        let (window, _, button, _) = setUp()
        var count = 0
        let action = UIAction(identifier: UIAction.Identifier("count")) { _ in count += 1 }
        button.addAction(action, for: .touchUpInside)
        button.addAction(UIAction(identifier: UIAction.Identifier("count")) { _ in count += 10 }, for: .touchUpInside)
        button.isEnabled = false
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        window.send(.mouseUp(CGPoint(x: 150, y: 120)))
        #expect(count == 0)
        button.isEnabled = true
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        window.send(.mouseUp(CGPoint(x: 150, y: 120)))
        #expect(count == 10)
        button.removeAction(identifiedBy: UIAction.Identifier("count"), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(count == 10)
    }

    @Test("Titles and colours per state fall back to normal; the label draws the title")
    func titles() {
        let (window, _, button, _) = setUp()
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Normal")
        #expect(button.titleColor(for: .selected) == .red)
        window.send(.mouseDown(CGPoint(x: 150, y: 120)))
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        window.send(.mouseUp(CGPoint(x: 150, y: 120)))
        #expect(button.titleLabel?.text == "Normal")
        #expect(button.titleLabel?.superview === button)
        #expect(button.titleLabel?.frame == button.bounds)
        let texts = window.displayList().flattenedCommands.compactMap { command -> String? in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
        #expect(texts == ["Normal"])
        #expect(UIButton(type: .custom).currentTitleColor == .white)
        #expect(UIButton(type: .system).currentTitleColor == .systemBlue)
        #expect(UIButton(type: .system).buttonType == .system)
    }

    @Test("The content alignments place the title: text alignment across, the label's frame down")
    func contentAlignment() {
        let (window, _, button, _) = setUp()
        button.setTitle("Go", for: .normal)
        window.layoutIfNeeded()
        let label = button.titleLabel!
        #expect(label.frame == button.bounds && label.textAlignment == .center)
        button.contentHorizontalAlignment = .leading
        #expect(label.textAlignment == .left)
        button.contentHorizontalAlignment = .right
        #expect(label.textAlignment == .right)
        button.contentVerticalAlignment = .top
        window.layoutIfNeeded()
        let height = label.intrinsicContentSize.height
        #expect(label.frame == CGRect(x: 0, y: 0, width: 120, height: height))
        button.contentVerticalAlignment = .bottom
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 0, y: 44 - height, width: 120, height: height))
    }
}
