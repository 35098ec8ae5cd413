import Foundation
import TransitionKit
@testable import TransitionPlayground

extension PlaygroundApp {
    /// Presses and releases `key` (as the host delivers a key press), outside any frame.
    func press(_ key: String, _ modifiers: InputEvent.Modifiers = []) {
        handle(.keyDown(Key(name: key), modifiers: modifiers))
        handle(.keyUp(Key(name: key), modifiers: modifiers))
    }

    /// An app of the default 1024 x 768 size showing `scene`, its first frame made.
    static func started<SceneType: Scene>(_ scene: SceneType) -> (PlaygroundApp, SceneType) {
        let app = PlaygroundApp(scene: scene, size: CGSize(width: 1024, height: 768))
        app.runFrame()
        return (app, scene)
    }
}
