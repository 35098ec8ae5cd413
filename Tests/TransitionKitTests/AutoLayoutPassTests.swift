import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// The Auto Layout pass: `updateConstraints` before layout (Apple: "updateConstraints()":
/// "your implementation must call super as its final step"), `systemLayoutSizeFitting(_:)`, and
/// the controller's `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around constraint layout.
@Suite("Auto Layout pass")
@MainActor
struct AutoLayoutPassTests {
    /// A 400 x 300 window with a container view filling it.
    private func makeContainer() -> (UIWindow, AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        return (window, clock, container)
    }

    @Test("updateConstraints runs before layout after setNeedsUpdateConstraints; super is required")
    func updateConstraints() {
        final class Card: UIView {
            var widthConstraint: NSLayoutConstraint?
            var callsSuper = true
            var calls = 0
            override func updateConstraints() {
                calls += 1
                widthConstraint?.constant = 77
                if callsSuper { super.updateConstraints() }
            }
        }
        let (window, _, container) = makeContainer()
        let card = Card()
        card.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(card)
        card.widthConstraint = card.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([card.widthConstraint!, card.heightAnchor.constraint(equalToConstant: 10)])
        card.setNeedsUpdateConstraints()
        #expect(card.needsUpdateConstraints())
        container.layoutIfNeeded()
        #expect(card.calls == 1 && !card.needsUpdateConstraints() && card.frame.width == 77)
        card.callsSuper = false
        card.setNeedsUpdateConstraints()
        card.updateConstraintsIfNeeded()
        #expect(card.calls == 2)
        #expect(window.diagnostics.contains { $0.code == .updateConstraintsWithoutSuper })
    }

    @Test("systemLayoutSizeFitting: compressed and expanded sizes from the content's constraints")
    func fitting() {
        let (_, _, container) = makeContainer()
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(cell)
        let label = UILabel()
        label.text = "Fit me"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -6),
        ])
        let natural = label.intrinsicContentSize
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: natural.width + 24, height: natural.height + 12))
        let fixedWidth = cell.systemLayoutSizeFitting(
            CGSize(width: 300, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: natural.height + 12))
        #expect(cell.frame.size == CGSize(width: 10, height: 10), "fitting doesn't change the view")
    }

    @Test("The layout pass calls viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews in order")
    func controllerLayoutOrder() {
        final class Controller: UIViewController {
            var log: [String] = []
            let child = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                child.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(child)
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                    child.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            override func viewWillLayoutSubviews() { log.append("will, child at \(child.frame.minX)") }
            override func viewDidLayoutSubviews() { log.append("did, child at \(child.frame.minX)") }
        }
        let controller = Controller()
        let (window, _) = makeTestWindow(root: controller)
        window.layoutIfNeeded()
        #expect(controller.log.prefix(2) == ["will, child at 0.0", "did, child at 20.0"])
    }
}

@Suite("Auto Layout memory")
@MainActor
struct AutoLayoutMemoryTests {
    @Test("Views with active constraints or a pending constraint update are freed with their hierarchy")
    func viewsAreFreed() {
        weak var weakStack: UIStackView?
        weak var weakChild: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.widthAnchor.constraint(equalTo: root.widthAnchor),
                                         stack.heightAnchor.constraint(equalToConstant: 20)])
            root.layoutIfNeeded()
            stack.spacing = 4
            weakStack = stack
            weakChild = stack.arrangedSubviews[0]
        }
        #expect(weakStack == nil && weakChild == nil)
    }
}
