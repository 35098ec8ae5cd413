import Foundation
import TransitionKit

/// A rectangle for the benchmark's baseline: what a hand-written SDL loop would draw.
public struct BaselineRectangle: Sendable {
    /// The rectangle in window points.
    public var rect: CGRect
    /// Its colour (alpha blended).
    public var color: UIColor
    /// Creates a rectangle.
    public init(rect: CGRect, color: UIColor) { self.rect = rect; self.color = color }
}

extension SDLHost {
    /// Draws `rectangles` the way a plain SDL program would, without TransitionKit: clear, then
    /// one `SDL_RenderGeometry` call with a quad per rectangle. It does not present. A damage-tracked
    /// frame kept in the window is overwritten, so the renderer's next frame is drawn whole.
    ///
    /// This is the benchmark's reference: the same renderer, sizes and colours as a display list
    /// of plain views, so the ratio of the two measures what TransitionKit's path costs.
    public func drawBaseline(_ rectangles: [BaselineRectangle], clearColor: UIColor) {
        let scale = pixelScale
        renderer.windowWasDrawnOutside()
        let device = renderer.device
        device.setClip(nil)
        device.drawBlendMode = .blend
        device.setDrawColor(
            red: SDLRenderer.byte(clearColor.red), green: SDLRenderer.byte(clearColor.green),
            blue: SDLRenderer.byte(clearColor.blue), alpha: 255)
        device.clear()
        var vertices: [RenderVertex] = []
        var indices: [Int32] = []
        vertices.reserveCapacity(rectangles.count * 4)
        indices.reserveCapacity(rectangles.count * 6)
        for rectangle in rectangles {
            let color = RenderColor(
                r: SDLRenderer.byte(rectangle.color.red), g: SDLRenderer.byte(rectangle.color.green),
                b: SDLRenderer.byte(rectangle.color.blue), a: SDLRenderer.byte(rectangle.color.alpha))
            let minX = Float(rectangle.rect.minX * scale.x), maxX = Float(rectangle.rect.maxX * scale.x)
            let minY = Float(rectangle.rect.minY * scale.y), maxY = Float(rectangle.rect.maxY * scale.y)
            let base = Int32(vertices.count)
            let none = RenderPoint(x: 0, y: 0)
            vertices.append(RenderVertex(position: RenderPoint(x: minX, y: minY), color: color, tex_coord: none))
            vertices.append(RenderVertex(position: RenderPoint(x: maxX, y: minY), color: color, tex_coord: none))
            vertices.append(RenderVertex(position: RenderPoint(x: maxX, y: maxY), color: color, tex_coord: none))
            vertices.append(RenderVertex(position: RenderPoint(x: minX, y: maxY), color: color, tex_coord: none))
            indices.append(base); indices.append(base + 1); indices.append(base + 2)
            indices.append(base); indices.append(base + 2); indices.append(base + 3)
        }
        device.geometry(vertices: vertices, indices: indices, texture: nil)
    }
}
