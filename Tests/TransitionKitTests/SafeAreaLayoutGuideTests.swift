import Foundation
import Testing
import TransitionKitTestSupport
@testable import TransitionKit

/// safeAreaLayoutGuide: the view's bounds inset by its safe-area insets (Apple:
/// "safeAreaLayoutGuide": "the portion of your view that is unobscured by bars and other content").
@Suite("Safe-area layout guide")
@MainActor
struct SafeAreaLayoutGuideTests {
    @Test("With no insets the guide is the bounds; views pinned to it follow; the guide is made once")
    func guideFollowsBounds() {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let guide = container.safeAreaLayoutGuide
        #expect(guide === container.safeAreaLayoutGuide && guide.owningView === container)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == container.bounds)
        #expect(guide.layoutFrame == container.bounds)
        container.safeAreaLayoutGuideInsetsDidChange()
        container.frame.size.height = 200
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 400, height: 200))
    }
}
