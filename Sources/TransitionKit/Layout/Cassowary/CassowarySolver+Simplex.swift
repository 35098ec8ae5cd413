import Foundation

extension Cassowary.Solver {
    typealias Symbol = Cassowary.Symbol
    typealias Row = Cassowary.Row

    /// The constraint's row in terms of the current non-basic symbols, with its slack, error or
    /// dummy symbols, and the error symbols' weights added to the objective.
    func makeRow(for constraint: Cassowary.Constraint) -> (Row, Cassowary.Tag) {
        let expression = constraint.expression
        let row = Row(constant: expression.constant)
        for (variable, coefficient) in expression.terms where !Row.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let tag: Cassowary.Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if constraint.isRequired {
                tag = .init(marker: slack, other: nil, markerCoefficient: sign)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, constraint.strength)
                tag = .init(marker: slack, other: error, markerCoefficient: sign)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = .init(marker: dummy, other: nil, markerCoefficient: 1)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, constraint.strength)
                objective.insert(minus, constraint.strength)
                tag = .init(marker: plus, other: minus, markerCoefficient: -1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external symbol, else a negative slack or error marker.
    func chooseSubject(_ row: Row, _ tag: Cassowary.Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min(by: { $0.id < $1.id }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Adds a row through an artificial variable (phase one); false when it can't be satisfied.
    func addWithArtificialVariable(_ row: Row) throws(Cassowary.Error) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row.copy()
        symbolsInRows.formUnion(row.cells.keys)
        artificial = row.copy()
        try optimize(artificial!)
        let success = Row.isNearZero(artificial!.constant)
        artificial = nil
        if let basic = rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ $0.isPivotable }).min(by: { $0.id < $1.id }) else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        for row in rows.values { row.remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return success
    }

    /// Replaces `symbol` by `row` everywhere; rows whose restricted basic symbol went negative are
    /// queued for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        if symbolsInRows.contains(symbol) {
            var infeasible: [Symbol] = []
            for (basic, other) in rows {
                other.substitute(symbol, with: row)
                if basic.isRestricted && other.constant < 0 { infeasible.append(basic) }
            }
            queueInfeasible(infeasible)
        }
        symbolsInRows.formUnion(row.cells.keys)
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Primal simplex: pivots until no objective coefficient is negative (Bland's rule for ties).
    func optimize(_ objective: Row) throws(Cassowary.Error) {
        while true {
            guard let entering = objective.cells
                .filter({ $0.key.kind != .dummy && $0.value < 0 })
                .map(\.key).min(by: { $0.id < $1.id }) else { return }
            var best: (symbol: Symbol, ratio: Double)?
            for (basic, row) in rows where basic.isRestricted {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic.id < best!.symbol.id) {
                    best = (basic, ratio)
                }
            }
            guard let leaving = best?.symbol, let row = rows.removeValue(forKey: leaving) else {
                throw .internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Dual simplex: makes the queued infeasible rows feasible again, keeping optimality.
    func dualOptimize() throws(Cassowary.Error) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !Row.isNearZero(row.constant) else { continue }
            var best: (symbol: Symbol, ratio: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && symbol.id < best!.symbol.id) {
                    best = (symbol, ratio)
                }
            }
            guard let entering = best?.symbol else { throw .unsatisfiableConstraint }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// Moves the tableau for a change of `delta` in the constant of the constraint with `tag`: the
    /// marker column records how each row depends on that constraint (Cassowary, section 3.3).
    func shiftConstant(of tag: Cassowary.Tag, by delta: Double) {
        let markerShift = delta / tag.markerCoefficient
        if let row = rows[tag.marker] {
            row.constant -= markerShift
            if row.constant < 0 { infeasibleRows.append(tag.marker) }
            return
        }
        var infeasible: [Symbol] = []
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            row.constant += coefficient * markerShift
            if basic.isRestricted && row.constant < 0 { infeasible.append(basic) }
        }
        queueInfeasible(infeasible)
    }

    /// Queues rows for the dual simplex in symbol order: they are found walking `rows`, a
    /// dictionary whose order follows Swift's per-process hash seed, and the order the dual
    /// simplex takes them in decides its pivots (and so which of several equally good
    /// solutions, and which rounding, the layout gets).
    private func queueInfeasible(_ symbols: [Symbol]) {
        infeasibleRows += symbols.count > 1 ? symbols.sorted { $0.id > $1.id } : symbols
    }

    /// Takes back an error symbol's weight from the objective when its constraint goes.
    func removeMarkerEffects(_ marker: Symbol, strength: Double) {
        if let row = rows[marker] { objective.insert(row, -strength) } else { objective.insert(marker, -strength) }
    }

    /// The row to pivot a removed constraint's marker into: the most restrictive restricted row,
    /// else any restricted row holding it, else an external row.
    func markerLeavingRow(_ marker: Symbol) -> (Symbol, Row)? {
        var negative: (Symbol, Row, Double)?, positive: (Symbol, Row, Double)?, external: (Symbol, Row)?
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if external == nil || basic.id < external!.0.id { external = (basic, row) }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.2 || (ratio == negative!.2 && basic.id < negative!.0.id) { negative = (basic, row, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.2 || (ratio == positive!.2 && basic.id < positive!.0.id) { positive = (basic, row, ratio) }
            }
        }
        if let negative { return (negative.0, negative.1) }
        if let positive { return (positive.0, positive.1) }
        return external
    }
}
