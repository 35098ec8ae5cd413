import Foundation
import TransitionKit
import TransitionKitTestSupport

/// Records a sheet delegate's calls.
@MainActor
final class RecordingSheetDelegate: UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismiss = true
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        calls.append("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttemptToDismiss") }
}

/// A 400 x 600 window presenting B as a sheet configured by `configure`, settled.
@MainActor
func presentConfiguredSheet(
    _ configure: (UISheetPresentationController) -> Void = { _ in }
) -> (harness: TransitionHarness, presenter: NamedViewController, sheet: NamedViewController, controller: UISheetPresentationController) {
    let a = NamedViewController("A"), b = NamedViewController("B")
    b.modalPresentationStyle = .pageSheet
    let controller = b.sheetPresentationController!
    configure(controller)
    let harness = TransitionHarness(root: a)
    a.present(b, animated: true)
    harness.settle()
    harness.clearLog()
    return (harness, a, b, controller)
}

/// Drags from `start` through `offsets` (vertical, from the start), one 1/60 s frame per step,
/// holding `hold` seconds before releasing (a hold lets the velocity decay to zero).
@MainActor
func dragVertically(_ harness: TransitionHarness, from start: CGPoint, through offsets: [CGFloat], hold: TimeInterval = 0.2,
                    release: Bool = true) {
    harness.window.send(.mouseDown(start))
    for offset in offsets {
        harness.run(1.0 / 60)
        harness.window.send(.mouseMove(CGPoint(x: start.x, y: start.y + offset)))
    }
    guard release else { return }
    if hold > 0 { harness.run(hold) }
    harness.window.send(.mouseUp(CGPoint(x: start.x, y: start.y + (offsets.last ?? 0))))
}

/// `count` evenly spaced offsets from `step` to `count * step`.
func offsets(_ count: Int, by step: CGFloat) -> [CGFloat] { (1...count).map { CGFloat($0) * step } }
