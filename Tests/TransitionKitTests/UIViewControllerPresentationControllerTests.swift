import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A transitioning delegate that makes its own presentation controller.
@MainActor
private final class CustomControllerDelegate: UIViewControllerTransitioningDelegate {
    private(set) var made: UIPresentationController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
        -> UIPresentationController? {
        let controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

// Apple, `UIViewController.presentationController`: "If you've not yet presented the current view
// controller, accessing this property creates a presentation controller based on the current
// value in the modalPresentationStyle property. Always set the value of that property before
// accessing any presentation controllers." Apple, `sheetPresentationController`: "If
// modalPresentationStyle is pageSheet or formSheet, this property contains a sheet presentation
// controller instance. Access this instance to customize or adjust the sheet before or after it
// presents." Apple, `activePresentationController`: "If the view controller hasn't presented
// yet, this property returns nil."
@Suite("Presentation controllers before presenting")
@MainActor
struct UIViewControllerPresentationControllerTests {
    @Test("Before presenting, presentationController is the controller of the style, made once",
          arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .popover, .fullScreen, .overFullScreen,
                      .currentContext, .overCurrentContext, .custom])
    func madeForTheStyle(style: UIModalPresentationStyle) {
        let controller = UIViewController()
        controller.modalPresentationStyle = style
        let made = controller.presentationController
        #expect(made != nil && controller.presentationController === made, "made on first access, then the same")
        let isSheet = [.automatic, .pageSheet, .formSheet, .popover].contains(style)
        #expect((made is UISheetPresentationController) == isSheet)
        #expect(isSheet ? controller.sheetPresentationController === made : controller.sheetPresentationController == nil)
        #expect(made?.presentationStyle == style)
        #expect(controller.activePresentationController == nil)
    }

    @Test("That same instance presents the controller", arguments: [UIModalPresentationStyle.pageSheet, .fullScreen, .overFullScreen, .custom])
    func sameInstancePresents(style: UIModalPresentationStyle) {
        let presenter = NamedViewController("A"), presented = NamedViewController("B")
        presented.modalPresentationStyle = style
        let harness = TransitionHarness(root: presenter)
        let before = presented.presentationController
        presenter.present(presented, animated: true)
        harness.settle()
        #expect(presented.presentationController === before && presented.activePresentationController === before)
        #expect(before?.presentingViewController === presenter && before?.containerView?.window === harness.window)
        #expect(presenter.viewIfLoaded?.window == (style == .fullScreen ? nil : harness.window))
        presented.dismiss(animated: true)
        harness.settle()
        #expect(presenter.presentedViewController == nil && presented.activePresentationController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Detents set through sheetPresentationController before presenting configure the sheet that appears")
    func detentsBeforePresenting() {
        let presenter = NamedViewController("A"), presented = NamedViewController("B")
        let harness = TransitionHarness(root: presenter)
        presented.presentationController?.delegate = nil   // the plain property first, as some code does
        presented.sheetPresentationController?.detents = [.medium()]
        presenter.present(presented, animated: true)
        harness.settle()
        #expect(presented.sheetPresentationController?.detents.map(\.identifier) == [.medium])
        #expect(presented.view.frame.minY > 250, "a medium sheet rests about half way down, not at the top: \(presented.view.frame)")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A delegate set on presentationController before presenting hears the sheet's drag dismissal")
    func delegateBeforePresenting() {
        let presenter = NamedViewController("A"), presented = NamedViewController("B")
        let delegate = RecordingSheetDelegate()
        presented.presentationController?.delegate = delegate
        let harness = TransitionHarness(root: presenter)
        presenter.present(presented, animated: true)
        harness.settle()
        dragVertically(harness, from: CGPoint(x: 200, y: 100), through: offsets(10, by: 40), hold: 0)
        harness.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("For .custom the transitioning delegate's controller presents, and takes the delegate set before")
    func customFromTheTransitioningDelegate() {
        let presenter = NamedViewController("A"), presented = NamedViewController("B")
        let transitioning = CustomControllerDelegate(), delegate = RecordingSheetDelegate()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        presented.presentationController?.delegate = delegate
        let harness = TransitionHarness(root: presenter)
        presenter.present(presented, animated: false)
        harness.settle()
        #expect(transitioning.made != nil && presented.presentationController === transitioning.made)
        #expect(transitioning.made?.delegate === delegate)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    // Apple only says to set the style first. Here a change of style after the access re-makes the
    // controller when the new style needs another kind (sheet, full screen, over full screen,
    // custom); its delegate is carried over, its other settings are not. A change between styles
    // of the same kind keeps it.
    @Test("Changing modalPresentationStyle after the access re-makes the controller for the new style")
    func styleChangedAfterAccess() {
        let presenter = NamedViewController("A"), presented = NamedViewController("B")
        let delegate = RecordingSheetDelegate()
        let sheet = presented.sheetPresentationController
        sheet?.delegate = delegate
        presented.modalPresentationStyle = .formSheet
        #expect(presented.sheetPresentationController === sheet, "a form sheet is a sheet too")
        presented.modalPresentationStyle = .fullScreen
        #expect(presented.sheetPresentationController == nil)
        let fullScreen = presented.presentationController
        #expect(fullScreen != nil && !(fullScreen is UISheetPresentationController) && fullScreen?.delegate === delegate)
        let harness = TransitionHarness(root: presenter)
        presenter.present(presented, animated: true)
        harness.settle()
        #expect(presented.presentationController === fullScreen && presenter.viewIfLoaded?.window == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("A controller whose presentation controller was asked for and never presented goes away with it")
    func noLeak() {
        weak var weakController: UIViewController?
        weak var weakPresentationController: UIPresentationController?
        do {
            let controller = UIViewController()
            controller.modalPresentationStyle = .fullScreen
            weakPresentationController = controller.presentationController
            weakController = controller
        }
        #expect(weakController == nil && weakPresentationController == nil)
    }
}
