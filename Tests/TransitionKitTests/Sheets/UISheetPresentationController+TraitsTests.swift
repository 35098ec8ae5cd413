import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// The sheet's resolution context traits and its settings for sheets that are not edge-attached.
@Suite("UISheetPresentationController traits")
@MainActor
struct UISheetPresentationControllerTraitsTests {
    @Test("A custom detent's context has the container's traits: compact width, regular height in portrait")
    func containerTraits() {
        var seen: UITraitCollection?
        let (harness, _, _, _) = presentConfiguredSheet { sheet in
            sheet.detents = [.custom { context in
                seen = context.containerTraitCollection
                return 200
            }]
        }
        #expect(seen?.horizontalSizeClass == .compact)
        #expect(seen?.verticalSizeClass == .regular)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("Trait collections made with one size class leave the other unspecified")
    func oneSizeClass() {
        let traits = UITraitCollection(horizontalSizeClass: .compact)
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass == .unspecified)
        #expect(UITraitCollection() == UITraitCollection())
        #expect(UITraitCollection(horizontalSizeClass: .compact) != UITraitCollection())
    }

    @Test("prefersPageSizing and sourceView are kept, the sheet stays edge-attached at full width")
    func storedSettings() {
        let anchor = UIView()
        let (harness, _, b, sheet) = presentConfiguredSheet { sheet in
            sheet.prefersPageSizing = true
            sheet.sourceView = anchor
        }
        #expect(sheet.prefersPageSizing && sheet.sourceView === anchor)
        #expect(b.view.frame.width == harness.window.bounds.width)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
