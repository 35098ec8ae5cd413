import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIScrollView layout guides: content sized by constraints, the frame guide")
@MainActor
struct UIScrollViewLayoutGuidesTests {
    @Test("Content pinned to contentLayoutGuide and as wide as frameLayoutGuide sets contentSize")
    func contentSizeFromConstraints() {
        let (window, _) = makeTestWindow(width: 390, height: 600)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 2000))
    }

    @Test("A scroll view whose guide nobody constrains keeps the contentSize it was given")
    func untouchedGuideKeepsContentSize() {
        let (window, _) = makeTestWindow(width: 390, height: 600)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 900)
        window.addSubview(scrollView)
        _ = scrollView.contentLayoutGuide
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 900))
    }

    @Test("A view pinned to frameLayoutGuide stays on screen while the content scrolls")
    func frameGuideFollowsOffset() {
        let (window, _) = makeTestWindow(width: 390, height: 600)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scrollView)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 340, y: 510, width: 40, height: 20))
        #expect(badge.convert(badge.bounds, to: window).minY == 10)
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 500, width: 390, height: 600))
    }
}
