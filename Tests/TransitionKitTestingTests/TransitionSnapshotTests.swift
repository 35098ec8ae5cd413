import Foundation
import Testing
import TransitionKit
import TransitionKitSDL
import TransitionKitTesting

/// The snapshot workflow, in a temporary directory: record (fails), compare (passes), change the
/// animator (fails, with the actual and diff images written), re-record, compare again.
///
/// Rendering is synchronous on the main actor, so it never overlaps the SDL suite's hosts.
@Suite("TransitionSnapshot")
@MainActor
struct TransitionSnapshotTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("TransitionSnapshotTests-\(UUID().uuidString)").path

    /// A 100 x 150 window: a yellow "A" presenting a blue "Card" with `animator`, full screen.
    func snapshot(_ animator: @escaping () -> SlideInAnimator, at fractions: [Double] = TransitionSnapshot.quarterFractions)
        throws -> TransitionSnapshot {
        let a = NamedViewController("A"), card = NamedViewController("Card")
        a.view.backgroundColor = .systemYellow
        card.view.backgroundColor = .systemBlue
        let delegate = SlideInDelegate(animator)
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = delegate
        let harness = TransitionTestHarness(rootViewController: a, windowSize: CGSize(width: 100, height: 150))
        let snapshot = try TransitionSnapshot(of: harness, at: fractions) { harness.present(card) }
        harness.settle()
        #expect(harness.violations.isEmpty, "\(harness.violations)")
        return snapshot
    }

    @Test("Frames show the transition at each fraction of its duration, side by side with grey gaps")
    func frames() throws {
        let snapshot = try snapshot { SlideInAnimator(from: .bottom, duration: 0.4) }
        #expect(snapshot.frames.count == 5)
        #expect(snapshot.filmstrip.width == 5 * 100 + 4 * TransitionSnapshot.frameGap)
        #expect(snapshot.filmstrip.height == 150)
        let yellow = PixelImage.Color(red: 255, green: 204, blue: 0), blue = PixelImage.Color(red: 0, green: 122, blue: 255)
        // At 50 % the card's top edge is at 75 pt: yellow above, blue below.
        #expect(snapshot.frames[2].color(x: 50, y: 70) == yellow)
        #expect(snapshot.frames[2].color(x: 50, y: 80) == blue)
        #expect(snapshot.frames[0].color(x: 50, y: 149) == yellow)
        #expect(snapshot.frames[4].color(x: 50, y: 0) == blue)
        #expect(snapshot.filmstrip.color(x: 101, y: 10) == PixelImage.Color(red: 128, green: 128, blue: 128))
    }

    @Test("Recording writes the reference and fails; the next run matches; a changed animator fails with a diff")
    func recordCompareFailRerecord() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let reference = SnapshotReference(named: "slide", directory: directory)
        let original = try snapshot { SlideInAnimator(from: .bottom) }

        var verification: SnapshotVerification?
        let recordingFailures = TestFailure.capturing {
            verification = assertSnapshot(original, named: "slide", record: false, snapshotDirectory: directory)
        }
        #expect(verification == .recorded(path: reference.referencePath))
        #expect(recordingFailures == ["snapshot \"slide\": recorded reference \(reference.referencePath); re-run to compare"],
                "a recording run fails")
        #expect(FileManager.default.fileExists(atPath: reference.referencePath))
        #expect(try PixelImage(contentsOfFile: reference.referencePath) == original.filmstrip, "PNG round trip is lossless")

        #expect(assertSnapshot(try snapshot { SlideInAnimator(from: .bottom) }, named: "slide", record: false,
                               snapshotDirectory: directory) == .matched)

        let changed = try snapshot { SlideInAnimator(from: .right) }
        var mismatch: SnapshotVerification?
        let mismatchFailures = TestFailure.capturing {
            mismatch = assertSnapshot(changed, named: "slide", record: false, snapshotDirectory: directory)
        }
        guard case .mismatched(let comparison, _, _)? = mismatch else {
            Issue.record("expected a mismatch, got \(String(describing: mismatch))")
            return
        }
        #expect(comparison.differingPixelCount > 0 && comparison.largestDifference == 255)
        #expect(mismatchFailures.count == 1)
        #expect(mismatchFailures.allSatisfy {
            $0.contains("does not match its reference") && $0.contains(reference.actualPath) && $0.contains(reference.diffPath)
        }, "\(mismatchFailures)")
        let diff = try PixelImage(contentsOfFile: reference.diffPath)
        #expect(try PixelImage(contentsOfFile: reference.actualPath) == changed.filmstrip)
        // At 25 % (the frame at x 104...203) the card's top is at 112.5 pt coming from the bottom,
        // its left edge at 75 pt coming from the right.
        #expect(diff.color(x: 104 + 10, y: 140) == PixelImage.Color(red: 255, green: 0, blue: 0))
        #expect(diff.color(x: 104 + 90, y: 50) == PixelImage.Color(red: 255, green: 0, blue: 0))
        #expect(diff.color(x: 50, y: 10) != PixelImage.Color(red: 255, green: 0, blue: 0), "frame 0 is the same")

        let rerecordFailures = TestFailure.capturing {
            _ = assertSnapshot(changed, named: "slide", record: true, snapshotDirectory: directory)
        }
        #expect(rerecordFailures.count == 1 && rerecordFailures[0].contains("recorded reference"), "\(rerecordFailures)")
        #expect(assertSnapshot(changed, named: "slide", record: false, snapshotDirectory: directory) == .matched)
        #expect(!FileManager.default.fileExists(atPath: reference.diffPath), "a match removes the old failure's images")
        #expect(!FileManager.default.fileExists(atPath: reference.actualPath))
    }

    @Test("Small differences within the tolerance match; other sizes never do")
    func tolerance() {
        let reference = PixelImage(width: 2, height: 1, pixels: [0xFF10_2030, 0xFF10_2030])
        let nearby = PixelImage(width: 2, height: 1, pixels: [0xFF12_2030, 0xFF10_2030])
        #expect(SnapshotComparison(actual: nearby, reference: reference, tolerance: 2).matches)
        let strict = SnapshotComparison(actual: nearby, reference: reference, tolerance: 1)
        #expect(!strict.matches && strict.differingPixelCount == 1 && strict.largestDifference == 2)
        let wider = SnapshotComparison(
            actual: PixelImage(width: 3, height: 1, pixels: [0xFF10_2030, 0xFF10_2030, 0]), reference: reference, tolerance: 2)
        #expect(!wider.matches && wider.sizeMismatch == "actual 3x1, reference 2x1" && wider.differingPixelCount == 1)
    }

    @Test("References live in __Snapshots__/<TestFile>/ next to the test file")
    func referencePaths() {
        let reference = SnapshotReference(named: "card", filePath: "/pkg/Tests/MyTests/CardTests.swift")
        #expect(reference.referencePath == "/pkg/Tests/MyTests/__Snapshots__/CardTests/card.png")
        #expect(reference.actualPath == "/pkg/Tests/MyTests/__Snapshots__/CardTests/card.actual.png")
        #expect(reference.diffPath == "/pkg/Tests/MyTests/__Snapshots__/CardTests/card.diff.png")
    }

    @Test("Bad fractions and a start that begins no transition are errors, not crashes")
    func badInput() throws {
        #expect(throws: TransitionSnapshotError.self) { try snapshot({ SlideInAnimator() }, at: [0.5, 0.25]) }
        #expect(throws: TransitionSnapshotError.self) { try snapshot({ SlideInAnimator() }, at: [1.5]) }
        let harness = TransitionTestHarness(rootViewController: NamedViewController("A"))
        #expect(throws: TransitionSnapshotError(message: "the start closure began no transition (was it animated?)")) {
            try TransitionSnapshot(of: harness) { harness.present(NamedViewController("B"), animated: false) }
        }
    }
}
