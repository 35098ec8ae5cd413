import Foundation

extension Cassowary {
    /// The incremental solver: add and remove constraints, suggest values for edit variables,
    /// change a constraint's constant, then `updateVariables()` writes the solution.
    final class Solver {
        struct EditInfo {
            let constraint: Constraint
            var value: Double
        }

        var constraints: [Constraint: Tag] = [:]
        var rows: [Symbol: Row] = [:]
        var variableSymbols: [Variable: Symbol] = [:]
        var edits: [Variable: EditInfo] = [:]
        var infeasibleRows: [Symbol] = []
        var objective = Row()
        var artificial: Row?
        /// Every symbol that has been a cell of a tableau row (a superset: never shrinks), so
        /// substituting a symbol no row holds skips the scan of all rows.
        var symbolsInRows = Set<Symbol>()
        private var nextSymbolID = 0

        init() {}

        /// Whether `constraint` is in the solver.
        func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

        func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
            nextSymbolID += 1
            return Symbol(id: nextSymbolID, kind: kind)
        }

        /// Adds a constraint; a required one that conflicts with the required constraints already
        /// added throws `unsatisfiableConstraint` and leaves the solver as it was.
        func addConstraint(_ constraint: Constraint) throws(Cassowary.Error) {
            guard constraints[constraint] == nil else { throw .duplicateConstraint }
            let (row, tag) = makeRow(for: constraint)
            var subject = chooseSubject(row, tag)
            if subject == nil, row.hasOnlyDummies {
                guard Row.isNearZero(row.constant) else { throw .unsatisfiableConstraint }
                subject = tag.marker
            }
            if let subject {
                row.solve(for: subject)
                substitute(subject, with: row)
                rows[subject] = row
            } else {
                // The artificial-variable phase pivots the whole tableau: keep a copy to restore
                // if the constraint turns out unsatisfiable.
                let saved = (rows.mapValues { $0.copy() }, objective.copy())
                if try !addWithArtificialVariable(row) {
                    (rows, objective) = saved
                    infeasibleRows.removeAll()
                    throw .unsatisfiableConstraint
                }
            }
            constraints[constraint] = tag
            try optimize(objective)
        }

        /// Removes a constraint added before.
        func removeConstraint(_ constraint: Constraint) throws(Cassowary.Error) {
            guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint }
            if tag.marker.kind == .error { removeMarkerEffects(tag.marker, strength: constraint.strength) }
            if let other = tag.other, other.kind == .error { removeMarkerEffects(other, strength: constraint.strength) }
            if rows.removeValue(forKey: tag.marker) == nil {
                guard let (leaving, row) = markerLeavingRow(tag.marker) else {
                    throw .internalError("no row to remove the constraint's marker from")
                }
                rows[leaving] = nil
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, with: row)
            }
            try optimize(objective)
        }

        /// Makes `variable` suggestible at `strength` (below required).
        func addEditVariable(_ variable: Variable, strength: Double) throws(Cassowary.Error) {
            guard edits[variable] == nil else { throw .duplicateEditVariable }
            let constraint = Constraint(Expression(variable), .equal, strength: strength)
            guard !constraint.isRequired else { throw .requiredEditStrength }
            try addConstraint(constraint)
            edits[variable] = EditInfo(constraint: constraint, value: 0)
        }

        /// Removes an edit variable.
        func removeEditVariable(_ variable: Variable) throws(Cassowary.Error) {
            guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable }
            try removeConstraint(info.constraint)
        }

        /// Whether `variable` has an edit constraint.
        func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

        /// Suggests `value` for an edit variable; re-solves with the dual simplex.
        func suggestValue(_ variable: Variable, _ value: Double) throws(Cassowary.Error) {
            guard var info = edits[variable], let tag = constraints[info.constraint] else { throw .unknownEditVariable }
            let delta = value - info.value
            info.value = value
            edits[variable] = info
            // The edit constraint is `variable - value = 0`: its constant moves by -delta.
            shiftConstant(of: tag, by: -delta)
            try dualOptimize()
        }

        /// Changes the constant of `constraint`'s expression to `newConstant` incrementally (no
        /// re-adding). If that leaves the required constraints unsatisfiable the change is undone
        /// and `unsatisfiableConstraint` thrown.
        func changeConstant(of constraint: Constraint, from oldConstant: Double, to newConstant: Double) throws(Cassowary.Error) {
            guard let tag = constraints[constraint] else { throw .unknownConstraint }
            let delta = newConstant - oldConstant
            guard delta != 0 else { return }
            shiftConstant(of: tag, by: delta)
            do {
                try dualOptimize()
            } catch {
                infeasibleRows.removeAll()
                shiftConstant(of: tag, by: -delta)
                try dualOptimize()
                throw .unsatisfiableConstraint
            }
        }

        /// Writes each variable's value from the tableau.
        func updateVariables() {
            for (variable, symbol) in variableSymbols {
                variable.value = rows[symbol]?.constant ?? 0
            }
        }

        /// The symbol of an external variable, made on first use.
        func symbol(for variable: Variable) -> Symbol {
            if let symbol = variableSymbols[variable] { return symbol }
            let symbol = makeSymbol(.external)
            variableSymbols[variable] = symbol
            return symbol
        }
    }
}
