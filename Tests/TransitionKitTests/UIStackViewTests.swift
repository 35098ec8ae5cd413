import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// UIStackView's distributions, alignments and hiding (Apple: "UIStackView": "the stack view
/// automatically updates its layout whenever views are added, removed or inserted into the
/// arrangedSubviews array, or whenever one of the arranged subviews's isHidden property changes").
@Suite("UIStackView")
@MainActor
struct UIStackViewTests {
    /// A view with a fixed intrinsic size.
    final class Sized: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { return nil }
        override var intrinsicContentSize: CGSize { size }
    }

    private func makeStack(_ views: [UIView], frame: CGRect) -> (UIStackView, UIWindow, AnimationClock) {
        let (window, clock) = makeTestWindow()
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        window.addSubview(stack)
        return (stack, window, clock)
    }

    @Test("fillEqually with spacing: equal widths, full height")
    func fillEqually() {
        let views = [Sized(10, 10), Sized(20, 20), Sized(30, 30)]
        let (stack, window, _) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 50),
                                       CGRect(x: 220, y: 0, width: 100, height: 50)])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.superview === stack })
    }

    @Test("fill: the view with the lower hugging priority stretches")
    func fillStretchesLowestHugging() {
        let first = Sized(50, 20), second = Sized(50, 20)
        second.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (_, window, _) = makeStack([first, second], frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 50, y: 0, width: 250, height: 20))
    }

    @Test("fillProportionally shares the length by intrinsic size")
    func fillProportionally() {
        let first = Sized(100, 20), second = Sized(300, 20)
        let (stack, window, _) = makeStack([first, second], frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        stack.distribution = .fillProportionally
        window.layoutIfNeeded()
        #expect(first.frame.width == 50 && second.frame == CGRect(x: 50, y: 0, width: 150, height: 20), "\(second.frame)")
    }

    @Test("Vertical, centred, equal spacing")
    func verticalCenteredEqualSpacing() {
        let views = [Sized(40, 50), Sized(80, 100), Sized(20, 50)]
        let (stack, window, _) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        window.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 80, y: 0, width: 40, height: 50), CGRect(x: 60, y: 100, width: 80, height: 100),
                                       CGRect(x: 90, y: 250, width: 20, height: 50)])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test("equalCentering spaces the centres equally; leading and trailing alignments")
    func equalCenteringAndEdges() {
        let views = [Sized(20, 10), Sized(60, 30), Sized(20, 20)]
        let (stack, window, _) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        stack.distribution = .equalCentering
        stack.alignment = .bottom
        window.layoutIfNeeded()
        #expect(views.map(\.frame.midX) == [10, 150, 290])
        #expect(views.map(\.frame.maxY) == [40, 40, 40])
        stack.alignment = .top
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minY) == [0, 0, 0])
    }

    @Test("isLayoutMarginsRelativeArrangement insets the arrangement by the margins (8 pt)")
    func marginsRelative() {
        let view = Sized(10, 10)
        let (stack, window, _) = makeStack([view], frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 8, y: 8, width: 84, height: 34))
    }

    @Test("Arranged views: insert, remove (stays a subview), removeFromSuperview (leaves both)")
    func arrangedSubviewsBookkeeping() {
        let a = Sized(10, 10), b = Sized(10, 10), c = Sized(10, 10)
        let (stack, window, _) = makeStack([a, b], frame: CGRect(x: 0, y: 0, width: 90, height: 10))
        stack.distribution = .fillEqually
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        window.layoutIfNeeded()
        #expect(c.frame.minX == 0 && a.frame.minX == 30 && b.frame.minX == 60)
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [c, b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [c])
        window.layoutIfNeeded()
        #expect(c.frame == CGRect(x: 0, y: 0, width: 90, height: 10))
    }

    @Test("Hiding an arranged view collapses it; inside UIView.animate the collapse animates")
    func hidingAnimates() {
        let views = [Sized(10, 10), Sized(10, 10), Sized(10, 10)]
        let (stack, window, clock) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        stack.distribution = .fillEqually
        stack.spacing = 10
        window.layoutIfNeeded()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true })
        #expect(views[0].frame.width == 155 && views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 50))
        #expect(views[1].frame.width == 0)
        clock.advance(by: 0.5)
        #expect(views[0].layer.presentation()!.frame.width == 127.5)
        #expect(!views[1].layer.isHidden, "the hiding view is drawn while it collapses")
        clock.advance(by: 0.6)
        #expect(views[1].isHidden && views[1].layer.isHidden)
        views[1].isHidden = false
        window.layoutIfNeeded()
        #expect(views[1].frame == CGRect(x: 110, y: 0, width: 100, height: 50))
    }
}
