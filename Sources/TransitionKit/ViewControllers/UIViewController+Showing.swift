import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)`, the adaptive way to move to a
/// screen: UIKit finds the controller above that handles the action (a navigation controller
/// pushes; a split view controller, not built here, shows the detail), else presents modally.
/// Without selectors the search is the parent chain's nearest navigation controller.
extension UIViewController {
    /// The navigation controller that handles `show`: this controller if it is one, else the
    /// nearest one among its parents.
    var navigationControllerForShow: UINavigationController? {
        self as? UINavigationController ?? navigationController
    }

    func performShow(_ vc: UIViewController, sender: Any?) {
        if let navigation = navigationControllerForShow {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    func performShowDetail(_ vc: UIViewController, sender: Any?) {
        present(vc, animated: true)
    }
}
