import Foundation
import TransitionKit

/// The debug overlay's stand-in for haptics (D): there is no haptic hardware here, so each
/// feedback a `UIFeedbackGenerator` plays (an "…FeedbackGenerator.…Occurred/…Changed" entry in
/// the callback log; `prepare` plays nothing) shows as a brief ring that grows and fades in the
/// middle of the window, coloured by the generator. The entry itself stays in the live log.
enum FeedbackPulse {
    /// How long a pulse lasts, in seconds of animation time (so slow motion slows it too).
    static let duration: TimeInterval = 0.35
    /// The ring's diameter at the start and at the end, in points.
    static let startDiameter: CGFloat = 40, endDiameter: CGFloat = 120
    /// The ring's colour for each generator: impact purple, selection blue, notification green.
    static let impactColor = UIColor(rgb: 0xBF5AF2), selectionColor = UIColor(rgb: 0x64D2FF),
                notificationColor = UIColor(rgb: 0x30D158)

    /// The ring colour for a callback-log entry that is played feedback, else nil.
    static func color(of entry: CallbackLog.Entry) -> UIColor? {
        guard !entry.isDiagnostic, !entry.text.hasSuffix(".prepare") else { return nil }
        if entry.text.hasPrefix("UIImpactFeedbackGenerator.") { return impactColor }
        if entry.text.hasPrefix("UISelectionFeedbackGenerator.") { return selectionColor }
        if entry.text.hasPrefix("UINotificationFeedbackGenerator.") { return notificationColor }
        return nil
    }

    /// One ring for each feedback entry of `log` played less than `duration` before `now`,
    /// centred in `bounds`: its diameter grows linearly from `startDiameter` to `endDiameter`
    /// while its opacity falls from 0.9 to 0.
    static func rings(_ log: [CallbackLog.Entry], now: TimeInterval, in bounds: CGRect) -> [DisplayList.Command] {
        log.compactMap { entry in
            guard let color = color(of: entry) else { return nil }
            let age = now - entry.time
            guard age >= 0, age < duration else { return nil }
            let progress = CGFloat(age / duration)
            let diameter = startDiameter + (endDiameter - startDiameter) * progress
            return DisplayList.Command(
                rect: CGRect(x: 0, y: 0, width: diameter, height: diameter),
                transform: CGAffineTransform(translationX: bounds.midX - diameter / 2, y: bounds.midY - diameter / 2),
                alpha: 0.9 * (1 - progress), fillColor: color.withAlphaComponent(0.25), cornerRadius: diameter / 2,
                borderWidth: 4, borderColor: color, content: .fill, depth: 0)
        }
    }
}
