// swift-tools-version:6.0
import PackageDescription

/// TransitionKit Playground: UIKit's custom view-controller transitions on a Linux desktop.
///
/// Layers depend one way: CSDL2 (and CGIFLib) <- TransitionKitSDL -> TransitionKit <- TransitionCatalog,
/// TransitionPlayground (the whole app, as a library) uses all three, TransitionBenchmark (`--bench`) uses the
/// app, and the `playground` executable is TransitionPlayground running its built-in scenes with the benchmark
/// behind `--bench`. Users link TransitionPlayground, which holds no benchmark. TransitionKit imports no C module.
let package = Package(
    name: "TransitionKitPlayground",
    products: [
        .library(name: "TransitionKit", targets: ["TransitionKit"]),
        .library(name: "TransitionCatalog", targets: ["TransitionCatalog"]),
        .library(name: "TransitionKitSDL", targets: ["TransitionKitSDL"]),
        .library(name: "TransitionKitTesting", targets: ["TransitionKitTesting"]),
        .library(name: "TransitionPlayground", targets: ["TransitionPlayground"]),
        .executable(name: "playground", targets: ["Playground"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev"]), .brew(["sdl2"])]),
        .systemLibrary(
            name: "CSDL2TTF", path: "Sources/CSDL2TTF", pkgConfig: "SDL2_ttf",
            providers: [.apt(["libsdl2-ttf-dev"]), .brew(["sdl2_ttf"])]),
        .systemLibrary(
            name: "CSDL2Image", path: "Sources/CSDL2Image", pkgConfig: "SDL2_image",
            providers: [.apt(["libsdl2-image-dev"]), .brew(["sdl2_image"])]),
        .systemLibrary(
            name: "CGIFLib", path: "Sources/CGIFLib",
            providers: [.apt(["libgif-dev"]), .brew(["giflib"])]),
        .target(name: "TransitionKit"),
        .target(name: "TransitionCatalog", dependencies: ["TransitionKit"]),
        .target(
            name: "TransitionKitSDL",
            dependencies: ["TransitionKit", "CSDL2", "CSDL2TTF", "CSDL2Image", "CGIFLib"]),
        .target(name: "TransitionPlayground", dependencies: ["TransitionKit", "TransitionCatalog", "TransitionKitSDL"]),
        .target(
            name: "TransitionBenchmark",
            dependencies: ["TransitionPlayground", "TransitionKit", "TransitionCatalog", "TransitionKitSDL"]),
        .executableTarget(name: "Playground", dependencies: ["TransitionPlayground", "TransitionBenchmark"], path: "Sources/Playground"),
        .executableTarget(name: "AppDelegateExample", dependencies: ["TransitionPlayground", "TransitionKit"], path: "Examples/AppDelegateExample"),
        // Examples/MyFirstTransition is a package of its own (what a user copies); its sources and
        // test are also built here, once, so `swift test` runs them without a second build of this
        // package inside the example's. PlaygroundTests checks the example's manifest stands alone.
        .executableTarget(
            name: "MyFirstTransition", dependencies: ["TransitionKit", "TransitionPlayground"],
            path: "Examples/MyFirstTransition/Sources/MyFirstTransition"),
        .testTarget(
            name: "MyFirstTransitionTests", dependencies: ["MyFirstTransition", "TransitionKit", "TransitionKitTesting"],
            path: "Examples/MyFirstTransition/Tests/MyFirstTransitionTests", exclude: ["__Snapshots__"]),
        .target(name: "TransitionKitTesting", dependencies: ["TransitionKit", "TransitionKitSDL"]),
        .target(
            name: "TransitionKitTestSupport", dependencies: ["TransitionKit", "TransitionCatalog", "TransitionKitTesting"],
            path: "Tests/TransitionKitTestSupport"),
        .executableTarget(
            name: "TransitionFuzz", dependencies: ["TransitionKit", "TransitionKitSDL", "TransitionKitTestSupport"], path: "Sources/TransitionFuzz"),
        .testTarget(name: "TransitionKitTests", dependencies: ["TransitionKit", "TransitionKitTestSupport"]),
        .testTarget(
            name: "UIKitSurfaceTests", dependencies: ["TransitionKit"],
            exclude: ["Members"]),
        .testTarget(name: "TransitionKitTestingTests", dependencies: ["TransitionKitTesting", "TransitionKit", "TransitionKitSDL"]),
        .testTarget(name: "TransitionCatalogTests", dependencies: ["TransitionCatalog", "TransitionKit", "TransitionKitTestSupport", "TransitionKitTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "TransitionKitSDLTests", dependencies: ["TransitionKitSDL", "TransitionKit", "CSDL2", "CGIFLib"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "AppDelegateExample", "TransitionPlayground", "TransitionBenchmark", "TransitionKit", "TransitionKitSDL", "TransitionKitTestSupport", "TransitionCatalog", "CGIFLib"]),
    ],
    swiftLanguageModes: [.v6]
)
