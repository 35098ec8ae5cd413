import Foundation

/// Gives a custom group's items for the group's environment (its container is the group's size).
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// A row (horizontal), a column (vertical) or a custom arrangement of items or nested groups.
///
/// A row or column places its subitems along its axis, `interItemSpacing` apart: the subitems
/// repeat in order while the next one still fits (a `count` group shares its length equally
/// between `count` copies). Each subitem's `edgeSpacing` adds room around it; flexible
/// spacings share what is left of the group's length.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement { case horizontal, vertical, custom(NSCollectionLayoutGroupCustomItemProvider) }

    /// The items or groups the group places.
    public let subitems: [NSCollectionLayoutItem]
    let arrangement: Arrangement
    let repeatCount: Int?
    /// The space between the subitems (none by default).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// The supplementary items attached to the group (index path: the group's first item).
    open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedItems }
        set { attachedItems = newValue }
    }

    var isHorizontal: Bool { if case .vertical = arrangement { return false } else { return true } }

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], arrangement: Arrangement, count: Int?) {
        self.subitems = subitems
        self.arrangement = arrangement
        repeatCount = count.map { max(1, $0) }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row of `subitems`, each sized relative to the group.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .horizontal, count: nil)
    }
    /// A row of `count` copies of `repeatingSubitem`, sharing the width equally.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .horizontal, count: count)
    }
    /// A row of `count` copies of `subitem` (deprecated in iOS 16 for `repeatingSubitem:`).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A column of `subitems`, each sized relative to the group.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, arrangement: .vertical, count: nil)
    }
    /// A column of `count` copies of `repeatingSubitem`, sharing the height equally.
    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], arrangement: .vertical, count: count)
    }
    /// A column of `count` copies of `subitem` (deprecated in iOS 16 for `repeatingSubitem:`).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }
    /// A group whose items are wherever `itemProvider` puts them (frames relative to the
    /// group's origin), one cell per custom item; asked again on every layout pass.
    public static func custom(layoutSize: NSCollectionLayoutSize,
                              itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [], arrangement: .custom(itemProvider), count: nil)
    }

    /// The most items one group places (a guard against zero-sized subitems).
    static let maximumRepeats = 1000

    /// Places the subitems; one frame per leaf item.
    override func leaves(in slot: CGRect, traits: UITraitCollection) -> [CompositionalLeaf] {
        let inner = inset(slot)
        var result: [CompositionalLeaf]
        if case .custom(let provider) = arrangement {
            let environment = CompositionalEnvironment(container: CompositionalContainer(contentSize: inner.size), traitCollection: traits)
            result = provider(environment).prefix(Self.maximumRepeats).map { custom in
                let frame = custom.frame.offsetBy(dx: inner.minX, dy: inner.minY)
                let leaf = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(frame.width), heightDimension: .absolute(frame.height)))
                return CompositionalLeaf(frame: frame, item: leaf, zIndex: custom.zIndex)
            }
        } else {
            result = GroupArrangement(group: self, inner: inner).place().flatMap { entry in entry.item.leaves(in: entry.slot, traits: traits) }
        }
        if !supplementaryItems.isEmpty, !result.isEmpty {
            result[0].groupAttachments += supplementaryItems.map { ($0, inner) }
        }
        return result
    }

    /// A text picture of the group: its kind and size, then each subitem's frame in a group
    /// resolved inside an iPhone-sized container (390 x 844 points), nested groups indented.
    public func visualDescription() -> String {
        describe(in: CGRect(origin: .zero, size: layoutSize.resolved(in: CGSize(width: 390, height: 844))), depth: 0)
            .joined(separator: "\n")
    }

    private func describe(in frame: CGRect, depth: Int) -> [String] {
        let pad = String(repeating: "  ", count: depth)
        let kind: String
        switch arrangement {
        case .horizontal: kind = "horizontal"
        case .vertical: kind = "vertical"
        case .custom: kind = "custom"
        }
        var lines = ["\(pad)\(kind) group \(Self.describe(frame))"]
        guard case .custom = arrangement else {
            for entry in GroupArrangement(group: self, inner: inset(frame)).place() {
                if let group = entry.item as? NSCollectionLayoutGroup {
                    lines += group.describe(in: entry.slot, depth: depth + 1)
                } else {
                    lines.append("\(pad)  item \(Self.describe(entry.item.inset(entry.slot)))")
                }
            }
            return lines
        }
        return lines
    }

    private static func describe(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
        }
        return "\(number(rect.width)) x \(number(rect.height)) at (\(number(rect.minX)), \(number(rect.minY)))"
    }
}

/// Where a row or column group puts its subitems: each subitem's slot along the group's axis,
/// with inter-item and edge spacing, flexible spacings sharing the spare length.
@MainActor
struct GroupArrangement {
    let group: NSCollectionLayoutGroup
    let inner: CGRect

    private var horizontal: Bool { group.isHorizontal }
    private func along(_ size: CGSize) -> CGFloat { horizontal ? size.width : size.height }
    private var extent: CGFloat { along(inner.size) }
    private var gap: CGFloat { group.interItemSpacing?.spacing ?? 0 }

    /// The spacing before and after `item` along the axis, and its offset across it.
    private func edges(of item: NSCollectionLayoutItem) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?, across: CGFloat) {
        guard let spacing = item.edgeSpacing else { return (nil, nil, 0) }
        return horizontal ? (spacing.leading, spacing.trailing, spacing.top?.spacing ?? 0)
            : (spacing.top, spacing.bottom, spacing.leading?.spacing ?? 0)
    }

    private func fixedLength(of item: NSCollectionLayoutItem, size: CGSize) -> CGFloat {
        let edge = edges(of: item)
        return along(size) + (edge.before?.spacing ?? 0) + (edge.after?.spacing ?? 0)
    }

    /// The subitems in order with their sizes: `count` equal copies, or the subitems repeated
    /// while the next one still fits the group.
    private func entries() -> [(item: NSCollectionLayoutItem, size: CGSize)] {
        if let count = group.repeatCount, let subitem = group.subitems.first {
            let edge = fixedLength(of: subitem, size: .zero)
            let share = max(0, (extent - gap * CGFloat(count - 1)) / CGFloat(count) - edge)
            let size = horizontal ? CGSize(width: share, height: subitem.layoutSize.heightDimension.resolved(in: inner.size))
                : CGSize(width: subitem.layoutSize.widthDimension.resolved(in: inner.size), height: share)
            return Array(repeating: (subitem, size), count: count)
        }
        var filled: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        var used: CGFloat = 0
        while filled.count < NSCollectionLayoutGroup.maximumRepeats {
            var added = false
            for item in group.subitems {
                let size = item.layoutSize.resolved(in: inner.size)
                let next = used + (filled.isEmpty ? 0 : gap) + fixedLength(of: item, size: size)
                guard filled.isEmpty || next <= extent + 1e-6 else { return filled }
                filled.append((item, size))
                used = next
                added = true
            }
            // Zero-length subitems would repeat for ever: one pass of them is the group.
            guard added, used > 0 else { return filled }
        }
        return filled
    }

    /// Each subitem's slot inside the group.
    func place() -> [(item: NSCollectionLayoutItem, slot: CGRect)] {
        let entries = entries()
        guard !entries.isEmpty else { return [] }
        let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing == true ? entries.count - 1 : 0
        var flexibleSlots = flexibleGaps, fixed = gap * CGFloat(entries.count - 1)
        for entry in entries {
            let edge = edges(of: entry.item)
            fixed += fixedLength(of: entry.item, size: entry.size)
            flexibleSlots += (edge.before?.isFlexibleSpacing == true ? 1 : 0) + (edge.after?.isFlexibleSpacing == true ? 1 : 0)
        }
        let share = flexibleSlots > 0 ? max(0, extent - fixed) / CGFloat(flexibleSlots) : 0
        func space(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
            guard let spacing else { return 0 }
            return spacing.spacing + (spacing.isFlexibleSpacing ? share : 0)
        }
        var offset: CGFloat = 0
        var result: [(item: NSCollectionLayoutItem, slot: CGRect)] = []
        for (index, entry) in entries.enumerated() {
            let edge = edges(of: entry.item)
            offset += space(edge.before)
            let origin = horizontal ? CGPoint(x: inner.minX + offset, y: inner.minY + edge.across)
                : CGPoint(x: inner.minX + edge.across, y: inner.minY + offset)
            result.append((entry.item, CGRect(origin: origin, size: entry.size)))
            offset += along(entry.size) + space(edge.after)
            if index < entries.count - 1 { offset += gap + (flexibleGaps > 0 ? share : 0) }
        }
        return result
    }
}
