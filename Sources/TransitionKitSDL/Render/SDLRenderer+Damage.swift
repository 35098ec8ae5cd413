internal import CSDL2
import Foundation
import TransitionKit

/// Damage tracking: each frame redraws only what changed, into a frame kept between frames.
///
/// The renderer keeps the last frame it drew in a render target of the output's size (the
/// window's pixel format where the renderer takes it, so the final copy is a plain copy) and
/// the display list it drew there. `draw(_:)` asks `FrameDamage` what the new list can paint
/// differently; inside each damage rectangle it clears to the frame's clear colour and redraws
/// the commands whose reach meets the rectangle, every clip cut to it (a group's own target is
/// still drawn whole, or composited from `GroupTextureCache` when it did not change). Then the
/// retained frame is copied to the window, which the host presents.
/// The first frame, a new output size or scale, a backdrop blur over damage, and damage over
/// most of the output draw the whole frame (into the retained frame). With `tracksDamage` off
/// every frame is drawn whole, straight into the window, as before damage tracking.
extension SDLRenderer {
    /// Draws `list`: only its damage into the retained frame (see the extension's comment), or
    /// the whole list when `tracksDamage` is off; the window then holds the frame, for the host
    /// to read or present.
    public func draw(_ list: DisplayList) {
        updateOutputSize()
        guard tracksDamage, let frame = retainedFrame.target(renderer: handle, width: outputSize.width, height: outputSize.height)
        else {
            retainedFrame.forget()
            groupCache.removeAll(returningTo: renderTargets)
            drawWhole(list)
            return
        }
        let damage = retainedFrame.scale == scale && retainedFrame.isValid
            ? FrameDamage.between(retainedFrame.list, list, scale: scale, width: outputSize.width, height: outputSize.height)
            : .full
        SDL_SetRenderTarget(handle, frame)
        backdrop.windowTarget = frame
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
        SDL_SetRenderTarget(handle, nil)
        setClip(nil)
        SDL_SetTextureBlendMode(frame, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(handle, frame, nil, nil)
        if verifiesDamage { verify(list) }
        damageFlash.note(damage, width: outputSize.width, height: outputSize.height)
        if flashesDamage { drawDamageFlash() }
    }

    /// Redraws the commands of `list` that reach into `rects`, each rectangle cleared first and
    /// every clip cut to it.
    private func drawDamaged(_ list: DisplayList, _ rects: [PixelRect]) {
        geometryCallsInLastFrame = 0
        drewBackdropBlurInLastFrame = false
        let (clearColor, firstVisible) = visibleStart(of: list)
        let output = PixelRect(x: 0, y: 0, width: outputSize.width, height: outputSize.height)
        let clear = sdlColor(clearColor, alpha: 1)
        for rect in rects {
            let pixels = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
            damageClip = nil
            setClip(pixels)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(handle, clear.r, clear.g, clear.b, 255)
            var fill = pixels
            SDL_RenderFillRect(handle, &fill)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            damageClip = pixels
            for command in list.commands[firstVisible...] {
                let reach = FrameDamage.pixelReach(of: command, scale: scale, output: output)
                if reach.map({ $0.intersects(rect) }) ?? true { draw(command) }
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
        guard let tracked = readPixels(SDL_Rect(x: 0, y: 0, w: Int32(outputSize.width), h: Int32(outputSize.height))) else { return }
        drawWhole(list)
        guard let whole = readPixels(SDL_Rect(x: 0, y: 0, w: Int32(outputSize.width), h: Int32(outputSize.height))) else { return }
        verifiedFrames += 1
        let same = tracked.withUnsafeBytes { a in whole.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
        guard !same else { return }
        let different = zip(tracked, whole).count { ($0 & 0x00FF_FFFF) != ($1 & 0x00FF_FFFF) }
        if different > 0 { damageMismatches.append((frame: verifiedFrames, pixels: different)) }
    }

    /// Tints the regions of the recent frames over the window, the newest strongest.
    private func drawDamageFlash() {
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        for (age, rects) in damageFlash.recent.reversed().enumerated().reversed() {
            let alpha = UInt8(96 * (DamageFlash.frames - age) / DamageFlash.frames)
            for rect in rects {
                var fill = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
                SDL_SetRenderDrawColor(handle, 255, 0, 160, rect.area == outputSize.width * outputSize.height ? alpha / 4 : alpha)
                SDL_RenderFillRect(handle, &fill)
            }
        }
    }

    /// Groups composited from a kept texture so far (see GroupTextureCache).
    package var groupCacheHits: Int { groupCache.hits }

    /// Intersection of two SDL rectangles; nil when they share no pixel.
    static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect? {
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y), x1 = min(a.x + a.w, b.x + b.w), y1 = min(a.y + a.h, b.y + b.h)
        return x1 > x0 && y1 > y0 ? SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0) : nil
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

/// The frame damage tracking keeps between frames: a render target of the output's size and
/// the display list last drawn into it.
@MainActor
final class RetainedFrame {
    private var texture: OpaquePointer?
    private var size: (width: Int, height: Int) = (0, 0)
    /// The list drawn into the texture (nil: the texture holds nothing usable).
    private(set) var list: DisplayList?
    /// The pixel scale it was drawn at.
    private(set) var scale: PixelScale = .one
    /// Whether the texture holds `list` drawn at `scale` at its current size.
    private(set) var isValid = false

    /// The target for a `width` x `height` output, made (and the kept frame forgotten) when the
    /// size changed; nil when the renderer has no render targets.
    func target(renderer: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
        guard width > 0, height > 0, SDL_RenderTargetSupported(renderer) == SDL_TRUE else { return nil }
        if let texture, size == (width, height) { return texture }
        if let texture { SDL_DestroyTexture(texture) }
        forget()
        let windowFormat = SDL_RenderGetWindow(renderer).map { SDL_GetWindowPixelFormat($0) } ?? 0
        let format = windowFormat == SDL_PIXELFORMAT_RGB888.rawValue ? windowFormat : SDL_PIXELFORMAT_ARGB8888.rawValue
        texture = SDL_CreateTexture(renderer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
        size = (width, height)
        return texture
    }

    /// Records that `list` was drawn at `scale`.
    func remember(_ list: DisplayList, scale: PixelScale) {
        self.list = list; self.scale = scale; isValid = true
    }

    /// Forgets what was drawn (the next frame is drawn whole).
    func forget() { list = nil; isValid = false }

    /// Destroys the texture (before the renderer goes).
    func release() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        forget()
    }
}
