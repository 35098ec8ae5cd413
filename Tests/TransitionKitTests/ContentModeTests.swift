import Foundation
import Testing
import TransitionKit

/// Where each `UIView.ContentMode` puts 50 x 50 pt of content in 200 x 100 pt bounds.
///
/// Apple, UIView.ContentMode: scaleToFill "scale[s] the content to fit the size of itself by
/// changing the aspect ratio of the content if necessary"; scaleAspectFit "to fit the size of the
/// view by maintaining the aspect ratio. Any remaining area of the view's bounds is transparent";
/// scaleAspectFill "to fill the size of the view. Some portion of the content may be clipped";
/// redraw "redisplay[s] the view when the bounds change" (the content is stretched meanwhile);
/// center, top, bottom, left, right and the corners keep the size and align the content there
/// (UIView.h: "contents remain same size. positioned adjusted").
@Suite("UIView.ContentMode geometry")
struct ContentModeTests {
    static let cases: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 200, height: 100)),
        (.scaleAspectFit, CGRect(x: 50, y: 0, width: 100, height: 100)),
        (.scaleAspectFill, CGRect(x: 0, y: -50, width: 200, height: 200)),
        (.redraw, CGRect(x: 0, y: 0, width: 200, height: 100)),
        (.center, CGRect(x: 75, y: 25, width: 50, height: 50)),
        (.top, CGRect(x: 75, y: 0, width: 50, height: 50)),
        (.bottom, CGRect(x: 75, y: 50, width: 50, height: 50)),
        (.left, CGRect(x: 0, y: 25, width: 50, height: 50)),
        (.right, CGRect(x: 150, y: 25, width: 50, height: 50)),
        (.topLeft, CGRect(x: 0, y: 0, width: 50, height: 50)),
        (.topRight, CGRect(x: 150, y: 0, width: 50, height: 50)),
        (.bottomLeft, CGRect(x: 0, y: 50, width: 50, height: 50)),
        (.bottomRight, CGRect(x: 150, y: 50, width: 50, height: 50)),
    ]

    @Test("Each mode's content rectangle", arguments: cases)
    func contentRect(mode: UIView.ContentMode, expected: CGRect) {
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(mode.rect(forContentOf: CGSize(width: 50, height: 50), in: bounds) == expected)
    }

    @Test("Bounds with an origin (a scrolled view) move the content with them; empty content fills the bounds")
    func originAndEmptyContent() {
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(UIView.ContentMode.topLeft.rect(forContentOf: CGSize(width: 50, height: 50), in: bounds)
            == CGRect(x: 10, y: 20, width: 50, height: 50))
        #expect(UIView.ContentMode.scaleAspectFit.rect(forContentOf: .zero, in: bounds) == bounds)
        #expect(UIView.ContentMode.center.rect(forContentOf: CGSize(width: CGFloat.nan, height: 1), in: bounds) == bounds)
    }

    @Test("A view's content mode is scaleToFill by default, as in UIKit")
    @MainActor
    func defaultMode() {
        #expect(UIView().contentMode == .scaleToFill && UIImageView(image: nil).contentMode == .scaleToFill)
    }
}
