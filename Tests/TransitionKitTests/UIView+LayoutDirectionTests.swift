import Foundation
import Testing
import TransitionKit

/// semanticContentAttribute, effectiveUserInterfaceLayoutDirection and
/// userInterfaceLayoutDirection(for:) / (for:relativeTo:), in a left-to-right app.
@Suite("UIView layout direction")
@MainActor
struct UIViewLayoutDirectionTests {
    @Test("Each attribute's direction, in this left-to-right app and relative to a right-to-left layout")
    func directions() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
    }

    @Test("The attribute is stored; the effective direction stays left to right (layout does not mirror here)")
    func stored() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.semanticContentAttribute == .forceRightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(view.overrideUserInterfaceStyle == .unspecified)
        view.overrideUserInterfaceStyle = .dark
        #expect(view.overrideUserInterfaceStyle == .dark)
    }
}
