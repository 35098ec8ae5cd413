import Foundation

extension UITableView {
    /// Inserts the sections at `sections` (new numbering); their rows come in with `animation`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.insertedSections.formUnion(sections)
        for section in sections { pendingSectionAnimations[section] = animation }
        endBatch(completion: nil)
    }

    /// Deletes the sections at `sections` (old numbering); their rows leave with `animation`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.deletedSections.formUnion(sections)
        for section in sections { pendingSectionDeleteAnimations[section] = animation }
        endBatch(completion: nil)
    }

    /// Replaces the sections' rows with new ones from the data source, animated with `animation`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        beginBatch()
        pendingBatch?.reloadedSections.formUnion(sections)
        for section in sections {
            pendingSectionDeleteAnimations[section] = animation
            pendingSectionAnimations[section] = animation
        }
        endBatch(completion: nil)
    }

    /// Gives the header, footer and background views their sections' new numbers after a batch
    /// update; returns the views of deleted (and reloaded) sections, which fade out.
    func renumberSectionViews(_ mapping: ListUpdateBatch.Mapping) -> [UIView] {
        var departing: [UIView] = []
        func renumber(_ views: [Int: UIView]) -> [Int: UIView] {
            var result: [Int: UIView] = [:]
            for section in views.keys.sorted() {
                guard let view = views[section] else { continue }
                if let newSection = mapping.newSection[section] { result[newSection] = view } else { departing.append(view) }
            }
            return result
        }
        headerViews = renumber(headerViews)
        footerViews = renumber(footerViews)
        sectionBackgrounds = renumber(sectionBackgrounds)
        return departing
    }
}
