import TransitionPlayground

// The `playground` executable: the TransitionPlayground app on its eight built-in scenes
// (`playground --help`).
Playground.run(scenes: Playground.builtInScenes)
