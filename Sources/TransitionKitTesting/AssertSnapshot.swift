import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

/// What checking a snapshot against its reference found.
public enum SnapshotVerification: Equatable, Sendable {
    /// The image matches the reference within the tolerance.
    case matched
    /// The reference was written (it was missing, or recording was asked for); nothing was compared.
    case recorded(path: String)
    /// The image differs: the actual image and the diff image were written at these paths.
    case mismatched(SnapshotComparison, actualPath: String, diffPath: String)
}

extension TransitionSnapshot {
    /// Checks the filmstrip against `reference`: records it (writes the reference PNG) when the
    /// reference is missing or `record` is true; otherwise compares, and on a mismatch writes
    /// `<name>.actual.png` and `<name>.diff.png` next to the reference. A match removes those two
    /// files left by an earlier failure.
    ///
    /// - Throws: `TransitionSnapshotError` when a file cannot be read or written.
    public func verify(
        against reference: SnapshotReference, tolerance: Int = 2,
        record: Bool = SnapshotReference.isRecordingRequested
    ) throws(TransitionSnapshotError) -> SnapshotVerification {
        let files = FileManager.default
        if record || !files.fileExists(atPath: reference.referencePath) {
            try write(filmstrip, to: reference.referencePath)
            return .recorded(path: reference.referencePath)
        }
        let stored: PixelImage
        do { stored = try PixelImage(contentsOfFile: reference.referencePath) } catch {
            throw TransitionSnapshotError(message: "cannot read the reference \(reference.referencePath): \(error)")
        }
        let comparison = SnapshotComparison(actual: filmstrip, reference: stored, tolerance: max(0, tolerance))
        if comparison.matches {
            try? files.removeItem(atPath: reference.actualPath)
            try? files.removeItem(atPath: reference.diffPath)
            return .matched
        }
        try write(filmstrip, to: reference.actualPath)
        try write(comparison.diffImage, to: reference.diffPath)
        return .mismatched(comparison, actualPath: reference.actualPath, diffPath: reference.diffPath)
    }

    private func write(_ image: PixelImage, to path: String) throws(TransitionSnapshotError) {
        do { try image.write(toFile: path) } catch {
            throw TransitionSnapshotError(message: "cannot write \(path): \(error)")
        }
    }
}

/// Checks `snapshot` against its reference, `__Snapshots__/<TestFile>/<name>.png` next to the
/// calling test file, and records a test issue unless it matches:
///
/// - reference missing, or `TRANSITIONKIT_RECORD=1` (or `record: true`): the reference is
///   written and the test fails with "recorded reference …; re-run to compare", so a recording
///   run never passes silently;
/// - mismatch (a colour component off by more than `tolerance`, or another size): the test fails
///   naming the actual image and the diff image (differing pixels red) written next to the
///   reference. Commit the reference; delete it or set the variable to re-record.
///
/// Returns the verification, or nil when a file could not be read or written (also an issue).
@MainActor
@discardableResult
public func assertSnapshot(
    _ snapshot: TransitionSnapshot, named name: String, tolerance: Int = 2,
    record: Bool = SnapshotReference.isRecordingRequested, snapshotDirectory: String? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotVerification? {
    let reference = snapshotDirectory.map { SnapshotReference(named: name, directory: $0) }
        ?? SnapshotReference(named: name, filePath: filePath)
    let verification: SnapshotVerification
    do { verification = try snapshot.verify(against: reference, tolerance: tolerance, record: record) } catch {
        TestFailure.report("snapshot \"\(name)\": \(error)", sourceLocation: sourceLocation)
        return nil
    }
    switch verification {
    case .matched:
        break
    case .recorded(let path):
        TestFailure.report("snapshot \"\(name)\": recorded reference \(path); re-run to compare", sourceLocation: sourceLocation)
    case .mismatched(let comparison, let actualPath, let diffPath):
        let size = comparison.sizeMismatch.map { " (sizes differ: \($0))" } ?? ""
        TestFailure.report("""
            snapshot "\(name)" does not match its reference\(size): \(comparison.differingPixelCount) pixels \
            differ by more than \(tolerance) (largest difference \(comparison.largestDifference)).
            reference: \(reference.referencePath)
            actual:    \(actualPath)
            diff:      \(diffPath)
            To accept the new image, re-run with \(SnapshotReference.recordEnvironmentVariable)=1.
            """, sourceLocation: sourceLocation)
    }
    return verification
}

/// Renders a filmstrip of the transition `start` begins in `harness` (`TransitionSnapshot`) and
/// checks it against its reference (`assertSnapshot(_:named:...)`); a rendering failure is
/// recorded as a test issue.
@MainActor
@discardableResult
public func assertTransitionSnapshot(
    of harness: TransitionTestHarness, named name: String,
    at fractions: [Double] = TransitionSnapshot.quarterFractions, tolerance: Int = 2,
    record: Bool = SnapshotReference.isRecordingRequested, snapshotDirectory: String? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation,
    starting start: () -> Void
) -> SnapshotVerification? {
    let snapshot: TransitionSnapshot
    do { snapshot = try TransitionSnapshot(of: harness, at: fractions, starting: start) } catch {
        TestFailure.report("snapshot \"\(name)\": \(error)", sourceLocation: sourceLocation)
        return nil
    }
    return assertSnapshot(snapshot, named: name, tolerance: tolerance, record: record,
                          snapshotDirectory: snapshotDirectory, filePath: filePath, sourceLocation: sourceLocation)
}
