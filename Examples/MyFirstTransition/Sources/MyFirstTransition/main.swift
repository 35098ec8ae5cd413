import TransitionPlayground

// The whole playground (HUD, time controls, help, scripts, screenshots...) on your scene;
// `swift run MyFirstTransition --help` lists the command line.
Playground.run(scenes: [{ CardScene.make() }])
