import Foundation

/// Feedback for a physical impact (a snap into place, a collision). Without haptic hardware
/// each impact is logged: "UIImpactFeedbackGenerator.impactOccurred(medium)", or with an
/// intensity "UIImpactFeedbackGenerator.impactOccurred(medium, intensity: 0.5)".
///
/// ```swift
/// let impact = UIImpactFeedbackGenerator(style: .rigid)
/// impact.prepare()
/// impact.impactOccurred()
/// ```
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light interface elements.
        case light
        /// A collision between moderately sized interface elements.
        case medium
        /// A collision between large, heavy interface elements.
        case heavy
        /// A collision between interface elements that are soft, with a large amount of compression.
        case soft
        /// A collision between interface elements that are rigid, with a small amount of compression.
        case rigid
    }

    private let style: FeedbackStyle

    /// Creates a generator for `style` (`.medium` by default).
    public init(style: FeedbackStyle = .medium) {
        self.style = style
        super.init()
    }

    /// Creates a generator for `style` logging to `view`'s window.
    public init(style: FeedbackStyle = .medium, view: UIView) {
        self.style = style
        super.init(view: view)
    }

    /// Plays an impact of the generator's style (logged).
    open func impactOccurred() {
        log("impactOccurred(\(style))")
    }

    /// Plays an impact at `intensity`, between 0 and 1 (logged). Other values are refused with
    /// a diagnostic.
    open func impactOccurred(intensity: CGFloat) {
        guard intensity.isFinite, (0...1).contains(intensity) else {
            report(Diagnostic(
                code: .invalidFeedbackIntensity,
                message: "impactOccurred(intensity: \(intensity)) needs an intensity between 0 and 1; the call was ignored."))
            return
        }
        log("impactOccurred(\(style), intensity: \(intensity))")
    }
}

extension Diagnostic.Code {
    /// `impactOccurred(intensity:)` got an intensity outside 0...1.
    public static let invalidFeedbackIntensity = Diagnostic.Code(rawValue: "feedback.invalidIntensity", severity: .warning)
}
