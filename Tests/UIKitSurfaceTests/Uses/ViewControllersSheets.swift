import Foundation
import TransitionKit

// The sheet presentation controller and its detents, each member read, written or called with
// UIKit's signature.

/// A sheet delegate, to set as the sheet's delegate.
private final class ViewControllersSheetDelegate: NSObject, UISheetPresentationControllerDelegate {}

/// A resolution context adopting the protocol.
private final class ViewControllersResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    // census: UISheetPresentationControllerDetentResolutionContext.containerTraitCollection
    var containerTraitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: .compact) }

    // census: UISheetPresentationControllerDetentResolutionContext.maximumDetentValue
    var maximumDetentValue: CGFloat { 500 }
}

/// Every member of the sheet, as a configuration before presenting reads and writes them.
@MainActor
private func useSheet(_ sheet: UISheetPresentationController, delegate: ViewControllersSheetDelegate) {
    // census: UISheetPresentationController.Detent.large(), UISheetPresentationController.Detent.medium()
    let system: [UISheetPresentationController.Detent] = [UISheetPresentationController.Detent.large(), UISheetPresentationController.Detent.medium()]
    // census: UISheetPresentationController.Detent.custom(identifier:resolver:)
    let custom: UISheetPresentationController.Detent = .custom(identifier: nil, resolver: { (context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? in
        context.maximumDetentValue * 0.3
    })
    // census: UISheetPresentationController.detents
    sheet.detents = system + [custom]
    let _: [UISheetPresentationController.Detent] = sheet.detents
    // census: UISheetPresentationController.Detent.resolvedValue(in:)
    let _: CGFloat? = custom.resolvedValue(in: ViewControllersResolutionContext())
    // census: UISheetPresentationController.Detent.identifier
    let identifier: UISheetPresentationController.Detent.Identifier = custom.identifier
    // census: UISheetPresentationController.Detent.Identifier.init(rawValue:)
    let named = UISheetPresentationController.Detent.Identifier(rawValue: "named")
    // census: UISheetPresentationController.Detent.Identifier.medium, UISheetPresentationController.Detent.Identifier.large
    let known: [UISheetPresentationController.Detent.Identifier] = [.medium, .large, identifier, named]
    // census: UISheetPresentationController.selectedDetentIdentifier
    sheet.selectedDetentIdentifier = known[0]
    let _: UISheetPresentationController.Detent.Identifier? = sheet.selectedDetentIdentifier
    // census: UISheetPresentationController.delegate
    sheet.delegate = delegate
    let _: (any UIAdaptivePresentationControllerDelegate)? = sheet.delegate
    // census: UISheetPresentationController.largestUndimmedDetentIdentifier
    sheet.largestUndimmedDetentIdentifier = .medium
    let _: UISheetPresentationController.Detent.Identifier? = sheet.largestUndimmedDetentIdentifier
    // census: UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge
    sheet.prefersScrollingExpandsWhenScrolledToEdge = false
    let _: Bool = sheet.prefersScrollingExpandsWhenScrolledToEdge
    // census: UISheetPresentationController.prefersGrabberVisible
    sheet.prefersGrabberVisible = true
    let _: Bool = sheet.prefersGrabberVisible
    // census: UISheetPresentationController.prefersPageSizing
    sheet.prefersPageSizing = true
    let _: Bool = sheet.prefersPageSizing
    // census: UISheetPresentationController.prefersEdgeAttachedInCompactHeight
    sheet.prefersEdgeAttachedInCompactHeight = true
    let _: Bool = sheet.prefersEdgeAttachedInCompactHeight
    // census: UISheetPresentationController.widthFollowsPreferredContentSizeWhenEdgeAttached
    sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    let _: Bool = sheet.widthFollowsPreferredContentSizeWhenEdgeAttached
    // census: UISheetPresentationController.preferredCornerRadius
    sheet.preferredCornerRadius = 20
    let _: CGFloat? = sheet.preferredCornerRadius
    // census: UISheetPresentationController.sourceView
    sheet.sourceView = UIView()
    let _: UIView? = sheet.sourceView
    // census: UISheetPresentationController.invalidateDetents()
    let _: () -> Void = sheet.invalidateDetents
    // census: UISheetPresentationController.animateChanges(_:)
    sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
}

/// Overrides a sheet subclass may write.
private final class ViewControllersSheet: UISheetPresentationController {
    override var detents: [UISheetPresentationController.Detent] {
        get { super.detents }
        set { super.detents = newValue }
    }
    override func invalidateDetents() { super.invalidateDetents() }
    override func animateChanges(_ changes: () -> Void) { super.animateChanges(changes) }
}
