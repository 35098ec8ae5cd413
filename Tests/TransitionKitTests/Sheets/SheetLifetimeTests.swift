import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Who keeps whom alive around a sheet configured before presenting.
///
/// Apple: "If modalPresentationStyle is pageSheet or formSheet, this property contains a sheet
/// presentation controller instance. Access this instance to customize or adjust the sheet
/// before or after it presents." (`UIViewController.sheetPresentationController`). Reading it
/// is routine (configuring detents in `init` or before `present`), and a controller configured
/// and then never presented must still go away.
@Suite("Sheet lifetime")
@MainActor
struct SheetLifetimeTests {
    @Test("A controller whose sheet was configured but never presented is deallocated")
    func configuredNeverPresented() {
        weak var controller: UIViewController?
        weak var sheet: UISheetPresentationController?
        do {
            let made = NamedViewController("S")
            made.modalPresentationStyle = .pageSheet
            made.sheetPresentationController?.detents = [.medium()]
            controller = made
            sheet = made.sheetPresentationController
            #expect(sheet?.presentedViewController === made)
        }
        #expect(controller == nil, "the controller leaked through its sheet")
        #expect(sheet == nil, "the sheet leaked through its controller")
    }

    @Test("The configured sheet stays with its controller until it presents, and is the one that presents")
    func configuredSheetSurvives() {
        let a = NamedViewController("A"), b = NamedViewController("B")
        b.modalPresentationStyle = .pageSheet
        b.sheetPresentationController?.detents = [.medium()]
        b.sheetPresentationController?.prefersGrabberVisible = true
        let harness = TransitionHarness(root: a)
        a.present(b, animated: true)
        harness.settle()
        let sheet = b.sheetPresentationController
        #expect(sheet?.detents.map(\.identifier) == [.medium])
        #expect(sheet?.prefersGrabberVisible == true)
        #expect(sheet?.presentedViewController === b)
    }

    @Test("A sheet kept after its never-presented controller went away answers with a stand-in, not a crash")
    func sheetOutlivesController() {
        var sheet: UISheetPresentationController?
        do {
            let made = NamedViewController("S")
            made.modalPresentationStyle = .formSheet
            sheet = made.sheetPresentationController
        }
        let presented = sheet?.presentedViewController
        #expect(presented != nil)
        #expect(presented?.activePresentationController == nil, "the stand-in is not presented")
    }
}
