import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Baseline attributes (Apple: "firstBaselineAnchor", "lastBaselineAnchor",
/// "forFirstBaselineLayout": "if that view does not have a baseline, Auto Layout uses the view's
/// top edge"; "forLastBaselineLayout": "... the view's bottom edge"; the first defaults to the
/// last): labels constrained by their text's baselines, as forms and title rows are.
@Suite("NSLayoutConstraint+Baseline")
@MainActor
struct NSLayoutConstraintBaselineTests {
    private func makeContainer() -> (UIWindow, UIView) {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        return (window, container)
    }

    private func makeLabel(_ text: String, size: CGFloat, in container: UIView) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        return label
    }

    /// Where a one-line label draws its baseline: its text centred in its height.
    private func drawnBaseline(of label: UILabel) -> CGFloat {
        label.frame.minY + (label.frame.height - label.font.lineHeight) / 2 + label.font.ascender
    }

    @Test("Labels of two sizes aligned by first baseline share the baseline their text is drawn on")
    func firstBaselinesAlign() {
        let (window, container) = makeContainer()
        let small = makeLabel("Name", size: 13, in: container), large = makeLabel("Ada", size: 34, in: container)
        NSLayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: container.topAnchor, constant: 40),
            large.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(drawnBaseline(of: small) - drawnBaseline(of: large)) < 0.001)
        #expect(small.frame.minY > large.frame.minY + 10, "the small label sits lower: \(small.frame) \(large.frame)")
    }

    @Test("A view without text: the first baseline is its top edge, the last its bottom edge")
    func viewWithoutText() {
        let (window, container) = makeContainer()
        let box = UIView(), first = UIView(), last = UIView()
        for view in [box, first, last] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            box.heightAnchor.constraint(equalToConstant: 50),
            first.topAnchor.constraint(equalTo: box.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: box.lastBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(first.frame.minY == 30 && last.frame.minY == 80)
    }

    @Test("forFirstBaselineLayout and forLastBaselineLayout hand a container's baselines to its label")
    func baselineViewOverrides() {
        final class Card: UIView {
            let title = UILabel()
            override var forLastBaselineLayout: UIView { title }
        }
        let (window, container) = makeContainer()
        let card = Card(), caption = makeLabel("Caption", size: 12, in: container)
        card.translatesAutoresizingMaskIntoConstraints = false
        card.title.translatesAutoresizingMaskIntoConstraints = false
        card.title.text = "Title"
        card.title.font = .systemFont(ofSize: 22)
        container.addSubview(card)
        card.addSubview(card.title)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            card.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            card.title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            card.title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            card.title.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            card.title.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            caption.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 8),
            // The first baseline falls back to forLastBaselineLayout, as in UIKit.
            caption.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        let titleBaseline = card.frame.minY + drawnBaseline(of: card.title)
        #expect(abs(drawnBaseline(of: caption) - titleBaseline) < 0.001, "\(caption.frame) \(card.frame) \(card.title.frame)")
    }

    @Test("Changing a label's font re-makes the constraints on its baseline")
    func fontChangeMovesLabel() {
        let (window, container) = makeContainer()
        let label = makeLabel("Title", size: 17, in: container)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: container.topAnchor, constant: 100),
        ])
        window.layoutIfNeeded()
        #expect(abs(drawnBaseline(of: label) - 100) < 0.001)
        let smallTop = label.frame.minY
        label.font = .systemFont(ofSize: 40)
        window.layoutIfNeeded()
        #expect(abs(drawnBaseline(of: label) - 100) < 0.001)
        #expect(label.frame.minY < smallTop - 10)
    }

    @Test("A wrapped label's last baseline is on its last line")
    func multiLineLastBaseline() {
        let (window, container) = makeContainer()
        let label = makeLabel("One two three four five six seven eight nine ten", size: 17, in: container)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(marker)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 120),
            marker.topAnchor.constraint(equalTo: label.lastBaselineAnchor),
            marker.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor, constant: 200),
        ])
        window.layoutIfNeeded()
        let lines = (label.frame.height / label.font.lineHeight).rounded(.down)
        #expect(lines >= 3)
        let spread = (200 - marker.frame.height) // last baseline − first baseline
        #expect(abs(spread - (lines - 1) * label.font.lineHeight) < 0.001, "\(label.frame) \(marker.frame)")
    }
}
