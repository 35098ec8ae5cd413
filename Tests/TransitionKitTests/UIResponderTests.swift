import Foundation
import Testing
import TransitionKit

/// Extensions on `NSObject` in user code reach views and controllers, as on iOS.
extension NSObject {
    fileprivate var classNameForTest: String { String(describing: type(of: self)) }
}

/// UIKit: `class UIResponder : NSObject` (developer.apple.com/documentation/uikit/uiresponder),
/// and `UIGestureRecognizer : NSObject`. Equality is NSObject's identity (`isEqual(_:)` is `===`
/// unless overridden), so `==`, `!=`, `hash` and `Set` behave as on iOS.
@Suite("UIResponder is an NSObject")
@MainActor
struct UIResponderTests {
    @Test("Views and controllers compare by identity, hash, and live in sets")
    func identityEquality() {
        let first = UIView(), second = UIView()
        #expect(first == first)
        #expect(first != second)
        #expect(first.isEqual(first) && !first.isEqual(second))
        #expect(first.hash == first.hash)
        let controller = UIViewController()
        var seen: Set<NSObject> = [first, second, controller]
        seen.insert(first)
        #expect(seen.count == 3)
        let responders: [UIResponder] = [first, controller]
        #expect(responders.firstIndex(of: controller) == 1)
    }

    @Test("An extension on NSObject applies to views, controllers and recognizers")
    func nsObjectExtensions() {
        #expect(UILabel().classNameForTest == "UILabel")
        #expect(UINavigationController().classNameForTest == "UINavigationController")
        #expect(UIPanGestureRecognizer().classNameForTest == "UIPanGestureRecognizer")
    }

    @Test("description prints the class and frame as UIKit does")
    func descriptions() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.tag = 7
        #expect(view.description == "<UIView: frame = \(view.frame); tag = 7>")
        #expect("\(view)" == view.description)
        let pan = UIPanGestureRecognizer()
        pan.name = "drag"
        #expect(pan.description.hasPrefix("<UIPanGestureRecognizer: state = "))
        #expect(pan.description.contains("name = drag"))
    }
}
