import Foundation
import Testing

/// `Examples/MyFirstTransition` is what a user copies: a package of its own that depends on this
/// one by path. Its sources and test are built and run as targets of this package (one build);
/// these tests check what that does not: that its manifest resolves against this package's
/// products, and that its sources compile as another package's, without `package` access.
@Suite("The example package on its own")
struct ExamplePackageTests {
    /// The example's folder.
    static func folder() throws -> URL {
        URL(fileURLWithPath: try ReadmeSwiftBlock.readmePath()).deletingLastPathComponent()
            .appendingPathComponent("Examples/MyFirstTransition")
    }

    @Test("Its manifest resolves: this package by path, with the products its targets name")
    func manifestResolves() throws {
        let outcome = try PlaygroundEndToEndTests.runTool(
            "/usr/bin/env", ["swift", "package", "show-dependencies", "--package-path", try Self.folder().path, "--format", "json"])
        #expect(outcome.status == 0, "the example's package graph does not load:\n\(outcome.standardError)")
        let graph = try JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any]
        let dependencies = graph?["dependencies"] as? [[String: Any]] ?? []
        #expect(dependencies.map { $0["name"] as? String } == ["TransitionKitPlayground"])
    }

    @Test("Its sources type-check as another package's: public API only, in Swift 6 mode")
    func sourcesUsePublicAPIOnly() throws {
        let sources = try Self.folder().appendingPathComponent("Sources/MyFirstTransition")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
        #expect(files.count >= 2)
        let outcome = try SwiftTypeChecker.check(files: files)
        #expect(outcome.status == 0, "the example does not compile outside this package:\n\(outcome.standardError)")
    }

    @Test("The same check refuses a package-only member that code in this package may use (so the check above can fail)")
    func packageAccessIsRefused() throws {
        let outcome = try SwiftTypeChecker.check(
            "import TransitionKit\n@MainActor func probe(_ layer: CALayer) -> Int { layer.animationSummaries().count }\n", name: "Probe")
        #expect(outcome.status != 0)
        #expect(outcome.standardError.contains("animationSummaries"), "\(outcome.standardError)")
    }
}
