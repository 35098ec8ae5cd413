import Foundation

/// Rubber-banding past the content's edges (reference/uikit-transitions.md §4.3).
extension UIScrollView {
    /// The rubber-band coefficient c in `(1 - 1/(x * c / d + 1)) * d`.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// The distance shown for an overshoot of `overshoot` points past an edge, for a view of
    /// `dimension` points along that axis: `(1 - 1/(x * 0.55 / d + 1)) * d`, always below d.
    /// For d = 960: 100 -> 52.02, 400 -> 178.98, 960 -> 340.65.
    package static func rubberBandDistance(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0 else { return max(overshoot, 0) }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The overshoot that shows as `distance` (the inverse of `rubberBandDistance`).
    package static func overshoot(forRubberBandDistance distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0 else { return max(distance, 0) }
        let shown = min(distance, dimension * 0.999_999)
        return shown * dimension / ((dimension - shown) * rubberBandCoefficient)
    }

    /// The offset shown for the unbanded (finger-following) offset `raw`: rubber-banded past
    /// the edges on axes that bounce (`bouncesHorizontally`, `bouncesVertically`), else clamped; axes that do not scroll keep the current value.
    func rubberBanded(_ raw: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset, current = contentOffset
        return CGPoint(
            x: scrollsHorizontally ? band(raw.x, minimum.x, maximum.x, bounds.width, bounces: bouncesHorizontally) : current.x,
            y: scrollsVertically ? band(raw.y, minimum.y, maximum.y, bounds.height, bounces: bouncesVertically) : current.y)
    }

    /// The unbanded offset that shows as `shown` (to resume a drag past an edge).
    func unbanded(_ shown: CGPoint) -> CGPoint {
        let minimum = minimumOffset, maximum = maximumOffset
        return CGPoint(
            x: unband(shown.x, minimum.x, maximum.x, bounds.width),
            y: unband(shown.y, minimum.y, maximum.y, bounds.height))
    }

    private func band(_ raw: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat, bounces: Bool) -> CGFloat {
        guard bounces else { return min(max(raw, minimum), maximum) }
        if raw < minimum { return minimum - Self.rubberBandDistance(minimum - raw, dimension: dimension) }
        if raw > maximum { return maximum + Self.rubberBandDistance(raw - maximum, dimension: dimension) }
        return raw
    }

    private func unband(_ shown: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat, _ dimension: CGFloat) -> CGFloat {
        if shown < minimum { return minimum - Self.overshoot(forRubberBandDistance: minimum - shown, dimension: dimension) }
        if shown > maximum { return maximum + Self.overshoot(forRubberBandDistance: shown - maximum, dimension: dimension) }
        return shown
    }
}
