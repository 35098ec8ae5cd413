import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UINavigationBar")
@MainActor
struct NavigationBarTests {
    /// A 400 x 300 stack Root > Second, settled.
    private func makeStack() -> (TransitionHarness, UINavigationController) {
        let navigation = UINavigationController(rootViewController: NamedViewController("Root"))
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(NamedViewController("Second"), animated: false)
        harness.settle()
        return (harness, navigation)
    }

    /// The drawn opacity of the text `string` in the window (0 when it is not drawn).
    private func textAlpha(_ string: String, in window: UIWindow) -> CGFloat {
        window.displayList().flattenedCommands.reduce(0) { alpha, command in
            guard case .text(let text) = command.content, text.string == string else { return alpha }
            return max(alpha, command.alpha * text.color.alpha)
        }
    }

    @Test("The hairline runs along the bar's bottom edge after the bar is sized")
    func hairlineAtTheBottom() {
        let (harness, navigation) = makeStack()
        let bar = navigation.navigationBar
        let separators = harness.window.displayList().flattenedCommands.filter { $0.fillColor == .separator }
        #expect(separators.map(\.windowBounds) == [CGRect(x: 0, y: 43.5, width: 400, height: 0.5)])
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: UINavigationBar.height))
    }

    // UIKit animates the bar's contents with the transition through its coordinator, so an
    // interactive pop scrubs them with its progress and a cancel puts them back (Apple,
    // "UIViewControllerTransitionCoordinator": "During a transition, the animator objects are
    // responsible for putting the new view controller content onscreen, but there may be other
    // visual elements that need to be displayed as well"; the system bar is one of them). The
    // exact curve of the bar's cross-fade is not documented; here it follows the transition's.
    @Test("An interactive pop cross-fades the titles with its progress, and a cancel restores them")
    func titlesCrossFadeWithThePop() {
        let (harness, navigation) = makeStack()
        let window = harness.window
        #expect(textAlpha("Second", in: window) == 1 && textAlpha("Root", in: window) == 0)
        window.send(.mouseDown(CGPoint(x: 5, y: 200)))
        for step in 1...10 {
            harness.run(0.03)
            window.send(.mouseMove(CGPoint(x: 5 + 20 * CGFloat(step), y: 200)))
        }
        harness.run(0.2)
        // Half way (200 of 400 points): both titles at half opacity, the back button fading out.
        let incoming = textAlpha("Root", in: window), outgoing = textAlpha("Second", in: window)
        #expect(abs(incoming - 0.5) < 0.1 && abs(outgoing - 0.5) < 0.1, "Root \(incoming), Second \(outgoing)")
        #expect(abs(textAlpha("‹ Root", in: window) - 0.5) < 0.1, "the back button fades with the pop")
        window.send(.mouseUp(CGPoint(x: 205, y: 200)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2, "released at half way without speed: cancelled")
        #expect(textAlpha("Second", in: window) == 1 && textAlpha("Root", in: window) == 0)
        #expect(textAlpha("‹ Root", in: window) == 1)
        #expect(navigation.navigationBar.titleLabel.text == "Second")
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }

    @Test("An animated push cross-fades the titles over the push and ends with the new title alone")
    func titlesCrossFadeWithThePush() {
        let (harness, navigation) = makeStack()
        let window = harness.window
        navigation.pushViewController(NamedViewController("Third"), animated: true)
        harness.run(0.01)
        #expect(textAlpha("Second", in: window) > 0.8, "the old title is still shown as the push starts")
        #expect(textAlpha("Third", in: window) < 0.2)
        harness.settle()
        #expect(textAlpha("Third", in: window) == 1 && textAlpha("Second", in: window) == 0)
        #expect(textAlpha("‹ Second", in: window) == 1 && textAlpha("‹ Root", in: window) == 0)
    }

    @Test("A title changed during the push is the one the bar keeps")
    func titleChangedDuringThePush() {
        let (harness, navigation) = makeStack()
        let third = NamedViewController("Third")
        navigation.pushViewController(third, animated: true)
        harness.run(0.1)
        third.title = "Renamed"
        harness.settle()
        #expect(navigation.navigationBar.titleLabel.text == "Renamed")
        #expect(textAlpha("Renamed", in: harness.window) == 1 && textAlpha("Third", in: harness.window) == 0)
    }
}
