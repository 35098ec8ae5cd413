// swift-tools-version:6.0
import PackageDescription

/// Your first custom transition, running in the TransitionKit playground: copy this directory,
/// change `CardPresentAnimator`, `swift run`.
let package = Package(
    name: "MyFirstTransition",
    dependencies: [
        // In your own package: .package(url: "<this repository>", branch: "main") or a path to a clone.
        .package(name: "TransitionKitPlayground", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "MyFirstTransition",
            dependencies: [
                .product(name: "TransitionKit", package: "TransitionKitPlayground"),
                .product(name: "TransitionPlayground", package: "TransitionKitPlayground"),
            ]),
        .testTarget(
            name: "MyFirstTransitionTests",
            dependencies: [
                "MyFirstTransition",
                .product(name: "TransitionKit", package: "TransitionKitPlayground"),
                .product(name: "TransitionKitTesting", package: "TransitionKitPlayground"),
            ],
            exclude: ["__Snapshots__"]),  // the snapshot tests' reference images
    ],
    swiftLanguageModes: [.v6]
)
