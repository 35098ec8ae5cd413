import Foundation

/// Writes a trace (`--trace FILE.json`): a JSON object whose `frames` array gets one line per
/// frame as the run goes (so a long run does not hold the trace in memory, and a crash leaves
/// every frame so far on disk; `close()` writes the closing brackets). See docs/TRACE.md.
final class TraceWriter {
    /// The trace format's name, the first field of the file.
    static let formatName = "transitionkit-playground-trace"
    /// The format's version; bumped only for changes that break readers.
    static let formatVersion = 1

    private let file: FileHandle?
    /// Every frame line written so far (kept when the writer has no file, for tests).
    private(set) var frameLines: [String] = []
    private var frameCount = 0
    private var isClosed = false

    /// A writer to `path`, or to memory when `path` is nil; `frameInterval` is the run's fixed step.
    init(path: String?, frameInterval: TimeInterval) throws {
        if let path {
            guard let handle = OutputFile.create(atPath: path) else {
                throw CommandLineError(message: "--trace cannot write '\(path)'")
            }
            file = handle
        } else {
            file = nil
        }
        write("{\"format\":\(JSON.string(Self.formatName)),\"version\":\(Self.formatVersion),"
            + "\"frameInterval\":\(String(format: "%.9f", frameInterval)),\"frames\":[\n")
    }

    deinit { close() }

    /// Appends one frame.
    func append(_ frame: TraceFrame) {
        guard !isClosed else { return }
        let line = frame.json
        if file == nil { frameLines.append(line) }
        write((frameCount == 0 ? "" : ",\n") + line)
        frameCount += 1
    }

    /// Ends the JSON document and closes the file.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        write("\n]}\n")
        try? file?.close()
    }

    private func write(_ text: String) {
        file?.write(Data(text.utf8))
    }
}
