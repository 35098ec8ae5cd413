import CSDL2
import Foundation
import Testing
import TransitionKit
import TransitionKitSDL

extension SDLSuite {
    /// Event translation through SDL's real queue: events are pushed with `SDL_PushEvent` and
    /// come back through `SDLHost.pollEvents()`.
    @Suite("Host events")
    @MainActor
    struct HostEventTests {
        private func push(_ configure: (inout SDL_Event) -> Void) {
            var event = SDL_Event()
            configure(&event)
            SDL_PushEvent(&event)
        }

        private func drainedHost() throws -> SDLHost {
            let host = try SDLTestSupport.makeHost()
            _ = host.pollEvents()  // the offscreen window's own SHOWN/HIDDEN events
            return host
        }

        @Test("Left-button presses, releases and motion become mouse events; other buttons do not")
        func mouse() throws {
            let host = try drainedHost()
            push { $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 12; $0.button.y = 34 }
            push { $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 20; $0.motion.y = 40 }
            push { $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_RIGHT); $0.button.x = 1; $0.button.y = 1 }
            push { $0.type = SDL_MOUSEBUTTONUP.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 20; $0.button.y = 40 }
            let events = host.pollEvents()
            #expect(events == [
                .mouseDown(CGPoint(x: 12, y: 34)), .mouseMove(CGPoint(x: 20, y: 40)), .mouseUp(CGPoint(x: 20, y: 40)),
            ])
        }

        @Test("The wheel uses precise amounts at the pointer, and flipped scrolling is undone")
        func wheel() throws {
            let host = try drainedHost()
            push {
                $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.y = -1; $0.wheel.preciseY = -1
                $0.wheel.mouseX = 300; $0.wheel.mouseY = 200
            }
            push {
                $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.preciseX = 0.25; $0.wheel.preciseY = 0.5
                $0.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue); $0.wheel.mouseX = 5; $0.wheel.mouseY = 6
            }
            push { $0.type = SDL_MOUSEWHEEL.rawValue; $0.wheel.y = 2; $0.wheel.mouseX = 1; $0.wheel.mouseY = 1 }
            let events = host.pollEvents()
            #expect(events == [
                .scroll(dx: 0, dy: -1, at: CGPoint(x: 300, y: 200)),
                .scroll(dx: -0.25, dy: -0.5, at: CGPoint(x: 5, y: 6)),
                .scroll(dx: 0, dy: 2, at: CGPoint(x: 1, y: 1)),
            ])
        }

        @Test("Keys are named by SDL with their modifiers; text input is delivered as typed")
        func keysAndText() throws {
            let host = try drainedHost()
            push {
                $0.type = SDL_KEYDOWN.rawValue; $0.key.keysym.sym = SDL_Keycode(SDLK_q.rawValue)
                $0.key.keysym.mod = UInt16(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)
            }
            push { $0.type = SDL_KEYUP.rawValue; $0.key.keysym.sym = SDL_Keycode(SDLK_RETURN.rawValue) }
            push {
                $0.type = SDL_TEXTINPUT.rawValue
                withUnsafeMutableBytes(of: &$0.text.text) { bytes in
                    for (index, byte) in "hé".utf8.enumerated() { bytes[index] = byte }
                }
            }
            let events = host.pollEvents()
            #expect(events == [.keyDown(.letter("Q"), modifiers: [.control, .shift]), .keyUp(.return), .text("hé")])
        }

        @Test("A window scaled to fit the display reports pointer positions and sizes in points")
        func scaledWindowReportsPoints() throws {
            let host = try drainedHost()
            host.translator.windowScale = 0.5
            defer { host.translator.windowScale = 1 }
            push { $0.type = SDL_MOUSEBUTTONDOWN.rawValue; $0.button.button = UInt8(SDL_BUTTON_LEFT); $0.button.x = 12; $0.button.y = 34 }
            push { $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 50; $0.motion.y = 40 }
            push {
                $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                $0.window.data1 = 300; $0.window.data2 = 200
            }
            let events = host.pollEvents()
            #expect(events == [.mouseDown(CGPoint(x: 24, y: 68)), .mouseMove(CGPoint(x: 100, y: 80)), .resize(CGSize(width: 600, height: 400))])
            #expect(host.windowSize == CGSize(width: 600, height: 400), "the host's size is in points too")
        }

        @Test("A touchpad pinch becomes magnify at the pointer; a resize reports points; quit is noted")
        func pinchResizeQuit() throws {
            let host = try drainedHost()
            push { $0.type = SDL_MOUSEMOTION.rawValue; $0.motion.x = 70; $0.motion.y = 80 }
            push { $0.type = SDL_MULTIGESTURE.rawValue; $0.mgesture.numFingers = 2; $0.mgesture.dDist = 0.1 }
            push { $0.type = SDL_MULTIGESTURE.rawValue; $0.mgesture.numFingers = 2; $0.mgesture.dDist = 0 }  // a rotation only
            push {
                $0.type = SDL_WINDOWEVENT.rawValue; $0.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
                $0.window.data1 = 640; $0.window.data2 = 480
            }
            #expect(!host.isQuitRequested)
            push { $0.type = SDL_QUIT.rawValue }
            let events = host.pollEvents()
            #expect(events.count == 3)
            #expect(events.first == .mouseMove(CGPoint(x: 70, y: 80)))
            guard events.count == 3, case .magnify(let scale, let at) = events[1] else {
                Issue.record("expected a magnify event, got \(events)")
                return
            }
            #expect(abs(scale - 1.1) < 1e-6 && at == CGPoint(x: 70, y: 80))
            #expect(events[2] == .resize(CGSize(width: 640, height: 480)))
            #expect(host.isQuitRequested)
        }
    }

    /// The frame loop and screenshots.
    @Suite("Host frame loop")
    @MainActor
    struct HostFrameLoopTests {
        final class RecordingDelegate: SDLHostDelegate {
            let clock = AnimationClock()
            let size: CGSize
            var receivedEvents: [[InputEvent]] = []
            var clockTimes: [TimeInterval] = []
            init(size: CGSize) { self.size = size }
            var frameInterval: TimeInterval { clock.frameInterval }
            func makeFrame(_ input: FrameInput) -> FrameOutput {
                receivedEvents.append(input.events)
                clock.advance(by: input.step)
                clockTimes.append(clock.now)
                return FrameOutput(displayList: DisplayList(size: size, clearColor: .blue, commands: [
                    .init(rect: CGRect(x: 10, y: 10, width: 30, height: 30), fillColor: .yellow),
                ]))
            }
        }

        @Test("Headless frames advance the clock by exactly one frame each, and the last frame is captured")
        func headlessRun() throws {
            let host = try SDLTestSupport.makeHost(width: 64, height: 48)
            let delegate = RecordingDelegate(size: host.windowSize)
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("tk-sdl-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            var key = SDL_Event()
            key.type = SDL_KEYDOWN.rawValue
            key.key.keysym.sym = SDL_Keycode(SDLK_a.rawValue)
            SDL_PushEvent(&key)

            try host.run(delegate: delegate, frameLimit: 3, finalScreenshotPath: path)

            #expect(delegate.clockTimes.count == 3)
            for (index, time) in delegate.clockTimes.enumerated() {
                #expect(abs(time - Double(index) / 60) < 1e-9, "frame \(index) at \(time)")
            }
            #expect(delegate.receivedEvents.first?.contains(.keyDown(.letter("A"))) == true)
            #expect(host.statistics.totalFrames == 3 && host.frameIndex == 3)
            let data = try #require(FileManager.default.contents(atPath: path))
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
            // PNG IHDR: width and height, big-endian, at bytes 16..<24.
            let width = data[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 64 && height == 48)
        }

        @Test("A quit request ends the loop after the current frame; the window title can be set")
        func quitAndTitle() throws {
            let host = try SDLTestSupport.makeHost(width: 32, height: 32)
            host.title = "TransitionKit Playground - 60 fps"
            #expect(host.title == "TransitionKit Playground - 60 fps")
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            SDL_PushEvent(&quit)
            let delegate = RecordingDelegate(size: host.windowSize)
            try host.run(delegate: delegate, frameLimit: 100)
            #expect(delegate.clockTimes.count == 1)
        }

        @Test("A screenshot to an unwritable path fails with SDL's reason; BMP is written when asked, into missing directories")
        func screenshotFiles() throws {
            let host = try SDLTestSupport.makeHost(width: 16, height: 16)
            host.draw(DisplayList(size: host.windowSize, clearColor: .red))
            let image = try host.captureFrame()
            #expect(try image.at(8, 8) == PixelImage.Color(red: 255, green: 0, blue: 0))
            #expect(throws: SDLError.self) { try image.write(toFile: "/dev/null/x.png") }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tk-sdl-\(UUID().uuidString)")
            let bmp = directory.appendingPathComponent("missing/x.bmp").path
            defer { try? FileManager.default.removeItem(at: directory) }
            try image.write(toFile: bmp)
            let data = try #require(FileManager.default.contents(atPath: bmp))
            #expect(data.starts(with: Array("BM".utf8)))
        }

        @Test("The baseline loop draws the same rectangles as the renderer")
        func baselineMatchesRenderer() throws {
            let host = try SDLTestSupport.makeHost(width: 120, height: 80)
            let rects = [
                BaselineRectangle(rect: CGRect(x: 10, y: 10, width: 50, height: 30), color: UIColor.red.withAlphaComponent(0.7)),
                BaselineRectangle(rect: CGRect(x: 40, y: 20, width: 60, height: 50), color: UIColor.systemBlue.withAlphaComponent(0.6)),
            ]
            host.drawBaseline(rects, clearColor: .white)
            let baseline = try host.captureFrame()
            let ours = try SDLTestSupport.render(
                rects.map { DisplayList.Command(rect: $0.rect, fillColor: $0.color) }, background: .white, in: host)
            #expect(baseline == ours)
        }
    }
}
