import Foundation

/// The views of one zoom while it flies: a clipping `flightView` that goes from the source
/// view's frame to the zoomed controller's full frame, the zoomed controller's view inside it
/// (kept at its full size and scaled, so its content scales rather than lays out again), and a
/// dimming backdrop behind.
///
/// The source end: the flight has the source view's frame and corner radius; the zoomed view is
/// scaled by `sourceScale` (aspect fill: the alignment rect covers the source view) and placed
/// so that the centre of its alignment rect is the flight's centre. The zoomed end: the flight
/// has the full frame, the zoomed view fills it unscaled. When there is no usable source view
/// (`fadesAtSource`) the source end is the full frame shrunk to `fallbackScale` about its centre,
/// and the flight is transparent there: the zoomed view fades and shrinks out (or in).
@MainActor
final class ZoomFlight {
    /// The scale of the fade-and-shrink used without a source view.
    static let fallbackScale: CGFloat = 0.8
    /// The backdrop's default colour (UIKit's default is not documented; black at 20 %).
    static let defaultDimmingColor = UIColor.black.withAlphaComponent(0.2)

    let container: UIView
    let zoomedView: UIView
    let flightView = UIView()
    let backdrop: UIView
    /// The source view, hidden during the flight (nil: the fallback).
    let sourceView: UIView?
    /// Where the zoomed view ends (the container's coordinates).
    let fullRect: CGRect
    /// The source end of the flight (the container's coordinates).
    let sourceRect: CGRect
    /// The zoomed view's centre (in the flight) and scale at the source end.
    let sourceCenter: CGPoint
    let sourceScale: CGFloat
    let fadesAtSource: Bool
    private let sourceCornerRadius: CGFloat
    private let savedAutoresizingMask: UIView.AutoresizingMask
    private let sourceWasHidden: Bool

    /// Sets the views up at the source end (`isArriving`) or the zoomed end, in `container`,
    /// the zoomed view above `below` (the other controller's view) when given.
    init(container: UIView, zoomedView: UIView, fullRect: CGRect, sourceView: UIView?, alignmentRect: CGRect?,
         options: UIViewController.Transition.ZoomOptions?, isArriving: Bool) {
        self.container = container
        self.zoomedView = zoomedView
        self.fullRect = fullRect
        self.sourceView = sourceView
        fadesAtSource = sourceView == nil
        let alignment = alignmentRect ?? CGRect(origin: .zero, size: fullRect.size)
        if let sourceView {
            sourceRect = sourceView.convert(sourceView.bounds, to: container)
            sourceCornerRadius = sourceView.layer.cornerRadius
        } else {
            let scale = Self.fallbackScale
            sourceRect = CGRect(x: fullRect.midX - fullRect.width * scale / 2, y: fullRect.midY - fullRect.height * scale / 2,
                                width: fullRect.width * scale, height: fullRect.height * scale)
            sourceCornerRadius = 0
        }
        (sourceCenter, sourceScale) = Self.placement(source: sourceRect.size, alignment: alignment, viewSize: fullRect.size)
        savedAutoresizingMask = zoomedView.autoresizingMask
        sourceWasHidden = sourceView?.isHidden ?? false

        if let effect = options?.dimmingVisualEffect {
            backdrop = UIVisualEffectView(effect: effect)
        } else {
            backdrop = UIView()
            backdrop.backgroundColor = options?.dimmingColor ?? Self.defaultDimmingColor
        }
        backdrop.frame = container.bounds
        backdrop.isUserInteractionEnabled = false
        flightView.clipsToBounds = true
        flightView.isUserInteractionEnabled = !isArriving

        let anchor = zoomedView.superview === container ? zoomedView : nil
        if let anchor {
            container.insertSubview(backdrop, belowSubview: anchor)
            container.insertSubview(flightView, belowSubview: anchor)
        } else {
            container.addSubview(backdrop)
            container.addSubview(flightView)
        }
        // The safe area it has at full size stays while it flies scaled (else its content would
        // lay out again for a frame that no longer reaches under the bars).
        zoomedView.pinnedSafeAreaInsets = zoomedView.safeAreaInsets
        zoomedView.autoresizingMask = []
        zoomedView.transform = .identity
        zoomedView.bounds = CGRect(origin: .zero, size: fullRect.size)
        flightView.addSubview(zoomedView)
        sourceView?.isHidden = true
        place(atSource: isArriving)
    }

    /// The zoomed view's centre in a flight of the source's size, and its scale, so that the
    /// alignment rect (in the zoomed view) covers the source (aspect fill) with their centres on
    /// each other.
    static func placement(source: CGSize, alignment: CGRect, viewSize: CGSize) -> (center: CGPoint, scale: CGFloat) {
        let scale = max(source.width / max(alignment.width, 1), source.height / max(alignment.height, 1))
        let center = CGPoint(x: source.width / 2 + scale * (viewSize.width / 2 - alignment.midX),
                             y: source.height / 2 + scale * (viewSize.height / 2 - alignment.midY))
        return (center, scale)
    }

    /// Puts every view at the source end or at the zoomed end (animatable: called inside the
    /// property animator's block for the end).
    func place(atSource: Bool) {
        let frame = atSource ? sourceRect : fullRect
        flightView.bounds = CGRect(origin: .zero, size: frame.size)
        flightView.center = CGPoint(x: frame.midX, y: frame.midY)
        flightView.layer.cornerRadius = atSource ? sourceCornerRadius : 0
        flightView.alpha = atSource && fadesAtSource ? 0 : 1
        zoomedView.center = atSource ? sourceCenter : CGPoint(x: fullRect.width / 2, y: fullRect.height / 2)
        zoomedView.transform = atSource ? CGAffineTransform(scaleX: sourceScale, y: sourceScale) : .identity
        backdrop.alpha = atSource ? 0 : 1
    }

    /// Where the point `point` of the zoomed view (its own coordinates, unscaled) is drawn in
    /// the container when the flight is `fraction` of the way from the zoomed end to the source
    /// end (before any finger offset).
    func containerPoint(of point: CGPoint, atSourceFraction fraction: CGFloat) -> CGPoint {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        let origin = CGPoint(x: mix(fullRect.minX, sourceRect.minX), y: mix(fullRect.minY, sourceRect.minY))
        let center = CGPoint(x: mix(fullRect.width / 2, sourceCenter.x), y: mix(fullRect.height / 2, sourceCenter.y))
        let scale = mix(1, sourceScale)
        return CGPoint(x: origin.x + center.x + scale * (point.x - fullRect.width / 2),
                       y: origin.y + center.y + scale * (point.y - fullRect.height / 2))
    }

    /// Moves the whole flight by `offset` (the finger's lead during an interactive dismissal).
    func follow(offset: CGVector) {
        flightView.transform = CGAffineTransform(translationX: offset.dx, y: offset.dy)
    }

    /// Gives the views back: the zoomed view to the container with its full frame, the source
    /// view shown again, the flight and backdrop gone.
    func land() {
        container.insertSubview(zoomedView, aboveSubview: flightView)
        zoomedView.transform = .identity
        zoomedView.frame = fullRect
        zoomedView.autoresizingMask = savedAutoresizingMask
        zoomedView.pinnedSafeAreaInsets = nil
        flightView.removeFromSuperview()
        backdrop.removeFromSuperview()
        sourceView?.isHidden = sourceWasHidden
    }
}
