/// One way to act on a scene with the mouse (or with a key only that scene uses), as the help
/// overlay (H) lists it under the scene's animators.
struct SceneGesture: Equatable {
    /// The gesture, short ("right edge ◂", "pinch", "Up / Down").
    var input: String
    /// How to make it, if not obvious, and what it does in this scene.
    var action: String

    /// The grab every transition scene offers: the window's own grab of running transitions.
    static let grab = SceneGesture(input: "grab", action: "press moving content; drag scrubs it")
}
