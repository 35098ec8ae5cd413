import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// `UIBarButtonItem` and `UINavigationItem` on the navigation bar.
@Suite("UIBarButtonItem and UINavigationItem")
@MainActor
struct NavigationBarItemsTests {
    /// The drawn opacity of the text `string` in the window (0 when it is not drawn).
    private func textAlpha(_ string: String, in window: UIWindow) -> CGFloat {
        window.displayList().flattenedCommands.reduce(0) { alpha, command in
            guard case .text(let text) = command.content, text.string == string else { return alpha }
            return max(alpha, command.alpha * text.color.alpha)
        }
    }

    /// The colour the text `string` is drawn in.
    private func textColor(_ string: String, in window: UIWindow) -> UIColor? {
        for command in window.displayList().flattenedCommands {
            if case .text(let text) = command.content, text.string == string { return text.color }
        }
        return nil
    }

    /// Clicks the centre of the bar's view drawing `item`.
    private func tap(_ item: UIBarButtonItem, on bar: UINavigationBar, in harness: TransitionHarness) throws {
        let view = try #require(bar.itemView(for: item))
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil as UIView?)
        harness.window.send(.mouseDown(point))
        harness.run(0.05)
        harness.window.send(.mouseUp(point))
        harness.run(0.05)
    }

    // Apple documentation, UINavigationItem.leftBarButtonItems: "This array can contain 0 or more
    // bar button items to display on the left side of the navigation bar [...] If you set
    // leftItemsSupplementBackButton to false (the default), the items replace the back button";
    // rightBarButtonItems: "The first item in the array is the rightmost item".
    // UIBarButtonItem.init(systemItem:primaryAction:menu:): "The system item doesn't use the
    // action to configure its title"; init(primaryAction:): the item takes the action's title.
    @Test("Left items replace the back button, right items run from the right edge; a tap runs the primary action")
    func itemsDrawnAndTappable() throws {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        var tapped: [String] = []
        var sender: Any?
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "ignored") { action in
            tapped.append("done")
            sender = action.sender
        })
        let cancel = UIBarButtonItem(primaryAction: UIAction(title: "Cancel") { _ in tapped.append("cancel") })
        let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in tapped.append("edit") })
        second.navigationItem.rightBarButtonItems = [done, edit]
        second.navigationItem.leftBarButtonItem = cancel
        navigation.pushViewController(second, animated: false)
        harness.settle()
        let window = harness.window, bar = navigation.navigationBar
        #expect(textAlpha("Done", in: window) == 1 && textAlpha("Cancel", in: window) == 1 && textAlpha("Edit", in: window) == 1)
        #expect(textAlpha("ignored", in: window) == 0 && textAlpha("‹ Root", in: window) == 0)
        #expect(done.style == .done && cancel.style == .plain && cancel.title == "Cancel")
        let doneFrame = try #require(bar.itemView(for: done)).frame
        let editFrame = try #require(bar.itemView(for: edit)).frame
        #expect(doneFrame.maxX == 400 - 8 && editFrame.maxX == doneFrame.minX - 8, "\(doneFrame) \(editFrame)")
        // The renderer sets bold "Done" at 17 pt in DejaVu Sans Bold 51 pt wide (measured with
        // ImageMagick's `label:Done`); narrower, it draws "Do…" (seen in the navigation scene).
        #expect(doneFrame.width >= 51, "\(doneFrame)")

        try tap(done, on: bar, in: harness)
        try tap(cancel, on: bar, in: harness)
        #expect(tapped == ["done", "cancel"])
        #expect((sender as? UIBarButtonItem) === done, "the action's sender is the item")
        #expect(navigation.viewControllers.count == 2, "a left item replaces the back button: no pop")

        edit.isEnabled = false
        harness.run(0.02)
        #expect(textColor("Edit", in: window) == .systemGray)
        try tap(edit, on: bar, in: harness)
        #expect(tapped == ["done", "cancel"], "a disabled item does not run its action")
        edit.tintColor = .systemRed
        edit.isEnabled = true
        edit.title = "Modify"
        harness.run(0.02)
        #expect(textColor("Modify", in: window) == .systemRed && textAlpha("Edit", in: window) == 0)
    }

    // UINavigationItem.backBarButtonItem: "When this navigation item is immediately below the top
    // item in the stack, the navigation controller derives the back button for the navigation bar
    // from this navigation item"; backButtonTitle (iOS 14): used when backBarButtonItem is nil;
    // hidesBackButton: "A Boolean value that determines whether the back button is hidden".
    @Test("The back button: the previous item's backBarButtonItem, then backButtonTitle, then its title; hidesBackButton")
    func backButton() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        let bar = navigation.navigationBar
        #expect(bar.backLabel.text == "‹ Root")
        root.navigationItem.backButtonTitle = "Home"
        #expect(bar.backLabel.text == "‹ Home")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "List")
        #expect(bar.backLabel.text == "‹ List")
        second.navigationItem.hidesBackButton = true
        #expect(bar.backLabel.isHidden)
        second.navigationItem.hidesBackButton = false
        second.navigationItem.title = "Detail"
        #expect(!bar.backLabel.isHidden && bar.titleLabel.text == "Detail")
    }

    // The bar cross-fades its content with a push or pop, alongside the transition (see
    // NavigationBarTests): the items fade with the titles, scrubbed by an interactive pop, and a
    // cancel puts the old items back.
    @Test("Items cross-fade with the titles during an interactive pop; a cancel restores them")
    func itemsCrossFade() {
        let root = NamedViewController("Root"), second = NamedViewController("Second")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
        second.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save)
        let navigation = UINavigationController(rootViewController: root)
        let harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
        let window = harness.window
        #expect(textAlpha("Save", in: window) == 1 && textAlpha("+", in: window) == 0)
        window.send(.mouseDown(CGPoint(x: 5, y: 200)))
        for step in 1...10 {
            harness.run(0.03)
            window.send(.mouseMove(CGPoint(x: 5 + 20 * CGFloat(step), y: 200)))
        }
        harness.run(0.2)
        let incoming = textAlpha("+", in: window), outgoing = textAlpha("Save", in: window)
        #expect(abs(incoming - 0.5) < 0.1 && abs(outgoing - 0.5) < 0.1, "+ \(incoming), Save \(outgoing)")
        window.send(.mouseUp(CGPoint(x: 205, y: 200)))
        harness.settle()
        #expect(navigation.viewControllers.count == 2, "released at half way without speed: cancelled")
        #expect(textAlpha("Save", in: window) == 1 && textAlpha("+", in: window) == 0)
        #expect(harness.violations.isEmpty, "\(harness.violations)")
    }
}
