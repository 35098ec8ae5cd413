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
