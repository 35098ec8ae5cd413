import Foundation

/// Finds DejaVu Sans (Debian's `fonts-dejavu-core`) on this machine.
///
/// The renderer draws every `UILabel` in DejaVu Sans, regular or bold. The search looks in the
/// directory named by `TRANSITIONKIT_FONT_DIR` (when set) and then in the usual places of the
/// common Linux distributions.
public struct FontLocator: Sendable {
    /// The font files found.
    public struct Fonts: Equatable, Sendable {
        /// The regular face.
        public var regular: String
        /// The bold face; the regular face when no bold file exists.
        public var bold: String

        /// The oblique face; nil when none was found (the regular face stands in).
        public var oblique: String?
        /// The bold oblique face; nil when none was found (the bold face stands in).
        public var boldOblique: String?
        /// The fixed-width face; nil when none was found (the regular face stands in).
        public var monospaced: String?
        /// The bold fixed-width face; nil when none was found (the fixed-width face stands in).
        public var monospacedBold: String?

        /// Test hook: fonts at the given paths (apps get them from `locate`).
        package init(
            regular: String, bold: String, oblique: String? = nil, boldOblique: String? = nil,
            monospaced: String? = nil, monospacedBold: String? = nil
        ) {
            self.regular = regular
            self.bold = bold
            self.oblique = oblique; self.boldOblique = boldOblique
            self.monospaced = monospaced; self.monospacedBold = monospacedBold
        }

        /// The file that draws `variant`, the nearest face found standing in for a missing one.
        package func path(for variant: FontVariant) -> String {
            switch variant {
            case .regular: regular
            case .bold: bold
            case .oblique: oblique ?? regular
            case .boldOblique: boldOblique ?? bold
            case .monospaced: monospaced ?? regular
            case .monospacedBold: monospacedBold ?? monospaced ?? bold
            }
        }
    }

    /// The other faces' file names, looked for beside the regular face.
    nonisolated(unsafe) static let otherFileNames: [WritableKeyPath<Fonts, String?>: String] = [
        \.oblique: "DejaVuSans-Oblique.ttf", \.boldOblique: "DejaVuSans-BoldOblique.ttf",
        \.monospaced: "DejaVuSansMono.ttf", \.monospacedBold: "DejaVuSansMono-Bold.ttf",
    ]

    /// The regular face's file name.
    public static let regularFileName = "DejaVuSans.ttf"
    /// The bold face's file name.
    public static let boldFileName = "DejaVuSans-Bold.ttf"

    /// The directories searched by default, in order.
    public static var standardDirectories: [String] {
        var directories: [String] = []
        if let custom = ProcessInfo.processInfo.environment["TRANSITIONKIT_FONT_DIR"], !custom.isEmpty {
            directories.append(custom)
        }
        directories += [
            "/usr/share/fonts/truetype/dejavu",  // Debian, Ubuntu
            "/usr/share/fonts/TTF",  // Arch
            "/usr/share/fonts/dejavu-sans-fonts",  // Fedora
            "/usr/share/fonts/dejavu",  // openSUSE, older Fedora
            "/usr/local/share/fonts",
            "/usr/share/fonts/truetype",
        ]
        return directories
    }

    /// The directories searched.
    public let directories: [String]

    /// Creates a locator searching `directories` (the standard ones by default).
    public init(directories: [String] = FontLocator.standardDirectories) {
        self.directories = directories
    }

    /// The first directory holding the regular face, with the bold face from the same
    /// directory when it exists; nil when no directory has the regular face.
    public func locate(fileExists: (String) -> Bool = { FileManager.default.isReadableFile(atPath: $0) }) -> Fonts? {
        for directory in directories {
            let regular = (directory as NSString).appendingPathComponent(Self.regularFileName)
            guard fileExists(regular) else { continue }
            let bold = (directory as NSString).appendingPathComponent(Self.boldFileName)
            var fonts = Fonts(regular: regular, bold: fileExists(bold) ? bold : regular)
            for (keyPath, name) in Self.otherFileNames {
                let path = (directory as NSString).appendingPathComponent(name)
                if fileExists(path) { fonts[keyPath: keyPath] = path }
            }
            return fonts
        }
        return nil
    }

    /// The one-line warning printed (once per process) when no font is found.
    public var missingFontWarning: String {
        "TransitionKitSDL: warning: no \(Self.regularFileName) found in \(directories.joined(separator: ", ")); "
            + "labels will not draw text (install fonts-dejavu-core, e.g. with `make deps`)"
    }
}
