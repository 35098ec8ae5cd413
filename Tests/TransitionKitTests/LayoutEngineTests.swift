import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Auto Layout belongs to one hierarchy: its engine, on the hierarchy's root view (the window),
/// holds the constraints and the pending `updateConstraints()` calls. Constraints in one window
/// do not turn Auto Layout on in another, one window's layout neither runs nor drops another's
/// pending updates, and a window gone leaves nothing behind.
@Suite("Layout engine per window")
@MainActor
struct LayoutEngineTests {
    /// A view that counts its `updateConstraints()` calls.
    final class CountingView: UIView {
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    /// A window on its own clock with one constrained 10 x 10 view.
    private func windowWithConstraints() -> (UIWindow, CountingView) {
        let (window, _) = makeTestWindow()
        let view = CountingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        return (window, view)
    }

    @Test("constraints in one window do not turn Auto Layout on in another")
    func constraintsStayInTheirWindow() {
        let (first, _) = windowWithConstraints()
        #expect(first.usesAutoLayout)
        let (second, _) = makeTestWindow()
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        second.addSubview(view)
        view.addSubview(UIView(frame: .zero))
        second.layoutIfNeeded()
        #expect(!second.usesAutoLayout, "no constraints in this window")
        #expect(!view.usesAutoLayout)
    }

    @Test("a constraint update pending in one window is neither run nor dropped by another's layout")
    func pendingUpdatesStayInTheirWindow() {
        let (first, firstView) = windowWithConstraints()
        let (second, secondView) = windowWithConstraints()
        let before = firstView.updates
        firstView.setNeedsUpdateConstraints()
        secondView.setNeedsUpdateConstraints()
        second.layoutIfNeeded()
        #expect(secondView.updates == 1 + before)
        #expect(firstView.updates == before && firstView.needsUpdateConstraints())
        first.layoutIfNeeded()
        #expect(firstView.updates == before + 1 && !firstView.needsUpdateConstraints())
    }

    @Test("a pending update moves with its view: to another window, out of a window and back")
    func pendingUpdatesMoveWithTheirView() {
        let (first, view) = windowWithConstraints()
        let (second, _) = windowWithConstraints()
        let before = view.updates
        view.setNeedsUpdateConstraints()
        second.addSubview(view)
        first.layoutIfNeeded()
        #expect(view.updates == before, "no longer in the first window")
        second.layoutIfNeeded()
        #expect(view.updates == before + 1)
        view.setNeedsUpdateConstraints()
        view.removeFromSuperview()
        second.layoutIfNeeded()
        #expect(view.updates == before + 1)
        first.addSubview(view)
        first.layoutIfNeeded()
        #expect(view.updates == before + 2)
    }

    @Test("a window with constraints, once gone, leaves Auto Layout off for the next window")
    func windowsGoneLeaveNothing() {
        weak var gone: UIWindow?
        weak var goneView: UIView?
        do {
            let (window, view) = windowWithConstraints()
            view.setNeedsUpdateConstraints()
            gone = window
            goneView = view
            window.isHidden = true
            window.rootViewController = nil
        }
        #expect(gone == nil && goneView == nil)
        let (next, _) = makeTestWindow()
        next.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
        next.layoutIfNeeded()
        #expect(!next.usesAutoLayout)
    }
}
