import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

@Suite("UIScreen")
@MainActor
struct UIScreenTests {
    @Test("UIScreen.main is the key window's screen; its bounds follow the window's size")
    func mainFollowsKeyWindow() {
        let (window, _) = makeTestWindow(width: 390, height: 844)
        #expect(UIScreen.main === window.screen)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 1 && UIScreen.main.nativeScale == 1)
        window.send(.resize(CGSize(width: 844, height: 390)))
        #expect(window.screen.bounds == CGRect(x: 0, y: 0, width: 844, height: 390))
        // Apple, nativeBounds: "This rectangle is based on the device in a portrait-up orientation."
        #expect(window.screen.nativeBounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test("Making another window key moves UIScreen.main to its screen")
    func mainMovesWithKeyWindow() {
        let (first, _) = makeTestWindow(width: 400, height: 300)
        let (second, _) = makeTestWindow(width: 200, height: 100)
        #expect(UIScreen.main === second.screen && UIScreen.main.bounds.size == CGSize(width: 200, height: 100))
        first.makeKeyAndVisible()
        #expect(UIScreen.main === first.screen)
        #expect(first.screen !== second.screen)
    }

    @Test("Simulated safe area insets that are not finite and non-negative are refused with a Diagnostic")
    func invalidInsetsRefused() {
        let (window, _) = makeTestWindow()
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.screen.simulatedSafeAreaInsets = UIEdgeInsets(top: .nan, left: 0, bottom: -1, right: 0)
        #expect(window.screen.simulatedSafeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(window.diagnostics.map(\.code) == [.invalidSafeAreaInsets])
    }
}
