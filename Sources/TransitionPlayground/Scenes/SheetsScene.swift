import Foundation
import TransitionKit

/// `UISheetPresentationController` as iOS 15-17 shows it: Enter presents a sheet at the medium
/// detent with a grabber; medium is undimmed, so A behind it stays interactive; drag it to
/// large (A is dimmed and pushed back) or down to dismiss; the list inside scrolls and hands the
/// drag over to the sheet at its top. N stacks another sheet on the top one, M makes the top
/// sheet modal in presentation (the drag down meets resistance), L toggles medium / large with
/// `animateChanges`.
@MainActor
final class SheetsScene: Scene {
    let name = "sheets"
    let title = "Sheets with detents"
    let summary = "UISheetPresentationController: medium / large detents, grabber, undimmed medium, a list inside, stacked sheets"
    let gestures = [
        SceneGesture(input: "drag a sheet", action: "medium / large; lower dismisses"),
        SceneGesture(input: "drag the list", action: "scrolls, then moves the sheet"),
        SceneGesture(input: "N", action: "stack another sheet"),
        SceneGesture(input: "M", action: "modal: the drag is refused"),
        SceneGesture(input: "L", action: "medium / large, animated"),
    ]

    /// A's hint.
    static let hintA = "Enter: present a sheet · N: stack · M: modal · L: medium / large"

    /// Screen A, the presenter.
    private(set) var first: TitledScreenViewController!
    /// How many times A's button was tapped (it stays interactive behind an undimmed sheet).
    private(set) var taps = 0

    func makeRootViewController() -> UIViewController {
        first = TitledScreenViewController(
            Palette.screenA, subtitle: "A stays interactive behind a medium sheet", hint: Self.hintA,
            buttonTitle: "Tap me") { [weak self] in self?.tapped() }
        return first
    }

    private func tapped() {
        taps += 1
        first.subtitle = "A was tapped \(taps) time\(taps == 1 ? "" : "s") behind the sheet"
    }

    /// The window showing the scene.
    var window: UIWindow? { first?.viewIfLoaded?.window }

    /// The sheets on screen, bottom first.
    var sheets: [SheetsSceneListViewController] {
        var list: [SheetsSceneListViewController] = []
        var current = first?.presentedViewController
        while let sheet = current as? SheetsSceneListViewController {
            list.append(sheet)
            current = sheet.presentedViewController
        }
        return list
    }

    /// Enter: presents the first sheet.
    func forward() -> Bool {
        guard let first, first.presentedViewController == nil, !(window?.isTransitionInProgress ?? true) else { return false }
        first.present(makeSheet(level: 1), animated: true, completion: nil)
        return true
    }

    /// Backspace or Esc: dismisses the top sheet.
    func back() -> Bool {
        guard let top = sheets.last, !(window?.isTransitionInProgress ?? true) else { return false }
        top.dismiss(animated: true, completion: nil)
        return true
    }

    /// N, M and L.
    func handleKey(_ key: Key, modifiers: InputEvent.Modifiers) -> Bool {
        guard let top = sheets.last, !(window?.isTransitionInProgress ?? true) else { return false }
        switch key {
        case .letter("N"):
            top.present(makeSheet(level: top.level + 1), animated: true, completion: nil)
        case .letter("M"):
            top.isModalInPresentation.toggle()
        case .letter("L"):
            guard let sheet = top.sheetPresentationController else { return false }
            sheet.animateChanges {
                sheet.selectedDetentIdentifier = sheet.selectedDetentIdentifier == .large ? .medium : .large
            }
        default:
            return false
        }
        updateStates()
        return true
    }

    func update() { updateStates() }

    private func makeSheet(level: Int) -> SheetsSceneListViewController {
        let controller = SheetsSceneListViewController(level: level)
        controller.modalPresentationStyle = .pageSheet
        if let sheet = controller.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = level == 1 ? .medium : nil
        }
        return controller
    }

    /// Each sheet's line of state: its detent and whether it is modal.
    private func updateStates() {
        for controller in sheets {
            let detent = controller.sheetPresentationController?.selectedDetentIdentifier == .large ? "large" : "medium"
            let undimmed = controller.sheetPresentationController?.largestUndimmedDetentIdentifier == .medium ? " · medium undimmed" : ""
            let modal = controller.isModalInPresentation ? " · modal: the drag down is refused" : ""
            let text = "detent: \(detent)\(undimmed)\(modal)"
            if controller.stateLabel.text != text { controller.stateLabel.text = text }
        }
    }
}
