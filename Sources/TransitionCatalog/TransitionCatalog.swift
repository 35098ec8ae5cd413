import TransitionKit

/// The ready-made animators, interaction controllers and presentation controllers that the
/// tutorials in `shared/seeds/` describe, reusable in your own code.
public enum TransitionCatalog {
    /// The version of the catalog (and of the package).
    public static let version = "0.1.0"
}
