import Foundation
import Testing
import TransitionKitTesting

@Suite("CallbackLogDiff and assertCallbackOrder")
struct CallbackLogDiffTests {
    @Test("Equal logs match; the diff lists every entry as matched")
    func equalLogs() {
        let diff = CallbackLogDiff(expected: ["a", "b"], actual: ["a", "b"])
        #expect(diff.matches)
        #expect(diff.lines == [.matched("a"), .matched("b")])
    }

    @Test("A swapped pair shows as one entry missing and one unexpected, in the actual order")
    func swappedEntries() {
        let diff = CallbackLogDiff(
            expected: ["willBegin", "B.viewWillAppear", "completeTransition(true)"],
            actual: ["B.viewWillAppear", "willBegin", "completeTransition(true)"])
        #expect(!diff.matches)
        #expect(diff.description == """
            callback log (- expected but missing, + unexpected):
            - willBegin
              B.viewWillAppear
            + willBegin
              completeTransition(true)
            """)
    }

    @Test("In-order matching allows entries between the expected ones, but not another order")
    func inOrder() {
        let actual = ["A.viewWillDisappear", "B.viewWillAppear", "completeTransition(true)", "B.viewDidAppear"]
        let inOrder = CallbackLogDiff(expected: ["B.viewWillAppear", "B.viewDidAppear"], actual: actual, matching: .inOrder)
        #expect(inOrder.matches)
        #expect(inOrder.description.contains("  (A.viewWillDisappear)"))
        let reversed = CallbackLogDiff(expected: ["B.viewDidAppear", "B.viewWillAppear"], actual: actual, matching: .inOrder)
        #expect(!reversed.matches)
        #expect(!CallbackLogDiff(expected: ["B.viewWillAppear", "B.viewDidAppear"], actual: actual).matches)
    }

    @Test("assertCallbackOrder passes silently on a match and records the diff on a mismatch")
    func assertion() {
        #expect(assertCallbackOrder(["a", "b", "c"], ["a", "c"], matching: .inOrder))
        var matched = true
        let failures = TestFailure.capturing { matched = assertCallbackOrder(["a", "c"], ["a", "b", "c"]) }
        #expect(!matched)
        #expect(failures.count == 1 && failures[0].contains("is not the expected one") && failures[0].contains("- b"),
                "\(failures)")
    }
}
