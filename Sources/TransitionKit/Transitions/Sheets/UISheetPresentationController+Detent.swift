import Foundation

extension UISheetPresentationController {
    /// A height where a sheet naturally rests (UIKit's `UISheetPresentationController.Detent`).
    ///
    /// A detent's value is a height inside the sheet's safe area: the sheet's frame is the value
    /// plus the container's bottom safe-area inset (Apple's documentation of
    /// `custom(identifier:resolver:)`: "The value you return from this closure is a height within
    /// the safe area of the sheet").
    @preconcurrency @MainActor
    public final class Detent {
        /// Names a detent (`.medium`, `.large`, or your own for a custom detent).
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The identifier's string.
            public let rawValue: String
            /// Creates an identifier from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its string.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// The fraction of `maximumDetentValue` the medium detent takes. Apple documents medium
        /// only as "approximately half the height of the screen" (`Detent/medium()`); the exact
        /// iOS value is not published, so half of the largest detent value is used here.
        public static let mediumFraction: CGFloat = 0.5

        /// The system detent at about half the height: `maximumDetentValue * 0.5`.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue * mediumFraction }
        }

        /// The system detent at full height (`maximumDetentValue`).
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose value `resolver` computes from the context (nil: inactive). Without an
        /// identifier a unique one is made, as in UIKit ("custom.1", "custom.2"... in the order
        /// they are made, so a run names them as the last one did).
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? { madeIdentifiers += 1; return Identifier("custom.\(madeIdentifiers)") }(), resolver: resolver)
        }

        /// How many identifiers `custom(identifier:resolver:)` has made: a process-wide name
        /// counter, as UIKit's (identifiers only need to be unique).
        private static var madeIdentifiers = 0

        /// The detent's value in `context`, or nil when it is inactive there. A value that is not
        /// finite or not positive makes the detent inactive (with a Diagnostic); values above
        /// `maximumDetentValue` are clamped to it.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            let (value, problem) = checkedValue(in: context)
            if let problem { AnimationContext.report(problem) }
            return value
        }

        /// The value in `context` and, when the resolver's value was refused, the Diagnostic.
        func checkedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> (CGFloat?, Diagnostic?) {
            guard let value = resolver(context) else { return (nil, nil) }
            guard value.isFinite, value > 0 else {
                return (nil, Diagnostic(
                    code: .invalidDetent,
                    message: "The detent \(identifier.rawValue) resolved to \(value), which is not a positive height; it is inactive."))
            }
            return (min(value, context.maximumDetentValue), nil)
        }
    }
}

/// What a custom detent's resolver may read (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The largest value a detent may have: the large detent's value.
    var maximumDetentValue: CGFloat { get }
    /// The traits of the sheet's container, as an iPhone's (`UITraitCollection(windowSize:)`):
    /// horizontally compact, vertically compact when wider than tall.
    var containerTraitCollection: UITraitCollection { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerTraitCollection: UITraitCollection
    init(maximumDetentValue: CGFloat, containerTraitCollection: UITraitCollection) {
        self.maximumDetentValue = maximumDetentValue
        self.containerTraitCollection = containerTraitCollection
    }
}

extension Diagnostic.Code {
    /// A sheet detent or detent list was refused (a non-positive height, an empty list).
    public static let invalidDetent = Diagnostic.Code(rawValue: "sheet.invalidDetent", severity: .error)
}
