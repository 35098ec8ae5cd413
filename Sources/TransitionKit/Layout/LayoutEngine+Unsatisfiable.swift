import Foundation

extension LayoutEngine {
    /// Leaves `constraint` out of the solution and reports it as UIKit logs it: the constraints
    /// on the same items (the likely conflict) and the one broken. Layout continues.
    func breakConstraint(_ constraint: NSLayoutConstraint) {
        broken[ObjectIdentifier(constraint)] = constraint
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        let related = installed.values.sorted { $0.order < $1.order }.map(\.constraint).filter { other in
            [other.firstItem, other.secondItem].contains { item in items.contains { $0 === item } }
        }
        var lines = related.map { "    \"\($0)\"" }
        for case let view as UIView in items where view.translatesAutoresizingMaskIntoConstraints {
            lines.append("    \"<NSAutoresizingMaskLayoutConstraint \(type(of: view)) frame = \(view.frame) (translatesAutoresizingMaskIntoConstraints is true)>\"")
        }
        lines.append("    \"\(constraint)\"")
        report(constraint.container, """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(lines.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(constraint)
            """)
    }

    /// A frame pin of a view that translates its autoresizing mask conflicts with required constraints.
    func reportBrokenPin(_ view: UIView, description: String) {
        report(view, """
            Unable to simultaneously satisfy constraints: the frame of \(type(of: view)) (translatesAutoresizingMaskIntoConstraints \
            is true) conflicts with required constraints. Will attempt to recover by breaking \
            <NSAutoresizingMaskLayoutConstraint \(description)>
            """)
    }

    private func report(_ view: UIView?, _ message: String) {
        let diagnostic = Diagnostic(code: .unsatisfiableConstraints, message: message)
        if let window = view?.window ?? root?.window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }
}
