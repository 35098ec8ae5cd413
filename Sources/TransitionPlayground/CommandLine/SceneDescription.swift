/// What the command line and the script parser know of a scene: its name and its animators.
struct SceneDescription: Equatable, Sendable {
    /// The scene's name (`--scene`, `scene NAME`).
    var name: String
    /// A one-line description (`--list`).
    var summary: String
    /// The animators keys 1-9 choose, in order.
    var animatorNames: [String]

    /// "1 spring, 2 critically damped" (or "no animators").
    var animatorList: String {
        animatorNames.isEmpty ? "no animators"
            : animatorNames.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }

    /// The 0-based index of the animator `text` names: its number (1-based) or its name
    /// (case-insensitive); nil when it names none.
    func animatorIndex(for text: String) -> Int? {
        if let number = Int(text) { return animatorNames.indices.contains(number - 1) ? number - 1 : nil }
        return animatorNames.firstIndex { $0.lowercased() == text.lowercased() }
    }

    /// The line explaining that `text` is not one of this scene's animators.
    func unknownAnimatorMessage(_ text: String) -> String {
        if animatorNames.isEmpty { return "scene '\(name)' has no animators, got '\(text)'" }
        return "scene '\(name)' has no animator '\(text)'; choose 1-\(animatorNames.count) or a name: \(animatorList)"
    }
}

extension Array where Element == SceneDescription {
    /// The scene named `name`, if any.
    func scene(named name: String) -> SceneDescription? { first { $0.name == name } }

    /// The line explaining that `name` is not a scene.
    func unknownSceneMessage(_ name: String) -> String {
        "unknown scene '\(name)'; choose from: \(map(\.name).joined(separator: ", "))"
    }
}

extension SceneCatalog {
    /// Every scene's description, in Tab order (makes each scene once to ask it).
    var descriptions: [SceneDescription] {
        entries.map { entry in
            let scene = entry.make()
            return SceneDescription(name: scene.name, summary: scene.summary, animatorNames: scene.animatorNames)
        }
    }
}
