import Foundation
import TransitionKit

/// The sample: six cards showing what the renderer draws (shadow, rotation, scale, border,
/// alpha, clipping), with a title and captions, that come alive under the pointer.
///
/// Click a card: it comes to the front and springs to the pointer; click anywhere else: the last
/// card picked springs there; drag: the card follows the pointer. (A tap and a pan recognizer on
/// the root view; cards are found by their on-screen, presentation frames, so a moving card can
/// be caught.) A click while it is
/// still moving retargets it: the engine's animations are additive, so animating again blends
/// from the current position and velocity without a jump. Backspace or Esc sends every card
/// home. Keys 1-5 choose the animator; the HUD plots its curve.
@MainActor
final class SampleScene: Scene {
    /// What each card demonstrates, in grid order.
    enum Card: Int, CaseIterable {
        case shadow, rotated, scaled, bordered, translucent, clipping

        /// The caption under the card.
        var caption: String {
            switch self {
            case .shadow: "rounded + shadow"
            case .rotated: "rotated 12°"
            case .scaled: "scaled 1.2x"
            case .bordered: "border"
            case .translucent: "alpha 0.75"
            case .clipping: "clipsToBounds"
            }
        }

        /// The card's fill colour.
        var color: UIColor { Palette.cards[rawValue] }
    }

    /// One way of moving a card: a name for keys 1-9 and the animation call.
    struct Animator {
        /// The name shown in the HUD and the window title.
        let name: String
        /// The curve's description under the HUD's plot.
        let curveLabel: String
        /// Runs `changes` in this animator's animation block; `completion` as in `UIView.animate`.
        let run: @MainActor (_ changes: @escaping () -> Void, _ completion: ((Bool) -> Void)?) -> Void
    }

    /// The animators on keys 1-5.
    static let animators: [Animator] = [
        Animator(name: "spring", curveLabel: "damping 0.5") { changes, completion in
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: changes, completion: completion)
        },
        Animator(name: "critically damped", curveLabel: "damping 1") { changes, completion in
            UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.allowUserInteraction], animations: changes, completion: completion)
        },
        Animator(name: "bouncy", curveLabel: "duration 0.6, bounce 0.4") { changes, completion in
            UIView.animate(springDuration: 0.6, bounce: 0.4, options: [.allowUserInteraction],
                           animations: changes, completion: completion)
        },
        Animator(name: "ease in-out", curveLabel: "curveEaseInOut") { changes, completion in
            UIView.animate(withDuration: 0.6, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
                           animations: changes, completion: completion)
        },
        Animator(name: "linear", curveLabel: "curveLinear") { changes, completion in
            UIView.animate(withDuration: 0.6, delay: 0, options: [.curveLinear, .allowUserInteraction],
                           animations: changes, completion: completion)
        },
    ]

    let name = "sample"
    let title = SampleScene.titleText
    let summary = "six views (corners, shadow, rotation, scale, border, alpha, clipping) that spring to the pointer"
    var animatorNames: [String] { Self.animators.map(\.name) }
    let gestures = [
        SceneGesture(input: "click", action: "the picked card springs to the pointer"),
        SceneGesture(input: "click a card", action: "picks it"),
        SceneGesture(input: "drag", action: "the card under the pointer follows it"),
    ]
    var animatorIndex = 0

    /// The title label's text.
    static let titleText = "TransitionKit Playground"
    /// The subtitle label's text.
    static let subtitleText = "click a card, then anywhere: it springs there · H for help"

    /// The root view, once `makeRootViewController()` made it.
    private(set) var view: SampleView?
    /// Animation time at which the last card animation started.
    private(set) var lastAnimationStart: TimeInterval?
    private var curves: [Int: TimingCurve] = [:]

    func makeRootViewController() -> UIViewController {
        let controller = SampleViewController()
        let view = controller.view as? SampleView
        self.view = view
        view?.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self, let view = self.view else { return }
            self.tap(at: tap.location(in: view))
        })
        view?.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.pan(pan) })
        return controller
    }

    /// The chosen animator.
    var animator: Animator { Self.animators[min(max(animatorIndex, 0), Self.animators.count - 1)] }

    /// The card picked last (the one a click on empty space sends); the shadow card at first.
    private(set) var pickedCard: Card = .shadow

    /// A tap (touch up within 10 pt of touch down): on a card, picks it and springs it to the
    /// pointer; elsewhere, springs the picked card there.
    func tap(at point: CGPoint) {
        if let card = view?.card(at: point) { pickedCard = card }
        send(pickedCard, to: point)
    }

    /// A drag: it picks the card it starts on (if any); the picked card follows the pointer,
    /// each move retargeting its spring.
    func pan(_ pan: UIPanGestureRecognizer) {
        guard let view else { return }
        let point = pan.location(in: view)
        if pan.state == .began {
            let translation = pan.translation(in: view)
            let start = CGPoint(x: point.x - translation.x, y: point.y - translation.y)
            if let card = view.card(at: start) { pickedCard = card }
        }
        if pan.state == .began || pan.state == .changed { send(pickedCard, to: point) }
    }

    /// Animates `card`'s centre to `point` (window points) with the chosen animator.
    func send(_ card: Card, to point: CGPoint) {
        guard let view else { return }
        lastAnimationStart = view.window?.clock.now
        view.bringCardToFront(card)
        animator.run({ view.place(card, at: point) }, nil)
    }

    /// Backspace or Esc: every moved card springs back to its place in the grid.
    func back() -> Bool {
        guard let view, view.hasPlacedCards else { return false }
        lastAnimationStart = view.window?.clock.now
        animator.run({ view.sendCardsHome() }, nil)
        return true
    }

    var timing: SceneTiming? {
        let now = view?.window?.clock.now
        return SceneTiming(curve: curve(forAnimatorAt: animatorIndex), elapsed: lastAnimationStart.flatMap { start in now.map { $0 - start } })
    }

    /// The measured curve of the animator at `index` (probed once, then cached).
    func curve(forAnimatorAt index: Int) -> TimingCurve {
        let index = min(max(index, 0), Self.animators.count - 1)
        if let curve = curves[index] { return curve }
        let animator = Self.animators[index]
        let curve = TimingCurve.probe(label: animator.curveLabel) { changes, done in
            animator.run(changes) { _ in done() }
        }
        curves[index] = curve
        return curve
    }
}

/// The sample's controller; its view lays the cards out in a 3 x 2 grid centred in the window.
@MainActor
final class SampleViewController: UIViewController {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func loadView() { view = SampleView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768)) }
}

/// The sample's root view.
@MainActor
final class SampleView: UIView {
    /// The card views by purpose.
    private(set) var cards: [SampleScene.Card: UIView] = [:]
    private var captions: [SampleScene.Card: UILabel] = [:]
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    /// Cards moved away from the grid, by centre (window points); cleared when the size changes.
    private var placed: [SampleScene.Card: CGPoint] = [:]
    private var laidOutSize: CGSize?

    /// The size of one card in points.
    static let cardSize = CGSize(width: 200, height: 130)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Palette.background
        titleLabel.text = SampleScene.titleText
        titleLabel.font = .boldSystemFont(ofSize: 34)
        titleLabel.textColor = Palette.title
        titleLabel.textAlignment = .center
        subtitleLabel.text = SampleScene.subtitleText
        subtitleLabel.font = .systemFont(ofSize: 16)
        subtitleLabel.textColor = Palette.caption
        subtitleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        for card in SampleScene.Card.allCases {
            let view = makeCard(card)
            cards[card] = view
            addSubview(view)
            let caption = UILabel()
            caption.text = card.caption
            caption.font = .systemFont(ofSize: 15)
            caption.textColor = Palette.caption
            caption.textAlignment = .center
            captions[card] = caption
            addSubview(caption)
        }
    }

    required init?(coder: NSCoder) { return nil }

    private func makeCard(_ card: SampleScene.Card) -> UIView {
        let view = UIView(frame: CGRect(origin: .zero, size: Self.cardSize))
        view.backgroundColor = card.color
        view.layer.cornerRadius = 18
        switch card {
        case .shadow:
            view.layer.shadowColor = UIColor.black.cgColor
            view.layer.shadowOpacity = 0.9
            view.layer.shadowRadius = 18
            view.layer.shadowOffset = CGSize(width: 0, height: 12)
        case .rotated:
            view.transform = CGAffineTransform(rotationAngle: 12 * .pi / 180)
        case .scaled:
            view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            view.layer.cornerRadius = 12
        case .bordered:
            view.layer.borderWidth = 6
            view.layer.borderColor = Palette.border.cgColor
        case .translucent:
            view.alpha = 0.75
            view.layer.cornerRadius = Self.cardSize.height / 2
        case .clipping:
            view.clipsToBounds = true
            view.layer.cornerRadius = 0
            let child = UIView(frame: CGRect(x: 120, y: 60, width: 140, height: 110))
            child.backgroundColor = Palette.clippedChild
            child.layer.cornerRadius = 24
            view.addSubview(child)
        }
        return view
    }

    /// The topmost card whose on-screen (presentation) frame contains `point`.
    func card(at point: CGPoint) -> SampleScene.Card? {
        for view in subviews.reversed() {
            guard let card = cards.first(where: { $0.value === view })?.key else { continue }
            let frame = (view.layer.presentation() ?? view.layer).frame
            if frame.contains(point) { return card }
        }
        return nil
    }

    /// Draws `card` above the other cards.
    func bringCardToFront(_ card: SampleScene.Card) {
        if let view = cards[card] { bringSubviewToFront(view) }
    }

    /// Moves `card`'s centre to `point` (animated when called inside an animation block).
    func place(_ card: SampleScene.Card, at point: CGPoint) {
        placed[card] = point
        cards[card]?.center = point
    }

    /// Whether any card is away from its place in the grid.
    var hasPlacedCards: Bool { !placed.isEmpty }

    /// Moves every card back to its place in the grid (animated inside an animation block).
    func sendCardsHome() {
        placed.removeAll()
        setNeedsLayout()
        layoutIfNeeded()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        if laidOutSize != size {
            laidOutSize = size
            placed.removeAll()
        }
        titleLabel.bounds = CGRect(x: 0, y: 0, width: size.width, height: 44)
        let titleX = size.width / 2
        titleLabel.center = CGPoint(x: titleX.rounded(), y: max(50, size.height * 0.1))
        subtitleLabel.bounds = CGRect(x: 0, y: 0, width: size.width, height: 22)
        subtitleLabel.center = CGPoint(x: titleX.rounded(), y: titleLabel.center.y + 38)

        let columns = 3, rows = 2
        let available = size.height - subtitleLabel.center.y - 30
        let cell = CGSize(
            width: min(max(size.width / CGFloat(columns + 1), Self.cardSize.width + 60), size.width / CGFloat(columns)),
            height: min(260, max(210, available / CGFloat(rows))))
        let gridHeight = cell.height * CGFloat(rows)
        let gridTop = subtitleLabel.center.y + 30 + max(0, (available - gridHeight) / 2)
        for card in SampleScene.Card.allCases {
            let column = card.rawValue % columns, row = card.rawValue / columns
            let x = size.width / 2 + (CGFloat(column) - CGFloat(columns - 1) / 2) * cell.width
            let y = gridTop + cell.height * (CGFloat(row) + 0.5) - 20
            cards[card]?.bounds = CGRect(origin: .zero, size: Self.cardSize)
            cards[card]?.center = placed[card] ?? CGPoint(x: x.rounded(), y: y.rounded())
            captions[card]?.bounds = CGRect(x: 0, y: 0, width: cell.width, height: 20)
            captions[card]?.center = CGPoint(x: x.rounded(), y: (y + Self.cardSize.height / 2 + 38).rounded())
        }
    }
}
