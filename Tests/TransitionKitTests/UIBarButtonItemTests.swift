import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

@Suite("UIBarButtonItem: spaces, hidden items, selection as the primary action, per-state title attributes")
@MainActor
struct UIBarButtonItemTests {
    @Test("flexibleSpace() and fixedSpace(_:) lay a toolbar out: the fixed one its width, the flexible ones the rest")
    func spaces() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let share = UIBarButtonItem(systemItem: .action)
        toolbar.items = [UIBarButtonItem.fixedSpace(30), share, UIBarButtonItem.flexibleSpace()]
        toolbar.layoutIfNeeded()
        let view = try #require(toolbar.itemView(for: share))
        #expect(isClose(view.frame.minX, 8 + 30 + 8, 1e-9))
        #expect(UIBarButtonItem.fixedSpace(30).width == 30)
    }

    @Test("A hidden item leaves the bar; showing it again brings it back")
    func hidden() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let trash = UIBarButtonItem(systemItem: .trash)
        toolbar.items = [trash]
        #expect(toolbar.itemView(for: trash) != nil)
        trash.isHidden = true
        #expect(toolbar.itemView(for: trash) == nil)
        #expect(toolbar.items?.count == 1, "still one of the items")
        trash.isHidden = false
        #expect(toolbar.itemView(for: trash) != nil)
    }

    @Test("changesSelectionAsPrimaryAction flips isSelected before the action runs")
    func selection() throws {
        let (window, clock) = makeTestWindow(width: 400, height: 300)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        window.addSubview(toolbar)
        var seen: [Bool] = []
        let bold = UIBarButtonItem(title: "Bold")
        bold.changesSelectionAsPrimaryAction = true
        bold.primaryAction = UIAction(title: "Bold") { _ in seen.append(bold.isSelected) }
        toolbar.items = [bold]
        toolbar.layoutIfNeeded()
        let view = try #require(toolbar.itemView(for: bold))
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        for _ in 0..<2 {
            window.send(.mouseDown(point))
            clock.advance(by: 0.05)
            window.send(.mouseUp(point))
            clock.advance(by: 0.3)
        }
        #expect(seen == [true, false])
    }

    @Test("setTitleTextAttributes(_:for:) colours the title over the bar's tint; titleTextAttributes(for:) reads it back")
    func titleAttributes() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let save = UIBarButtonItem(systemItem: .save)
        toolbar.items = [save]
        save.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        let label = try #require(toolbar.itemView(for: save) as? UILabel)
        #expect(label.textColor == .systemGreen)
        #expect(save.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(save.titleTextAttributes(for: .disabled) == nil)
    }
}

extension UIBarButtonItemTests {
    @Test("The legacy background images and offsets are kept per state, style and metrics")
    func legacyCustomizations() {
        let item = UIBarButtonItem(title: "Edit")
        let image = UIImage()
        item.setBackgroundImage(image, for: .highlighted, style: .done, barMetrics: .compact)
        #expect(item.backgroundImage(for: .highlighted, style: .done, barMetrics: .compact) === image)
        #expect(item.backgroundImage(for: .highlighted, style: .plain, barMetrics: .compact) == nil)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .compact) == nil)
        item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == UIOffset(horizontal: -1000, vertical: 0))
        #expect(item.backButtonTitlePositionAdjustment(for: .compact) == .zero)
        item.setBackgroundVerticalPositionAdjustment(3, for: .defaultPrompt)
        #expect(item.backgroundVerticalPositionAdjustment(for: .defaultPrompt) == 3)
    }
}
