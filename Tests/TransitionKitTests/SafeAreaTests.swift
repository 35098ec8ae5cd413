import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Safe areas. Apple, `UIView.safeAreaInsets`: "For the view controller's root view, the insets
/// account for the status bar, other visible bars, and any additional insets that you specified
/// using the additionalSafeAreaInsets property of your view controller. For other views in the
/// view hierarchy, the insets reflect only the portion of the view that is covered."
@Suite("Safe areas")
@MainActor
struct SafeAreaTests {
    static let phone = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    private func phoneWindow(root: UIViewController) -> UIWindow {
        let (window, _) = makeTestWindow(width: 390, height: 844, root: root)
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        return window
    }

    @Test("The window and a root view take the screen's insets; other views the part of the band they overlap")
    func propagation() {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        #expect(window.safeAreaInsets == Self.phone && root.view.safeAreaInsets == Self.phone)
        let straddling = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 10, y: 300, width: 100, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        let inside = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        for view in [straddling, middle, bottom] { root.view.addSubview(view) }
        straddling.addSubview(inside)
        window.layoutIfNeeded()
        #expect(straddling.safeAreaInsets == UIEdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        #expect(inside.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))   // covered entirely: its height
        #expect(middle.safeAreaInsets == .zero)
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(detached.safeAreaInsets == .zero)   // "not currently installed in a view hierarchy ... 0"
    }

    @Test("additionalSafeAreaInsets add to the root view's insets and reach its subviews; NaN is refused")
    func additionalInsets() {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        root.view.addSubview(child)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 34, right: 0))
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 69, left: 5, bottom: 0, right: 0))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0)
        #expect(root.additionalSafeAreaInsets == UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0))
        #expect(window.diagnostics.map(\.code) == [.invalidSafeAreaInsets])
    }

    @Test("Navigation: the bar sits below the status bar over the content; the top controller's top inset is the bar's bottom, the status bar's with the bar hidden")
    func navigation() {
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        let window = phoneWindow(root: navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 390, height: UINavigationBar.height))
        #expect(top.view.convert(top.view.bounds, to: nil) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(top.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(top.view.safeAreaInsets == Self.phone)
        // Without a status bar the bar alone: 44 pt.
        navigation.setNavigationBarHidden(false, animated: false)
        window.screen.simulatedSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.minY == 0)
        #expect(top.view.safeAreaInsets == UIEdgeInsets(top: UINavigationBar.height, left: 0, bottom: 0, right: 0))
    }

    @Test("A controller presented full screen gets the screen's insets; a card above the status bar band only the bottom")
    func presentation() {
        let root = UIViewController()
        let window = phoneWindow(root: root)
        let presented = InsetsLog()
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        window.layoutIfNeeded()
        #expect(presented.view.safeAreaInsets == Self.phone)
        presented.view.frame = CGRect(x: 0, y: 400, width: 390, height: 444)
        window.layoutIfNeeded()
        #expect(presented.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("Callbacks: the view's, then the controller's, then layout; once per change, none without one")
    func callbackOrderAndCount() {
        let root = InsetsLog()
        let (window, _) = makeTestWindow(width: 390, height: 844, root: root)
        root.log.removeAll()
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        #expect(root.log == ["safeAreaInsetsDidChange (59, 34)", "viewSafeAreaInsetsDidChange (59, 34)", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
        root.log.removeAll()
        window.layoutIfNeeded()
        window.clock.advance(by: 0.1)
        #expect(root.log.isEmpty)
        window.screen.simulatedSafeAreaInsets = .zero
        window.layoutIfNeeded()
        #expect(root.log.filter { $0.contains("afeAreaInsetsDidChange") } == ["safeAreaInsetsDidChange (0, 0)", "viewSafeAreaInsetsDidChange (0, 0)"])
    }

    @Test("A navigation controller's top controller hears of each change once")
    func navigationCallbacksOnce() {
        let top = InsetsLog()
        let navigation = UINavigationController(rootViewController: top)
        navigation.setNavigationBarHidden(true, animated: false)
        let (window, _) = makeTestWindow(width: 390, height: 844, root: navigation)
        top.log.removeAll()
        window.screen.simulatedSafeAreaInsets = Self.phone
        window.layoutIfNeeded()
        #expect(top.log.filter { $0.contains("afeAreaInsetsDidChange") } == ["safeAreaInsetsDidChange (59, 34)", "viewSafeAreaInsetsDidChange (59, 34)"])
        top.log.removeAll()
        navigation.setNavigationBarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(top.log.filter { $0.contains("afeAreaInsetsDidChange") } == ["safeAreaInsetsDidChange (103, 34)", "viewSafeAreaInsetsDidChange (103, 34)"])
    }
}

/// A controller whose root view logs its safe area and layout callbacks.
@MainActor
final class InsetsLog: UIViewController {
    var log: [String] = []

    final class LoggingView: UIView {
        weak var owner: InsetsLog?
        override func safeAreaInsetsDidChange() {
            owner?.log.append("safeAreaInsetsDidChange (\(Int(safeAreaInsets.top)), \(Int(safeAreaInsets.bottom)))")
        }
    }

    override func loadView() {
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        view.owner = self
        self.view = view
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.append("viewSafeAreaInsetsDidChange (\(Int(view.safeAreaInsets.top)), \(Int(view.safeAreaInsets.bottom)))")
    }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}
