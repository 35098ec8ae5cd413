import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Image sequences (Apple: "animationImages", "animationDuration": "the default value of this
/// property is the number of images multiplied by 1/30th of a second"; "animationRepeatCount":
/// "the default value is 0, which specifies to repeat the animation indefinitely";
/// "startAnimating()", "stopAnimating()", "isAnimating"), stepped on the window's clock.
@Suite("UIImageView+Animation")
@MainActor
struct UIImageViewAnimationTests {
    /// Square images 10, 20 and 30 px wide: which one is drawn shows in the drawn width.
    private let frames = [10, 20, 30].map { UIImage(cgImage: CGImage(width: $0, height: $0, color: .orange)!) }
    private let still = UIImage(cgImage: CGImage(width: 50, height: 50, color: .blue)!)

    private func makeView(in window: UIWindow) -> UIImageView {
        let view = UIImageView(image: still)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .center
        view.animationImages = frames
        window.addSubview(view)
        return view
    }

    /// The width of the image the window draws now.
    private func drawnWidth(_ window: UIWindow) -> CGFloat? {
        window.displayList().flattenedCommands.compactMap { command -> CGFloat? in
            if case .image(let image) = command.content { return image.destinationRect.width }
            return nil
        }.first
    }

    @Test("One cycle: each image for a third of the duration, then the still image again")
    func oneCycle() {
        let (window, clock) = makeTestWindow()
        clock.frameInterval = 0.125
        let view = makeView(in: window)
        view.animationDuration = 0.375
        view.animationRepeatCount = 1
        #expect(!view.isAnimating && drawnWidth(window) == 50)
        view.startAnimating()
        #expect(view.isAnimating && drawnWidth(window) == 10, "the first image at once")
        var widths: [CGFloat?] = []
        for _ in 0..<3 {
            clock.advance(by: 0.125)
            widths.append(drawnWidth(window))
        }
        #expect(widths == [20, 30, 50])
        #expect(!view.isAnimating, "the last repeat ended the sequence")
    }

    @Test("The default duration is 1/30 s per image, and a repeat count of 0 loops until stopped")
    func defaultDurationLoops() {
        let (window, clock) = makeTestWindow()
        clock.frameInterval = 1.0 / 30
        let view = makeView(in: window)
        view.startAnimating()
        var widths: [CGFloat?] = []
        for _ in 0..<6 {
            clock.advance(by: 1.0 / 30)
            widths.append(drawnWidth(window))
        }
        #expect(widths == [20, 30, 10, 20, 30, 10])
        #expect(window.frameNeed == .now, "a running sequence needs every frame")
        view.stopAnimating()
        #expect(!view.isAnimating && drawnWidth(window) == 50)
        clock.advance(by: 1.0 / 30)
        #expect(window.frameNeed != .now, "a stopped sequence costs nothing")
    }

    @Test("While highlighted the highlighted images play")
    func highlighted() {
        let (window, clock) = makeTestWindow()
        clock.frameInterval = 0.5
        let view = makeView(in: window)
        view.highlightedAnimationImages = [UIImage(cgImage: CGImage(width: 40, height: 40, color: .red)!)]
        view.isHighlighted = true
        view.startAnimating()
        #expect(drawnWidth(window) == 40)
    }

    @Test("A view out of a window starts counting when it enters one; nil images stop the sequence")
    func outOfWindow() {
        let (window, clock) = makeTestWindow()
        clock.frameInterval = 0.125
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentMode = .center
        view.animationImages = frames
        view.animationDuration = 0.375
        view.startAnimating()
        #expect(view.isAnimating)
        clock.advance(by: 0.25)
        window.addSubview(view)
        #expect(drawnWidth(window) == 10, "time out of the window does not count")
        clock.advance(by: 0.125)
        #expect(drawnWidth(window) == 20)
        view.animationImages = nil
        #expect(!view.isAnimating && drawnWidth(window) == nil)
    }

    @Test("startAnimating without images does nothing; bad durations read as the default")
    func badInput() {
        let view = UIImageView(image: still)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationDuration = -1
        #expect(view.animationDuration == 0)
        view.animationDuration = .nan
        #expect(view.animationDuration == 0)
    }
}
