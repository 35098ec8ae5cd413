internal import CSDL2
import Foundation
import TransitionKit

/// Labels: text rendered by SDL2_ttf into cached textures, drawn as a textured quad through the
/// command's transform (so scaled and rotated labels work).
extension SDLRenderer {
    /// The pixel size to rasterise `fontSize` points at under `transform`: sharp at any scale.
    package nonisolated static func textPixelSize(fontSize: CGFloat, transform: PixelTransform) -> Int {
        let size = (fontSize * CGFloat(transform.linearScale)).rounded()
        guard size.isFinite else { return 1 }
        return Int(min(max(size, 1), CGFloat(TextRasterizer.maximumPixelSize)))
    }

    /// The rectangle, in the command's coordinates, that a text texture of `textureSize` pixels
    /// rendered at `pixelSize` occupies in `rect`: aligned horizontally, centred vertically.
    package nonisolated static func textFrame(
        textureWidth: Int, textureHeight: Int, pixelSize: Int, fontSize: CGFloat,
        alignment: NSTextAlignment, in rect: CGRect
    ) -> CGRect {
        let unitsPerPixel = fontSize / CGFloat(pixelSize)
        let width = CGFloat(textureWidth) * unitsPerPixel, height = CGFloat(textureHeight) * unitsPerPixel
        let x: CGFloat
        switch alignment {
        case .center: x = rect.midX - width / 2
        case .right: x = rect.maxX - width
        case .left, .natural, .justified: x = rect.minX
        }
        return CGRect(x: x, y: rect.midY - height / 2, width: width, height: height)
    }

    /// Draws one text command: the model's laid-out lines when it carries them, else its string
    /// set here (fitted into the width by its line-break mode, centred vertically).
    func drawText(_ text: DisplayList.Command.Text, of command: DisplayList.Command, _ transform: PixelTransform) {
        if !text.lines.isEmpty { return drawLines(text.lines, of: command, alpha: command.alpha, transform) }
        guard let textRasterizer, !text.string.isEmpty, text.fontSize > 0, text.fontSize.isFinite else { return }
        let color = sdlColor(text.color, alpha: command.alpha)
        guard color.a > 0 else { return }
        let pixelSize = Self.textPixelSize(fontSize: text.fontSize, transform: transform)
        let lineAlignment: SDLFont.LineAlignment
        switch text.alignment {
        case .center: lineAlignment = .center
        case .right: lineAlignment = .right
        case .left, .natural, .justified: lineAlignment = .left
        }
        // The label's width in the rasterised font's pixels: each line is fitted into it, exactly
        // measured, by the label's line-break mode (the text scales only with the transform).
        let widthInFontPixels = command.rect.width * CGFloat(pixelSize) / text.fontSize
        let fitWidth = Int(min(max(widthInFontPixels, 0), 1_000_000).rounded(.down))
        let string = textRasterizer.fitted(
            text.string, pixelSize: pixelSize, isBold: text.isBold, width: fitWidth, mode: text.lineBreakMode)
        guard string.contains(where: { $0 != "\n" }) else { return }
        let key = TextRasterizer.Key(
            string: string, pixelSize: pixelSize, variant: FontVariant(isBold: text.isBold),
            alignment: string.contains("\n") ? lineAlignment : .left)
        guard let texture = textRasterizer.texture(for: key) else { return }
        let frame = Self.textFrame(
            textureWidth: texture.width, textureHeight: texture.height, pixelSize: pixelSize,
            fontSize: text.fontSize, alignment: text.alignment, in: command.rect)
        drawTextTexture(texture, frame: frame, clippedTo: command.rect, pixelSize: pixelSize, fontSize: text.fontSize,
                        color: color, transform)
    }

    /// Draws `texture` (rendered at `pixelSize` for `fontSize` points) over `frame`, cut at
    /// `clip`'s sides, through `transform`.
    func drawTextTexture(
        _ texture: TextTexture, frame: CGRect, clippedTo clip: CGRect, pixelSize: Int, fontSize: CGFloat,
        color: RenderColor, _ transform: PixelTransform
    ) {
        // Whatever still overflows (a clipped line) is cut at the label's sides.
        let minX = max(frame.minX, clip.minX), maxX = min(frame.maxX, clip.maxX)
        guard maxX > minX, frame.width > 0 else { return }
        let u0 = Float((minX - frame.minX) / frame.width), u1 = Float((maxX - frame.minX) / frame.width)

        if transform.isProjective {
            drawProjectedTexture(texture.texture, in: CGRect(x: minX, y: frame.minY, width: maxX - minX, height: frame.height),
                                 u0: u0, u1: u1, color: color, transform)
            return
        }
        var corners: [RenderPoint]
        if transform.isAxisAligned, transform.a > 0, transform.d > 0,
           abs(Float(pixelSize) - Float(fontSize) * transform.linearScale) < 0.51 {
            // Unrotated at its natural size: one texel per pixel on the pixel grid, for crisp glyphs.
            let origin = transform.apply(Float(frame.minX), Float(frame.minY))
            let x = origin.x.rounded(), y = origin.y.rounded()
            let w = Float(texture.width), h = Float(texture.height)
            let left = x + (w * u0).rounded(), right = x + (w * u1).rounded()
            corners = [RenderPoint(x: left, y: y), RenderPoint(x: right, y: y),
                       RenderPoint(x: right, y: y + h), RenderPoint(x: left, y: y + h)]
        } else {
            corners = [
                transform.apply(Float(minX), Float(frame.minY)), transform.apply(Float(maxX), Float(frame.minY)),
                transform.apply(Float(maxX), Float(frame.maxY)), transform.apply(Float(minX), Float(frame.maxY)),
            ]
        }
        let texCoords = [RenderPoint(x: u0, y: 0), RenderPoint(x: u1, y: 0), RenderPoint(x: u1, y: 1), RenderPoint(x: u0, y: 1)]
        let vertices = (0..<4).map { RenderVertex(position: corners[$0], color: color, tex_coord: texCoords[$0]) }
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        device.geometry(vertices: vertices, indices: indices, texture: texture.texture)
    }

    /// The cells per side of the grid a texture is drawn as under perspective: SDL maps textures
    /// affinely per triangle, so each cell is affine; with 8 x 8 cells the error at a cell's
    /// centre is under a pixel for the flips' perspective (checked in the pixel tests).
    package nonisolated static let projectedTextureCells = 8

    /// Draws `texture` (columns `u0...u1` of it) over `rect` in view coordinates through the
    /// projective `transform`, as a grid of textured cells.
    func drawProjectedTexture(
        _ texture: SDLTexture, in rect: CGRect, u0: Float, u1: Float, color: RenderColor, _ transform: PixelTransform
    ) {
        let cells = Self.projectedTextureCells
        var vertices: [RenderVertex] = []
        vertices.reserveCapacity((cells + 1) * (cells + 1))
        for row in 0...cells {
            let fy = Float(row) / Float(cells)
            for column in 0...cells {
                let fx = Float(column) / Float(cells)
                let point = transform.apply(Float(rect.minX) + fx * Float(rect.width), Float(rect.minY) + fy * Float(rect.height))
                vertices.append(RenderVertex(position: point, color: color, tex_coord: RenderPoint(x: u0 + fx * (u1 - u0), y: fy)))
            }
        }
        var indices: [Int32] = []
        indices.reserveCapacity(cells * cells * 6)
        for row in 0..<cells {
            for column in 0..<cells {
                let topLeft = Int32(row * (cells + 1) + column), bottomLeft = topLeft + Int32(cells + 1)
                indices += [topLeft, topLeft + 1, bottomLeft + 1, topLeft, bottomLeft + 1, bottomLeft]
            }
        }
        device.geometry(vertices: vertices, indices: indices, texture: texture)
    }
}
