// `import UIKit` makes Foundation visible too (UIKit re-exports it), so iOS transition code uses
// `NSObject`, `CGRect`, `CGFloat`, `TimeInterval`, `DispatchQueue` and `URLSession` without importing it.
// `import TransitionKit` stands in for `import UIKit` (docs/DESIGN.md, "Public API"), so it re-exports Foundation the
// same way; the README's code blocks rely on it (ReadmeTests compiles them as written).
@_exported import Foundation
// On Apple's systems Foundation itself has URLSession; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
