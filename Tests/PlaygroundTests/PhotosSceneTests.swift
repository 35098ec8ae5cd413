import Foundation
import Testing
import TransitionCatalog
import TransitionKit
import TransitionKitTestSupport
@testable import TransitionPlayground

/// The photos scene in a `PlaygroundApp` on its manual clock, checking the invariants after every frame.
@MainActor
final class PhotosDriver: TransitionSceneDriver {
    let photos: PhotosScene

    init(size: CGSize = CGSize(width: 1024, height: 768)) {
        let scene = PhotosScene()
        photos = scene
        super.init(scene, size: size)
    }

    var grid: PhotosGridViewController { photos.grid! }
    var detail: PhotoDetailViewController? { photos.detail }

    func key(_ name: String) { press(name) }

    /// Photo `index`'s thumbnail in the window: its cell's frame (or where the layout puts it).
    func frame(ofPhoto index: Int) -> CGRect { grid.windowFrame(ofPhoto: index) ?? .null }

    func center(ofPhoto index: Int) -> CGPoint {
        let frame = frame(ofPhoto: index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The grid's visible photo cells.
    var visiblePhotoCells: [PhotoCell] { grid.collectionView.visibleCells.compactMap { $0 as? PhotoCell } }

    /// Clicks photo `index` and waits for the zoom to end.
    func open(photo index: Int) {
        click(center(ofPhoto: index))
        settle()
    }

    func wheel(notches: Int, at point: CGPoint = CGPoint(x: 512, y: 384), interval: TimeInterval = 1.0 / 60) {
        for _ in 0..<notches {
            window.send(.scroll(dx: 0, dy: -1, at: point))
            run(interval)
        }
    }
}

@Suite("Photos scene")
@MainActor
struct PhotosSceneTests {
    @Test("Numbered thumbnails of the twelve colours, the visible ones inside the window and clear of the HUD, at several sizes",
          arguments: [CGSize(width: 1024, height: 768), CGSize(width: 768, height: 1024), CGSize(width: 800, height: 600)])
    func grid(size: CGSize) {
        let driver = PhotosDriver(size: size)
        driver.run(1.0 / 60)
        let cells = driver.visiblePhotoCells
        let frames = cells.map { $0.convert($0.bounds, to: nil) }
        #expect(frames.count >= 6)
        #expect(Set((0..<12).map { PhotosGridViewController.color(ofPhoto: $0) }).count == 12)
        let grid = driver.grid.collectionView.convert(driver.grid.collectionView.bounds, to: nil)
        for (index, frame) in frames.enumerated() {
            #expect(driver.window.bounds.contains(frame.intersection(grid)), "Photo \(index + 1) at \(frame) in \(size)")
            #expect(frame.intersection(grid).minY >= driver.grid.hintLabel.frame.maxY, "Photo \(index + 1) under the hint")
            for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
        }
        let texts = driver.app.frame().flattenedCommands.compactMap { command -> String? in
            if case .text(let text) = command.content { return text.string }
            return nil
        }
        #expect(texts.contains("Photos") && texts.contains("Photo 1") && texts.contains("Photo 6"))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A click zooms the photo from its thumbnail to full screen on the spring; Esc zooms it back")
    func zoomForwardAndBack() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        let thumbnail = driver.frame(ofPhoto: 2)
        driver.click(driver.center(ofPhoto: 2))
        let detail = try #require(driver.detail)
        #expect(detail.title == "Photo 3" && detail.titleLabel.text == "Photo 3")
        driver.run(0.1)
        let halfWay = detail.view.layer.presentation()!.frame
        #expect(halfWay.width > thumbnail.width && halfWay.width < 1024, "mid-zoom \(halfWay)")
        #expect(halfWay.minX < thumbnail.minX && halfWay.minX > 0)
        driver.settle()
        #expect(detail.view.frame == driver.window.bounds)
        #expect(detail.view.layer.cornerRadius == 0)
        #expect(detail.closeButton.frame == CGRect(x: 1024 - 50, y: 22, width: 40, height: 40))
        #expect(detail.closeButton.currentTitle == "×" && detail.closeButton.currentTitleColor == .white)
        driver.key("Escape")
        driver.run(0.1)
        let closing = detail.view.layer.presentation()!.frame
        #expect(closing.width < 1024 && closing.width > thumbnail.width)
        driver.settle()
        #expect(driver.detail == nil)
        #expect(detail.view.frame == thumbnail)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Key 2, scale and fade: Enter presents the chosen photo growing from nothing; Backspace shrinks it away")
    func scaleAndFade() throws {
        let driver = PhotosDriver()
        driver.key("2")
        #expect(driver.photos.animatorName == "scale and fade (seed 001)")
        driver.grid.selectedIndex = 4
        driver.key("Return")
        driver.run(0.05)
        let detail = try #require(driver.detail)
        #expect(detail.photoIndex == 4)
        let growing = detail.view.layer.presentation()!
        #expect(growing.affineTransform().a < 1 && growing.opacity < 1)
        driver.settle()
        #expect(detail.view.frame == driver.window.bounds && detail.view.alpha == 1)
        driver.key("Backspace")
        driver.run(0.1)
        #expect(detail.view.layer.presentation()!.affineTransform().a < 0.6)
        driver.settle()
        #expect(driver.detail == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Wheel pinch: 8 slow notches close the photo onto its thumbnail, 7 let it spring back")
    func wheelPinch() throws {
        for (notches, closes) in [(8, true), (7, false)] {
            let driver = PhotosDriver()
            driver.run(1.0 / 60)
            driver.open(photo: 5)
            let detail = try #require(driver.detail)
            driver.wheel(notches: notches, interval: 0.1)
            let scale = pow(1.1, -CGFloat(notches))
            let expected = PinchInteractor.interpolatedFrame(
                collapsed: driver.frame(ofPhoto: 5), expanded: driver.window.bounds, percent: scale)
            #expect(abs(detail.view.frame.width - expected.width) < 1e-6 && abs(detail.view.frame.minX - expected.minX) < 1e-6)
            #expect(detail.view.layer.cornerRadius == 12, "rounded like a thumbnail while small")
            driver.run(0.3)
            driver.settle()
            #expect((driver.detail == nil) == closes, "\(notches) notches")
            #expect(detail.view.frame == (closes ? driver.frame(ofPhoto: 5) : driver.window.bounds))
            #expect(driver.violations.isEmpty, "\(driver.violations)")
        }
    }

    @Test("The pinch is the zoom's even after scale-and-fade presented the photo; Alt-drag closes it")
    func altDragPinchAfterScaleAndFade() throws {
        let driver = PhotosDriver()
        driver.key("2")
        driver.run(1.0 / 60)
        driver.open(photo: 0)
        let detail = try #require(driver.detail)
        driver.window.send(.mouseDown(CGPoint(x: 512, y: 400), modifiers: [.option]))
        for step in 1...6 {
            driver.window.send(.mouseMove(CGPoint(x: 512 - CGFloat(step) * 12, y: 400)))
            driver.run(1.0 / 60)
        }
        #expect(driver.window.transitionState?.isInteractive == true)
        #expect(detail.view.frame.width < 1024)
        driver.window.send(.mouseUp(CGPoint(x: 440, y: 400)))
        driver.settle()
        #expect(driver.detail == nil)
        #expect(detail.view.frame == driver.frame(ofPhoto: 0))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("A one-finger drag on the photo dismisses it interactively, as does the × button")
    func panAndCloseButton() {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 1)
        driver.window.send(.mouseDown(CGPoint(x: 500, y: 400)))
        for step in 1...10 {
            driver.window.send(.mouseMove(CGPoint(x: 500, y: 400 + CGFloat(step) * 25)))
            driver.run(1.0 / 60)
        }
        #expect(driver.window.transitionState?.isInteractive == true, "the drag holds the dismissal")
        driver.run(0.2)
        driver.window.send(.mouseUp(CGPoint(x: 500, y: 650)))
        #expect(driver.window.transitionState?.kind == .dismissal)
        driver.settle()
        #expect(driver.detail == nil)

        driver.open(photo: 1)
        driver.click(CGPoint(x: 1024 - 30, y: 42))
        driver.settle()
        #expect(driver.detail == nil)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("R while the photo is open: the grid re-lays out and the zoom (Esc or pinch) lands on the thumbnail's new frame")
    func rotation() {
        for usePinch in [false, true] {
            let driver = PhotosDriver()
            driver.run(1.0 / 60)
            driver.open(photo: 7)
            let before = driver.frame(ofPhoto: 7)
            driver.key("R")
            driver.run(1.0 / 60)
            #expect(driver.window.bounds.size == CGSize(width: 768, height: 1024))
            let after = driver.frame(ofPhoto: 7)
            #expect(after != before)
            #expect(driver.grid.zoom.modalCollapsedFrame == after)
            #expect(driver.detail?.view.frame == driver.window.bounds)
            if usePinch { driver.wheel(notches: 9); driver.run(0.4) } else { driver.key("Escape") }
            driver.settle()
            #expect(driver.detail == nil)
            #expect(driver.photos.grid?.presentedViewController == nil)
            #expect(driver.violations.isEmpty, "\(driver.violations)")
        }
    }

    @Test("R during the pinch keeps the frame interpolation right and the invariants green")
    func rotationDuringPinch() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 3)
        let detail = try #require(driver.detail)
        driver.wheel(notches: 3)
        driver.key("R")
        driver.wheel(notches: 1)
        let expected = PinchInteractor.interpolatedFrame(
            collapsed: driver.frame(ofPhoto: 3), expanded: driver.window.bounds, percent: pow(1.1, -4))
        #expect(abs(detail.view.frame.maxX - expected.maxX) < 1e-6 && abs(detail.view.frame.height - expected.height) < 1e-6)
        driver.wheel(notches: 5)
        driver.run(0.4)
        driver.settle()
        #expect(detail.view.frame == driver.frame(ofPhoto: 3))
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("Enter while the photo is open, and Esc with nothing open, do nothing; `,` steps back through a paused zoom")
    func keysWithoutEffect() {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        #expect(!driver.photos.back())
        #expect(!TransitionHoldTool().stepBack(in: driver.window, by: 1.0 / 60))
        driver.open(photo: 0)
        #expect(!driver.photos.forward())
        driver.key("Escape")
        driver.run(0.1)
        #expect(TransitionHoldTool().stepBack(in: driver.window, by: 0.05))
        #expect(driver.window.transitionState?.isInteractive == true)
        driver.window.resumeTransition()
        driver.settle()
        #expect(driver.detail == nil)
        #expect(driver.photos.timing?.curve.duration ?? 0 > 0.4)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }

    @Test("`,` holds the photos zoom through the app's one transition hold: `.` moves it on, Space lets it finish")
    func stepBackThroughTheApp() throws {
        let driver = PhotosDriver()
        driver.run(1.0 / 60)
        driver.open(photo: 0)
        driver.key("Escape")
        driver.run(0.1)
        driver.key("Space")
        let before = try #require(driver.transition?.percentComplete)
        driver.key(",")
        driver.key(",")
        let back = try #require(driver.transition?.percentComplete)
        #expect(back < before && driver.app.tools.hold.isHolding && driver.transition?.isInteractive == true)
        driver.key(".")
        #expect(try #require(driver.transition?.percentComplete) > back)
        driver.key("Space")
        #expect(driver.settle())
        #expect(driver.detail == nil && !driver.app.tools.hold.isHolding)
        #expect(driver.violations.isEmpty, "\(driver.violations)")
    }
}
