import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A view that marks its snapshots and shifts its conversions, overriding the open methods as
/// an iOS subclass does.
private final class ShiftedView: UIView {
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = super.snapshotView(afterScreenUpdates: afterUpdates)
        snapshot?.tag = 7
        return snapshot
    }

    override func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let snapshot = super.resizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
        snapshot?.tag = 8
        return snapshot
    }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        super.convert(point, to: view).applying(CGAffineTransform(translationX: 1000, y: 0))
    }

    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        super.convert(rect, from: view).offsetBy(dx: 0, dy: 1000)
    }
}

@Suite("UIView's open snapshot and conversion methods")
@MainActor
struct UIViewOpenMembersTests {
    @Test("Overrides of the snapshot and conversion methods are what a UIView reference calls")
    func overridesAreDispatched() {
        let (window, _) = makeTestWindow()
        let shifted = ShiftedView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
        window.addSubview(shifted)
        let view: UIView = shifted
        #expect(view.snapshotView(afterScreenUpdates: false)?.tag == 7)
        #expect(view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 10, height: 10),
                                           afterScreenUpdates: false, withCapInsets: .zero)?.tag == 8)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1011, y: 22))
        #expect(view.convert(CGPoint(x: 11, y: 22), from: nil) == CGPoint(x: 1, y: 2))
        #expect(view.convert(CGRect(x: 10, y: 20, width: 5, height: 5), from: nil) == CGRect(x: 0, y: 1000, width: 5, height: 5))
        #expect(view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: nil) == CGRect(x: 10, y: 20, width: 5, height: 5))
    }
}
