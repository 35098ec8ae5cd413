import Foundation

/// The difference between the callback log a test expected and the one the harness recorded,
/// line by line, as a unified diff reads: the longest common subsequence of the two logs is
/// matched, the rest is missing (expected, not seen) or unexpected (seen, not expected).
///
/// ```swift
/// let diff = CallbackLogDiff(expected: ["A.viewWillAppear", "A.viewDidAppear"], actual: harness.essentialCallbackLog)
/// #expect(diff.matches, "\(diff)")
/// ```
public struct CallbackLogDiff: Equatable, Sendable, CustomStringConvertible {
    /// How the actual log must relate to the expected one.
    public enum Matching: Equatable, Sendable {
        /// The logs are equal, entry for entry.
        case exactly
        /// The expected entries appear in the actual log in this order; other entries may come
        /// between them.
        case inOrder
    }

    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// In both logs, at matching places.
        case matched(String)
        /// Expected but not in the actual log here ("- " in the description).
        case missing(String)
        /// In the actual log but not expected here ("+ "; with `.inOrder`, "  " and in brackets,
        /// since other entries are allowed).
        case unexpected(String)
    }

    /// How the logs were compared.
    public let matching: Matching
    /// The lines, in the actual log's order with missing entries where they were expected.
    public let lines: [Line]

    /// Compares `actual` with `expected`.
    public init(expected: [String], actual: [String], matching: Matching = .exactly) {
        self.matching = matching
        lines = Self.align(expected, actual)
    }

    /// Whether the actual log satisfies the expectation.
    public var matches: Bool {
        lines.allSatisfy { line in
            switch line {
            case .matched: true
            case .missing: false
            case .unexpected: matching == .inOrder
            }
        }
    }

    /// The diff, one entry a line: "  " matched, "- " missing, "+ " unexpected.
    public var description: String {
        let body = lines.map { line in
            switch line {
            case .matched(let entry): "  \(entry)"
            case .missing(let entry): "- \(entry)"
            case .unexpected(let entry): matching == .inOrder ? "  (\(entry))" : "+ \(entry)"
            }
        }
        return (["callback log (- expected but missing, + unexpected):"] + body).joined(separator: "\n")
    }

    /// Aligns the logs by their longest common subsequence.
    private static func align(_ expected: [String], _ actual: [String]) -> [Line] {
        let n = expected.count, m = actual.count
        // common[i][j]: the LCS length of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                lines.append(.matched(expected[i])); i += 1; j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                lines.append(.missing(expected[i])); i += 1
            } else {
                lines.append(.unexpected(actual[j])); j += 1
            }
        }
        return lines
    }
}
