import Foundation
import TransitionKit
import TransitionPlayground
import TransitionKitSDL

/// The benchmark's scene: `count` static, plain coloured views (no corners, shadows or text),
/// placed pseudo-randomly but deterministically, and the same rectangles for the raw SDL loop.
@MainActor
struct BenchmarkScene {
    /// The window holding the views.
    let window: UIWindow
    /// The same rectangles and colours, for the baseline loop.
    let rectangles: [BaselineRectangle]

    /// Builds `count` views in a window of `size` points on `clock`.
    init(count: Int, size: CGSize, clock: AnimationClock) {
        var generator = SplitMix64(seed: 0x7A11_5171_0000 + UInt64(count))
        window = UIWindow(frame: CGRect(origin: .zero, size: size), clock: clock)
        window.backgroundColor = .black
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var rectangles: [BaselineRectangle] = []
        rectangles.reserveCapacity(count)
        for _ in 0..<count {
            let width = 10 + CGFloat(generator.next() % 101), height = 10 + CGFloat(generator.next() % 51)
            let x = CGFloat(generator.next() % UInt64(max(1, size.width - width)))
            let y = CGFloat(generator.next() % UInt64(max(1, size.height - height)))
            let color = UIColor(
                hue: CGFloat(generator.next() % 360) / 360, saturation: 0.7, brightness: 0.95,
                alpha: CGFloat(96 + generator.next() % 160) / 255)
            let frame = CGRect(x: x, y: y, width: width, height: height)
            let view = UIView(frame: frame)
            view.backgroundColor = color
            root.view.addSubview(view)
            rectangles.append(BaselineRectangle(rect: frame, color: color))
        }
        self.rectangles = rectangles
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    /// Creates a generator from a seed.
    init(seed: UInt64) { state = seed }
    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
