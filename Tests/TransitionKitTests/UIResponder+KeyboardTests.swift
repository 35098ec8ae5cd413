import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The first responder, the keyboard's notifications and its curve.
@Suite("UIResponder: first responder and keyboard")
@MainActor
struct UIResponderKeyboardTests {
    // Apple documentation, UITextFieldDelegate: "Before becoming the first responder, the text
    // field calls its delegate's textFieldShouldBeginEditing [...] The text field becomes the
    // first responder. In response, the system displays the keyboard [...] and posts the
    // UIKeyboardWillShowNotification and UIKeyboardDidShowNotification notifications [...] The
    // text field calls its delegate's textFieldDidBeginEditing"; on resigning, "When hiding the
    // keyboard, the system posts the UIKeyboardWillHideNotification and
    // UIKeyboardDidHideNotification notifications. The text field calls its delegate's
    // textFieldDidEndEditing".
    @Test("Show and hide: the will-notifications at once (frame first), the did-notifications when the 0.5 s move ends")
    func notificationOrder() {
        let field = UITextField()
        let (window, clock, _) = makePhoneWindow(with: field)
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardLog(extra: [(UITextField.textDidBeginEditingNotification, "textDidBegin"),
                                      (UITextField.textDidEndEditingNotification, "textDidEnd")])
        defer { log.stop() }
        field.addAction(UIAction { _ in log.entries.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in log.entries.append("editingDidEnd") }, for: .editingDidEnd)
        let fieldBegan = field.becomeFirstResponder()
        #expect(fieldBegan)
        #expect(log.take() == ["willChangeFrame", "willShow", "editingDidBegin", "textDidBegin"])
        clock.advance(by: 0.25)
        #expect(log.take().isEmpty, "iOS reports 0.25 s, but the keyboard's spring runs 0.5 s")
        clock.advance(by: 0.25)
        #expect(log.take() == ["didChangeFrame", "didShow"])
        let fieldResigned = field.resignFirstResponder()
        #expect(fieldResigned)
        #expect(log.take() == ["willChangeFrame", "willHide", "editingDidEnd", "textDidEnd"])
        clock.advance(by: 0.5)
        #expect(log.take() == ["didChangeFrame", "didHide"])
    }

    @Test("userInfo: begin and end frames in screen coordinates as NSValue, 0.25 s, curve 7, local")
    func userInfoValues() throws {
        let field = UITextField()
        let (window, clock, _) = makePhoneWindow(with: field)
        let log = KeyboardLog()
        defer { log.stop() }
        _ = field.becomeFirstResponder()
        let info = try #require(log.userInfos["willShow"])
        #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        #expect(window.keyboardFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        clock.advance(by: 0.5)
        _ = field.resignFirstResponder()
        let hide = try #require(log.userInfos["willHide"])
        #expect((hide[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect((hide[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(window.keyboardFrame == nil)
    }

    @Test("The keyboard's height follows the screen: phone 336 / 209 pt, tablet 313 / 398 pt")
    func heights() {
        #expect(UIWindow.keyboardHeight(forScreenSize: CGSize(width: 393, height: 852)) == 336)
        #expect(UIWindow.keyboardHeight(forScreenSize: CGSize(width: 852, height: 393)) == 209)
        #expect(UIWindow.keyboardHeight(forScreenSize: CGSize(width: 768, height: 1024)) == 313)
        #expect(UIWindow.keyboardHeight(forScreenSize: CGSize(width: 1024, height: 768)) == 398)
        #expect(UIWindow.keyboardHeight(forScreenSize: CGSize(width: 300, height: 100)) == 100, "never taller than the screen")
    }

    @Test("The keyboard slides on its curve, frame by frame; an interrupted move posts its did-notifications first")
    func presentationFrames() {
        let field = UITextField()
        let (window, clock, _) = makePhoneWindow(with: field)
        let log = KeyboardLog()
        defer { log.stop() }
        #expect(window.keyboardPresentationFrame == nil)
        _ = field.becomeFirstResponder()
        for frame in 1...31 {
            clock.advance(by: 1.0 / 60)
            let expected = 852 - 336 * keyboardProgress(at: clock.now)
            #expect(isClose(window.keyboardPresentationFrame?.minY ?? .nan, expected), "frame \(frame)")
        }
        #expect(window.keyboardPresentationFrame?.minY == 516)
        _ = log.take()
        clock.advance(by: 0.1)
        _ = field.resignFirstResponder()
        clock.advance(by: 0.1)
        let midway = window.keyboardPresentationFrame?.minY ?? 0
        _ = field.becomeFirstResponder()
        #expect(log.take() == ["willChangeFrame", "willHide", "didChangeFrame", "didHide", "willChangeFrame", "willShow"])
        let info = log.userInfos["willShow"]
        #expect(isClose((info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.minY ?? 0, midway),
                "the new move starts where the keyboard is")
    }

    @Test("Curve 7 in UIView.animate runs the keyboard's spring for 0.5 s, not the linear curve, whatever the duration")
    func keyboardCurveTiming() {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var finishedAt: TimeInterval?
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16), animations: {
            view.frame.origin.y = 100
        }, completion: { _ in finishedAt = clock.now })
        clock.advance(by: 0.1)
        let early = view.layer.presentation()?.frame.minY ?? 0
        #expect(isClose(early, 100 * keyboardProgress(at: 0.1)))
        #expect(early > 100 * 0.4 + 1, "faster at the start than linear (40 %)")
        clock.advance(by: 0.15)
        let reported = view.layer.presentation()?.frame.minY ?? 0
        #expect(isClose(reported, 100 * keyboardProgress(at: 0.25)) && reported > 93 && reported < 96,
                "94 % of the way at the reported 0.25 s")
        #expect(finishedAt == nil)
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()?.frame.minY == 100)
        #expect(isClose(finishedAt ?? 0, 0.5, 1e-6))
        #expect(keyboardProgress(at: 0.05) < keyboardProgress(at: 0.1) && keyboardProgress(at: 0.4) <= 1, "no overshoot")
    }

    // Keyboard code turns the notification's curve number into a curve with
    // `UIView.AnimationCurve(rawValue: curve)!`, which UIKit accepts for 7.
    @Test("AnimationCurve(rawValue: 7) is the keyboard's curve: a property animator with it runs the spring over its own duration")
    func keyboardCurveInPropertyAnimator() throws {
        let (window, clock) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let curve = try #require(UIView.AnimationCurve(rawValue: 7))
        #expect(curve == .keyboard && UIView.AnimationCurve(rawValue: 4) == nil)
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: curve) { view.frame.origin.y = 100 }
        animator.startAnimation()
        clock.advance(by: 0.05)
        let early = try #require(view.layer.presentation()).frame.minY
        // The spring time-scaled to 0.25 s: at 0.05 s it is where the 0.5 s keyboard is at 0.1 s.
        #expect(isClose(early, 100 * keyboardProgress(at: 0.1)))
        clock.advance(by: 0.2)
        #expect(view.layer.presentation()?.frame.minY == 100 && animator.state == .inactive)
        let parameters = UICubicTimingParameters(animationCurve: .keyboard)
        #expect(parameters.animationCurve == .keyboard && parameters.controlPoint2 == CGPoint(x: 0.05, y: 1))
    }

    @Test("Plain responders cannot become first responder; one that can does, without a keyboard; none outside a window")
    func plainResponders() {
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let (window, _) = makeTestWindow()
        let plain = UIView(), focusable = Focusable(), loose = Focusable()
        window.addSubview(plain)
        window.addSubview(focusable)
        #expect(!plain.becomeFirstResponder() && !plain.isFirstResponder)
        #expect(!loose.becomeFirstResponder(), "in no window")
        #expect(focusable.becomeFirstResponder() && focusable.isFirstResponder)
        #expect(window.keyboardFrame == nil, "only text input shows the keyboard")
        #expect(plain.resignFirstResponder(), "resigning what is not first responder succeeds")
        #expect(focusable.isFirstResponder)
        #expect(window.endEditing(false) && !focusable.isFirstResponder)
    }

    @Test("Switching fields keeps the keyboard up; A's end comes before B's begin")
    func switchingFields() {
        let a = UITextField(), b = UITextField()
        let (window, clock, root) = makePhoneWindow(with: a)
        defer { withExtendedLifetime(window) {} }
        b.frame = CGRect(x: 16, y: 140, width: 361, height: 36)
        root.view.addSubview(b)
        _ = a.becomeFirstResponder()
        clock.advance(by: 0.5)
        let log = KeyboardLog()
        defer { log.stop() }
        a.addAction(UIAction { _ in log.entries.append("A.end") }, for: .editingDidEnd)
        b.addAction(UIAction { _ in log.entries.append("B.begin") }, for: .editingDidBegin)
        let bBegan = b.becomeFirstResponder()
        #expect(bBegan)
        #expect(log.take() == ["A.end", "B.begin"])
        #expect(b.isFirstResponder && !a.isFirstResponder && !a.isEditing && b.isEditing)
        clock.advance(by: 0.5)
        #expect(log.take().isEmpty)
    }

    @Test("endEditing: asks the field's delegate unless forced; only within the view's hierarchy")
    func endEditing() {
        final class Refusing: UITextFieldDelegate { func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false } }
        let field = UITextField(), delegate = Refusing(), other = UIView()
        let (window, _, root) = makePhoneWindow(with: field)
        root.view.addSubview(other)
        field.delegate = delegate
        _ = field.becomeFirstResponder()
        #expect(other.endEditing(true), "no first responder in that hierarchy")
        #expect(field.isFirstResponder)
        #expect(!root.view.endEditing(false) && field.isFirstResponder)
        #expect(root.view.endEditing(true) && !field.isFirstResponder && !field.isEditing)
        #expect(window.keyboardFrame == nil)
    }

    @Test("A first responder removed from the window is resigned on the next frame, and the keyboard hides")
    func removedResponder() {
        let field = UITextField()
        let (window, clock, _) = makePhoneWindow(with: field)
        _ = field.becomeFirstResponder()
        field.removeFromSuperview()
        clock.advance(by: 1.0 / 60)
        #expect(!field.isEditing && !field.isFirstResponder)
        #expect(window.keyboardFrame == nil)
    }

    @Test("A resize while the keyboard is up re-frames it (frame notifications only)")
    func resize() {
        let field = UITextField()
        let (window, clock, _) = makePhoneWindow(with: field)
        _ = field.becomeFirstResponder()
        clock.advance(by: 0.5)
        let log = KeyboardLog()
        defer { log.stop() }
        window.send(.resize(CGSize(width: 852, height: 393)))
        #expect(log.take() == ["willChangeFrame"])
        #expect(window.keyboardFrame == CGRect(x: 0, y: 184, width: 852, height: 209))
        clock.advance(by: 0.5)
        #expect(log.take() == ["didChangeFrame"])
    }

    @Test("The playground's toggle hides a shown keyboard (the field stays first responder) and shows one by hand")
    func toggle() {
        let field = UITextField()
        let (window, _, _) = makePhoneWindow(with: field)
        window.toggleSoftwareKeyboard()
        #expect(window.keyboardFrame != nil && !window.isTextInputActive)
        window.toggleSoftwareKeyboard()
        #expect(window.keyboardFrame == nil)
        _ = field.becomeFirstResponder()
        #expect(window.keyboardFrame != nil)
        window.toggleSoftwareKeyboard()
        #expect(window.keyboardFrame == nil && field.isFirstResponder && window.isTextInputActive)
        window.toggleSoftwareKeyboard()
        #expect(window.keyboardFrame != nil)
    }

    @Test("NSValue boxes geometry both ways")
    func nsValueBoxes() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect && NSValue(cgRect: rect).rectValue == rect)
        #expect(NSValue(cgRect: rect) == NSValue(cgRect: rect))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        #expect(NSValue(cgVector: CGVector(dx: 1, dy: -1)).cgVectorValue == CGVector(dx: 1, dy: -1))
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let turn = CATransform3DMakeRotation(0.5, 0, 1, 0)
        #expect(NSValue(caTransform3D: turn).caTransform3DValue == turn)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(cgRect: rect).uiEdgeInsetsValue == .zero, "another kind reads as zero")
        #expect(NSValue(uiEdgeInsets: insets).cgRectValue == .zero)
    }
}
