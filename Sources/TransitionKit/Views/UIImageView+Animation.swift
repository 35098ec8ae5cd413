import Foundation

/// A running image sequence (`startAnimating()`): when it started on which clock, and the link
/// that steps it each frame.
@MainActor
final class ImageSequenceAnimation {
    /// The clock time of the first frame (nil until the view is in a window).
    var startTime: TimeInterval?
    /// The per-frame link on the window's clock (nil while the view is out of a window).
    var link: CADisplayLink?
    /// The index of the image shown now.
    var frameIndex = 0

    func detach() {
        link?.invalidate()
        link = nil
    }
}

extension UIImageView {
    /// The images the sequence shows now: the highlighted ones while highlighted (when set).
    var sequenceImages: [UIImage] {
        let images = isHighlighted ? highlightedAnimationImages ?? animationImages : animationImages
        return images ?? []
    }

    /// One cycle's length in seconds: `animationDuration`, or 1/30 s a frame when it is 0 (UIKit's default).
    var sequenceCycleDuration: TimeInterval {
        animationDuration > 0 ? animationDuration : Double(sequenceImages.count) / 30
    }

    /// The image the sequence shows now, while it runs.
    var sequenceImage: UIImage? {
        guard let imageSequence else { return nil }
        let images = sequenceImages
        guard !images.isEmpty else { return nil }
        return images[min(imageSequence.frameIndex, images.count - 1)]
    }

    func startImageSequence() {
        guard imageSequence == nil, !(animationImages ?? []).isEmpty else { return }
        imageSequence = ImageSequenceAnimation()
        attachImageSequence()
    }

    func stopImageSequence() {
        guard let sequence = imageSequence else { return }
        sequence.detach()
        imageSequence = nil
        layer.noteModelChange()
    }

    /// Puts the sequence on the window's clock (it starts counting when first in a window) or
    /// takes it off when the view leaves its window (it resumes from where it was).
    func imageSequenceWindowDidChange() {
        guard let sequence = imageSequence else { return }
        sequence.detach()
        if window != nil { attachImageSequence() }
    }

    private func attachImageSequence() {
        guard let sequence = imageSequence, let window else { return }
        let clock = window.clock
        if sequence.startTime == nil { sequence.startTime = clock.now }
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            self.advanceImageSequence(to: link.timestamp)
        }
        link.add(to: clock)
        sequence.link = link
        advanceImageSequence(to: clock.now)
    }

    /// Shows the frame due at `now`; past the last repeat, stops and shows `image` again.
    private func advanceImageSequence(to now: TimeInterval) {
        guard let sequence = imageSequence, let start = sequence.startTime else { return }
        let count = sequenceImages.count, cycle = sequenceCycleDuration
        guard count > 0, cycle > 0 else { stopImageSequence(); return }
        let elapsed = max(now - start, 0)
        if animationRepeatCount > 0, elapsed >= cycle * Double(animationRepeatCount) - 1e-9 {
            stopImageSequence()
            return
        }
        // Images shown so far (a hair of tolerance: clock times are sums of frame intervals).
        let shown = Int((elapsed / cycle * Double(count) + 1e-9).rounded(.down))
        let index = shown % count
        if index != sequence.frameIndex { sequence.frameIndex = index; layer.noteModelChange() }
    }
}
