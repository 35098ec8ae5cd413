/// A small least-recently-used cache with a fixed capacity; the evicted value is handed to
/// `onEvict` (the text cache destroys its SDL texture there).
///
/// Lookups and insertions are O(1) amortised except eviction, which scans for the oldest use
/// (capacities here are a few hundred entries).
package struct LRUCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var lastUse: UInt64
    }

    /// The most entries kept.
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var useCounter: UInt64 = 0
    private let onEvict: (Value) -> Void

    /// Creates an empty cache keeping at most `capacity` entries (at least 1).
    package init(capacity: Int, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.capacity = max(1, capacity)
        self.onEvict = onEvict
    }

    /// The number of entries held.
    package var count: Int { entries.count }

    /// The value for `key`, marking it as just used; nil when absent.
    package mutating func value(for key: Key) -> Value? {
        guard var entry = entries[key] else { return nil }
        useCounter += 1
        entry.lastUse = useCounter
        entries[key] = entry
        return entry.value
    }

    /// Whether `key` is cached (does not count as a use).
    package func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Stores `value` for `key`; evicts the least recently used entry when full.
    package mutating func insert(_ value: Value, for key: Key) {
        useCounter += 1
        if let old = entries[key] {
            onEvict(old.value)
        } else if entries.count >= capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            entries[oldest.key] = nil
            onEvict(oldest.value.value)
        }
        entries[key] = Entry(value: value, lastUse: useCounter)
    }

    /// Evicts every entry.
    package mutating func removeAll() {
        for entry in entries.values { onEvict(entry.value) }
        entries.removeAll()
    }
}
