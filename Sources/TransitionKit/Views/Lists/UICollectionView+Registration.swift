import Foundation

extension UICollectionView {
    /// A cell class with the code that configures it for an item, registered on first use
    /// (UIKit's modern registration).
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewCell, Photo> { cell, indexPath, photo in
    ///     cell.contentView.backgroundColor = photo.color
    /// }
    /// let cell = grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photo)
    /// ```
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a dequeued cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let reuseIdentifier: String
        let handler: Handler

        /// A registration of `Cell` configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("CellRegistration-\(Cell.self)")
        }
    }

    /// A supplementary view class of one kind with the code that configures it.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a dequeued view.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        let reuseIdentifier: String
        /// The kind of supplementary view registered.
        public let elementKind: String
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            reuseIdentifier = RegistrationIdentifiers.next("SupplementaryRegistration-\(Supplementary.self)")
        }
    }

    /// A recycled or new cell of the registration's class, configured by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if cellRegistrations[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell
            ?? Cell(reuseFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A recycled or new supplementary view of the registration's class, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = registration.elementKind + "/" + registration.reuseIdentifier
        if supplementaryRegistrations[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                     withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Supplementary
            ?? Supplementary(reuseFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}

/// The reuse identifiers registrations make for themselves: unique, numbered in the order the
/// registrations are made (not random, so a run gives the cells the identifiers the last did).
@MainActor
enum RegistrationIdentifiers {
    /// How many identifiers were made: a process-wide name counter (identifiers only need to
    /// be unique; no window's behaviour depends on the number).
    private static var made = 0

    /// `prefix` and the next number.
    static func next(_ prefix: String) -> String {
        made += 1
        return "\(prefix)-\(made)"
    }
}
