/// One way to act on a scene with the mouse (or with a key only that scene uses), as the help
/// overlay (H) lists it under the scene's animators.
public struct SceneGesture: Equatable, Sendable {
    /// The gesture, short ("right edge ◂", "pinch", "Up / Down").
    public var input: String
    /// How to make it, if not obvious, and what it does in this scene.
    public var action: String

    /// A gesture: `input` ("drag", "pinch") and what it does, for the help overlay.
    public init(input: String, action: String) {
        self.input = input
        self.action = action
    }

    /// The grab every transition scene offers: the window's own grab of running transitions.
    public static let grab = SceneGesture(input: "grab", action: "press moving content; drag scrubs it")
}
