import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A transaction's completion block waits for the UIView animations made inside it, and for a
/// push made inside it.
///
/// Apple documentation, CATransaction.setCompletionBlock(_:): "The completion block object that
/// is guaranteed to be called (on the main thread) as soon as all animations subsequently added
/// by this transaction group have completed (or have been removed.) If no animations are added
/// before the current transaction group is committed (or the completion block is set to a
/// different value), the block will be invoked immediately." UIView animations and a
/// navigation controller's push animations are Core Animation animations added in the
/// transaction, so the common "wrap the push in a transaction to know when it ended" works.
@MainActor
struct CATransactionCompletionTests {
    @Test func theCompletionBlockWaitsForAUIViewAnimation() {
        let (window, clock) = makeTestWindow()
        let view = makeMovingView(in: window)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("transaction") }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { _ in log.append("animation") }
        CATransaction.commit()
        #expect(log.isEmpty)
        clock.advance(by: 0.5)
        #expect(log.isEmpty)
        clock.advance(by: 0.5)
        #expect(log == ["animation", "transaction"])
    }

    @Test func theCompletionBlockWaitsForAPropertyAnimatorStartedInIt() {
        let (window, clock) = makeTestWindow()
        let view = makeMovingView(in: window)
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, animations: { view.center.x = 100 })
        CATransaction.commit()
        clock.advance(by: 0.5)
        #expect(!done)
        clock.advance(by: 0.5)
        #expect(done)
    }

    @Test func aBlockThatChangesNothingDoesNotHoldTheTransaction() {
        let (window, _) = makeTestWindow()
        let view = makeMovingView(in: window)
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        UIView.animate(withDuration: 1) { view.alpha = 1 }
        CATransaction.commit()
        #expect(done)
    }

    final class ShowLog: NSObject, UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("didShow")
        }
    }

    @Test func aPushInsideATransactionCompletesItWhenThePushEnds() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let (window, clock) = makeTestWindow(root: navigation)
        let delegate = ShowLog()
        navigation.delegate = delegate
        clock.advance(by: 1.0 / 60)
        delegate.log.removeAll()
        CATransaction.begin()
        CATransaction.setCompletionBlock { delegate.log.append("transaction") }
        navigation.pushViewController(UIViewController(), animated: true)
        CATransaction.commit()
        #expect(delegate.log.isEmpty)
        clock.advance(by: 0.1)
        #expect(delegate.log.isEmpty)
        for _ in 0..<180 where delegate.log.count < 2 { clock.advance(by: 1.0 / 60) }
        #expect(delegate.log == ["didShow", "transaction"])
        #expect(window.transitionState == nil)
    }
}
