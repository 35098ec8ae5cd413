import TransitionKit

/// Facts about the catalog: the ready-made animators, interaction controllers and
/// presentation controllers that the four tutorials listed in the README (seeds 000-003)
/// describe, reusable in your own code.
///
/// | type | seed |
/// | --- | --- |
/// | `CrossDissolveAnimator` | 000 (bestswifter), Apple's cross-dissolve sample |
/// | `HalfWaySpringAnimator`, `HalfWaySpringTransitioningDelegate` | 000 |
/// | `EdgeSlideAnimator` | 000 (the Interactivity demo's animator) |
/// | `CustomPresentationController` | 000 (the Custom Presentation demo) |
/// | `ScaleAndFadeAnimator` | 001 (Shrikar Archak) |
/// | `PropertyAnimatorPresentTransition` | 002 (Kodeco, property-animator transitions) |
/// | `ZoomAnimator` | 003 (the photo zoom workshop) |
///
/// It is not named `TransitionCatalog`: a type named like its module would stop you writing
/// `TransitionCatalog.CrossDissolveAnimator` to tell the catalog's type from one of your own.
public enum TransitionCatalogInfo {
    /// The version of the catalog (and of the package).
    public static let version = "0.1.0"
}
