import Foundation

/// A transition between a layer's rendering when the animation is added and its rendering
/// afterwards (Core Animation's `CATransition`), the habit of navigation code:
///
/// ```swift
/// let transition = CATransition()
/// transition.type = .push
/// transition.subtype = .fromRight
/// navigationController.view.layer.add(transition, forKey: kCATransition)
/// navigationController.pushViewController(next, animated: false)
/// ```
///
/// When added, the layer's subtree is drawn once and frozen (the old rendering); for the
/// duration the old and the live (new) rendering are composed by `type` and `subtype`, clipped
/// to the layer's bounds. Here it applies to a view's layer (the drawn tree is the views').
open class CATransition: CAAnimation {
    /// How the renderings change (`.fade` by default).
    public var type = CATransitionType.fade
    /// The direction of a moving type (nil: from the left, as Core Animation does for push).
    public var subtype: CATransitionSubtype?
    /// Where the transition starts, 0...1 of its progress.
    public var startProgress: Float = 0
    /// Where the transition ends, 0...1 of its progress.
    public var endProgress: Float = 1

    /// The old rendering, frozen when the running copy was added.
    var frozen: FrozenRendering?

    /// The draw commands of a layer's subtree at one moment, in window points.
    struct FrozenRendering {
        let commands: [DisplayList.Command]
        /// The layer's bounds in window points then.
        let box: CGRect
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype
        startProgress = other.startProgress; endProgress = other.endProgress
    }

    override var animatedKeyPaths: [String] { ["transition \(type.rawValue)" + (subtype.map { " \($0.rawValue)" } ?? "")] }

    override func validationProblem(for layer: CALayer) -> String? {
        if let problem = super.validationProblem(for: layer) { return problem }
        let progress = [startProgress, endProgress]
        if !progress.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) {
            return "CATransition: startProgress \(startProgress) and endProgress \(endProgress) must lie in 0...1"
        }
        if ![.fade, .moveIn, .push, .reveal].contains(type) {
            return "CATransition: type \"\(type.rawValue)\" is not one of fade, moveIn, push, reveal"
        }
        return nil
    }

    /// The transition's progress at `progress` of its time, mapped into start...end progress.
    func transitionProgress(_ progress: Double) -> Double {
        Double(startProgress) + (Double(endProgress) - Double(startProgress)) * progress
    }

    /// The offsets (as fractions of the box, in the direction of motion) of the old and the new
    /// rendering at transition progress `p`, and their alphas.
    func placement(at p: Double) -> (old: Double, new: Double, oldAlpha: Double, newAlpha: Double, newOnTop: Bool) {
        switch type {
        case .push: (-p, 1 - p, 1, 1, true)
        case .moveIn: (0, 1 - p, 1, 1, true)
        case .reveal: (-p, 0, 1, 1, false)
        default: (0, 0, 1 - p, p, true)
        }
    }

    /// The unit vector towards the side the motion starts from (fromRight: (1, 0)); a rendering
    /// at offset `f` is moved by `f` box sizes along it.
    var startSide: CGVector {
        switch subtype {
        case .fromRight: CGVector(dx: 1, dy: 0)
        case .fromTop: CGVector(dx: 0, dy: -1)
        case .fromBottom: CGVector(dx: 0, dy: 1)
        default: CGVector(dx: -1, dy: 0)
        }
    }
}
