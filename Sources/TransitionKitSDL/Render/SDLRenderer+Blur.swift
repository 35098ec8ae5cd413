internal import CSDL2
import Foundation
import TransitionKit

/// `UIVisualEffectView`: blur what is already drawn beneath a rectangle.
///
/// Two ways, chosen per frame by `draw(_:)`:
/// - On the renderer (render targets supported, the usual case): a frame with a blur is drawn
///   into a scene texture; a blur scales the region beneath it down into a chain of halving
///   target textures with linear filtering (each step a 2x2 box average), back up the chain,
///   and onto the scene texture, clipped to the region; the scene texture is then copied to the
///   window. No pixels leave the renderer (`SDL_RenderReadPixels` stalls a GPU pipeline: about
///   65 ms per full-screen blur with OpenGL on llvmpipe).
/// - Read back (no render targets): the pixels are read, box-downsampled and blurred 3x3 on the
///   CPU, uploaded and drawn back scaled up with linear filtering.
extension SDLRenderer {
    /// Draws a backdrop blur the way the frame was set up for (see the type's comment), then
    /// `tint` over its region when given (a fused tint command, see `fusableTint`).
    func drawBackdropBlur(radius: CGFloat, of command: DisplayList.Command, _ transform: PixelTransform, tint: SDL_Color? = nil) {
        let region = blurRegion(of: command, transform)
        guard radius > 0, radius.isFinite, region.w > 1, region.h > 1 else {
            if let tint { fill(region, with: tint) }
            return
        }
        drewBackdropBlurInLastFrame = true
        if let sceneTexture = backdrop.sceneTexture, backdrop.isDrawingIntoScene,
           blurOnRenderer(region: region, radius: radius, alpha: command.alpha, tint: tint, scene: sceneTexture, transform) {
            return
        }
        blurByReadingBack(region: region, radius: radius, alpha: command.alpha, transform)
        if let tint { fill(region, with: tint) }
    }

    /// Blends `color` over `region` (clipped to it).
    private func fill(_ region: SDL_Rect, with color: SDL_Color) {
        guard region.w > 0, region.h > 0, color.a > 0 else { return }
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        var rect = region
        SDL_RenderFillRect(handle, &rect)
    }

    /// How far the renderer path scales a region down in all, as a power of two, for a blur
    /// radius in pixels: log2(radius / 2) + 1, 1...6 (radius 20 px: 2^4.3, about 20x). It is
    /// continuous, so an animated radius blurs in smoothly: the first step scales by the
    /// fractional part, the rest halve.
    package nonisolated static func blurOctaves(radiusInPixels: Double) -> Double {
        guard radiusInPixels.isFinite, radiusInPixels > 0 else { return 1 }
        return min(max(log2(max(radiusInPixels / 2, 1)) + 1, 1), 6)
    }

    /// The sizes of the levels the region is scaled into, first to last: halvings for the whole
    /// part of `octaves`, then a step by its fractional part (when there is one; it is cheapest
    /// on the smallest level). The smallest level keeps a pixel.
    package nonisolated static func levelSizes(width: Int, height: Int, octaves: Double) -> [(width: Int, height: Int)] {
        var sizes: [(width: Int, height: Int)] = []
        var whole = Int(octaves.rounded(.down))
        let fraction = octaves - Double(whole)
        var w = width, h = height
        while whole > 0 && min(w, h) >= 2 {
            w = (w + 1) / 2; h = (h + 1) / 2
            sizes.append((w, h))
            whole -= 1
        }
        if fraction > 0.05 && whole == 0 && min(w, h) >= 2 {
            let factor = pow(2, fraction)
            w = max(1, Int((Double(w) / factor).rounded())); h = max(1, Int((Double(h) / factor).rounded()))
            sizes.append((w, h))
        }
        if sizes.isEmpty { sizes.append((max(1, (width + 1) / 2), max(1, (height + 1) / 2))) }
        return sizes
    }

    /// The renderer path: down the chain of levels, the tint blended into the smallest, back up the
    /// chain, onto the scene texture clipped to the region. False when the level textures cannot
    /// be made (the caller reads back instead).
    private func blurOnRenderer(
        region: SDL_Rect, radius: CGFloat, alpha: CGFloat, tint: SDL_Color?, scene: OpaquePointer, _ transform: PixelTransform
    ) -> Bool {
        let radiusInPixels = Double(radius) * Double(transform.linearScale)
        let sizes = Self.levelSizes(width: Int(region.w), height: Int(region.h), octaves: Self.blurOctaves(radiusInPixels: radiusInPixels))
        guard let textures = backdrop.levelTextures(renderer: handle, sizes: sizes) else { return false }
        var source = scene
        var sourceRect = region
        SDL_SetTextureBlendMode(scene, SDL_BLENDMODE_NONE)
        for (index, texture) in textures.enumerated() {
            SDL_SetRenderTarget(handle, texture)
            var destination = SDL_Rect(x: 0, y: 0, w: Int32(sizes[index].width), h: Int32(sizes[index].height))
            SDL_SetTextureBlendMode(source, SDL_BLENDMODE_NONE)
            SDL_RenderCopy(handle, source, &sourceRect, &destination)
            source = texture
            sourceRect = destination
        }
        if let tint, tint.a > 0 {  // still on the smallest level
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(handle, tint.r, tint.g, tint.b, tint.a)
            SDL_RenderFillRect(handle, nil)
        }
        for index in stride(from: textures.count - 1, to: 0, by: -1) {
            SDL_SetRenderTarget(handle, textures[index - 1])
            SDL_SetTextureBlendMode(textures[index], SDL_BLENDMODE_NONE)
            SDL_RenderCopy(handle, textures[index], nil, nil)
        }
        let savedClip = clipRect
        let alphaByte = Self.byte(alpha)
        backdrop.blursLeft -= 1
        if backdrop.blursLeft <= 0 {
            // The frame's last blur: the rest of the frame goes straight to the window. The scene
            // texture is copied there first unless the opaque blur covers the whole output (the
            // lock screen's), which saves a full-screen pass.
            SDL_SetRenderTarget(handle, backdrop.windowTarget)
            backdrop.isDrawingIntoScene = false
            let coversOutput = alphaByte == 255 && region.x <= 0 && region.y <= 0
                && Int(region.x + region.w) >= outputSize.width && Int(region.y + region.h) >= outputSize.height
            if !coversOutput {
                setClip(nil)
                SDL_SetTextureBlendMode(scene, SDL_BLENDMODE_NONE)
                SDL_RenderCopy(handle, scene, nil, nil)
            }
        } else {
            SDL_SetRenderTarget(handle, scene)
        }
        setClip(region)
        let top = textures[0]
        // Opaque: a plain scaled copy (SDL's software renderer scales without blending directly;
        // blended it goes through temporary surfaces).
        SDL_SetTextureBlendMode(top, alphaByte == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(top, alphaByte)
        var destination = region
        SDL_RenderCopy(handle, top, nil, &destination)
        SDL_SetTextureAlphaMod(top, 255)
        setClip(savedClip)
        return true
    }

    /// The read-back path: reads the pixels under the region, downsamples and blurs them on the
    /// CPU, and draws them back scaled up with linear filtering.
    private func blurByReadingBack(region: SDL_Rect, radius: CGFloat, alpha: CGFloat, _ transform: PixelTransform) {
        var pixels = [UInt32](repeating: 0, count: Int(region.w) * Int(region.h))
        var readRect = region
        let status = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(handle, &readRect, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, region.w * 4)
        }
        guard status == 0 else { return }

        let radiusInPixels = Double(radius) * Double(transform.linearScale)
        let factor = min(BackdropBlurKernel.downsampleFactor(radiusInPixels: radiusInPixels), Int(min(region.w, region.h)))
        let small = BackdropBlurKernel.downsample(pixels, width: Int(region.w), height: Int(region.h), factor: factor)
        let blurred = BackdropBlurKernel.boxBlur3x3(small.pixels, width: small.width, height: small.height)

        guard let texture = SDL_CreateTexture(
            handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
            Int32(small.width), Int32(small.height))
        else { return }
        defer { SDL_DestroyTexture(texture) }
        _ = blurred.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(small.width * 4)) }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureAlphaMod(texture, Self.byte(alpha))

        let savedClip = clipRect
        setClip(region)
        var destination = SDL_FRect(
            x: Float(region.x), y: Float(region.y),
            w: Float(small.width * factor), h: Float(small.height * factor))
        SDL_RenderCopyF(handle, texture, nil, &destination)
        setClip(savedClip)
    }

    /// The whole-pixel bounding box of the command, limited to the output and the current clip.
    private func blurRegion(of command: DisplayList.Command, _ transform: PixelTransform) -> SDL_Rect {
        let rect = command.rect
        let corners = [
            transform.apply(Float(rect.minX), Float(rect.minY)), transform.apply(Float(rect.maxX), Float(rect.minY)),
            transform.apply(Float(rect.maxX), Float(rect.maxY)), transform.apply(Float(rect.minX), Float(rect.maxY)),
        ]
        var minX = Int32(corners.map(\.x).min()!.rounded(.down)), minY = Int32(corners.map(\.y).min()!.rounded(.down))
        var maxX = Int32(corners.map(\.x).max()!.rounded(.up)), maxY = Int32(corners.map(\.y).max()!.rounded(.up))
        minX = max(minX, 0); minY = max(minY, 0)
        maxX = min(maxX, Int32(outputSize.width)); maxY = min(maxY, Int32(outputSize.height))
        if let clip = clipRect {
            minX = max(minX, clip.x); minY = max(minY, clip.y)
            maxX = min(maxX, clip.x + clip.w); maxY = min(maxY, clip.y + clip.h)
        }
        return SDL_Rect(x: minX, y: minY, w: max(0, maxX - minX), h: max(0, maxY - minY))
    }
}

/// The textures of the renderer blur: the scene texture a frame with a blur is drawn into, and
/// the halving levels (kept between frames, remade when the sizes change).
@MainActor
package final class BackdropTargets {
    /// Whether the renderer can draw into textures (decided once).
    package let isSupported: Bool
    /// The scene texture (the output's size), once made.
    private(set) var sceneTexture: OpaquePointer?
    private var sceneSize: (width: Int, height: Int) = (0, 0)
    private var levels: [OpaquePointer] = []
    private var levelSizes: [(width: Int, height: Int)] = []
    private let format: UInt32
    /// Whether the frame being drawn goes into the scene texture.
    var isDrawingIntoScene = false
    /// The blurs still to come in the frame being drawn (the last one ends the scene texture).
    var blursLeft = 0
    /// Forces the read-back path (tests use it to cover both).
    var isDisabled = false
    /// The target standing for the window, which the scene texture is copied to: nil, or the
    /// retained frame of damage tracking.
    var windowTarget: OpaquePointer?

    init(renderer: OpaquePointer) {
        isSupported = SDL_RenderTargetSupported(renderer) == SDL_TRUE
        // The window's own format when the renderer takes it (the final copy is then a plain copy
        // in the software renderer), else ARGB8888.
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let windowFormat = SDL_RenderGetWindow(renderer).map { SDL_GetWindowPixelFormat($0) } ?? 0
        let formats = withUnsafeBytes(of: info.texture_formats) { Array($0.bindMemory(to: UInt32.self).prefix(Int(info.num_texture_formats))) }
        let plain = [SDL_PIXELFORMAT_RGB888.rawValue, SDL_PIXELFORMAT_ARGB8888.rawValue]
        format = plain.contains(windowFormat) && formats.contains(windowFormat) ? windowFormat : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    /// Starts a frame with a blur: makes the scene texture for `width` x `height` and draws into
    /// it. False (and nothing changes) when render targets are not available.
    func beginScene(renderer: OpaquePointer, width: Int, height: Int, blurs: Int) -> Bool {
        blursLeft = blurs
        guard isSupported, !isDisabled, width > 0, height > 0 else { return false }
        if sceneTexture == nil || sceneSize != (width, height) {
            if let sceneTexture { SDL_DestroyTexture(sceneTexture) }
            sceneTexture = makeTarget(renderer, width, height)
            sceneSize = (width, height)
        }
        guard let sceneTexture, SDL_SetRenderTarget(renderer, sceneTexture) == 0 else { return false }
        isDrawingIntoScene = true
        return true
    }

    /// Ends a frame with a blur: draws the scene texture to the window.
    func endScene(renderer: OpaquePointer) {
        guard isDrawingIntoScene, let sceneTexture else { return }
        isDrawingIntoScene = false
        SDL_SetRenderTarget(renderer, windowTarget)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(sceneTexture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, sceneTexture, nil, nil)
    }

    /// The level textures for `sizes`, made or remade as needed; nil when one cannot be made.
    func levelTextures(renderer: OpaquePointer, sizes: [(width: Int, height: Int)]) -> [OpaquePointer]? {
        let same = levelSizes.count == sizes.count && zip(levelSizes, sizes).allSatisfy { $0 == $1 }
        if !same {
            for texture in levels { SDL_DestroyTexture(texture) }
            levels = []
            levelSizes = []
            for size in sizes {
                guard let texture = makeTarget(renderer, size.width, size.height) else {
                    for texture in levels { SDL_DestroyTexture(texture) }
                    levels = []
                    return nil
                }
                levels.append(texture)
            }
            levelSizes = sizes
        }
        return levels
    }

    private func makeTarget(_ renderer: OpaquePointer, _ width: Int, _ height: Int) -> OpaquePointer? {
        guard let texture = SDL_CreateTexture(
            renderer, format, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width), Int32(height))
        else { return nil }
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        return texture
    }

    /// Destroys every texture (before the renderer goes).
    func releaseAll() {
        if let sceneTexture { SDL_DestroyTexture(sceneTexture) }
        sceneTexture = nil
        for texture in levels { SDL_DestroyTexture(texture) }
        levels = []
        levelSizes = []
    }
}
