import Foundation
import TransitionKit

/// Blows the leaving screen apart: the "explode" dismissal that circulates in iOS transition
/// tutorials and libraries, written here in this project's words.
///
/// The pattern, as real code writes it: snapshot the leaving view in small tiles with
/// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`, put the tiles in the
/// container where the view was, hide the view, and animate every tile away from the centre with
/// a turn and a fade in one `UIView.animate` block; the completion removes the tiles. It works
/// for dismissals and pops (the `.to` view is put underneath) and for presentations too (the
/// presenting screen explodes to reveal the presented one).
///
/// Where tutorials are fragile: they remove the leaving view at once, so a cancelled interactive
/// transition loses it; here it is hidden while the tiles fly and shown again at the end (also
/// after a finish, so the controller can be presented again), and its alpha and transform are
/// never touched. The scatter comes from a seeded generator, so every run (and every test)
/// draws the same explosion.
///
/// ```swift
/// let explode = ExplodeAnimator()
/// func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { explode }
/// ```
@preconcurrency @MainActor
public final class ExplodeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The explosion's length: 0.8 s.
    public static let defaultDuration: TimeInterval = 0.8

    /// How long the explosion takes, in seconds.
    public var duration: TimeInterval = ExplodeAnimator.defaultDuration
    /// The side of a tile, in points (tiles at the right and bottom edges may be smaller).
    public var tileSize: CGFloat = 64
    /// How far the tiles fly, as a multiple of the view's half diagonal (about).
    public var spread: CGFloat = 1.2
    /// The seed of the scatter: the same seed draws the same explosion.
    public var seed: UInt64 = 0x5EED

    /// The tiles of the explosion running now (empty between transitions).
    public private(set) var tiles: [UIView] = []

    /// Creates the animator.
    public override init() { super.init() }

    /// `duration` (0.8 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    /// Slices the `.from` view into tiles and scatters them; the `.to` view waits underneath.
    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromController = transitionContext.viewController(forKey: .from),
              let fromView = transitionContext.view(forKey: .from) ?? fromController.viewIfLoaded else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        if let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) {
            let finalFrame = transitionContext.finalFrame(for: toController)
            if finalFrame != .zero { toView.frame = finalFrame }
            if fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        let tiles = slice(fromView, into: container)
        self.tiles = tiles
        let wasHidden = fromView.isHidden
        fromView.isHidden = true
        var random = SplitMix64(seed: seed)
        let centre = container.convert(CGPoint(x: fromView.bounds.midX, y: fromView.bounds.midY), from: fromView)
        let reach = spread * (fromView.bounds.width + fromView.bounds.height) / 2
        let destinations = tiles.map { tile -> (CGPoint, CGAffineTransform) in
            let dx = tile.center.x - centre.x, dy = tile.center.y - centre.y
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let distance = reach * (0.5 + 0.5 * random.unit())
            let target = CGPoint(x: tile.center.x + dx / length * distance, y: tile.center.y + dy / length * distance)
            let turn = (random.unit() - 0.5) * 2 * .pi
            return (target, CGAffineTransform(rotationAngle: turn).scaledBy(x: 0.2, y: 0.2))
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
            for (tile, (target, transform)) in zip(tiles, destinations) {
                tile.center = target
                tile.transform = transform
                tile.alpha = 0
            }
        }, completion: { [weak self] _ in
            tiles.forEach { $0.removeFromSuperview() }
            self?.tiles = []
            // Shown again either way (a finished dismissal's view leaves the window with
            // `completeTransition`, in the same frame): hidden, it would come back invisible.
            fromView.isHidden = wasHidden
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    /// Snapshots `view` tile by tile and adds the tiles to `container` where they stand on screen.
    func slice(_ view: UIView, into container: UIView) -> [UIView] {
        var tiles: [UIView] = []
        let bounds = view.bounds, side = max(tileSize, 8)
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                let rect = CGRect(x: x, y: y, width: min(side, bounds.maxX - x), height: min(side, bounds.maxY - y))
                if let tile = view.resizableSnapshotView(from: rect, afterScreenUpdates: false, withCapInsets: .zero) {
                    tile.frame = container.convert(rect, from: view)
                    container.addSubview(tile)
                    tiles.append(tile)
                }
                x += side
            }
            y += side
        }
        return tiles
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every run.
struct SplitMix64 {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next number in 0..<1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return CGFloat(z >> 11) / CGFloat(1 << 53)
    }
}
