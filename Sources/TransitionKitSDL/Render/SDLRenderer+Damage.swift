internal import CSDL2
import Foundation
import TransitionKit

/// Damage tracking: each frame redraws only what changed, into a frame kept between frames.
///
/// The renderer keeps the last frame it drew and the display list it drew there. `draw(_:)` asks
/// `FrameDamage` what the new list can paint differently; inside each damage rectangle it clears
/// to the frame's clear colour and redraws the commands whose reach meets the rectangle, every
/// clip cut to it (a group's own target is still drawn whole, or composited from
/// `GroupTextureCache` when it did not change).
///
/// Where the frame is kept depends on the renderer (`keepsFrameInWindow`):
/// - SDL's software renderer draws into the window's surface, and its present only shows that
///   surface (`SW_RenderPresent` calls `SDL_UpdateWindowSurface`), so the surface still holds the
///   frame afterwards, with the offscreen driver and X11 alike: the window itself is the kept
///   frame, and an unchanged frame costs no pixel. A resize makes a new surface (the host forgets
///   the frame on every size change), and anything drawn into the window besides `draw(_:)` (the
///   benchmark's raw loop) must call `windowWasDrawnOutside()`.
/// - Other renderers (OpenGL: the back buffer is undefined after a present) keep it in a render
///   target of the output's size (the window's pixel format where the renderer takes it), which
///   is then copied to the window. The damage flash (`flashesDamage`) uses this path too, so its
///   tint, drawn over the window, never lands in the kept frame.
///
/// The first frame, a new output size or scale, a backdrop blur over damage, and damage over
/// most of the output draw the whole frame. With `tracksDamage` off every frame is drawn whole,
/// straight into the window, as before damage tracking.
extension SDLRenderer {
    /// Draws `list`: only its damage into the kept frame (see the extension's comment), or
    /// the whole list when `tracksDamage` is off; the window then holds the frame, for the host
    /// to read or present.
    public func draw(_ list: DisplayList) {
        updateOutputSize()
        let inWindow = keepsFrameInWindow && !flashesDamage
        guard tracksDamage, let place = retainedFrame.place(device: device, width: outputSize.width, height: outputSize.height, inWindow: inWindow)
        else {
            retainedFrame.forget()
            groupCache.removeAll(returningTo: renderTargets)
            drawWhole(list)
            return
        }
        let damage = retainedFrame.scale == scale && retainedFrame.isValid
            ? FrameDamage.between(retainedFrame.list, list, scale: scale, width: outputSize.width, height: outputSize.height,
                                 maximumGroupSide: renderTargets.maximumSide)
            : .full
        let target: SDLRenderTarget? = if case .texture(let texture) = place { texture } else { nil }
        device.setTarget(target)
        backdrop.windowTarget = target
        cachesGroups = true
        if damage.isFull {
            drawWhole(list)
        } else if !damage.rects.isEmpty {
            drawDamaged(list, damage.rects)
        } else {
            // An unchanged frame draws nothing: the shapes' and groups' textures stay; idle
            // render targets still age and go.
            renderTargets.endFrame()
        }
        cachesGroups = false
        backdrop.windowTarget = nil
        retainedFrame.remember(list, scale: scale)
        lastDamage = damage
        setClip(nil)
        if let target {
            device.setTarget(nil)
            setClip(nil)
            target.texture.blendMode = .replace
            device.copy(target.texture)
        }
        if verifiesDamage { verify(list) }
        damageFlash.note(damage, width: outputSize.width, height: outputSize.height)
        if flashesDamage { drawDamageFlash() }
    }

    /// Says that something other than `draw(_:)` drew into the window (the benchmark's raw
    /// loop): a frame kept in the window is gone, and the next frame is drawn whole.
    public func windowWasDrawnOutside() {
        if retainedFrame.isInWindow { retainedFrame.forget() }
    }

    /// Redraws the commands of `list` that reach into `rects`, each rectangle cleared first and
    /// every clip cut to it.
    private func drawDamaged(_ list: DisplayList, _ rects: [PixelRect]) {
        geometryCallsInLastFrame = 0
        drewBackdropBlurInLastFrame = false
        let (clearColor, firstVisible) = visibleStart(of: list)
        let output = PixelRect(x: 0, y: 0, width: outputSize.width, height: outputSize.height)
        let clear = sdlColor(clearColor, alpha: 1)
        // Each command's reach once per frame, not once per damage rectangle.
        let commands = list.commands[firstVisible...]
        let reaches = commands.map {
            FrameDamage.pixelReach(of: $0, scale: scale, output: output, maximumGroupSide: renderTargets.maximumSide)
        }
        for rect in rects {
            let pixels = RenderRect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            damageClip = nil
            setClip(pixels)
            device.drawBlendMode = .replace
            device.setDrawColor(red: clear.r, green: clear.g, blue: clear.b, alpha: 255)
            device.fill(pixels)
            device.drawBlendMode = .blend
            damageClip = pixels
            for (command, reach) in zip(commands, reaches) where reach.map({ $0.intersects(rect) }) ?? true {
                draw(command)
            }
            flushGeometry()
        }
        damageClip = nil
        setClip(nil)
        coverageTextures.endFrame()
        groupCache.endFrame(returningTo: renderTargets)
        renderTargets.endFrame()
    }

    /// Checks the frame just drawn against the whole list drawn straight into the window (which
    /// then holds that drawing); a difference is counted in `damageMismatches`.
    private func verify(_ list: DisplayList) {
        guard let tracked = readPixels(RenderRect(x: 0, y: 0, w: Int32(outputSize.width), h: Int32(outputSize.height))) else { return }
        drawWhole(list)
        guard let whole = readPixels(RenderRect(x: 0, y: 0, w: Int32(outputSize.width), h: Int32(outputSize.height))) else { return }
        verifiedFrames += 1
        let same = tracked.withUnsafeBytes { a in whole.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
        guard !same else { return }
        var different = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for (index, (a, b)) in zip(tracked, whole).enumerated() where (a & 0x00FF_FFFF) != (b & 0x00FF_FFFF) {
            different += 1
            let x = index % outputSize.width, y = index / outputSize.width
            minX = min(minX, x); minY = min(minY, y); maxX = max(maxX, x); maxY = max(maxY, y)
        }
        if different > 0 {
            let box = CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
            damageMismatches.append((frame: verifiedFrames, pixels: different, box: box))
        }
    }

    /// Tints the regions of the recent frames over the window, the newest strongest.
    private func drawDamageFlash() {
        device.drawBlendMode = .blend
        for (age, rects) in damageFlash.recent.reversed().enumerated().reversed() {
            let alpha = UInt8(96 * (DamageFlash.frames - age) / DamageFlash.frames)
            for rect in rects {
                let fill = RenderRect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
                device.setDrawColor(red: 255, green: 0, blue: 160, alpha: rect.area == outputSize.width * outputSize.height ? alpha / 4 : alpha)
                device.fill(fill)
            }
        }
    }

    /// Whether the damage flash still tints a region of a recent frame (a resting window keeps
    /// drawing until it has faded).
    public var isDamageFlashFading: Bool {
        flashesDamage && damageFlash.recent.contains { !$0.isEmpty }
    }

    /// Groups composited from a kept texture so far (see GroupTextureCache).
    package var groupCacheHits: Int { groupCache.hits }

    /// Intersection of two SDL rectangles; nil when they share no pixel.
    static func intersection(_ a: RenderRect, _ b: RenderRect) -> RenderRect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? RenderRect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
    }
}

/// The regions the last few frames redrew, for the damage flash (F in the playground).
struct DamageFlash {
    /// Frames a region stays tinted, fading.
    static let frames = 12
    /// Each recent frame's regions, oldest first (a whole redraw is one rectangle of the output).
    private(set) var recent: [[PixelRect]] = []

    /// Adds a frame's damage.
    mutating func note(_ damage: FrameDamage, width: Int, height: Int) {
        recent.append(damage.isFull ? [PixelRect(x: 0, y: 0, width: width, height: height)] : damage.rects)
        if recent.count > Self.frames { recent.removeFirst() }
    }
}

/// The frame damage tracking keeps between frames: the window itself or a render target of the
/// output's size, and the display list last drawn there.
@MainActor
final class RetainedFrame {
    /// Where the kept frame is.
    enum Place {
        /// The window's own pixels (the software renderer's surface, which survives a present).
        case window
        /// A render target, copied to the window each frame.
        case texture(SDLRenderTarget)
    }

    private var texture: SDLRenderTarget?
    private var size: (width: Int, height: Int) = (0, 0)
    /// Whether the kept frame is the window (else the texture).
    private(set) var isInWindow = false
    /// The list drawn into the kept frame (nil: it holds nothing usable).
    private(set) var list: DisplayList?
    /// The pixel scale it was drawn at.
    private(set) var scale: PixelScale = .one
    /// Whether the kept frame holds `list` drawn at `scale` at its current size.
    private(set) var isValid = false

    /// Where to keep the frame of a `width` x `height` output: the window when `inWindow`, else a
    /// render target (made when the size changed); the kept frame is forgotten when the place or
    /// the size changed. Nil when the output is empty, or a target is needed and the renderer
    /// has none.
    func place(device: SDLRenderDevice, width: Int, height: Int, inWindow: Bool) -> Place? {
        guard width > 0, height > 0 else { return nil }
        if inWindow != isInWindow || size != (width, height) {
            forget()
            texture = nil
            isInWindow = inWindow
            size = (width, height)
        }
        if inWindow { return .window }
        if let texture { return .texture(texture) }
        guard device.supportsRenderTargets else { return nil }
        let format: PixelFormat = device.windowPixelFormat == .rgb888 ? .rgb888 : .argb8888
        texture = SDLRenderTarget(device: device, format: format, width: width, height: height)
        return texture.map { .texture($0) }
    }

    /// Records that `list` was drawn at `scale`.
    func remember(_ list: DisplayList, scale: PixelScale) {
        self.list = list; self.scale = scale; isValid = true
    }

    /// Forgets what was drawn (the next frame is drawn whole).
    func forget() { list = nil; isValid = false }

    /// Drops (frees) the texture (before the renderer goes).
    func release() {
        texture = nil
        forget()
    }
}
