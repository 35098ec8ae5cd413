import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A scroll view inside a sheet (WWDC21 "Customize and resize sheets in UIKit": a scroll view
/// in a sheet scrolls when it is not at its top, pulled down at its top it moves the sheet, and
/// with `prefersScrollingExpandsWhenScrolledToEdge` — true by default, "Scrolling to the top
/// edge of a scroll view expands the sheet to its next detent" — swiping up expands the sheet
/// before the content scrolls). Window 400 x 600: large top 44, medium top 322.
@Suite("Sheet and scroll view hand-over")
@MainActor
struct SheetScrollHandOverTests {
    private func sheetWithList(selected: UISheetPresentationController.Detent.Identifier, offset: CGFloat,
                               expands: Bool = true) -> (TransitionHarness, NamedViewController, UIScrollView, UISheetPresentationController) {
        let scroll = UIScrollView()
        let (harness, _, b, sheet) = presentConfiguredSheet { sheet in
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = selected
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
        }
        scroll.frame = b.view.bounds
        scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scroll.contentSize = CGSize(width: 400, height: 2000)
        b.view.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: offset)
        harness.settle()
        return (harness, b, scroll, sheet)
    }

    @Test("One drag down then up at large: the content scrolls to its top, the sheet follows, comes back, the content scrolls again")
    func downThenUp() {
        let (harness, b, scroll, sheet) = sheetWithList(selected: .large, offset: 100)
        let down = offsets(10, by: 25)                        // +25 ... +250
        let up = (1...8).map { 250 - CGFloat($0) * 25 }       // +225 ... +50
        dragVertically(harness, from: CGPoint(x: 200, y: 200), through: down, release: false)
        #expect(scroll.contentOffset.y == 0, "the first 100 pt scrolled the content to its top")
        #expect(abs(b.view.frame.minY - (44 + 150)) < 1e-9, "the other 150 pt moved the sheet (to within rounding)")
        for offset in up {
            harness.run(1.0 / 60)
            harness.window.send(.mouseMove(CGPoint(x: 200, y: 200 + offset)))
        }
        #expect(b.view.frame.minY == 44, "the sheet went back to large first")
        #expect(abs(scroll.contentOffset.y - 50) < 1e-9, "then the content scrolled the remaining 50 pt")
        harness.run(0.2)
        harness.window.send(.mouseUp(CGPoint(x: 200, y: 250)))
        harness.settle()
        #expect(b.view.frame.minY == 44 && abs(scroll.contentOffset.y - 50) < 1e-9 && sheet.selectedDetentIdentifier == .large)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Swiping up at medium expands the sheet to large first, then scrolls; without expanding it only scrolls")
    func upExpandsFirst() {
        for expands in [true, false] {
            let (harness, b, scroll, sheet) = sheetWithList(selected: .medium, offset: 0, expands: expands)
            dragVertically(harness, from: CGPoint(x: 200, y: 400), through: offsets(16, by: -25), release: false)
            if expands {
                #expect(b.view.frame.minY == 44, "278 pt raised the sheet to large")
                #expect(abs(scroll.contentOffset.y - (400 - 278)) < 1e-9, "the other 122 pt scrolled: \(scroll.contentOffset.y)")
            } else {
                #expect(b.view.frame.minY == 322 && scroll.contentOffset.y == 400)
            }
            harness.run(0.2)
            harness.window.send(.mouseUp(CGPoint(x: 200, y: 0)))
            harness.settle()
            #expect(sheet.selectedDetentIdentifier == (expands ? .large : .medium))
            #expect(harness.violations.isEmpty, "\(harness.violations)")
        }
    }

    @Test("Released while the sheet moved last, the sheet settles and the content does not coast")
    func sheetOwnsRelease() {
        let (harness, b, scroll, sheet) = sheetWithList(selected: .large, offset: 40)
        dragVertically(harness, from: CGPoint(x: 200, y: 200), through: offsets(10, by: 30), hold: 0)
        harness.settle()
        #expect(scroll.contentOffset.y == 0)
        #expect(sheet.selectedDetentIdentifier == .medium || b.presentingViewController == nil)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
