import Foundation

/// Images from files, through the loader the host binds (a Linux addition: on iOS the system
/// decodes). The loader is scoped, not global: `withLoader(_:_:)` binds it for the length of a
/// call as a task-local value, so the playground binds its SDL loader around its run loop and
/// each test binds its own in-memory loader, with nothing to reset and no test seeing another's.
extension UIImage {
    /// The loader bound by the innermost `withLoader(_:_:)` on this task (or thread).
    @TaskLocal static var boundLoader: (any ImageLoading)?

    /// The diagnostic when an image file is asked for with no loader bound.
    public static let noLoader = Diagnostic.Code(rawValue: "image.noLoader", severity: .warning)

    /// The loader `UIImage(named:)` and `UIImage(contentsOfFile:)` use now: the one bound by the
    /// innermost `withLoader(_:_:)`, else nil. A Linux addition.
    public static var loader: (any ImageLoading)? { boundLoader }

    /// Runs `body` with `loader` decoding the images it asks for (and what it calls, on this
    /// task or thread). A Linux addition.
    public static func withLoader<Value, Failure: Error>(
        _ loader: any ImageLoading, _ body: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome = $boundLoader.withValue(loader) { Result { () throws(Failure) in try body() } }
        return try outcome.get()
    }

    /// Runs the asynchronous `body` with `loader` decoding the images it asks for. A Linux addition.
    public static func withLoader<Result>(
        _ loader: any ImageLoading, _ body: () async throws -> Result
    ) async rethrows -> Result {
        try await $boundLoader.withValue(loader, operation: body)
    }

    /// The image resource `name` from the app's resources (`name.png`, `name@2x.png`, or `name`
    /// with its extension), or nil when there is none, as in UIKit. With no loader bound it is
    /// nil too, with the diagnostic `image.noLoader`.
    public convenience init?(named name: String) {
        guard let loaded = Self.requireLoader(for: "UIImage(named: \"\(name)\")")?.loadImage(named: name) else {
            return nil
        }
        self.init(bitmap: loaded.pixels, scale: loaded.scale)
    }

    /// The image in the file at `path`, or nil when it is missing or not an image, as in UIKit.
    /// With no loader bound it is nil too, with the diagnostic `image.noLoader`.
    public convenience init?(contentsOfFile path: String) {
        guard let loaded = Self.requireLoader(for: "UIImage(contentsOfFile: \"\(path)\")")?
            .loadImage(contentsOfFile: path)
        else { return nil }
        self.init(bitmap: loaded.pixels, scale: loaded.scale)
    }

    private static func requireLoader(for call: String) -> (any ImageLoading)? {
        if let boundLoader { return boundLoader }
        ImageDiagnostics.report(Diagnostic(
            code: noLoader,
            message: "\(call) found no image loader: bind one with UIImage.withLoader(_:_:) "
                + "(the playground binds TransitionKitSDL's ImageFileLoader); returning nil"))
        return nil
    }
}
