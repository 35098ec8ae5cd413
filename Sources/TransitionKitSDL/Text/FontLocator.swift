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

        /// Test hook: fonts at the given paths (apps get them from `locate`).
        package init(regular: String, bold: String) {
            self.regular = regular
            self.bold = bold
        }
    }

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
            return Fonts(regular: regular, bold: fileExists(bold) ? bold : regular)
        }
        return nil
    }

    /// The one-line warning printed (once per process) when no font is found.
    public var missingFontWarning: String {
        "TransitionKitSDL: warning: no \(Self.regularFileName) found in \(directories.joined(separator: ", ")); "
            + "labels will not draw text (install fonts-dejavu-core, e.g. with `make deps`)"
    }
}
