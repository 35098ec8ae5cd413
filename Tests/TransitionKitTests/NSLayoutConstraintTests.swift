import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// Auto Layout on top of the Cassowary solver, against UIKit's documented behaviour
/// (Apple: "NSLayoutConstraint", "NSLayoutAnchor", "UILayoutPriority", "layoutMargins",
/// "translatesAutoresizingMaskIntoConstraints", "systemLayoutSizeFitting(_:)").
@Suite("NSLayoutConstraint")
@MainActor
struct NSLayoutConstraintTests {
    /// A 400 x 300 window with a container view filling it.
    private func makeContainer() -> (UIWindow, AnimationClock, UIView) {
        let (window, clock) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        return (window, clock, container)
    }

    private func makeChild(of container: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test("Anchors with constants place a view; the frame appears at the layout pass")
    func anchorsPlaceView() {
        let (_, _, container) = makeContainer()
        let card = makeChild(of: container)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(card.frame == .zero, "constraints act at the next layout pass, as in UIKit")
        container.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 16, y: 20, width: 368, height: 100))
        #expect(container.constraints.count == 3, "the height is installed on the card itself")
        #expect(card.constraints.count == 1)
    }

    @Test("Multiplier, centre and system spacing (8 pt)")
    func multiplierCenterAndSpacing() {
        let (_, _, container) = makeContainer()
        let a = makeChild(of: container), b = makeChild(of: container)
        NSLayoutConstraint.activate([
            a.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.25, constant: 10),
            a.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 100, y: 120, width: 200, height: 60))
        #expect(b.frame.origin == CGPoint(x: 316, y: 188))
    }

    @Test("The item-attribute initializer and the properties it sets")
    func itemInitializer() {
        let (_, _, container) = makeContainer()
        let view = makeChild(of: container)
        let width = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: container,
                                       attribute: .width, multiplier: 0.25, constant: 4)
        width.identifier = "card width"
        #expect(width.firstItem === view && width.secondItem === container)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width && width.relation == .equal)
        #expect(width.multiplier == 0.25 && width.constant == 4 && width.priority == .required && !width.isActive)
        container.addConstraint(width)
        #expect(width.isActive)
        #expect(width.description == "<NSLayoutConstraint:'card width' UIView.width == 0.25*UIView.width + 4   (active)>")
        NSLayoutConstraint.activate([view.heightAnchor.constraint(equalToConstant: 1), view.leftAnchor.constraint(equalTo: container.leftAnchor),
                                     view.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        #expect(view.frame.width == 104)
        container.removeConstraint(width)
        #expect(!width.isActive && !container.constraints.contains(width))
    }

    @Test("Priorities: the higher optional constraint wins; required beats both (UILayoutPriority)")
    func priorities() {
        let (_, _, container) = makeContainer()
        let view = makeChild(of: container)
        let low = view.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = view.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        let cap = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        NSLayoutConstraint.activate([low, high, view.heightAnchor.constraint(equalToConstant: 10)])
        container.layoutIfNeeded()
        #expect(view.frame.width == 200)
        cap.isActive = true
        container.layoutIfNeeded()
        #expect(view.frame.width == 150)
        #expect(UILayoutPriority.required.rawValue == 1000 && UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250 && UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultHigh + 1 == UILayoutPriority(751) && UILayoutPriority.defaultLow - 1 == 249)
    }

    @Test("Changing constant re-solves; deactivating hands the view to the remaining constraints")
    func constantAndDeactivate() {
        let (_, _, container) = makeContainer()
        let view = makeChild(of: container)
        let leading = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let fallback = view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 300)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([leading, fallback, view.topAnchor.constraint(equalTo: container.topAnchor),
                                     view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        container.layoutIfNeeded()
        #expect(view.frame.minX == 10)
        leading.constant = 42
        container.layoutIfNeeded()
        #expect(view.frame.minX == 42)
        NSLayoutConstraint.deactivate([leading])
        container.layoutIfNeeded()
        #expect(view.frame.minX == 300)
    }

    @Test("A view that translates its autoresizing mask keeps its frame, and constraints can use it")
    func translatesAutoresizingMask() {
        let (_, _, container) = makeContainer()
        let fixed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(fixed.translatesAutoresizingMaskIntoConstraints, "true for views made in code")
        container.addSubview(fixed)
        let follower = makeChild(of: container)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: fixed.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: fixed.topAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalTo: fixed.heightAnchor),
        ])
        container.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 85, y: 40, width: 50, height: 60))
        fixed.frame.origin.x = 100
        container.layoutIfNeeded()
        #expect(follower.frame.minX == 155, "a changed frame moves the constraints built from it")
    }

    @Test("Intrinsic size with hugging (250) and compression resistance (750)")
    func intrinsicSize() {
        let (_, _, container) = makeContainer()
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let natural = label.intrinsicContentSize
        let wide = label.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: container.topAnchor), wide])
        container.layoutIfNeeded()
        #expect(label.frame.size == natural, "hugging at 250 beats a width at 200")
        wide.isActive = false
        wide.priority = UILayoutPriority(300)
        wide.isActive = true
        container.layoutIfNeeded()
        #expect(label.frame.width == 300, "a width at 300 beats hugging at 250")
        let narrow = label.widthAnchor.constraint(equalToConstant: 10)
        narrow.priority = UILayoutPriority(700)
        narrow.isActive = true
        container.layoutIfNeeded()
        #expect(label.frame.width == natural.width, "compression resistance at 750 beats 700")
        label.setContentCompressionResistancePriority(UILayoutPriority(600), for: .horizontal)
        container.layoutIfNeeded()
        #expect(label.frame.width == 10)
        narrow.isActive = false
        wide.isActive = false
        label.text = "Hello, world"
        container.layoutIfNeeded()
        #expect(label.frame.width == label.intrinsicContentSize.width && label.frame.width > natural.width,
                "a new text invalidates the label's intrinsic size")
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(button)
        NSLayoutConstraint.activate([button.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     button.bottomAnchor.constraint(equalTo: container.bottomAnchor)])
        container.layoutIfNeeded()
        button.setTitle("Go somewhere", for: .normal)
        container.layoutIfNeeded()
        #expect(button.frame.size == button.intrinsicContentSize, "a new title invalidates the button's intrinsic size")
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test("layoutMarginsGuide is inset by layoutMargins (8 pt by default); margin attributes use it")
    func layoutMargins() {
        let (_, _, container) = makeContainer()
        #expect(container.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(container.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        let view = makeChild(of: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin, multiplier: 1, constant: 0),
            view.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 0, trailing: 4)
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 20, width: 380, height: 280))
        #expect(container.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 380, height: 280))
        #expect(container.constraints.count == 4, "the guide's own constraints are not listed")
    }

    @Test("A layout guide spaces two views; removing it deactivates its constraints")
    func layoutGuide() {
        let (_, _, container) = makeContainer()
        let spacer = UILayoutGuide()
        container.addLayoutGuide(spacer)
        #expect(container.layoutGuides.count == 1 && spacer.owningView === container)
        let a = makeChild(of: container), b = makeChild(of: container)
        let constraints = [
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 100),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor), spacer.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ]
        NSLayoutConstraint.activate(constraints)
        container.layoutIfNeeded()
        #expect(b.frame.minX == 150 && b.frame.width == 250)
        #expect(spacer.layoutFrame.minX == 100 && spacer.layoutFrame.width == 50)
        container.removeLayoutGuide(spacer)
        #expect(!constraints[2].isActive && !constraints[4].isActive && container.layoutGuides.isEmpty)
    }

    @Test("Unsatisfiable constraints: a Diagnostic names them and the one broken; layout continues")
    func unsatisfiable() {
        let (window, _, container) = makeContainer()
        let view = makeChild(of: container)
        let first = view.widthAnchor.constraint(equalToConstant: 100)
        let second = view.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too wide"
        NSLayoutConstraint.activate([first, second, view.heightAnchor.constraint(equalToConstant: 10)])
        container.layoutIfNeeded()
        #expect(view.frame.size == CGSize(width: 100, height: 10))
        let report = window.diagnostics.last { $0.code == .unsatisfiableConstraints }
        #expect(report?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        #expect(report?.message.contains("\"<NSLayoutConstraint UIView.width == 100   (active)>\"") == true)
        #expect(report?.message.hasSuffix("Will attempt to recover by breaking constraint\n<NSLayoutConstraint:'too wide' UIView.width == 200   (active)>") == true)
        first.constant = 120
        container.layoutIfNeeded()
        #expect(view.frame.width == 120, "the engine keeps working")
    }

    @Test("Items without a common ancestor are refused with a Diagnostic")
    func noCommonAncestor() {
        let (window, _, container) = makeContainer()
        let stray = UIView()
        let constraint = stray.leadingAnchor.constraint(equalTo: container.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        #expect(window.diagnostics.contains { $0.code == .invalidConstraint })
    }

    @Test("Bad values: a non-finite constant is refused with a Diagnostic; priorities clamp to 1...1000")
    func badValues() {
        let (window, _, container) = makeContainer()
        let view = makeChild(of: container)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        width.constant = .nan
        #expect(width.constant == 10)
        #expect(window.diagnostics.contains { $0.code == .invalidConstraint })
        let loose = view.heightAnchor.constraint(equalToConstant: 5)
        loose.priority = UILayoutPriority(5000)
        #expect(loose.priority == .required)
        loose.priority = UILayoutPriority(-3)
        #expect(loose.priority.rawValue == 1)
    }
}
