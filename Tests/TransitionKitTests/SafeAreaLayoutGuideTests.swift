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

    @Test("With a phone's insets the guide is the unobscured part; views pinned to it move when the insets change")
    func guideFollowsSafeArea() {
        let (window, _) = makeTestWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor), content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor), content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        let bounds = controller.view.bounds
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(content.frame == CGRect(x: 0, y: 59, width: bounds.width, height: bounds.height - 93))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 69, width: bounds.width - 20, height: bounds.height - 103))
    }
}
