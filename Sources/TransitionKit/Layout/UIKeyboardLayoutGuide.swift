import Foundation

/// A layout guide that follows the keyboard (iOS 15): its top is the keyboard's top while the
/// keyboard is shown, the bottom of the safe area while it is hidden; its bottom, left and
/// right are the owning view's. Each view has one, `keyboardLayoutGuide`, made on first use.
///
/// Constraints to `topAnchor` move with the keyboard: the window moves the guide inside the
/// keyboard's animation block and lays out, so views pinned to it slide with the keyboard on
/// its curve, frame by frame (DESIGN.md, "Text input and the keyboard").
///
/// ```swift
/// card.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12).isActive = true
/// ```
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (false by default). Stored:
    /// the keyboard here is always docked at the bottom, so the guide always follows it.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top rests on the safe area's bottom while the keyboard is hidden
    /// (true, iOS 17's default); false rests it on the view's bottom (a zero-height guide).
    open var usesBottomSafeArea = true {
        didSet { if oldValue != usesBottomSafeArea { rebuildRestingConstraint() } }
    }

    /// Extra distance between the keyboard's top and the guide's for interactive dismissal
    /// (iOS 17; 0 by default). Stored: the keyboard here is not dismissed by dragging.
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's top on the keyboard's, active while the keyboard is shown.
    private var keyboardTop: NSLayoutConstraint?
    /// The guide's top at rest (the safe area's or the view's bottom), active while it is hidden.
    private var restingTop: NSLayoutConstraint?

    /// Creates a guide; UIKit makes one per view, read it as `view.keyboardLayoutGuide`.
    public override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
    }

    /// Guides are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// Pins the guide to `view`: left, width and bottom to the view's, the top at rest.
    func install(in view: UIView) {
        owner = view
        for constraint in [leftAnchor.constraint(equalTo: view.leftAnchor), widthAnchor.constraint(equalTo: view.widthAnchor),
                           bottomAnchor.constraint(equalTo: view.bottomAnchor)] {
            constraint.activate(system: true)
        }
        rebuildRestingConstraint()
    }

    private func rebuildRestingConstraint() {
        guard let view = owningView else { return }
        let wasActive = restingTop?.isActive ?? true
        restingTop?.deactivate()
        let target = usesBottomSafeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor
        restingTop = topAnchor.constraint(equalTo: target)
        if wasActive { restingTop?.activate(system: true) }
    }

    /// Moves the guide's top to the keyboard's top (`keyboardFrame` in screen coordinates) or,
    /// with nil (hidden), back to rest. Called inside the keyboard's animation block.
    func follow(keyboardFrame: CGRect?) {
        guard let view = owningView else { return }
        guard let keyboardFrame else {
            keyboardTop?.deactivate()
            if restingTop?.isActive == false { restingTop?.activate(system: true) }
            return
        }
        let inView = view.convert(keyboardFrame, from: nil)
        let overlap = min(max(view.bounds.maxY - inView.minY, 0), view.bounds.height)
        if let keyboardTop {
            keyboardTop.constant = -overlap
            if !keyboardTop.isActive { keyboardTop.activate(system: true) }
        } else {
            let made = topAnchor.constraint(equalTo: view.bottomAnchor, constant: -overlap)
            made.activate(system: true)
            keyboardTop = made
        }
        restingTop?.deactivate()
    }
}

extension UIView {
    /// The guide that follows the keyboard in this view (iOS 15), made on first use; it
    /// starts where the keyboard is now.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayoutStorage?.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide()
        autoLayout.keyboardLayoutGuide = guide
        guide.install(in: self)
        if let frame = window?.keyboardFrame { guide.follow(keyboardFrame: frame) }
        return guide
    }
}
