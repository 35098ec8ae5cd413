import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Auto Layout gives the same frames and the same reports for the same constraints, however
/// its bookkeeping hashes: the engine keys views and constraints by object identity, whose
/// dictionary order follows their addresses and Swift's per-process hash seed, so each of the
/// fifty fresh hierarchies below sees another order.
@Suite("Auto Layout: the same constraints give the same frames and reports in any hash order")
@MainActor
struct LayoutEngineDeterminismTests {
    /// A card with six constraints and a seventh that conflicts; returns the broken-constraint
    /// report and the frames.
    private func conflictingCard() -> (report: String?, frames: [CGRect]) {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let card = UIView(), badge = UIView()
        for view in [card, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        let tooWide = card.widthAnchor.constraint(equalToConstant: 200)
        tooWide.identifier = "too wide"
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 100),
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            badge.topAnchor.constraint(equalTo: card.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            tooWide,
        ])
        container.layoutIfNeeded()
        let report = window.diagnostics.last { $0.code == .unsatisfiableConstraints }?.message
        return (report, [card.frame, badge.frame])
    }

    @Test("A conflict reports the related constraints in one order, breaks the same one, and lays out the same, 50 times")
    func conflictReportIsStable() throws {
        let first = conflictingCard()
        let report = try #require(first.report)
        #expect(first.frames == [CGRect(x: 16, y: 20, width: 100, height: 100), CGRect(x: 86, y: 20, width: 30, height: 30)])
        // The related constraints are listed in the order they were installed (UIKit lists them
        // as the engine holds them; here that order is the one that does not depend on hashing).
        #expect(report.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:'too wide' UIView.width == 200   (active)>"))
        let leading = try #require(report.range(of: "UIView.leading == UIView.leading + 16"))
        let height = try #require(report.range(of: "UIView.height == 100"))
        #expect(leading.lowerBound < height.lowerBound)
        var differing = 0
        for _ in 1..<50 {
            let again = conflictingCard()
            if again.report != report || again.frames != first.frames { differing += 1 }
        }
        #expect(differing == 0, "\(differing) of 49 runs reported or laid out differently")
    }

    @Test("Two equally strong wishes that cannot both hold settle the same way in 50 fresh hierarchies")
    func ambiguityIsStable() {
        func settle() -> [CGRect] {
            let (window, _) = makeTestWindow()
            let container = UIView(frame: window.bounds)
            window.addSubview(container)
            let views = (0..<4).map { _ in UIView() }
            var constraints: [NSLayoutConstraint] = []
            for (index, view) in views.enumerated() {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                constraints += [view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index) * 50),
                                view.heightAnchor.constraint(equalToConstant: 40),
                                view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor)]
                for width: CGFloat in [100, 200] {
                    let wish = view.widthAnchor.constraint(equalToConstant: width)
                    wish.priority = .defaultHigh
                    constraints.append(wish)
                }
            }
            for (left, right) in zip(views, views.dropFirst()) {
                let wish = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
                wish.priority = .defaultLow
                constraints.append(wish)
            }
            NSLayoutConstraint.activate(constraints)
            container.layoutIfNeeded()
            return views.map(\.frame)
        }
        let first = settle()
        var differing = 0
        for _ in 1..<50 where settle() != first { differing += 1 }
        #expect(differing == 0, "\(differing) of 49 hierarchies settled otherwise than \(first)")
    }
}
