import TransitionPlayground

// An iOS app's AppDelegate and SceneDelegate, run in the playground (on iOS, @main on AppDelegate).
Playground.run(appDelegate: AppDelegate(), sceneDelegate: SceneDelegate())
