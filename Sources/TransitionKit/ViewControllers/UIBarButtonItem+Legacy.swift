import Foundation

/// The legacy per-state, per-style and per-metrics customizations of bar button items (iOS 5
/// to 12), stored and read back: the bars draw titles and images, not background images, and do
/// not move them by these offsets.
extension UIBarButtonItem {
    private func key(_ kind: String, _ parts: Int...) -> String {
        ([kind] + parts.map(String.init)).joined(separator: ".")
    }

    /// Sets the background image for `state` and `barMetrics` (stored).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyImages[key("background", Int(state.rawValue), barMetrics.rawValue)] = backgroundImage
    }

    /// The background image set for `state` and `barMetrics`.
    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyImages[key("background", Int(state.rawValue), barMetrics.rawValue)]
    }

    /// Sets the background image for `state`, `style` and `barMetrics` (stored).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        legacyImages[key("styled", Int(state.rawValue), style.rawValue, barMetrics.rawValue)] = backgroundImage
    }

    /// The background image set for `state`, `style` and `barMetrics`.
    public func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        legacyImages[key("styled", Int(state.rawValue), style.rawValue, barMetrics.rawValue)]
    }

    /// Sets the background's vertical offset for `barMetrics`, points (stored).
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyOffsets[key("backgroundVertical", barMetrics.rawValue)] = UIOffset(horizontal: 0, vertical: adjustment)
    }

    /// The background's vertical offset for `barMetrics` (0 when none was set).
    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyOffsets[key("backgroundVertical", barMetrics.rawValue)]?.vertical ?? 0
    }

    /// Sets the title's offset for `barMetrics` (stored).
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyOffsets[key("title", barMetrics.rawValue)] = adjustment
    }

    /// The title's offset for `barMetrics` (`.zero` when none was set).
    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyOffsets[key("title", barMetrics.rawValue)] ?? .zero
    }

    /// Sets the back button's background image for `state` and `barMetrics` (stored).
    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        legacyImages[key("backBackground", Int(state.rawValue), barMetrics.rawValue)] = backgroundImage
    }

    /// The back button's background image set for `state` and `barMetrics`.
    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyImages[key("backBackground", Int(state.rawValue), barMetrics.rawValue)]
    }

    /// Sets the back button title's offset for `barMetrics` (stored).
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        legacyOffsets[key("backTitle", barMetrics.rawValue)] = adjustment
    }

    /// The back button title's offset for `barMetrics` (`.zero` when none was set).
    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyOffsets[key("backTitle", barMetrics.rawValue)] ?? .zero
    }

    /// Sets the back button background's vertical offset for `barMetrics`, points (stored).
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        legacyOffsets[key("backBackgroundVertical", barMetrics.rawValue)] = UIOffset(horizontal: 0, vertical: adjustment)
    }

    /// The back button background's vertical offset for `barMetrics` (0 when none was set).
    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyOffsets[key("backBackgroundVertical", barMetrics.rawValue)]?.vertical ?? 0
    }
}
