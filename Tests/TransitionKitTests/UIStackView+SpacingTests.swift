import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// UIStackView's custom spacing, system spacing and baseline arrangement (Apple:
/// "setCustomSpacing(_:after:)", "customSpacing(after:)", "spacingUseDefault",
/// "spacingUseSystem", "isBaselineRelativeArrangement").
@Suite("UIStackView+Spacing")
@MainActor
struct UIStackViewSpacingTests {
    /// A view with a fixed intrinsic size (the stack view tests' own).
    typealias Sized = UIStackViewTests.Sized

    private func makeStack(_ views: [UIView], frame: CGRect) -> (UIStackView, UIWindow) {
        let (window, _) = makeTestWindow()
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        window.addSubview(stack)
        return (stack, window)
    }

    @Test("A custom spacing replaces spacing after one view; spacingUseSystem is 8 pt; spacingUseDefault clears it")
    func customSpacing() {
        let views = [Sized(40, 20), Sized(40, 20), Sized(40, 20), Sized(40, 20)]
        let (stack, window) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 400, height: 20))
        stack.alignment = .leading
        stack.distribution = .equalSpacing
        stack.distribution = .fill
        views.last!.setContentHuggingPriority(UILayoutPriority(1), for: .horizontal)
        stack.spacing = 10
        stack.setCustomSpacing(24, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        window.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 64, 112, 162])
        #expect(stack.customSpacing(after: views[0]) == 24)
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        window.layoutIfNeeded()
        #expect(views[1].frame.minX == 50, "back to spacing")
        #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    @Test("Custom spacing is the minimum gap in equalSpacing")
    func customSpacingInEqualSpacing() {
        let views = [Sized(100, 20), Sized(100, 20), Sized(100, 20)]
        let (stack, window) = makeStack(views, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        stack.distribution = .equalSpacing
        stack.setCustomSpacing(30, after: views[0])
        window.layoutIfNeeded()
        // 300 pt cannot hold 300 pt of views and a 30 pt gap: compression shares the overflow,
        // but the 30 pt gap after the first view stays.
        #expect(views[1].frame.minX - views[0].frame.maxX >= 30 - 1e-6)
    }

    @Test("A view that is not arranged, or a NaN spacing, is refused with a Diagnostic")
    func refusedCustomSpacing() {
        let arranged = Sized(10, 10)
        let (stack, window) = makeStack([arranged], frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        stack.setCustomSpacing(12, after: UIView())
        stack.setCustomSpacing(.nan, after: arranged)
        #expect(window.diagnostics.filter { $0.code == .invalidConstraint }.count == 2)
        #expect(stack.customSpacing(after: arranged) == UIStackView.spacingUseDefault)
    }

    @Test("spacingUseDefault and spacingUseSystem are UIKit's sentinels")
    func sentinels() {
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
    }

    @Test("A vertical baseline-relative stack spaces labels from last baseline to first baseline")
    func baselineRelative() {
        let top = UILabel(), bottom = UILabel()
        top.text = "Title"; bottom.text = "Subtitle"
        let (stack, window) = makeStack([top, bottom], frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        window.layoutIfNeeded()
        // Text is drawn centred in a label (the last one stretches to fill the stack).
        func baseline(_ label: UILabel) -> CGFloat { label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender }
        let topBaseline = baseline(top), bottomBaseline = baseline(bottom)
        #expect(abs(bottomBaseline - topBaseline - 30) < 0.5, "\(top.frame) \(bottom.frame)")
    }

    @Test("A stack subclass that calls super.init(coder:) is an empty horizontal stack")
    func coderInitializer() {
        final class Row: UIStackView {
            required init(coder: NSCoder) { super.init(coder: coder) }
            override init(frame: CGRect) { super.init(frame: frame) }
        }
        let row = Row(coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(row.arrangedSubviews.isEmpty && row.axis == .horizontal)
    }
}
