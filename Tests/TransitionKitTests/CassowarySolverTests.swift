import Foundation
import Testing
@testable import TransitionKit

/// The Cassowary solver on its own: known solutions, strengths, edit variables, removal, changed
/// constants and unsatisfiable required constraints (Badros, Borning and Stuckey 2001).
@Suite("Cassowary solver")
struct CassowarySolverTests {
    typealias Variable = Cassowary.Variable
    typealias Expression = Cassowary.Expression

    private func constraint(
        _ lhs: Expression, _ relation: Cassowary.Relation, _ rhs: Expression,
        strength: Double = Cassowary.Strength.required
    ) -> Cassowary.Constraint {
        Cassowary.Constraint(lhs - rhs, relation, strength: strength)
    }

    private func value(_ constant: Double) -> Expression { Expression(constant: constant) }
    private func weight(_ priority: Double) -> Double { Cassowary.Strength.weight(forPriority: priority) }

    @Test("Required equalities give the unique solution")
    func knownSolution() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(constraint(Expression(x) + Expression(y), .equal, value(100)))
        try solver.addConstraint(constraint(Expression(x), .equal, Expression(y) * 3))
        solver.updateVariables()
        #expect(x.value == 75)
        #expect(y.value == 25)
    }

    @Test("Inequalities bound a weak preference")
    func inequalitiesBoundPreference() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x")
        try solver.addConstraint(constraint(Expression(x), .greaterThanOrEqual, value(10)))
        try solver.addConstraint(constraint(Expression(x), .lessThanOrEqual, value(20)))
        try solver.addConstraint(constraint(Expression(x), .equal, value(0), strength: weight(250)))
        solver.updateVariables()
        #expect(x.value == 10)
        let upward = Cassowary.Solver()
        try upward.addConstraint(constraint(Expression(x), .greaterThanOrEqual, value(10)))
        try upward.addConstraint(constraint(Expression(x), .lessThanOrEqual, value(20)))
        try upward.addConstraint(constraint(Expression(x), .equal, value(50), strength: weight(250)))
        upward.updateVariables()
        #expect(x.value == 20)
    }

    @Test("The higher priority wins a conflict, in either order of adding", arguments: [false, true])
    func priorities(reversed: Bool) throws {
        let solver = Cassowary.Solver()
        let x = Variable("x")
        var pair = [constraint(Expression(x), .greaterThanOrEqual, value(100), strength: weight(250)),
                    constraint(Expression(x), .lessThanOrEqual, value(50), strength: weight(750))]
        if reversed { pair.reverse() }
        for item in pair { try solver.addConstraint(item) }
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test("Priority 251 outweighs three violations at 250 (priorities are nearly strict)")
    func priorityOrderOutweighsCount() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        // x, y, z would each like 0 at 250; x + y + z = 30 at 251 wins over all three.
        for variable in [x, y, z] {
            try solver.addConstraint(constraint(Expression(variable), .equal, value(0), strength: weight(250)))
            try solver.addConstraint(constraint(Expression(variable), .greaterThanOrEqual, value(0)))
        }
        try solver.addConstraint(constraint(Expression(x) + Expression(y) + Expression(z), .equal, value(30), strength: weight(251)))
        solver.updateVariables()
        #expect(x.value + y.value + z.value == 30)
    }

    @Test("Edit variables follow suggestions within the required constraints")
    func editVariables() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x"), right = Variable("right")
        try solver.addConstraint(constraint(Expression(right), .equal, Expression(x) + value(40)))
        try solver.addConstraint(constraint(Expression(x), .lessThanOrEqual, value(300)))
        try solver.addEditVariable(x, strength: weight(999))
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        #expect(right.value == 82)
        try solver.suggestValue(x, 500)
        solver.updateVariables()
        #expect(x.value == 300)
        try solver.suggestValue(x, -7)
        solver.updateVariables()
        #expect(x.value == -7)
        #expect(right.value == 33)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: Cassowary.Error.unknownEditVariable) { try solver.suggestValue(x, 1) }
        #expect(throws: Cassowary.Error.requiredEditStrength) { try solver.addEditVariable(x, strength: Cassowary.Strength.required) }
    }

    @Test("Removing the winning constraint hands the value to the next one")
    func removeConstraint() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x")
        let weak = constraint(Expression(x), .equal, value(10), strength: weight(250))
        let strong = constraint(Expression(x), .equal, value(20), strength: weight(750))
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(throws: Cassowary.Error.unknownConstraint) { try solver.removeConstraint(strong) }
        #expect(throws: Cassowary.Error.duplicateConstraint) { try solver.addConstraint(weak) }
    }

    @Test("A conflicting required constraint throws and leaves the solution as it was")
    func unsatisfiable() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(constraint(Expression(x), .equal, value(10)))
        try solver.addConstraint(constraint(Expression(y), .lessThanOrEqual, Expression(x)))
        try solver.addConstraint(constraint(Expression(y), .equal, value(3), strength: weight(500)))
        #expect(throws: Cassowary.Error.unsatisfiableConstraint) {
            try solver.addConstraint(constraint(Expression(x), .equal, value(20)))
        }
        #expect(throws: Cassowary.Error.unsatisfiableConstraint) {
            try solver.addConstraint(constraint(Expression(y), .greaterThanOrEqual, value(11)))
        }
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 3)
        // The solver still works after refusing them.
        try solver.addConstraint(constraint(Expression(y), .greaterThanOrEqual, value(5)))
        solver.updateVariables()
        #expect(y.value == 5)
    }

    @Test("Changing a constant re-solves incrementally")
    func changeConstant() throws {
        let solver = Cassowary.Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let leading = constraint(Expression(left), .equal, value(16))
        try solver.addConstraint(leading)
        try solver.addConstraint(constraint(Expression(width), .equal, value(100)))
        try solver.addConstraint(constraint(Expression(right), .equal, Expression(left) + Expression(width)))
        try solver.changeConstant(of: leading, from: -16, to: -40)
        solver.updateVariables()
        #expect(left.value == 40)
        #expect(right.value == 140)
    }

    @Test("A constant change that breaks a required constraint is undone and throws")
    func unsatisfiableConstantChange() throws {
        let solver = Cassowary.Solver()
        let x = Variable("x")
        try solver.addConstraint(constraint(Expression(x), .greaterThanOrEqual, value(10)))
        let upper = constraint(Expression(x), .lessThanOrEqual, value(20))
        try solver.addConstraint(upper)
        try solver.addConstraint(constraint(Expression(x), .equal, value(15), strength: weight(250)))
        #expect(throws: Cassowary.Error.unsatisfiableConstraint) { try solver.changeConstant(of: upper, from: -20, to: -5) }
        solver.updateVariables()
        #expect(x.value == 15)
        try solver.changeConstant(of: upper, from: -20, to: -12)
        solver.updateVariables()
        #expect(x.value == 12)
    }

    @Test("A chain of 100 variables solves to the exact sums")
    func chain() throws {
        let solver = Cassowary.Solver()
        let variables = (0..<100).map { Variable("x\($0)") }
        try solver.addConstraint(constraint(Expression(variables[0]), .equal, value(0)))
        for (previous, next) in zip(variables, variables.dropFirst()) {
            try solver.addConstraint(constraint(Expression(next), .equal, Expression(previous) + value(8)))
        }
        solver.updateVariables()
        #expect(variables.last!.value == 792)
    }
}
