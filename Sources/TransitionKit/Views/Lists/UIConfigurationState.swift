import Foundation

/// The state a configuration is updated for: the traits, plus any custom states an app keeps
/// under its own keys (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }
    /// A custom state stored under `key` (nil: not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of an app's own state in a `UIConfigurationState`, named with a reverse-DNS string
/// by convention (`"com.example.isFavorite"`).
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isFavorite = UIConfigurationStateCustomKey("com.example.isFavorite")
/// }
/// ```
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state for configurations: selected, highlighted, focused, disabled, pinned, the
/// traits and custom states (UIKit's `UIViewConfigurationState`, what header and footer views
/// update their configurations for).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The view's traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether a touch highlights the view.
    public var isHighlighted = false
    /// Whether the view has focus (never, here: there is no focus engine).
    public var isFocused = false
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is pinned (a header pinned to the visible bounds).
    public var isPinned = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, every flag false.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The custom state under `key` (nil: not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's state for configurations: the view states plus the list's editing, the row's swipe,
/// its outline expansion and reordering (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted by a touch.
    public var isHighlighted = false
    /// Whether the cell has focus (never, here: there is no focus engine).
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is pinned.
    public var isPinned = false
    /// Whether the list showing the cell is editing.
    public var isEditing = false
    /// Whether the cell's row is swiped, its swipe actions showing.
    public var isSwiped = false
    /// Whether the cell's outline item is expanded, its children showing.
    public var isExpanded = false
    /// Whether the cell is being moved by interactive reordering.
    public var isReordering = false
    /// The cell's part in a drag (`.none` here: drag and drop is not simulated).
    public var cellDragState: UICellConfigurationDragState = .none
    /// The cell's part in a drop (`.none` here: drag and drop is not simulated).
    public var cellDropState: UICellConfigurationDropState = .none
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection`, every flag false.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// The custom state under `key` (nil: not set).
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// A cell's part in a drag.
public enum UICellConfigurationDragState: Int, Sendable {
    /// Not dragged.
    case none
    /// Lifting as the drag begins.
    case lifting
    /// Being dragged.
    case dragging
}

/// A cell's part in a drop.
public enum UICellConfigurationDropState: Int, Sendable {
    /// No drop is over the list.
    case none
    /// A drop is over the list, not this cell.
    case notTargeted
    /// A drop targets this cell.
    case targeted
}

extension UIView {
    /// The traits configuration states carry: the window's (an iPhone's, see
    /// `UITraitCollection(windowSize:)`), or none outside a window.
    var configurationTraits: UITraitCollection {
        window.map { UITraitCollection(windowSize: $0.bounds.size) } ?? UITraitCollection()
    }
}
