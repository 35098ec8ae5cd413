import Foundation

extension UIView {
    /// The transitions of the deprecated `setAnimationTransition(_:for:cache:)`: the same
    /// styles as the `transition...` options of `UIView.AnimationOptions`, with their raw values.
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// Flips the view around its vertical axis from left to right.
        case flipFromLeft = 1
        /// Flips the view around its vertical axis from right to left.
        case flipFromRight = 2
        /// Curls the view up from the bottom.
        case curlUp = 3
        /// Curls the view down from the top.
        case curlDown = 4
    }
}
