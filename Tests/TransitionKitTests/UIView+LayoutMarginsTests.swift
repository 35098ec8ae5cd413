import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view that counts `layoutMarginsDidChange()`.
@MainActor
private final class MarginCountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange(); changes += 1 }
}

/// layoutMargins measured from the safe area (Apple: "insetsLayoutMarginsFromSafeArea": "any
/// margins that are outside the safe area are automatically modified to fall within the safe area
/// boundary"), layoutMarginsDidChange() and readableContentGuide.
@Suite("UIView layout margins")
@MainActor
struct UIViewLayoutMarginsTests {
    @Test("Setting the margins calls layoutMarginsDidChange(); the margins guide follows")
    func didChange() {
        let (window, _) = makeTestWindow()
        let view = MarginCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(view)
        let guide = view.layoutMarginsGuide
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(view.changes == 2)
        window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 6, y: 5, width: 186, height: 88))
    }

    @Test("With safe-area insets the margins add them (guide and value); insetsLayoutMarginsFromSafeArea = false does not")
    func safeAreaInsetsMargins() {
        let (window, _) = makeTestWindow()
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let view = MarginCountingView(frame: window.bounds)
        window.addSubview(view)
        let guide = view.layoutMarginsGuide
        window.layoutIfNeeded()
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(view.layoutMargins == UIEdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        #expect(guide.layoutFrame == CGRect(x: 8, y: 67, width: 384, height: 191))
        #expect(view.changes >= 1)
        view.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 284))
    }

    @Test("The readable content guide is the margins' height, centred, at most 672 points wide")
    func readableContentGuide() {
        let (window, _) = makeTestWindow(width: 1000, height: 300)
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let readable = view.readableContentGuide
        #expect(readable === view.readableContentGuide && readable.owningView === view)
        window.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 284))
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        window.layoutIfNeeded()
        #expect(readable.layoutFrame == CGRect(x: 8, y: 8, width: 384, height: 284))
    }

    @Test("preservesSuperviewLayoutMargins is stored (false by default)")
    func preserves() {
        let view = UIView()
        #expect(!view.preservesSuperviewLayoutMargins)
        view.preservesSuperviewLayoutMargins = true
        #expect(view.preservesSuperviewLayoutMargins)
    }
}
