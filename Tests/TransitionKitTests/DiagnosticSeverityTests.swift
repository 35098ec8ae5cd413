import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A diagnostic's severity says what iOS does with the same call: it raises (error), logs a
/// console warning (warning) or accepts it silently (trace). Only errors and warnings are kept in
/// `UIWindow.diagnostics`, which tests and the fuzzer read; trace notes reach the handler alone.
@MainActor
@Suite("Diagnostic severity")
struct DiagnosticSeverityTests {
    // Interruptible-interaction code stops its animator at the start of every new drag, whether
    // the last one finished or not. Apple, `stopAnimation(_:)`: it "stops the animations at their
    // current positions"; on an inactive animator iOS does nothing and reports nothing.
    @Test("stopAnimation on an animator that already finished is accepted silently, as on iOS")
    func stoppingAFinishedAnimator() {
        let (window, clock) = makeTestWindow()
        let view = makeMovingView(in: window)
        var handled: [Diagnostic] = []
        window.diagnosticHandler = { handled.append($0) }
        var animator: UIViewPropertyAnimator?
        func dragBegan() {
            animator?.stopAnimation(true)
            animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 1) { view.center.y += 40 }
            animator?.startAnimation()
        }
        dragBegan()
        clock.advance(by: 1)
        #expect(animator?.state == .inactive)
        dragBegan()
        #expect(window.diagnostics.isEmpty, "\(window.diagnostics)")
        #expect(handled.map(\.code) == [.ignoredAnimatorCall])
        #expect(handled.first?.severity == .trace)
    }

    @Test("Trace notes reach the handler only; warnings and errors are kept, in order")
    func whereEachSeverityGoes() {
        let (window, _) = makeTestWindow()
        var handled: [Diagnostic.Code] = []
        window.diagnosticHandler = { handled.append($0.code) }
        let trace = Diagnostic.Code(rawValue: "test.trace", severity: .trace)
        let warning = Diagnostic.Code(rawValue: "test.warning", severity: .warning)
        window.report(Diagnostic(code: trace, message: "accepted"))
        window.report(Diagnostic(code: warning, message: "logged"))
        window.report(Diagnostic(code: .invalidHierarchy, message: "raised"))
        #expect(handled == [trace, warning, .invalidHierarchy])
        #expect(window.diagnostics.map(\.code) == [warning, .invalidHierarchy])
        #expect(window.diagnostics.map(\.severity) == [.warning, .error])
        #expect(window.diagnostics[0].description == "warning: [test.warning] logged")
        #expect(window.diagnostics[1].description == "[view.invalidHierarchy] raised")
    }

    @Test("A code made from its identifier alone is an error; codes compare by identifier")
    func codeIdentity() {
        #expect(Diagnostic.Code(rawValue: "x").severity == .error)
        #expect(Diagnostic.Code(rawValue: "x") == Diagnostic.Code(rawValue: "x", severity: .trace))
        #expect(Diagnostic.Severity.allCases.sorted() == [.trace, .warning, .error])
    }

    // iOS, present(_:animated:completion:) on a controller that is already presenting logs
    // "Attempt to present … which is already presenting …" and ignores the call; dismissing with
    // nothing presented does nothing at all.
    @Test("UIKit's console warnings are warnings, its silent no-ops trace notes")
    func presentationSeverities() {
        let a = NamedViewController("A"), b = NamedViewController("B"), c = NamedViewController("C")
        let harness = TransitionHarness(root: a)
        a.dismiss(animated: false)
        a.present(b, animated: false)
        a.present(c, animated: false)
        #expect(harness.window.diagnostics.map(\.code) == [.alreadyPresenting])
        #expect(harness.window.diagnostics.map(\.severity) == [.warning])
    }

    /// Every `Diagnostic.Code(rawValue:severity:)` declared in the package's sources.
    static func declaredCodes() throws -> [(rawValue: String, severity: String)] {
        let sources = try packageRoot().appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: #"Code\(rawValue: "([^"]+)", severity: \.(\w+)\)"#)
        var codes: [(String, String)] = []
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                codes.append((String(text[Range(match.range(at: 1), in: text)!]),
                              String(text[Range(match.range(at: 2), in: text)!])))
            }
        }
        return codes.sorted { $0.0 < $1.0 }
    }

    /// The README's diagnostics table: code -> severity.
    static func documentedCodes() throws -> [String: String] {
        let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        var rows: [String: String] = [:]
        for line in readme.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2, ["error", "warning", "trace"].contains(cells[1]) else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return rows
    }

    static func packageRoot() throws -> URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    @Test("The README lists every diagnostic code with the severity it is declared with")
    func readmeListsEveryCode() throws {
        let declared = try Self.declaredCodes()
        let documented = try Self.documentedCodes()
        #expect(declared.count >= 50)
        #expect(Set(declared.map(\.rawValue)).count == declared.count, "a code is declared twice")
        for code in declared {
            #expect(documented[code.rawValue] == code.severity, "README row for \(code.rawValue)")
        }
        #expect(Set(documented.keys) == Set(declared.map(\.rawValue)), "README rows without a code")
    }
}
