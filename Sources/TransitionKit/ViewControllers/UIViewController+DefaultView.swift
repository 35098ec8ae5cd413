import Foundation

/// The root view a controller gets when its `loadView()` makes none of its own.
extension UIViewController {
    /// The frame a loaded view starts with (the transition sets the real one).
    static let defaultViewFrame = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// A plain view that follows its superview's size, as UIKit's default root view does.
    static func makeDefaultView() -> UIView {
        let view = UIView(frame: defaultViewFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }
}
