internal import CSDL2
import Foundation
import TransitionKit

/// `UIVisualEffectView`: blur what is already drawn beneath a rectangle.
extension SDLRenderer {
    /// Reads back the pixels under the command's bounding box (clipped to the output and the
    /// clip), downsamples and blurs them, and draws them back scaled up with linear filtering.
    func drawBackdropBlur(radius: CGFloat, of command: DisplayList.Command, _ transform: PixelTransform) {
        guard radius > 0, radius.isFinite else { return }
        let region = blurRegion(of: command, transform)
        guard region.w > 1, region.h > 1 else { return }
        drewBackdropBlurInLastFrame = true

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
        SDL_SetTextureAlphaMod(texture, Self.byte(command.alpha))

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
