import Foundation
import Testing
import TransitionKitSDL

/// The host's helper types, without SDL.
@Suite("Support types")
struct SupportTypeTests {
    @Test("The LRU cache evicts the least recently used entry and hands it to onEvict")
    func lruEviction() {
        var evicted: [String] = []
        var cache = LRUCache<String, String>(capacity: 2) { evicted.append($0) }
        cache.insert("A", for: "a")
        cache.insert("B", for: "b")
        #expect(cache.value(for: "a") == "A")  // "b" is now the oldest use
        cache.insert("C", for: "c")
        #expect(evicted == ["B"])
        #expect(cache.contains("a") && cache.contains("c") && !cache.contains("b"))
        cache.insert("A2", for: "a")  // replacing evicts the old value
        #expect(evicted == ["B", "A"])
        #expect(cache.count == 2)
        cache.removeAll()
        #expect(cache.count == 0 && evicted.count == 4)
    }

    @Test("Percentiles use the nearest rank")
    func percentiles() {
        let values = (1...100).map(Double.init)
        #expect(FrameStatistics.percentile(50, of: values) == 50)
        #expect(FrameStatistics.percentile(99, of: values) == 99)
        #expect(FrameStatistics.percentile(100, of: values) == 100)
        #expect(FrameStatistics.percentile(0, of: values) == 1)
        #expect(FrameStatistics.percentile(50, of: []) == 0)
        #expect(FrameStatistics.percentile(50, of: [3, 1, 2]) == 2)
    }

    @Test("Frame statistics keep a sliding window and measure frames per second")
    func frameStatistics() {
        var statistics = FrameStatistics(capacity: 10)
        for frame in 0..<30 {
            statistics.record(.init(modelTime: Double(frame) / 1000, renderTime: 0.002, startTime: Double(frame) / 60))
        }
        #expect(statistics.samples.count == 10)
        #expect(statistics.totalFrames == 30)
        #expect(abs(statistics.framesPerSecond(over: 1) - 60) < 1e-6)
        #expect(statistics.modelTime(percentile: 50) == 0.024)
        #expect(statistics.renderTime(percentile: 99) == 0.002)
        #expect(FrameStatistics().framesPerSecond() == 0)
    }

    @Test("The pacer starts a frame its recent work (90th percentile) plus a margin before the deadline")
    func pacerLead() {
        let pacer = FramePacer(framesPerSecond: 60, now: 0, ticksPerSecond: 1_000_000)  // ticks are microseconds
        #expect(pacer.startLead(recentWork: []) == 4000, "at least 4 ms")
        let work: [UInt64] = Array(repeating: 6000, count: 9) + [12_000]
        #expect(pacer.startLead(recentWork: work) == 14_000, "p90 of ten is the largest: 12 ms + 2 ms")
        #expect(pacer.startLead(recentWork: [30_000]) == 15_667, "at most one interval less 1 ms")
    }

    @Test("The renderer blur's levels: halvings, then the fractional step on the smallest")
    func blurLevels() {
        #expect(abs(SDLRenderer.blurOctaves(radiusInPixels: 20) - (log2(10) + 1)) < 1e-9)
        #expect(SDLRenderer.blurOctaves(radiusInPixels: 1) == 1)
        #expect(SDLRenderer.blurOctaves(radiusInPixels: 10_000) == 6)
        let sizes = SDLRenderer.levelSizes(width: 1024, height: 768, octaves: log2(10) + 1)
        #expect(sizes.map(\.width) == [512, 256, 128, 64, 51])
        #expect(sizes.map(\.height) == [384, 192, 96, 48, 38])
        #expect(SDLRenderer.levelSizes(width: 5, height: 3, octaves: 4).map(\.width) == [3, 2], "stops at a 1-pixel side")
        #expect(SDLRenderer.levelSizes(width: 1, height: 1, octaves: 3).count == 1)
    }

    @Test("The pacer's deadlines advance by one interval and restart after a long stall")
    func pacerDeadlines() {
        var pacer = FramePacer(framesPerSecond: 60, now: 0, ticksPerSecond: 60_000)
        #expect(pacer.intervalTicks == 1000)
        #expect(pacer.advanceDeadline(now: 10) == 1000)
        #expect(pacer.advanceDeadline(now: 1100) == 2000)  // a little late: no drift, same schedule
        #expect(pacer.sleepMilliseconds(now: 1100) == 13)  // 900 ticks = 15 ms, minus the 1.5 ms spin margin
        #expect(pacer.advanceDeadline(now: 9000) == 10000)  // far behind: restart from now
        #expect(pacer.sleepMilliseconds(now: 9950) == 0)  // less than the spin margin left: spin only
    }

    @Test("After a rest the next frame starts at once and presents its lead later (input shown within one frame)")
    func pacerRestart() {
        var pacer = FramePacer(framesPerSecond: 60, now: 0, ticksPerSecond: 60_000)
        _ = pacer.advanceDeadline(now: 0)
        pacer.restart(now: 500_000, lead: 300)
        #expect(pacer.advanceDeadline(now: 500_000) == 500_300)
        pacer.restart(now: 600_000, lead: 5000)  // a lead over one interval is cut to one interval
        #expect(pacer.advanceDeadline(now: 600_000) == 601_000)
    }

    @Test("The blur downsamples by block averages and blurs 3x3")
    func blurKernel() {
        #expect(BackdropBlurKernel.downsampleFactor(radiusInPixels: 20) == 10)
        #expect(BackdropBlurKernel.downsampleFactor(radiusInPixels: 1) == 2)
        #expect(BackdropBlurKernel.downsampleFactor(radiusInPixels: 1000) == 32)
        // 4x2 image: left half black, right half white, opaque.
        let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF
        let image = [black, black, white, white, black, black, white, white]
        let small = BackdropBlurKernel.downsample(image, width: 4, height: 2, factor: 2)
        #expect(small.width == 2 && small.height == 1)
        #expect(small.pixels == [black, white])
        let mixed = BackdropBlurKernel.downsample(image, width: 4, height: 2, factor: 4)
        #expect(mixed.pixels == [0xFF80_8080])
        let blurred = BackdropBlurKernel.boxBlur3x3([black, white, black], width: 3, height: 1)
        #expect(blurred[1] == 0xFF55_5555)  // (0 + 255 + 0) / 3 = 85
    }

    @Test("Fonts are found in the first directory that has the regular face")
    func fontLocator() {
        let files: Set = ["/b/DejaVuSans.ttf", "/c/DejaVuSans.ttf", "/c/DejaVuSans-Bold.ttf"]
        let locator = FontLocator(directories: ["/a", "/b", "/c"])
        #expect(locator.locate { files.contains($0) } == .init(regular: "/b/DejaVuSans.ttf", bold: "/b/DejaVuSans.ttf"))
        #expect(FontLocator(directories: ["/c"]).locate { files.contains($0) }?.bold == "/c/DejaVuSans-Bold.ttf")
        #expect(FontLocator(directories: ["/a"]).locate { files.contains($0) } == nil)
        #expect(locator.missingFontWarning.contains("fonts-dejavu-core"))
    }

    @Test("An SDL error for no display names --headless and xvfb-run")
    func noDisplayMessage() {
        let message = SDLError.noDisplay(reason: "x11 not available").message
        #expect(message.contains("--headless") && message.contains("xvfb-run") && message.contains("x11 not available"))
        #expect(!message.contains("\n"))
    }
}

extension SupportTypeTests {
    @Test("A window needs DISPLAY, WAYLAND_DISPLAY or an explicit SDL_VIDEODRIVER")
    @MainActor
    func missingDisplay() {
        #expect(SDLHost.missingDisplayReason(environment: [:]) != nil)
        #expect(SDLHost.missingDisplayReason(environment: ["DISPLAY": ""]) != nil)
        #expect(SDLHost.missingDisplayReason(environment: ["DISPLAY": ":99"]) == nil)
        #expect(SDLHost.missingDisplayReason(environment: ["WAYLAND_DISPLAY": "wayland-0"]) == nil)
        #expect(SDLHost.missingDisplayReason(environment: ["SDL_VIDEODRIVER": "kmsdrm"]) == nil)
    }
}
