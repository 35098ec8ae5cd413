import Foundation

extension UIViewController {
    /// The sheet presentation controller for a `.pageSheet` or `.formSheet` (or `.automatic`)
    /// controller: made on first access before presenting, so it can be configured, and the one
    /// managing the presentation afterwards; nil for other styles (Apple: "If
    /// modalPresentationStyle is pageSheet or formSheet, this property contains a sheet
    /// presentation controller instance. Access this instance to customize or adjust the sheet
    /// before or after it presents.").
    public var sheetPresentationController: UISheetPresentationController? {
        if let presentationController { return presentationController as? UISheetPresentationController }
        guard modalPresentationStyle.resolved == .pageSheet else { return nil }
        if let pending = pendingSheetPresentationController { return pending }
        let sheet = UISheetPresentationController(pendingFor: self)
        pendingSheetPresentationController = sheet
        return sheet
    }

    /// Hands the sheet made before presenting to the presentation (once), which from then on
    /// holds this controller strongly.
    func takePendingSheetPresentationController() -> UISheetPresentationController? {
        defer { pendingSheetPresentationController = nil }
        pendingSheetPresentationController?.holdPresented()
        return pendingSheetPresentationController
    }
}
