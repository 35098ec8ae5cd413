internal import CSDL2
import Foundation
import TransitionKit

/// Turns SDL events into `InputEvent`s in window points.
///
/// - Only the left mouse button is a finger; other buttons are ignored.
/// - Mouse motion is delivered with or without the button held.
/// - The wheel uses SDL's precise (fractional, trackpad) amounts, corrected for flipped
///   ("natural") scrolling, at the pointer position the event carries.
/// - A touchpad pinch (`SDL_MULTIGESTURE`) becomes `.magnify`, at the last pointer position.
/// - Keys are named by `SDL_GetKeyName` ("Return", "Q", "Left", ...), with their modifiers.
///
/// SDL reports mouse positions and window sizes in window coordinates (with
/// `SDL_WINDOW_ALLOW_HIGHDPI` only the drawable has more pixels); they are points divided by
/// `windowScale`, which is 1 unless the window was scaled down to fit the display (`WindowFit`).
package struct EventTranslator {
    /// The last pointer position seen (for events that carry none, like pinches).
    private(set) var lastPointer = CGPoint.zero
    /// Window coordinates per point: 1, or less for a window scaled to fit the display.
    package var windowScale: CGFloat = 1
    /// The window's size on screen as last set, and the size in points it shows: a resize to
    /// exactly that screen size reports those points (scaling rounds, and a point lost to the
    /// rounding would resize the content).
    package var fittedSize: (screen: CGSize, points: CGSize)?

    /// The point at window coordinates `(x, y)`.
    func pointFromWindow(_ x: Int32, _ y: Int32) -> CGPoint {
        CGPoint(x: CGFloat(x) / windowScale, y: CGFloat(y) / windowScale)
    }

    /// The modifiers of an SDL key-modifier mask.
    static func modifiers(_ mask: UInt32) -> InputEvent.Modifiers {
        var modifiers: InputEvent.Modifiers = []
        if mask & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mask & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mask & KMOD_ALT.rawValue != 0 { modifiers.insert(.option) }
        if mask & KMOD_GUI.rawValue != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// The pinch scale factor for a touchpad gesture's change in finger distance.
    ///
    /// SDL normalises `dDist` to the touch device, so the whole pad is about 1; the factor
    /// multiplies the pinch scale, so spreading by a tenth of the pad zooms by 10 %.
    static func magnification(distanceChange: Float) -> CGFloat {
        max(0.5, min(2, 1 + CGFloat(distanceChange)))
    }

    /// The host event for `event`, or nil when it means nothing to the app.
    /// `currentModifiers` supplies the modifier state for mouse presses (SDL's `SDL_GetModState`).
    mutating func translate(
        _ event: SDL_Event, currentModifiers: () -> UInt32 = { SDL_GetModState().rawValue }
    ) -> HostEvent? {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                let screen = CGSize(width: Int(event.window.data1), height: Int(event.window.data2))
                if let fitted = fittedSize, fitted.screen == screen { return .input(.resize(fitted.points)) }
                return .input(.resize(CGSize(
                    width: (CGFloat(event.window.data1) / windowScale).rounded(),
                    height: (CGFloat(event.window.data2) / windowScale).rounded())))
            case SDL_WINDOWEVENT_CLOSE:
                return .quit
            default:
                return nil
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let point = pointFromWindow(event.button.x, event.button.y)
            lastPointer = point
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
                return .input(.mouseDown(point, modifiers: Self.modifiers(currentModifiers())))
            }
            return .input(.mouseUp(point))
        case SDL_MOUSEMOTION:
            let point = pointFromWindow(event.motion.x, event.motion.y)
            lastPointer = point
            return .input(.mouseMove(point))
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let sign: CGFloat = wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            var dx = CGFloat(wheel.preciseX), dy = CGFloat(wheel.preciseY)
            if dx == 0 && dy == 0 { dx = CGFloat(wheel.x); dy = CGFloat(wheel.y) }  // drivers that fill only the integers
            let point = pointFromWindow(wheel.mouseX, wheel.mouseY)
            lastPointer = point
            return .input(.scroll(dx: dx * sign, dy: dy * sign, at: point))
        case SDL_MULTIGESTURE:
            guard event.mgesture.numFingers >= 2, abs(event.mgesture.dDist) > 0.0005 else { return nil }
            return .input(.magnify(scale: Self.magnification(distanceChange: event.mgesture.dDist), at: lastPointer))
        case SDL_KEYDOWN, SDL_KEYUP:
            let name = String(cString: SDL_GetKeyName(event.key.keysym.sym))
            guard !name.isEmpty else { return nil }
            let key = Key(name: name), modifiers = Self.modifiers(UInt32(event.key.keysym.mod))
            return .input(event.type == SDL_KEYDOWN.rawValue
                ? .keyDown(key, modifiers: modifiers) : .keyUp(key, modifiers: modifiers))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            return text.isEmpty ? nil : .input(.text(text))
        default:
            return nil
        }
    }
}
