import Foundation

extension Cassowary {
    /// A tableau symbol: a solver-made variable. `id` orders ties deterministically.
    struct Symbol: Hashable {
        enum Kind { case external, slack, error, dummy }
        let id: Int
        let kind: Kind

        /// Slack and error symbols may enter the basis to make a row feasible.
        var isPivotable: Bool { kind == .slack || kind == .error }
        /// Restricted symbols (all but external) must stay >= 0.
        var isRestricted: Bool { kind != .external }

        /// The identifier alone decides equality (each id has one kind), which halves hashing.
        static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    /// One tableau row: `basic = constant + Σ coefficient·symbol` once solved for its basic symbol.
    final class Row {
        var constant: Double
        var cells: [Symbol: Double]

        init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
            self.constant = constant; self.cells = cells
        }

        func copy() -> Row { Row(constant: constant, cells: cells) }

        static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

        /// Whether every symbol is a dummy (the row can't be solved for anything).
        var hasOnlyDummies: Bool { cells.keys.allSatisfy { $0.kind == .dummy } }

        func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

        /// Adds `coefficient·symbol`, dropping the cell when it cancels out.
        func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
            let value = (cells[symbol] ?? 0) + coefficient
            if Self.isNearZero(value) { cells[symbol] = nil } else { cells[symbol] = value }
        }

        /// Adds `coefficient·row`.
        func insert(_ row: Row, _ coefficient: Double = 1) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }

        func remove(_ symbol: Symbol) { cells[symbol] = nil }

        func reverseSign() {
            constant = -constant
            for (symbol, value) in cells { cells[symbol] = -value }
        }

        /// Solves `0 = row` for `symbol`: the row becomes `symbol = ...` (symbol leaves the cells).
        func solve(for symbol: Symbol) {
            guard let value = cells.removeValue(forKey: symbol) else { return }
            let factor = -1 / value
            constant *= factor
            for (other, coefficient) in cells { cells[other] = coefficient * factor }
        }

        /// Solves `lhs = row` for `rhs`.
        func solve(for lhs: Symbol, _ rhs: Symbol) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        /// Replaces `symbol` by `row`'s right-hand side.
        func substitute(_ symbol: Symbol, with row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, coefficient)
        }
    }

    /// How a constraint lives in the tableau: its marker symbol (and the second error symbol of a
    /// weak equality), and the marker's coefficient in the constraint's original row, which says
    /// how a change of the constraint's constant moves the tableau.
    struct Tag {
        var marker: Symbol
        var other: Symbol?
        var markerCoefficient: Double
    }
}
