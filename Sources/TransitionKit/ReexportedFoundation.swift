// `import UIKit` makes Foundation visible too (UIKit re-exports it), so iOS transition code uses
// `NSObject`, `CGRect`, `CGFloat`, `TimeInterval` and `DispatchQueue` without importing it.
// `import TransitionKit` stands in for `import UIKit` (docs/DESIGN.md, "Public API"), so it re-exports Foundation the
// same way; the README's code blocks rely on it (ReadmeTests compiles them as written).
@_exported import Foundation
