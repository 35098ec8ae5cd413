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
    func drawBackdropBlur(radius: CGFloat, of command: DisplayList.Command, _ transform: PixelTransform, tint: RenderColor? = nil) {
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
    private func fill(_ region: RenderRect, with color: RenderColor) {
        guard region.w > 0, region.h > 0, color.a > 0 else { return }
        device.drawBlendMode = .blend
        device.drawColor = color
        device.fill(region)
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
        region: RenderRect, radius: CGFloat, alpha: CGFloat, tint: RenderColor?, scene: SDLRenderTarget, _ transform: PixelTransform
    ) -> Bool {
        let radiusInPixels = Double(radius) * Double(transform.linearScale)
        let sizes = Self.levelSizes(width: Int(region.w), height: Int(region.h), octaves: Self.blurOctaves(radiusInPixels: radiusInPixels))
        guard let textures = backdrop.levelTextures(sizes: sizes) else { return false }
        var source = scene
        var sourceRect = region
        scene.texture.blendMode = .replace
        for (index, texture) in textures.enumerated() {
            device.setTarget(texture)
            let destination = RenderRect(x: 0, y: 0, w: Int32(sizes[index].width), h: Int32(sizes[index].height))
            source.texture.blendMode = .replace
            device.copy(source.texture, from: sourceRect, to: destination)
            source = texture
            sourceRect = destination
        }
        if let tint, tint.a > 0 {  // still on the smallest level
            device.drawBlendMode = .blend
            device.drawColor = tint
            device.fill(nil)
        }
        for index in stride(from: textures.count - 1, to: 0, by: -1) {
            device.setTarget(textures[index - 1])
            textures[index].texture.blendMode = .replace
            device.copy(textures[index].texture)
        }
        let savedClip = clipRect
        let alphaByte = Self.byte(alpha)
        backdrop.blursLeft -= 1
        if backdrop.blursLeft <= 0 {
            // The frame's last blur: the rest of the frame goes straight to the window. The scene
            // texture is copied there first unless the opaque blur covers the whole output (the
            // lock screen's), which saves a full-screen pass.
            device.setTarget(backdrop.windowTarget)
            backdrop.isDrawingIntoScene = false
            let coversOutput = alphaByte == 255 && region.x <= 0 && region.y <= 0
                && Int(region.x + region.w) >= outputSize.width && Int(region.y + region.h) >= outputSize.height
            if !coversOutput {
                setClip(nil)
                scene.texture.blendMode = .replace
                device.copy(scene.texture)
            }
        } else {
            device.setTarget(scene)
        }
        setClip(region)
        let top = textures[0].texture
        // Opaque: a plain scaled copy (SDL's software renderer scales without blending directly;
        // blended it goes through temporary surfaces).
        top.blendMode = alphaByte == 255 ? .replace : .blend
        top.alphaModulation = alphaByte
        device.copy(top, to: region)
        top.alphaModulation = 255
        setClip(savedClip)
        return true
    }

    /// The read-back path: reads the pixels under the region, downsamples and blurs them on the
    /// CPU, and draws them back scaled up with linear filtering.
    private func blurByReadingBack(region: RenderRect, radius: CGFloat, alpha: CGFloat, _ transform: PixelTransform) {
        guard let pixels = device.readPixels(region) else { return }

        let radiusInPixels = Double(radius) * Double(transform.linearScale)
        let factor = min(BackdropBlurKernel.downsampleFactor(radiusInPixels: radiusInPixels), Int(min(region.w, region.h)))
        let small = BackdropBlurKernel.downsample(pixels, width: Int(region.w), height: Int(region.h), factor: factor)
        let blurred = BackdropBlurKernel.boxBlur3x3(small.pixels, width: small.width, height: small.height)

        guard let texture = SDLTexture(device: device, format: .argb8888, access: .static, width: small.width, height: small.height)
        else { return }
        texture.update(nil, from: blurred, bytesPerRow: small.width * 4)
        texture.scaleMode = .linear
        texture.blendMode = .blend
        texture.alphaModulation = Self.byte(alpha)

        let savedClip = clipRect
        setClip(region)
        let destination = RenderFloatRect(
            x: Float(region.x), y: Float(region.y),
            w: Float(small.width * factor), h: Float(small.height * factor))
        device.copy(texture, to: destination)
        setClip(savedClip)
    }

    /// The whole-pixel bounding box of the command, limited to the output and the current clip.
    private func blurRegion(of command: DisplayList.Command, _ transform: PixelTransform) -> RenderRect {
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
        return RenderRect(x: minX, y: minY, w: max(0, maxX - minX), h: max(0, maxY - minY))
    }
}

/// The textures of the renderer blur: the scene texture a frame with a blur is drawn into, and
/// the halving levels (kept between frames, remade when the sizes change; freed when dropped).
@MainActor
package final class BackdropTargets {
    /// Whether the renderer can draw into textures (decided once).
    package let isSupported: Bool
    private let device: SDLRenderDevice
    /// The scene texture (the output's size), once made.
    private(set) var sceneTexture: SDLRenderTarget?
    private var sceneSize: (width: Int, height: Int) = (0, 0)
    private var levels: [SDLRenderTarget] = []
    private var levelSizes: [(width: Int, height: Int)] = []
    private let format: PixelFormat
    /// Whether the frame being drawn goes into the scene texture.
    var isDrawingIntoScene = false
    /// The blurs still to come in the frame being drawn (the last one ends the scene texture).
    var blursLeft = 0
    /// Forces the read-back path (tests use it to cover both).
    var isDisabled = false
    /// The target standing for the window, which the scene texture is copied to: nil, or the
    /// retained frame of damage tracking.
    var windowTarget: SDLRenderTarget?

    init(device: SDLRenderDevice) {
        self.device = device
        isSupported = device.supportsRenderTargets
        // The window's own format when the renderer takes it (the final copy is then a plain copy
        // in the software renderer), else ARGB8888.
        let windowFormat = device.windowPixelFormat
        let plain: [PixelFormat] = [.rgb888, .argb8888]
        if let windowFormat, plain.contains(windowFormat), device.info.textureFormats.contains(windowFormat) {
            format = windowFormat
        } else {
            format = .argb8888
        }
    }

    /// Starts a frame with a blur: makes the scene texture for `width` x `height` and draws into
    /// it. False (and nothing changes) when render targets are not available.
    func beginScene(width: Int, height: Int, blurs: Int) -> Bool {
        blursLeft = blurs
        guard isSupported, !isDisabled, width > 0, height > 0 else { return false }
        if sceneTexture == nil || sceneSize != (width, height) {
            sceneTexture = nil
            sceneTexture = makeTarget(width, height)
            sceneSize = (width, height)
        }
        guard let sceneTexture, device.setTarget(sceneTexture) else { return false }
        isDrawingIntoScene = true
        return true
    }

    /// Ends a frame with a blur: draws the scene texture to the window.
    func endScene() {
        guard isDrawingIntoScene, let sceneTexture else { return }
        isDrawingIntoScene = false
        device.setTarget(windowTarget)
        device.setClip(nil)
        sceneTexture.texture.blendMode = .replace
        device.copy(sceneTexture.texture)
    }

    /// The level textures for `sizes`, made or remade as needed; nil when one cannot be made.
    func levelTextures(sizes: [(width: Int, height: Int)]) -> [SDLRenderTarget]? {
        let same = levelSizes.count == sizes.count && zip(levelSizes, sizes).allSatisfy { $0 == $1 }
        if !same {
            levels = []
            levelSizes = []
            for size in sizes {
                guard let texture = makeTarget(size.width, size.height) else {
                    levels = []
                    return nil
                }
                levels.append(texture)
            }
            levelSizes = sizes
        }
        return levels
    }

    private func makeTarget(_ width: Int, _ height: Int) -> SDLRenderTarget? {
        SDLRenderTarget(device: device, format: format, width: width, height: height, scaleMode: .linear)
    }

    /// Drops (frees) every texture (before the renderer goes).
    func releaseAll() {
        sceneTexture = nil
        levels = []
        levelSizes = []
    }
}
