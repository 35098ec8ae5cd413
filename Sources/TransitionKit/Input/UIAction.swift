import Foundation

/// The closure a `UIAction` runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action for controls, as in UIKit (iOS 14+).
///
/// ```swift
/// button.addAction(UIAction { _ in navigationController?.popViewController(animated: true) },
///                  for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A stable identity for an action: adding an action with the identifier of one already on
    /// a control replaces it.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The number in the next made identifier: a process-wide name counter, as UIKit's
    /// (identifiers only need to be unique).
    private static var nextIdentifier = 0

    /// The title (shown by menus; a button made with `init(frame:primaryAction:)` uses it).
    open var title: String
    /// Accessibility and menu text.
    open var discoverabilityTitle: String?
    /// The identifier.
    public let identifier: Identifier
    /// The control that sent the action while its handler runs (nil otherwise).
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    /// Creates an action running `handler`; without an identifier it gets a unique one.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        if let identifier {
            self.identifier = identifier
        } else {
            Self.nextIdentifier += 1
            self.identifier = Identifier("com.transitionkit.action.\(Self.nextIdentifier)")
        }
        self.handler = handler
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
