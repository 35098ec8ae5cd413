import Foundation

/// The state of a list's data as section and item identifiers, as in UIKit: build one, then
/// `apply` it to a diffable data source, which animates the differences.
///
/// Identifiers must be unique across the snapshot. A call UIKit would raise on (a duplicate
/// identifier, an unknown one, items without a section) is refused; the refusal is reported as
/// a Diagnostic (`snapshot.invalidIdentifier`) when the snapshot is applied.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["a", "b", "c"], toSection: 0)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// The items marked with `reloadItems` (their cells are replaced).
    private(set) var reloadedItems: Set<ItemIdentifierType> = []
    /// The items marked with `reconfigureItems` (their cells are kept and configured again).
    private(set) var reconfiguredItems: Set<ItemIdentifierType> = []
    /// The sections marked with `reloadSections` (their items' cells are replaced).
    private(set) var reloadedSections: Set<SectionIdentifierType> = []
    /// Calls refused since the snapshot was made (reported when applied).
    var refusals: [String] = []

    /// An empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// All item identifiers, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(items.joined()) }
    /// The identifiers of the items marked for reloading, in snapshot order.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reloadedItems.contains($0) } }
    /// The identifiers of the items marked for reconfiguring, in snapshot order.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reconfiguredItems.contains($0) } }
    /// The identifiers of the sections marked for reloading, in snapshot order.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sections.filter { reloadedSections.contains($0) } }

    /// The number of items in `identifier`'s section (0 if there is no such section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { itemIdentifiers(inSection: identifier).count }
    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSection(identifier).map { items[$0] } ?? []
    }
    /// The section holding `identifier`, if any.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { sectionOfItem[identifier] }
    /// The item's index across all sections, if present.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    /// The section's index, if present.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    /// The item's section and item index, if present.
    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
              let item = items[sectionIndex].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    // MARK: Items

    /// Adds `identifiers` at the end of `section` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map({ indexOfSection($0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            return refuse("appendItems: no section \(section.map { "\($0)" } ?? "(there are none)")")
        }
        insert(identifiers, section: index, at: items[index].count)
    }

    /// Inserts `identifiers` before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        guard let place = location(of: beforeIdentifier) else { return refuse("insertItems: no item \(beforeIdentifier)") }
        insert(identifiers, section: place.section, at: place.item)
    }

    /// Inserts `identifiers` after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        guard let place = location(of: afterIdentifier) else { return refuse("insertItems: no item \(afterIdentifier)") }
        insert(identifiers, section: place.section, at: place.item + 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ sectionOfItem[$0] == nil }) else {
            return refuse("items must be unique in a snapshot: \(identifiers)")
        }
        items[section].insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { sectionOfItem[identifier] = sections[section] }
    }

    /// Removes the items (unknown identifiers are refused).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            guard let place = location(of: identifier) else { refuse("deleteItems: no item \(identifier)"); continue }
            items[place.section].remove(at: place.item)
            sectionOfItem[identifier] = nil
            reloadedItems.remove(identifier)
            reconfiguredItems.remove(identifier)
        }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections = []; items = []; sectionOfItem = [:]; reloadedItems = []; reconfiguredItems = []
    }

    /// Moves `identifier` before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves `identifier` after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo other: ItemIdentifierType, after: Bool) {
        guard identifier != other, let from = location(of: identifier), location(of: other) != nil else {
            return refuse("moveItem: \(identifier) cannot move next to \(other)")
        }
        items[from.section].remove(at: from.item)
        guard let target = location(of: other) else { return }
        items[target.section].insert(identifier, at: target.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sections[target.section]
    }

    /// Marks the items for reloading: when applied their cells are replaced by new ones from the
    /// cell provider.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if sectionOfItem[identifier] == nil { refuse("reloadItems: no item \(identifier)") } else { reloadedItems.insert(identifier) }
        }
    }

    /// Marks the items for reconfiguring (iOS 15): when applied the cell provider is called for
    /// each visible one and its dequeue returns the cell already showing it (Apple,
    /// `reconfigureItems(_:)`: "To update the contents of existing (including prefetched) cells
    /// without replacing them with new cells, use this method instead of reloadItems(_:)"). An
    /// item also marked for reloading is reloaded.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            if sectionOfItem[identifier] == nil { refuse("reconfigureItems: no item \(identifier)") } else { reconfiguredItems.insert(identifier) }
        }
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { insertSections(identifiers, at: sections.count) }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return refuse("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = indexOfSection(toIdentifier) else { return refuse("insertSections: no section \(toIdentifier)") }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        guard Set(identifiers).count == identifiers.count, identifiers.allSatisfy({ !sections.contains($0) }) else {
            return refuse("sections must be unique in a snapshot: \(identifiers)")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { refuse("deleteSections: no section \(identifier)"); continue }
            for item in items[index] { sectionOfItem[item] = nil; reloadedItems.remove(item); reconfiguredItems.remove(item) }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Marks every item of the sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard indexOfSection(identifier) != nil else { refuse("reloadSections: no section \(identifier)"); continue }
            reloadedSections.insert(identifier)
            reloadItems(itemIdentifiers(inSection: identifier))
        }
    }

    /// Moves the section `identifier`, with its items, just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves the section `identifier`, with its items, just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo other: SectionIdentifierType, after: Bool) {
        guard identifier != other, let from = indexOfSection(identifier), indexOfSection(other) != nil else {
            return refuse("moveSection: \(identifier) cannot move next to \(other)")
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        guard let target = indexOfSection(other) else { return }
        sections.insert(identifier, at: target + (after ? 1 : 0))
        items.insert(moved, at: target + (after ? 1 : 0))
    }

    private mutating func refuse(_ message: String) { refusals.append(message) }

    /// The snapshot without the reload marks and refusals (what a data source keeps).
    var settled: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        copy.refusals = []
        return copy
    }
}
