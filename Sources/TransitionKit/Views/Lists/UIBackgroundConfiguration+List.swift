import Foundation

extension UIBackgroundConfiguration {
    /// This configuration as shown by a list cell at `placement`: the adaptive `listCell()`,
    /// `listHeader()` and `listFooter()` take the list's colours and corners where they were
    /// left at their defaults, and an inset-grouped row rounds at 10 pt.
    func adapted(to placement: ListPlacement?) -> UIBackgroundConfiguration {
        guard let placement else { return self }
        let base: UIBackgroundConfiguration, target: UIBackgroundConfiguration
        switch style {
        case .listCell:
            base = .listCell()
            switch placement.appearance {
            case .plain: target = .listPlainCell()
            case .grouped, .insetGrouped: target = .listGroupedCell()
            case .sidebar, .sidebarPlain: target = .listSidebarCell()
            }
        case .listHeader, .listFooter:
            base = style == .listHeader ? .listHeader() : .listFooter()
            target = placement.appearance == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
        default:
            return self
        }
        var result = self
        result.style = target.style
        if backgroundColor == base.backgroundColor { result.backgroundColor = target.backgroundColor }
        if cornerRadius == base.cornerRadius {
            result.cornerRadius = placement.appearance == .insetGrouped && target.style == .groupedCell ? 10 : target.cornerRadius
        }
        return result
    }
}
