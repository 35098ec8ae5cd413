import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

/// The search scene: a results card that keeps above the simulated keyboard three ways, and
/// typing from the desktop keyboard into its field.
@Suite("Search scene (keyboard avoidance)")
@MainActor
struct SearchSceneTests {
    /// The field's centre on the default 1024 x 768 device.
    static let field = CGPoint(x: 512, y: 103)

    private func click(_ app: PlaygroundApp, _ point: CGPoint = field) {
        app.runFrame([.mouseDown(point)])
        app.runFrame([.mouseUp(point)])
    }

    private func settle(_ app: PlaygroundApp, seconds: Double = 0.8) {
        for _ in 0..<Int(seconds * 60) { app.runFrame() }
    }

    private func started(avoidance: Int = 1) throws -> (PlaygroundApp, SearchScene, SearchSceneViewController) {
        let (app, scene) = PlaygroundApp.started(SearchScene())
        app.press("\(avoidance)")
        app.runFrame()
        return (app, scene, try #require(scene.controller))
    }

    /// The card's bottom edge as drawn (window points).
    private func drawnCardBottom(_ controller: SearchSceneViewController) throws -> CGFloat {
        let layer = try #require(controller.resultsCard.layer.presentation())
        return controller.view.convert(layer.frame, from: controller.resultsCard.superview).maxY
    }

    @Test("A click focuses the field; the keyboard and the card slide up together on the guide; typing filters; Return ends editing")
    func layoutGuide() throws {
        let (app, _, controller) = try started(avoidance: 1)
        #expect(try drawnCardBottom(controller) == 768 - SearchSceneViewController.cardGap)
        click(app)
        #expect(controller.searchField.isFirstResponder && app.window.isTextInputActive)
        app.runFrame()
        for _ in 0..<8 { app.runFrame() }
        // Mid-slide: the card rides the keyboard's drawn top.
        let keyboard = try #require(app.window.keyboardPresentationFrame)
        #expect(keyboard.minY > 370 && keyboard.minY < 768)
        #expect(abs(try drawnCardBottom(controller) - (keyboard.minY - SearchSceneViewController.cardGap)) < 0.5)
        let panel = try #require(app.tools.keyboard.panels.first)
        #expect(!panel.isHidden && panel.frame == keyboard)
        settle(app)
        #expect(app.window.keyboardFrame == CGRect(x: 0, y: 370, width: 1024, height: 398), "a tablet's landscape keyboard")
        #expect(try drawnCardBottom(controller) == 370 - SearchSceneViewController.cardGap)

        for text in ["b", "l", "u"] { app.handle(.text(text)) }
        app.runFrame()
        #expect(controller.searchField.text == "blu" && controller.shownNames == ["Blue"])
        app.press("Backspace")
        app.press("Backspace")
        app.runFrame()
        #expect(controller.searchField.text == "b" && controller.shownNames == ["Blue", "Brown"])
        #expect(controller.countLabel.text == "2 colours match \u{201C}b\u{201D}")
        app.press("Return")
        settle(app)
        #expect(!controller.searchField.isFirstResponder && app.window.keyboardFrame == nil)
        #expect(try drawnCardBottom(controller) == 768 - SearchSceneViewController.cardGap)
        #expect(panel.isHidden)
    }

    @Test("The notifications' way moves the card with the keyboard too, on the notification's curve 7")
    func notifications() throws {
        let (app, scene, controller) = try started(avoidance: 2)
        #expect(scene.forward(), "Enter focuses the field")
        app.runFrame()
        for _ in 0..<8 { app.runFrame() }
        let keyboard = try #require(app.window.keyboardPresentationFrame)
        #expect(abs(try drawnCardBottom(controller) - (keyboard.minY - SearchSceneViewController.cardGap)) < 0.5)
        settle(app)
        #expect(try drawnCardBottom(controller) == 370 - SearchSceneViewController.cardGap)
        app.press("Escape")
        settle(app)
        #expect(!controller.searchField.isFirstResponder)
        #expect(try drawnCardBottom(controller) == 768 - SearchSceneViewController.cardGap)
    }

    @Test("Without avoidance the keyboard covers the card; K shows and hides it with no field focused")
    func noAvoidanceAndToggle() throws {
        let (app, _, controller) = try started(avoidance: 3)
        app.press("K")
        settle(app)
        #expect(app.window.keyboardFrame == CGRect(x: 0, y: 370, width: 1024, height: 398) && !app.window.isTextInputActive)
        #expect(try drawnCardBottom(controller) == 768 - SearchSceneViewController.cardGap, "covered")
        #expect(app.session.message?.text == "keyboard: shown")
        app.press("K")
        settle(app)
        #expect(app.window.keyboardFrame == nil && app.tools.keyboard.panels.first?.isHidden == true)
    }

    @Test("While the field is focused the keys type: Space, S and Q are text, not pause, slow and quit; Tab still changes the scene")
    func keysTypeWhileFocused() throws {
        let (app, _, controller) = try started()
        click(app)
        app.runFrame()
        // The host sends a key-down and then its text; the key itself does nothing.
        for (key, text) in [("S", "s"), ("Space", " "), ("Q", "q"), (".", ".")] {
            app.handle(.keyDown(Key(name: key), modifiers: []))
            app.handle(.text(text))
            app.handle(.keyUp(Key(name: key), modifiers: []))
        }
        app.runFrame()
        #expect(controller.searchField.text == "s q.")
        #expect(!app.session.time.isPaused && !app.session.time.isSlow && !app.session.isQuitRequested)
        #expect(controller.countLabel.text == "No colour matches \u{201C}s q.\u{201D}")
        app.press("Tab")
        app.runFrame()
        #expect(app.scene.name != "search")
    }

    @Test("Without a focused field, text events are ignored and Backspace clears the search")
    func unfocused() throws {
        let (app, _, controller) = try started()
        click(app)
        app.handle(.text("pi"))
        app.press("Escape")
        app.runFrame()
        #expect(controller.searchField.text == "pi" && controller.shownNames == ["Pink"])
        app.handle(.text("x"))
        app.runFrame()
        #expect(controller.searchField.text == "pi")
        app.press("Backspace")
        app.runFrame()
        #expect(controller.searchField.text == "" && controller.shownNames.count == SearchSceneViewController.colours.count)
    }

    @Test("The keyboard's Return key is titled for the field and lit while the desktop key is held")
    func returnKeyTitle() throws {
        let (app, _, _) = try started()
        click(app)
        settle(app)
        let panel = try #require(app.tools.keyboard.panels.first)
        #expect(panel.returnKeyTitle == "search" && panel.returnKeyColor == Palette.keyboardActionKey)
        app.handle(.keyDown(.letter("A"), modifiers: []))
        app.runFrame()
        #expect(panel.color(of: .letter("A")) == Palette.keyboardPressedKey)
        app.handle(.keyUp(.letter("A"), modifiers: []))
        app.runFrame()
        #expect(panel.color(of: .letter("A")) == Palette.keyboardKey)
    }
}
