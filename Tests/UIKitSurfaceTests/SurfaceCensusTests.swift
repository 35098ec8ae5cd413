import Foundation
import Testing

/// UIKit's interface, type by type: every member Apple documents for the census's types is
/// declared here with UIKit's signature (its use in `Uses/` type-checks) or excluded with a
/// reason, and the README's coverage table says so.
@Suite("UIKit surface census")
struct SurfaceCensusTests {
    @Test("Every listed member is type-checked in Uses/ or excluded with a reason")
    func everyMemberIsCovered() throws {
        let census = try SurfaceCensus.load()
        #expect(!census.types.isEmpty)
        for type in census.types {
            let missing = census.missing(in: type)
            #expect(missing.isEmpty, "\(type.name): neither declared nor excluded: \(missing.joined(separator: ", "))")
        }
    }

    @Test("Lists hold each member once; markers and exclusions name listed members; exclusions give a reason and are not also used")
    func censusIsConsistent() throws {
        let census = try SurfaceCensus.load()
        let listed = Dictionary(uniqueKeysWithValues: census.types.map { ($0.name, Set($0.members)) })
        for type in census.types {
            #expect(Set(type.members).count == type.members.count, "\(type.name) lists a member twice")
        }
        for marker in census.markers {
            #expect(listed[marker.type]?.contains(marker.member) == true,
                    "\(marker.file):\(marker.line): \(marker.type).\(marker.member) is not in Members/\(marker.type).txt")
        }
        let used = Set(census.markers.map { "\($0.type).\($0.member)" })
        for exclusion in census.exclusions {
            let name = "\(exclusion.type).\(exclusion.member)"
            #expect(listed[exclusion.type]?.contains(exclusion.member) == true, "Exclusions.txt: \(name) is not listed")
            #expect(!exclusion.reason.isEmpty, "Exclusions.txt: \(name) gives no reason")
            #expect(!used.contains(name), "Exclusions.txt: \(name) is excluded but also type-checked in Uses/")
        }
    }

    @Test("The README's coverage table is the census's")
    func readmeTable() throws {
        let census = try SurfaceCensus.load()
        let readme = SurfaceCensus.directory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = "<!-- surface-census:begin -->\n", end = "\n<!-- surface-census:end -->"
        let start = try #require(text.range(of: begin), "README.md has no \(begin)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let table = String(text[start.upperBound..<stop.lowerBound])
        #expect(table == census.coverageTable, "README.md's census table should read:\n\(census.coverageTable)")
    }

    @Test("The parser reads lists, exclusions and markers (a wrong census cannot pass silently)")
    func parser() {
        #expect(SurfaceCensus.parseList("# comment\nviewDidLoad()\n\n  title  \n") == ["viewDidLoad()", "title"])
        let exclusions = SurfaceCensus.parseExclusions("UIViewController.storyboard | storyboards\nUIView.focusGroupIdentifier\n")
        #expect(exclusions == [
            .init(type: "UIViewController", member: "storyboard", reason: "storyboards"),
            .init(type: "UIView", member: "focusGroupIdentifier", reason: ""),
        ])
        let markers = SurfaceCensus.parseMarkers("a\n    // census: UIView.animate(withDuration:animations:), UIView.alpha\n", file: "F.swift")
        #expect(markers.map(\.member) == ["animate(withDuration:animations:)", "alpha"] && markers.allSatisfy { $0.line == 2 && $0.type == "UIView" })
        let census = SurfaceCensus(
            types: [.init(name: "T", members: ["a", "b", "c"])],
            exclusions: [.init(type: "T", member: "c", reason: "r")],
            markers: [.init(type: "T", member: "a", file: "F", line: 1)])
        #expect(census.missing(in: census.types[0]) == ["b"])
        #expect(census.coverage(of: census.types[0]) == (3, 1, 1))
    }
}
