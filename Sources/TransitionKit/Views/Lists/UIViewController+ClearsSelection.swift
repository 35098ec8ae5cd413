import Foundation

extension UIViewController {
    /// The list controllers' `clearsSelectionOnViewWillAppear`: deselects `selected` alongside
    /// the transition that shows this controller (at once without one), and selects them again
    /// if that transition is cancelled.
    func clearSelectionAlongsideAppearance(
        _ selected: [IndexPath], animated: Bool,
        deselect: @escaping @MainActor (IndexPath, Bool) -> Void, reselect: @escaping @MainActor (IndexPath) -> Void
    ) {
        guard animated, let coordinator = transitionCoordinator else {
            for path in selected { deselect(path, animated) }
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            for path in selected { deselect(path, true) }
        }, completion: { context in
            guard context.isCancelled else { return }
            for path in selected { reselect(path) }
        })
    }
}
