import TransitionKit
import TransitionPlayground

/// The example's one scene: a home screen presents a card with `CardPresentAnimator` (Enter or
/// the button); Backspace, the card's button or a drag down dismisses it.
@MainActor
final class CardScene {
    /// The animators keys 1-9 choose: the card's slide, springy, bouncy, slow and on a Bézier curve. T opens the
    /// tuning panel: its sliders drag `duration` and `damping`, and "Copy as Swift" prints the line.
    static let animators = [
        card("spring", duration: 0.5, damping: 0.8),
        card("bouncy", duration: 0.8, damping: 0.45),
        card("slow", duration: 2, damping: 1),
        curve("curve", duration: 0.6, CGPoint(x: 0.2, y: 0.9), CGPoint(x: 0.3, y: 1.2)),
    ]

    /// A tunable `CardPresentAnimator` named `name`, starting at `duration` and `damping`.
    static func card(_ name: String, duration: Double, damping: Double) -> TransitionScene.Animator {
        TransitionScene.Animator(
            name, parameters: [.duration(duration), TunableParameter(.damping, damping, in: 0.05...1)],
            swiftSource: { "CardPresentAnimator(\($0.swiftArguments))" },
            curve: { .spring(dampingRatio: $0[.damping], duration: $0[.duration]) }
        ) { values in CardPresentAnimator(duration: values[.duration], damping: values[.damping]) }
    }

    /// A `CardPresentAnimator` on a cubic Bézier through `point1` and `point2`, over `duration`:
    /// with the tuning panel open (T), the HUD's curve plot shows the two handles; drag them.
    static func curve(_ name: String, duration: Double, _ point1: CGPoint, _ point2: CGPoint) -> TransitionScene.Animator {
        TransitionScene.Animator(
            name, parameters: [.duration(duration)] + TunableParameter.controlPoints(point1, point2),
            swiftSource: { values in
                let (c1, c2) = values.controlPoints ?? (point1, point2)
                return "CardPresentAnimator(duration: \(values[.duration]), controlPoints: "
                    + "(CGPoint(x: \(c1.x), y: \(c1.y)), CGPoint(x: \(c2.x), y: \(c2.y))))"
            },
            curve: { values in
                let (c1, c2) = values.controlPoints ?? (point1, point2)
                return .cubic(controlPoint1: c1, controlPoint2: c2, duration: values[.duration])
            }
        ) { values in CardPresentAnimator(duration: values[.duration], controlPoints: values.controlPoints) }
    }

    /// The card's transitioning delegate (it also owns the drag's interactive dismissal).
    let delegate = CardTransitioningDelegate()
    /// The home screen, the window's root.
    private(set) var home: CardScreenViewController?
    /// The card the home screen presents.
    private(set) var card: CardScreenViewController?

    /// A fresh scene for the playground: Enter presents, Backspace dismisses, keys 1-4 pick the animator.
    static func make() -> TransitionScene {
        let cards = CardScene()
        return TransitionScene(
            name: "cards", title: "My first transition",
            summary: "a home screen presents a card that slides up; drag it down to dismiss",
            animators: animators,
            gestures: [SceneGesture(input: "drag the card down", action: "dismisses it, following the pointer")],
            forward: { scene in cards.present { scene.makeAnimator() } },
            back: { _ in cards.dismiss() },
            makeRootViewController: { scene in cards.makeHome { _ = cards.present { scene.makeAnimator() } } })
    }

    /// Builds the home screen and the card; the home screen's button runs `presentAction`.
    func makeHome(presentAction: @escaping () -> Void) -> UIViewController {
        let home = CardScreenViewController(
            headline: "Home", detail: "Enter or the button presents the card",
            color: UIColor(red: 0.20, green: 0.35, blue: 0.60, alpha: 1), buttonTitle: "Present", buttonAction: presentAction)
        let card = CardScreenViewController(
            headline: "Card", detail: "Drag down, Backspace or the button to dismiss",
            color: UIColor(red: 0.85, green: 0.45, blue: 0.25, alpha: 1), buttonTitle: "Dismiss") { [weak self] in
            _ = self?.dismiss()
        }
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        card.loadViewIfNeeded()
        card.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self, unowned card] pan in
            delegate.dismissInteraction.handlePan(pan, dismissing: card)
        })
        self.home = home
        self.card = card
        return home
    }

    /// Presents the card with the animators `makeAnimator` makes (the default slide when it makes
    /// none); false when the card is already up.
    func present(makeAnimator: @escaping () -> (any UIViewControllerAnimatedTransitioning)?) -> Bool {
        guard let home, let card, home.presentedViewController == nil else { return false }
        delegate.makeAnimator = { makeAnimator() ?? CardPresentAnimator() }
        home.present(card, animated: true)
        return true
    }

    /// Dismisses the card; false when it is not up.
    func dismiss() -> Bool {
        guard let card, card.presentingViewController != nil, !card.isBeingDismissed else { return false }
        card.dismiss(animated: true)
        return true
    }
}

extension TunableParameter.Name {
    /// The card's spring damping ratio (the tuning panel's "damping" slider).
    static let damping = Self("damping")
}
