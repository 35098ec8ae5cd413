import Foundation
import TransitionKit

/// Expands a card from a list into a full-screen detail and shrinks it back: the App-Store-style
/// "today card" transition as iOS apps build it on Auto Layout, in this project's words.
///
/// The pattern: the animator puts the detail's view inside a card container pinned by four
/// constraints (top, leading, width, height) to where the source card is on screen, lays the
/// container out there, changes the constraints' constants to the full-screen frame, and calls
/// `layoutIfNeeded()` inside a spring animation, so the frames animate (a constraint change
/// inside an animation block). Dismissal runs the same constraints back to the card's frame.
/// The corner radius animates with them. Because it is all `UIView.animate`, the transition is
/// scrubbable by an interactive controller and can be grabbed mid-flight.
///
/// Where tutorials are fragile: they often leave the detail inside the temporary container after
/// the transition; here the detail's view goes back to the container view with its final frame
/// and the autoresizing it had, and a cancel puts everything back where it was.
///
/// ```swift
/// let expand = CardExpandAnimator(isPresenting: true, cardFrame: cell.convert(cell.bounds, to: nil))
/// ```
@preconcurrency @MainActor
public final class CardExpandAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The length of the expansion: 0.6 s.
    public static let defaultDuration: TimeInterval = 0.6
    /// The spring's damping ratio: 0.8 (a slight overshoot, as the App Store's cards).
    public static let defaultDampingRatio: CGFloat = 0.8
    /// The source card's corner radius: 16 pt.
    public static let cardCornerRadius: CGFloat = 16

    /// Whether this animator expands (presents) or collapses (dismisses).
    public let isPresenting: Bool
    /// The source card's frame in window coordinates (the collapsed state).
    public var cardFrame: CGRect
    /// How long the expansion takes, in seconds.
    public var duration: TimeInterval = CardExpandAnimator.defaultDuration
    /// The spring's damping ratio.
    public var dampingRatio: CGFloat = CardExpandAnimator.defaultDampingRatio

    /// The container the detail rides in during the transition, and its four constraints (for tests).
    public private(set) var cardContainer: UIView?
    /// The container's top, leading, width and height constraints, while the transition runs.
    public private(set) var containerConstraints: [NSLayoutConstraint] = []

    /// An animator expanding from (or collapsing to) `cardFrame`, in window coordinates.
    public init(isPresenting: Bool, cardFrame: CGRect) {
        self.isPresenting = isPresenting
        self.cardFrame = cardFrame
        super.init()
    }

    /// `duration` (0.6 s).
    public func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    public func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let detailController = transitionContext.viewController(forKey: key),
              let detail = transitionContext.view(forKey: isPresenting ? .to : .from) ?? detailController.viewIfLoaded else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let fullFrame = transitionContext.finalFrame(for: detailController) == .zero
            ? container.bounds : transitionContext.finalFrame(for: detailController)
        let collapsed = container.convert(cardFrame, from: nil)
        let start = isPresenting ? collapsed : fullFrame, end = isPresenting ? fullFrame : collapsed
        if !isPresenting, let home = transitionContext.view(forKey: .to), home.superview == nil {
            container.insertSubview(home, at: 0)  // a full-screen presentation removed the presenter's view
        }

        // The card container, pinned by constraints where the transition starts.
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.clipsToBounds = true
        card.layer.cornerRadius = isPresenting ? Self.cardCornerRadius : 0
        container.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: container.topAnchor, constant: start.minY)
        let leading = card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: start.minX)
        let width = card.widthAnchor.constraint(equalToConstant: start.width)
        let height = card.heightAnchor.constraint(equalToConstant: start.height)
        NSLayoutConstraint.activate([top, leading, width, height])
        cardContainer = card
        containerConstraints = [top, leading, width, height]

        // The detail fills the card: pinned to its edges, so it lays out at every size between.
        let detailMask = detail.autoresizingMask, detailTranslates = detail.translatesAutoresizingMaskIntoConstraints
        detail.removeFromSuperview()
        detail.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(detail)
        let pins = [
            detail.topAnchor.constraint(equalTo: card.topAnchor),
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ]
        NSLayoutConstraint.activate(pins)
        container.layoutIfNeeded()

        // The change: new constants, laid out inside the animation block.
        top.constant = end.minY
        leading.constant = end.minX
        width.constant = end.width
        height.constant = end.height
        UIView.animate(
            withDuration: duration, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0,
            options: [.allowUserInteraction],
            animations: {
                card.layer.cornerRadius = self.isPresenting ? 0 : Self.cardCornerRadius
                container.layoutIfNeeded()
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                NSLayoutConstraint.deactivate(pins)
                detail.removeFromSuperview()
                detail.translatesAutoresizingMaskIntoConstraints = detailTranslates
                detail.autoresizingMask = detailMask
                let shown = self.isPresenting != cancelled  // the detail stays on screen
                if shown {
                    detail.frame = fullFrame
                    container.addSubview(detail)
                }
                NSLayoutConstraint.deactivate([top, leading, width, height])
                card.removeFromSuperview()
                self.cardContainer = nil
                self.containerConstraints = []
                transitionContext.completeTransition(!cancelled)
            })
    }
}
