import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// The animated benchmark: `count` plain coloured views, each animating its frame (origin and
/// size) and alpha on a spring, restarted with a new target from its completion so that every
/// frame has every view animating.
///
/// Counting: a frame change animates two layer properties (position and bounds) and alpha one
/// (opacity), so each view has `propertiesPerView` = 3 animated properties in every frame.
/// Targets, durations (0.4-1.2 s) and damping ratios (0.5-0.9) are pseudo-random but
/// deterministic, so restarts spread evenly over frames.
@MainActor
final class AnimatedBenchmarkScene {
    /// Animated layer properties per view: position, bounds, opacity.
    static let propertiesPerView = 3

    /// The window holding the views.
    let window: UIWindow
    /// The animated views.
    private(set) var views: [UIView] = []
    /// How many spring animations have been started (the first ones and every restart).
    private(set) var animationsStarted = 0
    private var generator: SplitMix64
    private let size: CGSize

    /// Builds `count` views in a window of `size` points on `clock` and starts their springs.
    init(count: Int, size: CGSize, clock: AnimationClock) {
        self.size = size
        generator = SplitMix64(seed: 0xA11_5171_0000 + UInt64(count))
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.backgroundColor = .black
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        views.reserveCapacity(count)
        for _ in 0..<count {
            let view = UIView(frame: randomFrame())
            view.backgroundColor = UIColor(
                hue: CGFloat(generator.next() % 360) / 360, saturation: 0.7, brightness: 0.95, alpha: 1)
            view.alpha = randomAlpha()
            root.view.addSubview(view)
            views.append(view)
        }
        for view in views { animate(view) }
    }

    private func random(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(generator.next() % 1_000_001) / 1_000_000
    }

    private func randomFrame() -> CGRect {
        let width = 10 + CGFloat(generator.next() % 101), height = 10 + CGFloat(generator.next() % 51)
        let x = CGFloat(generator.next() % UInt64(max(1, size.width - width)))
        let y = CGFloat(generator.next() % UInt64(max(1, size.height - height)))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private func randomAlpha() -> CGFloat { CGFloat(random(0.35...1)) }

    /// Springs `view` to a new frame and alpha; its completion starts the next spring.
    private func animate(_ view: UIView) {
        let frame = randomFrame(), alpha = randomAlpha()
        animationsStarted += 1
        UIView.animate(
            withDuration: random(0.4...1.2), delay: 0, usingSpringWithDamping: CGFloat(random(0.5...0.9)),
            initialSpringVelocity: 0, options: [],
            animations: {
                view.frame = frame
                view.alpha = alpha
            },
            completion: { [weak self, weak view] finished in
                guard finished, let self, let view else { return }
                self.animate(view)
            })
    }

    /// What a plain SDL loop would draw for `list`: each animated view's rectangle (the views
    /// have no transform but a translation) in its colour times its alpha. The window's and the
    /// root view's backgrounds are left out, as in the static baseline (the raw loop clears).
    static func rectangles(of list: DisplayList) -> [BaselineRectangle] {
        list.commands.compactMap { command in
            guard command.depth >= 2, let color = command.fillColor else { return nil }
            return BaselineRectangle(
                rect: command.windowBounds,
                color: UIColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * command.alpha))
        }
    }
}
