import Foundation
import TransitionKit

/// Which detents a fuzzed sheet offers.
public enum FuzzSheetDetents: String, CaseIterable, Sendable {
    case large, medium, both, custom

    /// The detents; `custom` is a third of the maximum height, then large.
    @MainActor
    var detents: [UISheetPresentationController.Detent] {
        switch self {
        case .large: return [.large()]
        case .medium: return [.medium()]
        case .both: return [.medium(), .large()]
        case .custom: return [.custom(identifier: FuzzSheetDetent.custom.identifier!) { ($0.maximumDetentValue / 3).rounded() }, .large()]
        }
    }
}

/// A detent identifier a fuzzed sheet selects or leaves undimmed, or none.
public enum FuzzSheetDetent: String, CaseIterable, Sendable {
    case none, medium, large, custom

    var identifier: UISheetPresentationController.Detent.Identifier? {
        switch self {
        case .none: return nil
        case .medium: return .medium
        case .large: return .large
        case .custom: return UISheetPresentationController.Detent.Identifier("fuzz.third")
        }
    }
}

/// The fuzz world's sheets: the system's `UISheetPresentationController` of a `.pageSheet`
/// presentation, reconfigured while it rests, moves or is dragged (an identifier that is not one
/// of the detents must be ignored, as UIKit does).
extension FuzzWorld {
    func configureSheet(level: Int, detents: FuzzSheetDetents, selected: FuzzSheetDetent, undimmed: FuzzSheetDetent,
                        modal: Bool, animated: Bool) {
        guard presentationChain().count > 1, let presented = pick(Array(presentationChain().dropFirst()), level),
              let sheet = presented.presentationController as? UISheetPresentationController else { return }
        let changes = {
            sheet.detents = detents.detents
            sheet.selectedDetentIdentifier = selected.identifier
            sheet.largestUndimmedDetentIdentifier = undimmed.identifier
        }
        request {
            presented.isModalInPresentation = modal
            if animated { sheet.animateChanges(changes) } else { changes() }
        }
    }
}
