import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// A view that counts `tintColorDidChange()` calls into a shared log.
@MainActor
private final class TintLoggingView: UIView {
    let name: String
    let log: TintLog
    init(_ name: String, log: TintLog) { self.name = name; self.log = log; super.init(frame: .zero) }
    required init?(coder: NSCoder) { nil }
    override func tintColorDidChange() { super.tintColorDidChange(); log.entries.append(name) }
}

@MainActor
private final class TintLog { var entries: [String] = [] }

/// tintColor, tintAdjustmentMode and tintColorDidChange() (Apple: "tintColorDidChange()": "The
/// system calls this method on a view when your code changes the value of the tintColor property
/// on that view. In addition, the system calls this method on a subview that inherits a changed
/// interaction tint color.").
@Suite("UIView tint")
@MainActor
struct UIViewTintTests {
    private func makeTree() -> (TintLoggingView, TintLoggingView, TintLoggingView, TintLog) {
        let log = TintLog()
        let root = TintLoggingView("root", log: log), child = TintLoggingView("child", log: log)
        let grandchild = TintLoggingView("grandchild", log: log)
        root.addSubview(child); child.addSubview(grandchild)
        log.entries = []
        return (root, child, grandchild, log)
    }

    @Test("The tint is inherited down the hierarchy; systemBlue at the top; nil goes back to inheriting")
    func inheritance() {
        let (root, child, grandchild, _) = makeTree()
        #expect(grandchild.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && grandchild.tintColor == .systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        #expect(grandchild.tintColor == .systemRed)
    }

    @Test("Setting the tint calls tintColorDidChange() on the view, then top-down on the views that inherit it")
    func didChangeOrder() {
        let (root, child, grandchild, log) = makeTree()
        root.tintColor = .systemRed
        #expect(log.entries == ["root", "child", "grandchild"])
        log.entries = []
        child.tintColor = .systemGreen
        #expect(log.entries == ["child", "grandchild"])
        log.entries = []
        root.tintColor = .systemOrange  // the child keeps its own green: only the root changes
        #expect(log.entries == ["root"])
        log.entries = []
        grandchild.tintColor = .systemGreen  // the same colour it had: UIKit still tells the view itself
        #expect(log.entries == ["grandchild"])
    }

    @Test("Moving a view under a superview with another tint calls tintColorDidChange(); the same tint does not")
    func moveChangesTint() {
        let log = TintLog()
        let red = UIView(), alsoBlue = UIView()
        red.tintColor = .systemRed
        let moving = TintLoggingView("moving", log: log), inner = TintLoggingView("inner", log: log)
        moving.addSubview(inner)
        log.entries = []
        alsoBlue.addSubview(moving)
        #expect(log.entries.isEmpty)
        red.addSubview(moving)
        #expect(log.entries == ["moving", "inner"])
        #expect(inner.tintColor == .systemRed)
        log.entries = []
        moving.removeFromSuperview()
        #expect(log.entries == ["moving", "inner"])
        #expect(inner.tintColor == .systemBlue)
    }

    @Test("tintAdjustmentMode: the first non-automatic mode up the hierarchy, else normal; dimmed tints grey")
    func adjustmentMode() {
        let (root, child, grandchild, log) = makeTree()
        #expect(root.tintAdjustmentMode == .normal && grandchild.tintAdjustmentMode == .normal)
        root.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        log.entries = []
        root.tintAdjustmentMode = .dimmed
        #expect(log.entries == ["root", "child", "grandchild"])
        #expect(grandchild.tintAdjustmentMode == .dimmed)
        #expect(grandchild.tintColor == UIColor(white: 0.48, alpha: 0.5))
        log.entries = []
        child.tintAdjustmentMode = .normal
        #expect(log.entries == ["child", "grandchild"])
        #expect(grandchild.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal)
    }
}
