import Foundation
import TransitionKit

/// A window on its own clock for tests: 400 x 300 points, visible, diagnostics kept off stderr.
@MainActor
public func makeTestWindow(
    width: CGFloat = 400, height: CGFloat = 300, root: UIViewController? = nil
) -> (UIWindow, AnimationClock) {
    let clock = AnimationClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height), clock: clock)
    window.writesDiagnosticsToStandardError = false
    if let root { window.rootViewController = root }
    window.makeKeyAndVisible()
    return (window, clock)
}

/// Whether two numbers are within `tolerance`.
public func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points are within `tolerance` in both coordinates.
public func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-3) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// A 10 x 10 view centred on the window's origin, added to `window`: what animation tests move.
@MainActor
public func makeMovingView(in window: UIWindow) -> UIView {
    let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
    window.addSubview(view)
    return view
}

/// The x of `view`'s centre on screen now (its presentation layer's position).
@MainActor
public func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }
