import Testing
import TransitionKit

@Suite("Key")
struct KeyTests {
    @Test("Constants carry the host's names; letters are named by their capital")
    func names() {
        #expect(Key.return.name == "Return" && Key.keypadEnter.name == "Keypad Enter" && Key.period.name == ".")
        #expect(Key.letter("s") == Key(name: "S") && Key.digit(3) == Key(name: "3"))
        #expect(Key.upArrow.description == "Up")
    }

    @Test("Digits on the main keyboard and the keypad have a value; other keys none")
    func digits() {
        #expect(Key.digit(7).digitValue == 7 && Key(name: "Keypad 3").digitValue == 3)
        #expect(Key.return.digitValue == nil && Key(name: "F1").digitValue == nil && Key(name: "Keypad Enter").digitValue == nil)
    }

    @Test("Shift, Ctrl, Alt, GUI and Caps Lock are modifiers; letters and Return are not")
    func modifiers() {
        #expect(Key(name: "Left Shift").isModifier && Key(name: "Right GUI").isModifier && Key(name: "CapsLock").isModifier)
        #expect(!Key.letter("Q").isModifier && !Key.return.isModifier)
    }
}
