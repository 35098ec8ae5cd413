import Foundation
import Testing
import TransitionKit
@testable import TransitionPlayground

@Suite("Trace")
@MainActor
struct TraceTests {
    private func objects(_ lines: [String]) throws -> [[String: Any]] {
        try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test("Each frame: time, controllers (presentation frame and alpha, named by title), transition state, callbacks")
    func presentationTrace() throws {
        let lines = try AppDriver.replay("@0.1 key Return\n@1 quit")
        let frames = try objects(lines)
        #expect(frames.count == 61)
        #expect(frames[0]["time"] as? Double == 0 && frames[6]["time"] as? Double == 0.1)
        let first = try #require(frames[0]["controllers"] as? [[String: Any]])
        #expect(first.count == 1 && first[0]["name"] as? String == "A" && first[0]["frame"] as? [Double] == [0, 0, 800, 600])
        #expect((frames[0]["callbacks"] as? [String])?.contains("A.viewWillAppear") == true)
        #expect(frames[0]["transition"] is NSNull)

        let started = frames[6]
        #expect((started["callbacks"] as? [String])?.contains("B.viewWillAppear") == true)
        let mid = frames[21]
        let transition = try #require(mid["transition"] as? [String: Any])
        #expect(transition["kind"] as? String == "presentation" && transition["phase"] as? String == "animating")
        let percent = try #require(transition["percentComplete"] as? Double)
        #expect(percent > 0.1 && percent < 0.9)
        let controllers = try #require(mid["controllers"] as? [[String: Any]])
        #expect(controllers.map { $0["name"] as? String } == ["A", "B"])
        let bFrame = try #require(controllers[1]["frame"] as? [Double])
        #expect(bFrame[1] > 0 && bFrame[1] < 600, "B is on its way up: \(bFrame)")

        let ended = try #require(frames.firstIndex { ($0["callbacks"] as? [String])?.contains("completeTransition(true)") == true })
        #expect(ended > 30 && ended < 45)
        let last = try #require(frames.last?["controllers"] as? [[String: Any]])
        #expect(last.map { $0["name"] as? String } == ["B"], "A's view left the window after a full-screen present")
        #expect(last[0]["frame"] as? [Double] == [0, 0, 800, 600] && last[0]["alpha"] as? Double == 1)
    }

    @Test("The file is one JSON document with the format's name and version, also after a crash-free run")
    func fileFormat() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tk-trace-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let app = try AppDriver.makeApp()
        app.recording.trace = try TraceWriter(path: path, frameInterval: 1.0 / 60)
        app.window.writesDiagnosticsToStandardError = false
        AppDriver.run(3, in: app)
        app.runFrame([.resize(CGSize(width: -1, height: 5))])
        app.recording.trace?.close()
        let data = try #require(FileManager.default.contents(atPath: path))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(document["format"] as? String == TraceWriter.formatName && document["version"] as? Int == 1)
        let frames = try #require(document["frames"] as? [[String: Any]])
        #expect(frames.count == 4)
        let diagnostics = try #require(frames[3]["diagnostics"] as? [[String: String]])
        #expect(diagnostics.first?["code"] == "window.invalidSize")
        #expect(frames.map { $0["frame"] as? Int } == [0, 1, 2, 3])
        for key in ["frame", "time", "animationTime", "scene", "animator", "size", "controllers", "transition", "callbacks", "diagnostics"] {
            #expect(frames[0][key] != nil, "every frame has \(key)")
        }
    }

    @Test("JSON strings are escaped; numbers have at most 4 decimals")
    func spelling() {
        #expect(JSON.string("a\"b\\c\nd\u{1}") == "\"a\\\"b\\\\c\\nd\\u0001\"")
        #expect(JSON.number(1.0 / 3) == "0.3333" && JSON.number(2.0) == "2" && JSON.number(-0.00001) == "0")
        #expect(JSON.number(Double.nan) == "null")
    }
}
