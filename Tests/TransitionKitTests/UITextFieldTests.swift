import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// `UITextField`: focus, typing, the delegate, events, notifications and drawing.
@Suite("UITextField")
@MainActor
struct UITextFieldTests {
    /// A delegate that logs every call and answers as told.
    final class Delegate: UITextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true, allowsChange = true, allowsReturn = true, allowsClear = true
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd(\(reason))") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change(\(range.location),\(range.length),\(string))")
            return allowsChange
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowsClear }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("shouldReturn"); return allowsReturn }
        func textFieldDidChangeSelection(_ textField: UITextField) { log.append("selection") }
    }

    /// The strings the window draws, with their colours.
    private func drawnTexts(in window: UIWindow) -> [(String, UIColor)] {
        window.displayList().flattenedCommands.compactMap { command in
            guard case .text(let text) = command.content else { return nil }
            return (text.string, text.color)
        }
    }

    private func tap(_ view: UIView, in window: UIWindow, clock: AnimationClock) {
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil as UIView?)
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        clock.advance(by: 0.05)
    }

    @Test("A tap focuses the field: shouldBegin, didBegin; it edits and shows the keyboard")
    func tapFocuses() {
        let field = UITextField(), delegate = Delegate()
        field.delegate = delegate
        let (window, clock, _) = makePhoneWindow(with: field)
        tap(field, in: window, clock: clock)
        #expect(field.isFirstResponder && field.isEditing)
        #expect(delegate.log == ["shouldBegin", "didBegin"])
        #expect(window.keyboardFrame != nil && window.isTextInputActive)
    }

    @Test("The delegate can refuse; a disabled field or one in no window does not begin")
    func refusals() {
        let field = UITextField(), delegate = Delegate()
        delegate.allowsBegin = false
        field.delegate = delegate
        let (window, _, _) = makePhoneWindow(with: field)
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        #expect(window.keyboardFrame == nil)
        field.delegate = nil
        field.isEnabled = false
        #expect(!field.becomeFirstResponder())
        #expect(!UITextField().becomeFirstResponder())
    }

    // Apple documentation, UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:):
    // "range: The range of characters to be replaced"; NSRange counts UTF-16 code units.
    @Test("Typing inserts at the caret; ranges are UTF-16; Backspace deletes a whole character; arrows move the caret")
    func typing() {
        let field = UITextField(), delegate = Delegate()
        field.delegate = delegate
        let (window, _, _) = makePhoneWindow(with: field)
        _ = field.becomeFirstResponder()
        delegate.log = []
        window.send(.text("a"))
        window.send(.text("👍"))
        window.send(.text("b"))
        #expect(field.text == "a👍b")
        #expect(delegate.log == ["change(0,0,a)", "selection", "change(1,0,👍)", "selection", "change(3,0,b)", "selection"])
        delegate.log = []
        window.send(.keyDown(.leftArrow))
        window.send(.keyDown(.backspace))
        #expect(field.text == "ab")
        #expect(delegate.log == ["selection", "change(1,2,)", "selection"])
        window.send(.text("c"))
        #expect(field.text == "acb", "inserted at the caret")
        window.send(.keyDown(.rightArrow))
        window.send(.keyDown(.rightArrow))
        window.send(.text("d"))
        #expect(field.text == "acbd")
    }

    @Test("A refused change leaves the text; editingChanged and textDidChangeNotification follow each change")
    func changes() {
        let field = UITextField(), delegate = Delegate()
        field.delegate = delegate
        let (window, _, _) = makePhoneWindow(with: field)
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingChanged") }, for: .editingChanged)
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            MainActor.assumeIsolated { events.append("textDidChange") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        _ = field.becomeFirstResponder()
        window.send(.text("x"))
        #expect(events == ["editingChanged", "textDidChange"])
        delegate.allowsChange = false
        window.send(.text("y"))
        window.send(.keyDown(.backspace))
        #expect(field.text == "x" && events.count == 2)
        field.text = "set in code"
        #expect(events.count == 2, "setting text sends no editing events, as in UIKit")
    }

    @Test("Return asks textFieldShouldReturn; .editingDidEndOnExit, and a field with an action for it resigns")
    func returnKey() {
        let field = UITextField(), delegate = Delegate()
        field.delegate = delegate
        let (window, _, _) = makePhoneWindow(with: field)
        _ = field.becomeFirstResponder()
        delegate.log = []
        window.send(.keyDown(.return))
        #expect(delegate.log == ["shouldReturn"] && field.isFirstResponder, "no action for the event: it stays")
        var exits = 0
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        delegate.allowsReturn = false
        window.send(.keyDown(.return))
        #expect(exits == 0 && field.isFirstResponder)
        delegate.allowsReturn = true
        delegate.log = []
        window.send(.keyDown(.return))
        #expect(exits == 1 && !field.isFirstResponder)
        #expect(delegate.log == ["shouldReturn", "shouldEnd", "didEnd(committed)"])
    }

    @Test("Keys go to the field, not the window's keyHandler; Escape and Control or Command keys pass through")
    func keyRouting() {
        let field = UITextField()
        let (window, _, _) = makePhoneWindow(with: field)
        var handled: [InputEvent] = []
        window.keyHandler = { handled.append($0) }
        window.send(.keyDown(.letter("S")))
        #expect(handled.count == 1, "no first responder: the handler gets it")
        _ = field.becomeFirstResponder()
        handled = []
        window.send(.keyDown(.letter("S")))
        window.send(.keyUp(.letter("S")))
        window.send(.text("s"))
        #expect(handled.isEmpty && field.text == "s")
        window.send(.keyDown(.escape))
        window.send(.keyDown(.letter("K"), modifiers: [.control]))
        #expect(handled == [.keyDown(.escape), .keyDown(.letter("K"), modifiers: [.control])])
    }

    @Test("Text and placeholder are drawn by a label: the placeholder grey, the text in textColor, bullets when secure")
    func drawing() {
        let field = UITextField()
        field.placeholder = "Search"
        field.borderStyle = .roundedRect
        let (window, _, _) = makePhoneWindow(with: field)
        let placeholder = drawnTexts(in: window).first { $0.0 == "Search" }
        #expect(placeholder != nil && (placeholder?.1.alpha ?? 1) < 0.5)
        field.text = "pass"
        field.textColor = .systemBlue
        window.layoutIfNeeded()
        #expect(drawnTexts(in: window).contains { $0.0 == "pass" && $0.1 == .systemBlue })
        #expect(!drawnTexts(in: window).contains { $0.0 == "Search" })
        field.isSecureTextEntry = true
        #expect(drawnTexts(in: window).contains { $0.0 == "\u{2022}\u{2022}\u{2022}\u{2022}" })
        #expect(field.intrinsicContentSize.height == 34, "a rounded field is 34 pt tall")
    }

    @Test("Overlay views follow their modes; the text rect leaves room for them")
    func overlays() {
        let field = UITextField()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftView = left
        field.leftViewMode = .whileEditing
        field.borderStyle = .line
        let (window, _, _) = makePhoneWindow(with: field)
        window.layoutIfNeeded()
        #expect(left.isHidden && field.textRect(forBounds: field.bounds).minX == 7)
        _ = field.becomeFirstResponder()
        window.layoutIfNeeded()
        #expect(!left.isHidden && left.frame == CGRect(x: 0, y: 8, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 30)
        field.leftViewMode = .unlessEditing
        window.layoutIfNeeded()
        #expect(left.isHidden)
    }

    @Test("clearsOnBeginEditing asks textFieldShouldClear; the clear button clears on a tap")
    func clearing() {
        let field = UITextField(), delegate = Delegate()
        field.delegate = delegate
        field.text = "old"
        field.clearsOnBeginEditing = true
        let (window, clock, _) = makePhoneWindow(with: field)
        _ = field.becomeFirstResponder()
        #expect(field.text == "" && delegate.log == ["shouldBegin", "shouldClear", "didBegin"])
        window.send(.text("new"))
        field.clearButtonMode = .whileEditing
        window.layoutIfNeeded()
        let button = field.clearButtonRect(forBounds: field.bounds)
        let point = field.convert(CGPoint(x: button.midX, y: button.midY), to: nil as UIView?)
        delegate.log = []
        window.send(.mouseDown(point))
        clock.advance(by: 0.05)
        window.send(.mouseUp(point))
        #expect(field.text == "" && delegate.log == ["shouldClear"])
    }

    @Test("Traits are stored with UIKit's defaults")
    func traits() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default && !field.isSecureTextEntry)
        field.keyboardType = .emailAddress
        field.returnKeyType = .search
        #expect(field.keyboardType == .emailAddress && field.returnKeyType.title == "search")
        #expect(field.text == "" && field.borderStyle == .none && field.clearButtonMode == .never)
    }
}
