import Foundation
import TransitionKit

/// `SDLRenderer` as a `DisplayListRenderer`: its `draw(_:)` (SDLRenderer+Damage), its damage
/// settings, and here the read-back.
extension SDLRenderer: DisplayListRenderer {
    /// Reads the whole output back (ARGB); call after drawing and before presenting.
    ///
    /// - Throws: `SDLError` when the output is empty or SDL cannot read it.
    public func readPixels() throws(SDLError) -> PixelImage {
        let (width, height) = device.outputSize
        guard width > 0, height > 0 else { throw SDLError(message: "nothing to capture: the drawable is empty") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let read = pixels.withUnsafeMutableBytes { device.readPixels(nil, format: .argb8888, into: $0.baseAddress, bytesPerRow: width * 4) }
        guard read else { throw SDLError.sdl("SDL_RenderReadPixels") }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}

extension SDLRenderer {
    /// Frees the cached textures and fonts, and stops the device; call before the SDL renderer
    /// is destroyed.
    public func releaseResources() {
        textRasterizer?.releaseAll()
        backdrop.releaseAll()
        imageTextures.releaseAll()
        groupCache.removeAll(returningTo: renderTargets)
        renderTargets.releaseAll()
        coverageTextures.releaseAll()
        retainedFrame.release()
        device.invalidate()
    }
}
