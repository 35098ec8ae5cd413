import Foundation

extension UIColor {
    /// How prominent a colour is in the interface (Apple: "UIColor.Prominence"), for rendering
    /// modes that tint content by its prominence.
    public enum Prominence: Int, Sendable {
        /// The most prominent (every colour's default).
        case primary = 0
        /// Less prominent than primary.
        case secondary = 1
        /// Less prominent than secondary.
        case tertiary = 2
        /// The least prominent.
        case quaternary = 3
    }

    /// A colour that `provider` makes from the traits it is resolved with
    /// (`resolvedColor(with:)`). Read directly (components, `cgColor`, drawing), it is the
    /// colour for a trait collection with no trait specified: this platform has no dark
    /// appearance, so that is the light one.
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(components: provider(UITraitCollection()), provider: provider, prominence: .primary)
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer (itself resolved),
    /// any other colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        let resolved = provider(traitCollection).resolvedColor(with: traitCollection)
        return storedProminence == .primary ? resolved
            : UIColor(components: resolved, provider: nil, prominence: storedProminence)
    }

    /// The colour's prominence (`.primary` unless `withProminence(_:)` set another).
    public var prominence: Prominence { storedProminence }

    /// This colour with `prominence`; components (and a dynamic colour's provider) are kept.
    /// UIKit uses prominence only in rendering modes that tint by it (widgets' accented mode),
    /// which this platform does not have, so the prominence is carried, not drawn.
    public func withProminence(_ prominence: Prominence) -> UIColor {
        UIColor(components: self, provider: provider, prominence: prominence)
    }

    /// UIColor is not archived on Linux; returns nil.
    public convenience init?(coder: NSCoder) { return nil }
}
