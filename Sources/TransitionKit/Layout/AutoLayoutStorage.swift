import Foundation

/// A view's Auto Layout state, made on first use so views that never use Auto Layout pay nothing.
@MainActor
final class AutoLayoutStorage {
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (its `constraints`).
    var constraints: [NSLayoutConstraint] = []
    /// Constraints the view makes for itself (its guides'), kept out of `constraints`.
    var systemConstraints: [NSLayoutConstraint] = []
    var horizontalHugging = UILayoutPriority.defaultLow, verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh, verticalCompressionResistance = UILayoutPriority.defaultHigh
    /// The engine, on the root view of a hierarchy that uses Auto Layout.
    var engine: LayoutEngine?
    var layoutGuides: [UILayoutGuide] = []
    var layoutMarginsGuide: UILayoutGuide?
    var safeAreaLayoutGuide: UILayoutGuide?
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    var readableContentGuide: UILayoutGuide?
    /// The margins as set (`layoutMargins` adds the safe area to them; see `UIView+LayoutMargins.swift`).
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var needsUpdateConstraints = false
    var updateConstraintsCalledSuper = false
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = AutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    /// The topmost ancestor (the window when in one).
    var layoutRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// Whether this view's hierarchy (its window's, in one) uses Auto Layout: it has an engine,
    /// made by its first constraint or pending constraint update. Without one, its layout passes
    /// skip Auto Layout; other hierarchies' constraints do not change that.
    package var usesAutoLayout: Bool { layoutRoot.autoLayoutStorage?.engine != nil }

    /// The engine of this view's hierarchy, made on first use.
    var layoutEngine: LayoutEngine {
        let root = layoutRoot
        if let engine = root.autoLayout.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.autoLayout.engine = engine
        return engine
    }
}
