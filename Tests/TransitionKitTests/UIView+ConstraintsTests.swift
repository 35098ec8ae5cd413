import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view with a 4-point shadow below its alignment rectangle.
@MainActor
private final class ShadowedView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3) }
}

/// alignmentRect(forFrame:), frame(forAlignmentRect:), the baseline views,
/// requiresConstraintBasedLayout and constraintsAffectingLayout(for:).
@Suite("UIView constraints")
@MainActor
struct UIViewConstraintsTests {
    @Test("The alignment rectangle is the frame inset by alignmentRectInsets, and back")
    func alignmentRects() {
        let view = ShadowedView()
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(view.alignmentRect(forFrame: frame) == CGRect(x: 12, y: 21, width: 95, height: 45))
        #expect(view.frame(forAlignmentRect: CGRect(x: 12, y: 21, width: 95, height: 45)) == frame)
        #expect(UIView().alignmentRect(forFrame: frame) == frame)
    }

    @Test("Baseline views are the view itself; requiresConstraintBasedLayout is false")
    func baselines() {
        let view = UIView()
        #expect(view.forFirstBaselineLayout === view && view.forLastBaselineLayout === view)
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test("constraintsAffectingLayout(for:) gives the constraints naming the view on that axis, from the view up")
    func affecting() {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: window.bounds), child = UIView()
        window.addSubview(container); container.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 40)
        let leading = child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10)
        let top = child.topAnchor.constraint(equalTo: container.topAnchor)
        let height = child.heightAnchor.constraint(equalTo: child.widthAnchor)
        NSLayoutConstraint.activate([width, leading, top, height])
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        let vertical = child.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.map(ObjectIdentifier.init) == [width, height, leading].map(ObjectIdentifier.init))
        #expect(vertical.map(ObjectIdentifier.init) == [height, top].map(ObjectIdentifier.init))
        #expect(container.constraintsAffectingLayout(for: .vertical).map(ObjectIdentifier.init) == [ObjectIdentifier(top)])
    }
}
