import Foundation

/// An incremental Cassowary linear-constraint solver (Badros, Borning and Stuckey, "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm", 2001; structured as the kiwi solver is): a
/// simplex tableau kept optimal as constraints come and go, with the dual simplex for edit
/// variables and changed constants. Auto Layout (`NSLayoutConstraint`) is built on it.
enum Cassowary {
    /// A value the solver chooses. Compared by identity.
    final class Variable: Hashable, CustomStringConvertible {
        /// A name for diagnostics.
        let name: String
        /// The value written by `Solver.updateVariables()`.
        var value: Double = 0

        init(_ name: String = "") { self.name = name }

        static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        var description: String { name.isEmpty ? "variable" : name }
    }

    /// `constant + Σ coefficient·variable`.
    struct Expression: CustomStringConvertible {
        var terms: [(variable: Variable, coefficient: Double)]
        var constant: Double

        init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
            self.terms = terms; self.constant = constant
        }

        init(_ variable: Variable) { self.init([(variable, 1)]) }

        static func + (lhs: Expression, rhs: Expression) -> Expression {
            Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
        }
        static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }
        static func * (lhs: Expression, factor: Double) -> Expression {
            Expression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
        }
        static func + (lhs: Expression, constant: Double) -> Expression {
            Expression(lhs.terms, constant: lhs.constant + constant)
        }

        var description: String {
            (terms.map { "\($0.coefficient)*\($0.variable)" } + ["\(constant)"]).joined(separator: " + ")
        }
    }

    /// How an expression relates to zero.
    enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// How much a constraint matters: `required` must hold; weaker ones are weighed against each
    /// other in the objective.
    enum Strength {
        /// Constraints that must hold.
        static let required = 1_001_001_000.0
        /// The weight of a UIKit priority below 1000: exponential in the priority (1 -> 1,
        /// 999 -> 1e9), so a higher priority outweighs many violations of a lower one, as
        /// Auto Layout's ordered priorities do.
        static func weight(forPriority priority: Double) -> Double {
            let clamped = min(max(priority, 1), 999)
            return pow(10, (clamped - 1) * 9 / 998)
        }
    }

    /// `expression relation 0` at a strength. Compared by identity.
    final class Constraint: Hashable, CustomStringConvertible {
        let expression: Expression
        let relation: Relation
        let strength: Double

        init(_ expression: Expression, _ relation: Relation, strength: Double = Strength.required) {
            self.expression = expression; self.relation = relation
            self.strength = min(max(strength, 0), Strength.required)
        }

        var isRequired: Bool { strength >= Strength.required }

        static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        var description: String { "\(expression) \(relation) 0 (strength \(strength))" }
    }

    /// What the solver refuses.
    enum Error: Swift.Error, Equatable {
        /// A required constraint conflicts with the required constraints already added.
        case unsatisfiableConstraint
        /// The constraint was already added.
        case duplicateConstraint
        /// The constraint is not in the solver.
        case unknownConstraint
        /// The variable already has an edit constraint.
        case duplicateEditVariable
        /// The variable has no edit constraint.
        case unknownEditVariable
        /// Edit variables cannot be required.
        case requiredEditStrength
        /// The objective is unbounded (a solver bug, not a user error).
        case internalError(String)
    }
}
