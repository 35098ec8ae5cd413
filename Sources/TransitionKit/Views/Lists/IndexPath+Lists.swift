import Foundation

/// UIKit's `IndexPath` additions for lists: a row or item in a section.
extension IndexPath {
    /// An index path for `row` in `section` (table views).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// An index path for `item` in `section` (collection views).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (the first index); 0 for an empty path.
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } }
    }
    /// The row in the section (the second index); 0 for a shorter path.
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } }
    }
    /// The item in the section (the second index), the collection-view name for `row`.
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

extension Diagnostic.Code {
    /// A list was asked about an index path outside its data; the call was refused.
    public static let listInvalidIndexPath = Diagnostic.Code(rawValue: "list.invalidIndexPath", severity: .error)
    /// A list's updates did not match its data source's new counts; the list reloaded instead.
    public static let listInconsistentUpdate = Diagnostic.Code(rawValue: "list.inconsistentUpdate", severity: .error)
    /// A cell was dequeued for a reuse identifier nothing was registered for; a plain cell was used.
    public static let listUnregisteredIdentifier = Diagnostic.Code(rawValue: "list.unregisteredIdentifier", severity: .error)
    /// A diffable snapshot was given a duplicate or unknown identifier; the call was refused.
    public static let snapshotInvalidIdentifier = Diagnostic.Code(rawValue: "snapshot.invalidIdentifier", severity: .error)
}

extension UIView {
    /// Reports `message` under `code` to this view's window (or the ambient clock's windows).
    func reportListProblem(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, message: message, time: window?.clock.now ?? 0)
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }
}

extension Set where Element == IndexPath {
    /// Moves the prefetch bookkeeping on to a new `band`: returns the paths that left it
    /// without being shown (to cancel, in order) and the paths new in it (to prefetch, in band
    /// order), and keeps the band as what has been prefetched.
    mutating func advancePrefetch(to band: [IndexPath]) -> (cancelled: [IndexPath], fresh: [IndexPath]) {
        let inBand = Set(band)
        let cancelled = subtracting(inBand).sorted()
        let fresh = band.filter { !contains($0) }
        subtract(cancelled)
        formUnion(fresh)
        return (cancelled, fresh)
    }
}
