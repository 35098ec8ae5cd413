import Foundation

extension UIViewController {
    /// Makes a container controller's root view (for `loadView`): `content` fills it, clipped and
    /// resizing with it, and `bar` (a navigation or tab bar) sits above the content.
    func installContainerRootView(content: UIView, bar: UIView) {
        let root = UIView(frame: UIViewController.defaultViewFrame)
        root.backgroundColor = .systemBackground
        content.frame = root.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.clipsToBounds = true
        root.addSubview(content)
        root.addSubview(bar)
        view = root
    }
}
