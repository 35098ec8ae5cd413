import Foundation
import Testing
import TransitionCatalog
import TransitionKitTestSupport
import TransitionKit

/// The seed's first view controller: it owns the presentation controller (a lazy property) and
/// makes it the second controller's transitioning delegate.
@MainActor
final class CustomPresentationFirstViewController: NamedViewController {
    let second = NamedViewController("B")
    lazy var customPresentationController = CustomPresentationController(presentedViewController: second, presenting: self)

    override func viewDidLoad() {
        super.viewDidLoad()
        second.transitioningDelegate = customPresentationController
    }

    func animationButtonDidClick(animated: Bool = true, completion: (() -> Void)? = nil) {
        present(second, animated: animated, completion: completion)
    }
}

@Suite("CustomPresentationController (seed 000)")
@MainActor
struct CustomPresentationControllerTests {
    private func makeScene() -> (TransitionHarness, CustomPresentationFirstViewController, NamedViewController, CustomPresentationController) {
        let a = CustomPresentationFirstViewController("A")
        let harness = TransitionHarness(root: a)   // 400 x 600
        return (harness, a, a.second, a.customPresentationController)
    }

    @Test("Presents as a card over the bottom half, wrapped, with the dimming going to 0.5 alongside")
    func present() {
        let (harness, a, b, controller) = makeScene()
        #expect(b.modalPresentationStyle == .custom, "the initialiser makes the presentation custom")
        harness.clearLog()
        a.animationButtonDidClick { harness.note("completion") }
        #expect(b.presentationController === controller)
        let container = controller.containerView!
        let wrapper = controller.presentationWrappingView!
        let dimming = controller.dimmingView!
        #expect(controller.presentedView === wrapper)
        #expect(container.subviews.count == 2 && container.subviews[0] === dimming && container.subviews[1] === wrapper)
        let rounded = wrapper.subviews[0], inner = rounded.subviews[0]
        #expect(inner.subviews.count == 1 && inner.subviews[0] === b.view)
        #expect(rounded.layer.cornerRadius == 16 && rounded.clipsToBounds && rounded.frame.height == 300 + 16)
        #expect(wrapper.layer.shadowOpacity > 0 && wrapper.layer.shadowRadius == 13)
        #expect(dimming.backgroundColor == .black && dimming.frame == container.bounds)
        #expect(wrapper.frame == CGRect(x: 0, y: 300, width: 400, height: 300), "frameOfPresentedViewInContainerView: the bottom half")
        #expect(wrapper.onScreen.frame.minY == 600, "slides up from the bottom edge")
        #expect(dimming.onScreen.opacity == 0)
        harness.clock.advance(by: CustomPresentationController.duration / 2)
        #expect(isClose(CGFloat(dimming.onScreen.opacity), 0.25, 1e-6), "dimming animated alongside, ease-in-out")
        #expect(isClose(wrapper.onScreen.frame.minY, 450, 1e-6))
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customPresent("B"))
        #expect(dimming.alpha == 0.5 && dimming.onScreen.opacity == 0.5)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(a.view.window === harness.window, "the presenter stays on screen")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Dismissal: dimming back to 0, the card slides down; DidEnd drops the wrapper and the dimming view")
    func dismiss() {
        let (harness, a, b, controller) = makeScene()
        a.animationButtonDidClick()
        harness.settle()
        let wrapper = controller.presentationWrappingView!, dimming = controller.dimmingView!
        harness.clearLog()
        b.dismiss(animated: true) { harness.note("completion") }
        harness.clock.advance(by: CustomPresentationController.duration / 2)
        #expect(isClose(CGFloat(dimming.onScreen.opacity), 0.25, 1e-6))
        #expect(isClose(wrapper.onScreen.frame.minY, 450, 1e-6))
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customDismiss("B"))
        #expect(dimming.alpha == 0)
        #expect(controller.presentationWrappingView == nil && controller.dimmingView == nil && controller.presentedView == nil)
        #expect(wrapper.window == nil && dimming.window == nil && b.view.superview == nil)
        #expect(harness.window.presentationContainerCount == 0 && a.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The seed's lazy controller presents the same controller again, with a fresh wrapper")
    func presentTwice() {
        let (harness, a, b, controller) = makeScene()
        var wrappers: [UIView] = []
        for _ in 0..<2 {
            a.animationButtonDidClick()
            harness.settle()
            wrappers.append(controller.presentationWrappingView!)
            #expect(b.view.window === harness.window && controller.dimmingView?.alpha == 0.5)
            b.dismiss(animated: true)
            harness.settle()
        }
        #expect(wrappers[0] !== wrappers[1])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("preferredContentSize sets the card's height, also when it changes while presented")
    func preferredContentSize() {
        let (harness, a, b, controller) = makeScene()
        b.preferredContentSize = CGSize(width: 0, height: 200)
        a.animationButtonDidClick()
        harness.settle()
        #expect(controller.presentationWrappingView?.frame == CGRect(x: 0, y: 400, width: 400, height: 200))
        b.preferredContentSize = CGSize(width: 0, height: 450)
        harness.run(1.0 / 60)
        #expect(controller.presentationWrappingView?.frame == CGRect(x: 0, y: 150, width: 400, height: 450))
        #expect(b.view.frame.size == CGSize(width: 400, height: 450))
        b.preferredContentSize = CGSize(width: 0, height: 900)
        harness.run(1.0 / 60)
        #expect(controller.frameOfPresentedViewInContainerView == harness.window.bounds, "capped at the container")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Re-lays out when the window is resized")
    func resize() {
        let (harness, a, b, controller) = makeScene()
        a.animationButtonDidClick()
        harness.settle()
        harness.window.send(.resize(CGSize(width: 500, height: 800)))
        harness.run(1.0 / 60)
        #expect(controller.presentationWrappingView?.frame == CGRect(x: 0, y: 400, width: 500, height: 400))
        #expect(controller.dimmingView?.frame == CGRect(x: 0, y: 0, width: 500, height: 800))
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
        let card = harness.window.displayList().flattenedCommands.first { $0.fillColor == b.view.backgroundColor && $0.depth > 2 }
        #expect(card.map { isClose($0.windowBounds, CGRect(x: 0, y: 400, width: 500, height: 400)) } == true)
        b.dismiss(animated: true)
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("The frame drawn: dimming over the window at 0.5, a shadowed card with 16 pt corners")
    func displayList() {
        let (harness, a, b, _) = makeScene()
        b.view.backgroundColor = .systemTeal
        a.animationButtonDidClick()
        harness.settle()
        let commands = harness.window.displayList().flattenedCommands
        let dimming = commands.first { $0.fillColor == .black && isClose($0.windowBounds, harness.window.bounds) }
        #expect(dimming.map { isClose($0.alpha, 0.5) } == true)
        let shadow = commands.first { $0.shadow != nil }
        #expect(shadow.map { isClose($0.windowBounds, CGRect(x: 0, y: 300, width: 400, height: 300)) && $0.cornerRadius == 16 } == true)
        let card = commands.first { $0.fillColor == .systemTeal }
        #expect(card.map { isClose($0.windowBounds, CGRect(x: 0, y: 300, width: 400, height: 300)) } == true)
        #expect(card?.clip.map { isClose($0, CGRect(x: 0, y: 300, width: 400, height: 316)) } == true, "clipped by the rounded view")
        let order = [dimming, shadow, card].compactMap { command in commands.firstIndex { $0 == command } }
        #expect(order == order.sorted() && order.count == 3, "dimming under the card")
    }

    @Test("dimmingViewTapped() dismisses")
    func dimmingViewTappedDismisses() {
        let (harness, a, _, controller) = makeScene()
        a.animationButtonDidClick()
        harness.settle()
        harness.clearLog()
        controller.dimmingViewTapped()
        harness.settle()
        #expect(harness.log.contains("dismissalTransitionDidEnd(true)") && a.presentedViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A click on the dimming view dismisses; a click on the card does not")
    func tapOnTheDimmingDismisses() {
        let (harness, a, b, controller) = makeScene()
        a.animationButtonDidClick()
        harness.settle()
        #expect(controller.dimmingView?.gestureRecognizers?.first is UITapGestureRecognizer)
        harness.clearLog()
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 450)))   // on the card
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 450)))
        harness.settle()
        #expect(a.presentedViewController === b && !harness.log.contains("dismissalTransitionWillBegin"))
        harness.window.send(.mouseDown(CGPoint(x: 200, y: 100)))   // on the dimming view
        harness.run(0.05)
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 100)))
        harness.settle()
        #expect(harness.essentialLog == ExpectedLog.customDismiss("B").filter { $0 != "completion" })
        #expect(a.presentedViewController == nil && controller.dimmingView == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Not animated: duration 0, everything in place at once")
    func notAnimated() {
        let (harness, a, b, controller) = makeScene()
        #expect(controller.transitionDuration(using: nil) == 0.35)
        var done = false
        a.animationButtonDidClick(animated: false) { done = true }
        harness.settle()
        #expect(done && controller.dimmingView?.alpha == 0.5)
        #expect(controller.presentationWrappingView?.frame == CGRect(x: 0, y: 300, width: 400, height: 300))
        b.dismiss(animated: false)
        harness.settle()
        #expect(controller.dimmingView == nil && b.view.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A cancelled interactive presentation: DidEnd(false) drops the wrapper and the dimming view")
    func cancelledPresentation() {
        let (harness, a, b, controller) = makeScene()
        let interactor = UIPercentDrivenInteractiveTransition()
        controller.interactionController = interactor
        harness.clearLog()
        a.animationButtonDidClick()
        interactor.update(0.5)
        #expect(isClose(CGFloat(controller.dimmingView!.onScreen.opacity), 0.25, 1e-6))
        #expect(isClose(controller.presentationWrappingView!.onScreen.frame.minY, 450, 1e-6))
        interactor.cancel()
        harness.settle()
        #expect(harness.log.contains("presentationTransitionDidEnd(false)"))
        #expect(controller.presentationWrappingView == nil && controller.dimmingView == nil)
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(harness.window.presentationContainerCount == 0)
        controller.interactionController = nil
        a.animationButtonDidClick()
        harness.settle()
        #expect(controller.dimmingView?.alpha == 0.5 && b.view.window === harness.window, "presents again afterwards")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("No leaks: controller, presented controller and wrapper go once their owner lets go")
    func noLeaks() {
        let root = NamedViewController("Root")
        let harness = TransitionHarness(root: root)
        weak var weakFirst: CustomPresentationFirstViewController?
        weak var weakSecond: NamedViewController?
        weak var weakController: CustomPresentationController?
        weak var weakWrapper: UIView?
        do {
            let first = CustomPresentationFirstViewController("A")
            first.modalPresentationStyle = .fullScreen
            root.present(first, animated: false)
            first.animationButtonDidClick()
            harness.settle()
            weakFirst = first
            weakSecond = first.second
            weakController = first.customPresentationController
            weakWrapper = first.customPresentationController.presentationWrappingView
            root.dismiss(animated: true)   // dismisses both, animating the top one
            harness.settle()
        }
        #expect(weakWrapper == nil)
        #expect(weakFirst == nil && weakSecond == nil && weakController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
