import TransitionBenchmark
import TransitionPlayground

// The `playground` executable: the TransitionPlayground app on its built-in scenes
// (`playground --help`), with the benchmark target behind `--bench`.
Playground.run(scenes: Playground.builtInScenes, benchmark: BenchmarkMain.run(size:))
