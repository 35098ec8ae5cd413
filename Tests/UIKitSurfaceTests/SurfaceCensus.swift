import Foundation

/// The census of UIKit's interface: for each type, the members Apple's documentation lists for
/// iOS 17 and 18 (`Members/<Type>.txt`), the members that have no Linux form with the reason
/// (`Members/Exclusions*.txt`: one list, kept in a file per area), and the members the `Uses/` files type-check (each use is marked
/// `// census: Type.member` on the line before it).
///
/// A member is written as Apple's documentation titles it: `viewDidLoad()`,
/// `present(_:animated:completion:)`, `modalPresentationStyle`, `init(nibName:bundle:)`; nested
/// types and cases as `UIModalPresentationStyle.pageSheet`.
struct SurfaceCensus {
    /// One type's members, in the order of its list.
    struct TypeCensus: Equatable {
        var name: String
        var members: [String]
    }

    /// A member left out of the surface, with why.
    struct Exclusion: Equatable {
        var type: String
        var member: String
        var reason: String
    }

    /// Where a marker stands, for messages.
    struct Marker: Equatable {
        var type: String
        var member: String
        var file: String
        var line: Int
    }

    var types: [TypeCensus]
    var exclusions: [Exclusion]
    var markers: [Marker]

    /// The census directory: the folder of this file.
    static var directory: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    /// Reads the lists and the uses from the census directory.
    static func load() throws -> SurfaceCensus {
        let members = directory.appendingPathComponent("Members")
        let files = try FileManager.default.contentsOfDirectory(atPath: members.path).filter { $0.hasSuffix(".txt") }.sorted()
        let listFiles = files.filter { !$0.hasPrefix("Exclusions") }
        let types = try listFiles.map { file in
            TypeCensus(name: String(file.dropLast(4)),
                       members: parseList(try String(contentsOf: members.appendingPathComponent(file), encoding: .utf8)))
        }
        let exclusions = try files.filter { $0.hasPrefix("Exclusions") }.flatMap { file in
            parseExclusions(try String(contentsOf: members.appendingPathComponent(file), encoding: .utf8))
        }
        let uses = directory.appendingPathComponent("Uses")
        var markers: [Marker] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: uses.path).sorted() where file.hasSuffix(".swift") {
            markers += parseMarkers(try String(contentsOf: uses.appendingPathComponent(file), encoding: .utf8), file: file)
        }
        return SurfaceCensus(types: types, exclusions: exclusions, markers: markers)
    }

    /// A member list: one member a line; blank lines and `#` comments are skipped.
    static func parseList(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Exclusions: `Type.member | reason` a line.
    static func parseExclusions(_ text: String) -> [Exclusion] {
        parseList(text).compactMap { line in
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let (type, member) = split(parts[0]) else { return nil }
            return Exclusion(type: type, member: member, reason: parts.count > 1 ? parts[1] : "")
        }
    }

    /// The `// census: Type.member` markers of a Swift file (several may share a line, comma-separated).
    static func parseMarkers(_ text: String, file: String) -> [Marker] {
        var markers: [Marker] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// census: ") else { continue }
            for entry in line[range.upperBound...].split(separator: ",") {
                guard let (type, member) = split(entry.trimmingCharacters(in: .whitespaces)) else { continue }
                markers.append(Marker(type: type, member: member, file: file, line: index + 1))
            }
        }
        return markers
    }

    /// `UIView.animate(withDuration:animations:)` -> ("UIView", "animate(withDuration:animations:)"):
    /// the type is everything before the first dot that is not inside parentheses.
    static func split(_ qualified: String) -> (String, String)? {
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        let type = String(qualified[..<dot]), member = String(qualified[qualified.index(after: dot)...])
        guard !type.isEmpty, !member.isEmpty else { return nil }
        return (type, member)
    }

    /// The members of `type` neither used nor excluded.
    func missing(in type: TypeCensus) -> [String] {
        let covered = Set(markers.filter { $0.type == type.name }.map(\.member))
            .union(exclusions.filter { $0.type == type.name }.map(\.member))
        return type.members.filter { !covered.contains($0) }
    }

    /// One row of the coverage table: members listed, type-checked here, excluded.
    func coverage(of type: TypeCensus) -> (listed: Int, declared: Int, excluded: Int) {
        let used = Set(markers.filter { $0.type == type.name }.map(\.member))
        let excluded = Set(exclusions.filter { $0.type == type.name }.map(\.member))
        let members = Set(type.members)
        return (members.count, members.intersection(used).count, members.intersection(excluded).count)
    }

    /// The README's coverage table, as the census gives it.
    var coverageTable: String {
        var lines = ["| type | members listed | declared here | excluded (no Linux form) |", "|---|---:|---:|---:|"]
        var total = (0, 0, 0)
        for type in types {
            let row = coverage(of: type)
            lines.append("| `\(type.name)` | \(row.listed) | \(row.declared) | \(row.excluded) |")
            total = (total.0 + row.listed, total.1 + row.declared, total.2 + row.excluded)
        }
        lines.append("| **all \(types.count) types** | \(total.0) | \(total.1) | \(total.2) |")
        return lines.joined(separator: "\n")
    }
}
