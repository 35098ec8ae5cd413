import Foundation
import TransitionKit

/// P, `--phone` and `--safe-area`: the scene window's screen gets a phone's safe area insets
/// (`UIScreen.simulatedSafeAreaInsets`), and the overlays draw its status bar and home indicator.
extension PlaygroundApp {
    /// An iPhone with a Dynamic Island in portrait: the status bar area 59 pt, the home
    /// indicator area 34 pt.
    nonisolated static let defaultPhoneInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// Switches the simulated phone on or off (with `insets` when given); the scene lays out
    /// again in the next frame. With `announcing`, the message line says so.
    func setPhone(on: Bool, insets: UIEdgeInsets? = nil, announcing: Bool = true) {
        if let insets { phoneInsets = insets }
        isPhoneOn = on
        applyPhoneInsets()
        guard announcing else { return }
        say(on ? "phone: safe area insets top \(Int(phoneInsets.top)), bottom \(Int(phoneInsets.bottom)) pt" : "phone: off")
    }

    /// Gives the scene window's screen the phone's insets while the phone is on, else none.
    func applyPhoneInsets() {
        window.screen.simulatedSafeAreaInsets = isPhoneOn ? phoneInsets : .zero
        compare?.window.screen.simulatedSafeAreaInsets = window.screen.simulatedSafeAreaInsets
    }
}
