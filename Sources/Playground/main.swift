import Foundation

// The `playground` executable: see `PlaygroundMain` and `playground --help`.
exit(PlaygroundMain.run(arguments: Array(CommandLine.arguments.dropFirst())))
