import Foundation
import TransitionKit

/// One coloured screen of the transition scenes: a big headline (its `title`, which is also the
/// navigation title), a subtitle saying what it shows, an optional button, and a short hint of
/// what to do at the bottom.
///
/// The button is a `UIButton` with a `UIAction`, as the seeds' demos have ("tapping the button
/// still triggers a noninteractive animation").
@MainActor
final class TitledScreenViewController: UIViewController {
    /// The screen's colours and name.
    let screen: Palette.Screen
    /// The line under the headline.
    var subtitle: String { didSet { screenView?.subtitleLabel.text = subtitle } }
    /// The hint at the bottom (one or two lines).
    var hint: String { didSet { screenView?.hintLabel.text = hint } }
    /// The button's title and action, if the screen has one.
    private let buttonTitle: String?
    private let buttonAction: (@MainActor () -> Void)?

    /// Creates a screen named and coloured after `screen`.
    init(_ screen: Palette.Screen, subtitle: String, hint: String,
         buttonTitle: String? = nil, buttonAction: (@MainActor () -> Void)? = nil) {
        self.screen = screen
        self.subtitle = subtitle
        self.hint = hint
        self.buttonTitle = buttonTitle
        self.buttonAction = buttonAction
        super.init(nibName: nil, bundle: nil)
        title = screen.name
    }

    required init?(coder: NSCoder) { return nil }

    /// Light status bar content on the dark fills, dark on the light ones (the text's colour).
    override var preferredStatusBarStyle: UIStatusBarStyle {
        screen.textColor == Palette.darkScreenText ? .darkContent : .lightContent
    }

    /// The view, once loaded.
    var screenView: TitledScreenView? { viewIfLoaded as? TitledScreenView }
    /// The button, once the view is loaded (nil for a screen without one).
    var button: UIButton? { screenView?.button }

    override func loadView() {
        let view = TitledScreenView(frame: CGRect(x: 0, y: 0, width: 1024, height: 768), screen: screen)
        // Follows its container, like a root view loaded from a nib (a `.custom` presentation's
        // container is resized with the window, the presented view with it).
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.headlineLabel.text = screen.name
        view.subtitleLabel.text = subtitle
        view.hintLabel.text = hint
        if let buttonTitle {
            let action = buttonAction
            let button = UIButton(type: .system)
            button.setTitle(buttonTitle, for: .normal)
            button.setTitleColor(Palette.screenButtonTitle, for: .normal)
            button.backgroundColor = screen.buttonColor
            button.layer.cornerRadius = 20
            button.addAction(UIAction(title: buttonTitle) { _ in action?() }, for: .touchUpInside)
            view.button = button
        }
        self.view = view
    }
}

/// The view of a `TitledScreenViewController`: the labels and the button, centred, laid out
/// for any size (a full window, a rotated one, or the sheet's card).
@MainActor
final class TitledScreenView: UIView {
    /// The big headline: the screen's name.
    let headlineLabel = UILabel()
    /// What the screen shows.
    let subtitleLabel = UILabel()
    /// What to do, at the bottom.
    let hintLabel = UILabel()
    /// The optional button under the subtitle.
    var button: UIButton? {
        didSet {
            oldValue?.removeFromSuperview()
            if let button { addSubview(button) }
            setNeedsLayout()
        }
    }

    /// The screen edges that get a grip: a small bar showing where an edge drag starts.
    var edgeGrips: UIRectEdge = [] {
        didSet {
            for edge in [UIRectEdge.left, .right] where edgeGrips.contains(edge) && grips[edge.rawValue] == nil {
                let grip = UIView()
                grip.backgroundColor = hintLabel.textColor.withAlphaComponent(0.5)
                grip.layer.cornerRadius = 3
                grip.isUserInteractionEnabled = false
                grips[edge.rawValue] = grip
                addSubview(grip)
            }
            setNeedsLayout()
        }
    }
    private var grips: [UInt: UIView] = [:]

    /// Rounds the screen's top corners by this radius (0: square). The fill is then a subview
    /// that reaches `radius` below the view, so only the top corners show rounded: a card drawn
    /// this way looks right inside `CustomPresentationController`'s rounded, clipping view,
    /// whose clip the renderer draws square (axis-aligned clips only).
    var topCornerRadius: CGFloat = 0 {
        didSet {
            if topCornerRadius > 0, fill.superview == nil {
                fill.backgroundColor = backgroundColor
                fill.isUserInteractionEnabled = false
                backgroundColor = .clear
                insertSubview(fill, at: 0)
            }
            fill.layer.cornerRadius = topCornerRadius
            setNeedsLayout()
        }
    }
    private let fill = UIView()

    /// The headline's font size.
    static let headlineSize: CGFloat = 64

    /// Creates the view in `screen`'s colours.
    init(frame: CGRect, screen: Palette.Screen) {
        super.init(frame: frame)
        backgroundColor = screen.color
        headlineLabel.font = .boldSystemFont(ofSize: Self.headlineSize)
        headlineLabel.textColor = screen.textColor
        subtitleLabel.font = .systemFont(ofSize: 20)
        subtitleLabel.textColor = screen.secondaryTextColor
        hintLabel.font = .systemFont(ofSize: 15)
        hintLabel.textColor = screen.secondaryTextColor
        hintLabel.numberOfLines = 2
        for label in [headlineLabel, subtitleLabel, hintLabel] {
            label.textAlignment = .center
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let safe = safeAreaInsets
        fill.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height + topCornerRadius)
        let headlineY = safe.top + max(Self.headlineSize, (size.height - safe.top - safe.bottom) * 0.36)
        headlineLabel.frame = CGRect(x: 0, y: headlineY - 40, width: size.width, height: 80)
        subtitleLabel.frame = CGRect(x: 16, y: headlineY + 44, width: max(0, size.width - 32), height: 26)
        if let button {
            let natural = button.intrinsicContentSize
            let buttonSize = CGSize(width: natural.width + 40, height: 40)
            button.frame = CGRect(
                x: ((size.width - buttonSize.width) / 2).rounded(), y: headlineY + 92,
                width: buttonSize.width, height: buttonSize.height)
        }
        let hintHeight = hintLabel.intrinsicContentSize.height
        hintLabel.frame = CGRect(
            x: 16, y: size.height - safe.bottom - 26 - hintHeight, width: max(0, size.width - 32), height: hintHeight)
        let gripSize = CGSize(width: 6, height: 96)
        grips[UIRectEdge.left.rawValue]?.frame = CGRect(
            x: 4, y: (size.height - gripSize.height) / 2, width: gripSize.width, height: gripSize.height)
        grips[UIRectEdge.right.rawValue]?.frame = CGRect(
            x: size.width - 4 - gripSize.width, y: (size.height - gripSize.height) / 2, width: gripSize.width, height: gripSize.height)
    }
}
