import Foundation

/// A value that describes a cell's content and makes the view that shows it.
///
/// Not isolated (only `makeContentView()` runs on the main actor), so configurations are made
/// and updated anywhere, as in UIKit.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration adjusted for `state` (selected, highlighted).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether this view can show `configuration` (so a cell updates it instead of replacing it).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the same type as the one shown, as UIKit's default.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
