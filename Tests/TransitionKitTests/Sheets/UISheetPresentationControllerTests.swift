import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// `UISheetPresentationController` configuration, detents and chrome, as Apple documents them.
///
/// Heights in a 400 x 600 window without safe-area insets: the large detent's value
/// (`maximumDetentValue`) is 600 - 44 (the gap above a full-height sheet) = 556, top at 44;
/// medium is half of it (Apple documents only "approximately half the height of the screen",
/// `UISheetPresentationController.Detent.medium()`; the exact fraction is this project's
/// choice), 278, top at 322.
@Suite("UISheetPresentationController")
@MainActor
struct UISheetPresentationControllerTests {
    // UIViewController.sheetPresentationController: "If modalPresentationStyle is pageSheet or
    // formSheet, this property contains a sheet presentation controller instance. Access this
    // instance to customize or adjust the sheet before or after it presents." Otherwise nil.
    @Test("sheetPresentationController: made before presenting for page and form sheets, the one that presents, nil otherwise")
    func accessor() {
        for style in [UIModalPresentationStyle.pageSheet, .formSheet, .automatic] {
            let controller = NamedViewController("S")
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController != nil, "\(style)")
            #expect(controller.sheetPresentationController === controller.sheetPresentationController)
        }
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen, .custom] {
            let controller = NamedViewController("F")
            controller.modalPresentationStyle = style
            #expect(controller.sheetPresentationController == nil, "\(style)")
        }
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .formSheet
        let sheet = b.sheetPresentationController
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        #expect(b.presentationController === sheet, "the configured instance presents")
        #expect(b.sheetPresentationController === sheet, "during the presentation")
        harness.settle()
        #expect(b.sheetPresentationController === sheet)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Detent heights in a 400 x 600 container: large 556 (top 44), medium 278 (top 322), custom from maximumDetentValue")
    func detentHeights() {
        var seenMaximum: CGFloat = 0
        let (harness, _, b, sheet) = presentConfiguredSheet { sheet in
            sheet.detents = [.medium(), .large(), .custom(identifier: .init("quarter")) { context in
                seenMaximum = context.maximumDetentValue
                return context.maximumDetentValue * 0.25
            }]
        }
        #expect(seenMaximum == 556)
        // selectedDetentIdentifier "The default value is nil, which means the sheet displays at
        // the smallest detent you specify in detents."
        #expect(sheet.selectedDetentIdentifier == nil)
        #expect(b.view.frame == CGRect(x: 0, y: 461, width: 400, height: 139), "quarter: 556 / 4 = 139")
        sheet.selectedDetentIdentifier = .medium
        #expect(b.view.frame == CGRect(x: 0, y: 322, width: 400, height: 278))
        sheet.selectedDetentIdentifier = .large
        #expect(b.view.frame == CGRect(x: 0, y: 44, width: 400, height: 556))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Detent.resolvedValue(in:): nil "if the detent is inactive in the provided context".
    @Test("A custom detent that resolves to nil is inactive; a bad value is inactive with a Diagnostic; too tall is clamped")
    func customDetentValues() {
        let (harness, _, b, sheet) = presentConfiguredSheet { sheet in
            sheet.detents = [.custom { _ in nil }, .custom { _ in 900 }]
        }
        #expect(b.view.frame.minY == 44, "900 is clamped to 556, the only active detent")
        sheet.detents = [.custom { _ in -5 }, .medium()]
        #expect(b.view.frame.minY == 322)
        #expect(harness.window.diagnostics.contains { $0.code == .invalidDetent })
        sheet.detents = []
        #expect(sheet.detents.count == 2, "an empty list is refused")
    }

    // animateChanges(_:): "Animates any changes you make to the sheet presentation controller
    // within the changes block." Outside it, changes apply at once.
    @Test("Changes inside animateChanges spring to the new detent; outside they jump")
    func animateChanges() {
        let (harness, _, b, sheet) = presentConfiguredSheet { $0.detents = [.medium(), .large()] }
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        #expect(b.view.frame.minY == 44, "the model is at the target at once")
        harness.run(0.1)
        let midway = b.view.layer.presentation()!.frame.minY
        #expect(midway > 44 && midway < 322, "\(midway)")
        harness.settle()
        #expect(b.view.layer.presentation()!.frame.minY == 44)
        sheet.selectedDetentIdentifier = .medium
        #expect(b.view.layer.presentation()!.frame.minY == 322)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // invalidateDetents(): "Invalidates the sheet's detents, causing the system to resolve the
    // values of any custom detents again."
    @Test("invalidateDetents asks custom resolvers again")
    func invalidate() {
        var height: CGFloat = 200
        let (harness, _, b, sheet) = presentConfiguredSheet { $0.detents = [.custom { _ in height }] }
        #expect(b.view.frame.minY == 400)
        height = 300
        #expect(b.view.frame.minY == 400, "not until invalidated")
        sheet.invalidateDetents()
        #expect(b.view.frame.minY == 300)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Grabber, corner radius and width following preferredContentSize")
    func chrome() {
        let (harness, _, b, sheet) = presentConfiguredSheet { sheet in
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 20
        }
        let grabber = b.view.subviews.last!
        #expect(grabber.frame == CGRect(x: 182, y: 5, width: 36, height: 5) && !grabber.isHidden)
        #expect(b.view.layer.cornerRadius == 20)
        sheet.prefersGrabberVisible = false
        #expect(grabber.isHidden)
        b.preferredContentSize = CGSize(width: 300, height: 0)
        sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        #expect(b.view.frame == CGRect(x: 50, y: 44, width: 300, height: 556))
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // largestUndimmedDetentIdentifier: "The largest detent that doesn't dim the view underneath
    // the sheet." Below it the presenter stays interactive (WWDC21 "Customize and resize sheets
    // in UIKit": a non-dimmed sheet lets people interact with the content behind it).
    @Test("No dimming at or below the largest undimmed detent and the presenter takes touches; dimmed above it")
    func dimming() {
        let (harness, a, b, sheet) = presentConfiguredSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let dimming = sheet.containerView!.subviews[0]
        #expect(dimming.alpha == 0)
        #expect(harness.window.hitTest(CGPoint(x: 200, y: 100), with: nil) === a.view, "the presenter is interactive")
        #expect(a.view.transform == .identity, "not pushed back at medium")
        sheet.selectedDetentIdentifier = .large
        #expect(dimming.alpha == 0.4)
        #expect(harness.window.hitTest(CGPoint(x: 200, y: 20), with: nil) !== a.view)
        #expect(a.view.transform == CGAffineTransform(scaleX: 0.92, y: 0.92), "pushed back behind a full-height sheet")
        sheet.largestUndimmedDetentIdentifier = nil
        sheet.selectedDetentIdentifier = .medium
        #expect(dimming.alpha == 0.4, "without an undimmed detent the presenter is always dimmed")
        #expect(harness.window.hitTest(CGPoint(x: 200, y: 100), with: nil) !== a.view)
        #expect(b.view.frame.minY == 322)
    }

    /// Found by the fuzzer: a resize while the sheet's controller presents another controller
    /// over it was skipped by the sheet's layout (a transition involved its controller) and never
    /// caught up, leaving the sheet at the old window's width.
    @Test("A resize during a presentation over the sheet is caught up when that presentation ends")
    func resizeDuringPresentationOverTheSheet() {
        let (harness, _, b, sheet) = presentConfiguredSheet()
        let c = NamedViewController("C")
        c.modalPresentationStyle = .overFullScreen
        b.present(c, animated: true)
        harness.run(0.1)
        harness.window.send(.resize(CGSize(width: 600, height: 400)))
        harness.settle()
        #expect(b.view.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(b.view.frame == CGRect(x: 0, y: 40, width: 600, height: 360))
    }

    /// Found by the fuzzer's resting-sheet check: the unanimated system path skipped the
    /// coordinator's alongside blocks, where the upper sheet puts the lower one back.
    @Test("A stacked sheet dismissed without animation puts the sheet under it back to full size")
    func stackedSheetDismissedWithoutAnimation() {
        let (harness, _, b, sheet) = presentConfiguredSheet()
        let c = NamedViewController("C")
        b.present(c, animated: false)
        harness.settle()
        #expect(b.view.transform != .identity, "pushed back behind the upper sheet")
        c.dismiss(animated: false)
        harness.settle()
        #expect(b.view.transform == .identity && b.view.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// Found by the fuzzer: dismissing several levels at once removes the sheets between without
    /// a transition of their own ("any intermediate view controllers are simply removed from the
    /// stack", `dismiss(animated:completion:)`), and the removed sheet left its presenter pushed back.
    @Test("Dismissing a stacked sheet together with what it presents puts the sheet under it back")
    func intermediateStackedSheetRemoved() {
        let (harness, _, b, sheet) = presentConfiguredSheet()
        let c = NamedViewController("C"), d = NamedViewController("D")
        d.modalPresentationStyle = .fullScreen
        b.present(c, animated: true)
        harness.settle()
        c.present(d, animated: true)
        harness.settle()
        #expect(b.view.transform != .identity, "pushed back behind C")
        b.dismiss(animated: true)   // removes C and D; only D animates
        harness.settle()
        #expect(b.presentedViewController == nil)
        #expect(b.view.transform == .identity && b.view.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(b.view.layer.cornerRadius == UISheetPresentationController.defaultCornerRadius)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    /// Found by the fuzzer: an animator that completes inside `animateTransition` ends the
    /// transition before the coordinator's alongside blocks start, so the upper sheet's dismissal
    /// never put the lower sheet back. The sheet now puts its presenter back when its dismissal ends.
    @Test("A stacked sheet dismissed by an animator that completes at once puts the sheet under it back")
    func stackedSheetDismissedByInstantAnimator() {
        let (harness, _, b, sheet) = presentConfiguredSheet()
        let c = NamedViewController("C")
        let delegate = InstantTransitioningDelegate()
        c.transitioningDelegate = delegate
        b.present(c, animated: true)
        harness.settle()
        #expect(b.view.transform != .identity, "pushed back behind C")
        c.dismiss(animated: true)
        harness.settle()
        #expect(b.view.transform == .identity && b.view.frame == sheet.frameOfPresentedViewInContainerView)
        #expect(b.view.layer.cornerRadius == UISheetPresentationController.defaultCornerRadius)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}

/// Hands out an animator that puts the views in place and completes inside `animateTransition`.
@MainActor
private final class InstantTransitioningDelegate: UIViewControllerTransitioningDelegate {
    final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            if let to = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
                transitionContext.containerView.addSubview(to)
                to.frame = transitionContext.finalFrame(for: controller)
            }
            transitionContext.view(forKey: .from)?.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { Animator() }
}

