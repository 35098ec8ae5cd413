import Foundation

/// Painting: paths, rectangles, ellipses, images, gradients, clearing and clipping.
extension CGContext {
    // MARK: Paths

    /// Fills the current path with the fill colour by `rule`, then empties the path.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(fill: true, stroke: false, rule: rule)
    }

    /// Fills the current path by the even-odd rule, then empties it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes, in the CTM current
    /// now, then empties the path.
    public func strokePath() { paintPath(fill: false, stroke: true, rule: .winding) }

    /// Paints the current path as `mode` says (fill, then stroke, for the combined modes), then
    /// empties it.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paintPath(fill: true, stroke: false, rule: .winding)
        case .eoFill: paintPath(fill: true, stroke: false, rule: .evenOdd)
        case .stroke: paintPath(fill: false, stroke: true, rule: .winding)
        case .fillStroke: paintPath(fill: true, stroke: true, rule: .winding)
        case .eoFillStroke: paintPath(fill: true, stroke: true, rule: .evenOdd)
        }
    }

    /// Paints the current path (in user space, placed by the CTM) and empties it.
    private func paintPath(fill: Bool, stroke: Bool, rule: CGPathFillRule) {
        let elements = userPath
        beginPath()
        guard !elements.isEmpty else { return }
        paintShape(elements, fill: fill ? state.fillColor : nil, stroke: stroke ? state.strokeColor : nil, rule: rule)
    }

    /// Records `elements` (user space) filled with `fill` and stroked with `stroke` in the state's
    /// line attributes.
    func paintShape(_ elements: [DisplayList.PathElement], fill: UIColor?, stroke: UIColor?, rule: CGPathFillRule,
                    lineWidth: CGFloat? = nil) {
        let width = lineWidth ?? state.lineWidth
        let shape = DisplayList.Shape(
            elements: elements, fillColor: fill, fillRule: rule == .evenOdd ? .evenOdd : .nonZero,
            strokeColor: stroke == nil || width <= 0 ? nil : stroke, lineWidth: width,
            lineCap: state.lineCap.shapeCap, lineJoin: state.lineJoin.shapeJoin, miterLimit: state.miterLimit,
            lineDashPattern: state.lineDashLengths, lineDashPhase: state.lineDashPhase)
        guard shape.fillColor != nil || shape.strokeColor != nil else { return }
        let reach = shape.strokeColor == nil ? 0 : width / 2 * max(state.miterLimit, 1.5)
        let box = PathGeometry.controlPointBounds(elements).standardized.insetBy(dx: -reach, dy: -reach)
        guard !box.isNull else { return }
        paint(userCommand(box, content: .shape(shape)))
    }

    // MARK: Rectangles and ellipses

    /// Paints `rect` with the fill colour (the current path is kept).
    public func fill(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isEmpty else { return }
        paint(userCommand(rect.standardized, content: .fill, fill: state.fillColor))
    }

    /// Paints each rectangle with the fill colour.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Strokes the outline of `rect` with the stroke colour and line width.
    public func stroke(_ rect: CGRect) { stroke(rect, width: state.lineWidth) }

    /// Strokes the outline of `rect`, `width` wide.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        guard rect.isFiniteRect, width.isFinite, width > 0 else { return }
        var outline = PathBuilder()
        outline.addRect(rect, transform: .identity)
        paintShape(outline.elements, fill: nil, stroke: state.strokeColor, rule: .winding, lineWidth: width)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        var ellipse = PathBuilder()
        ellipse.addEllipse(in: rect, transform: .identity)
        paintShape(ellipse.elements, fill: state.fillColor, stroke: nil, rule: .winding)
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        var ellipse = PathBuilder()
        ellipse.addEllipse(in: rect, transform: .identity)
        paintShape(ellipse.elements, fill: nil, stroke: state.strokeColor, rule: .winding)
    }

    /// Strokes a line between each pair of points (0–1, 2–3, ...); an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        var segments = PathBuilder()
        var index = 0
        while index + 1 < points.count {
            segments.move(to: points[index]); segments.addLine(to: points[index + 1])
            index += 2
        }
        guard !segments.elements.isEmpty else { return }
        paintShape(segments.elements, fill: nil, stroke: state.strokeColor, rule: .winding)
    }

    /// Makes `rect` transparent: what was painted entirely inside it is removed (what only
    /// overlaps it stays: a recording cannot punch a hole into another command).
    public func clear(_ rect: CGRect) {
        guard rect.isFiniteRect else { return }
        let box = rect.standardized.applying(state.ctm).insetBy(dx: -0.001, dy: -0.001)
        recorded.removeAll { command in
            let painted = command.clip.map { command.windowBounds.intersection($0) } ?? command.windowBounds
            return painted.isNull || box.encloses(painted.standardized)
        }
    }

    // MARK: Clipping

    /// Cuts the clip by the current path (by `rule`), then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let elements = currentPath.elements
        beginPath()
        addClip(elements, rule: rule)
    }

    /// Cuts the clip by the current path by the even-odd rule.
    public func eoClip() { clip(using: .evenOdd) }

    /// Cuts the clip to `rect`.
    public func clip(to rect: CGRect) {
        guard rect.isFiniteRect else { return }
        var box = PathBuilder()
        box.addRect(rect.standardized, transform: state.ctm)
        addClip(box.elements, rule: .winding)
    }

    /// Cuts the clip to the union of `rects`.
    public func clip(to rects: [CGRect]) {
        var boxes = PathBuilder()
        for rect in rects where rect.isFiniteRect { boxes.addRect(rect.standardized, transform: state.ctm) }
        addClip(boxes.elements, rule: .winding)
    }

    /// Cuts the clip by `elements` (the context's space): an axis-aligned rectangle narrows the
    /// clip's rectangle, anything else is kept as a shaped clip (its bounding box narrows the rectangle too).
    private func addClip(_ elements: [DisplayList.PathElement], rule: CGPathFillRule) {
        let box = PathGeometry.controlPointBounds(elements).standardized
        state.clipRect = state.clipRect.map { $0.intersection(box) } ?? box
        if state.clipRect?.isNull == true { state.clipRect = CGRect(x: 0, y: 0, width: 0, height: 0) }
        if !Self.isAxisAlignedRect(elements) { state.clipPaths.append(ClipPath(elements: elements, rule: rule)) }
    }

    /// Whether `elements` are one rectangle along the axes.
    static func isAxisAlignedRect(_ elements: [DisplayList.PathElement]) -> Bool {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let p) where points.isEmpty: points.append(p)
            case .line(let p): points.append(p)
            case .closeSubpath: continue
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        return (0..<4).allSatisfy { index in
            let a = points[index], b = points[(index + 1) % 4]
            return a.x == b.x || a.y == b.y
        }
    }

    /// Sets the clip back to the whole context.
    public func resetClip() {
        state.clipRect = extent
        state.clipPaths = []
    }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        (state.clipRect ?? extent).applying(state.ctm.invertible ?? .identity)
    }

    // MARK: Images

    /// Draws `image` scaled into `rect` (user space) with its top row at `rect`'s maximum y, as
    /// Core Graphics does (upside down in a UIKit context unless the CTM was flipped); `byTiling`
    /// repeats it at its size from `rect`'s origin across the clip instead.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.isFiniteRect, !rect.isEmpty, image.width > 0, image.height > 0 else { return }
        let rect = rect.standardized
        guard byTiling else { return drawImage(image, in: rect, flipped: true) }
        let clip = boundingBoxOfClipPath
        let columns = Int(((clip.maxX - rect.minX) / rect.width).rounded(.up)), rows = Int(((clip.maxY - rect.minY) / rect.height).rounded(.up))
        let firstColumn = Int(((clip.minX - rect.minX) / rect.width).rounded(.down))
        let firstRow = Int(((clip.minY - rect.minY) / rect.height).rounded(.down))
        guard columns - firstColumn <= 256, rows - firstRow <= 256 else { return }
        for row in firstRow..<max(rows, firstRow) {
            for column in firstColumn..<max(columns, firstColumn) {
                drawImage(image, in: rect.offsetBy(dx: CGFloat(column) * rect.width, dy: CGFloat(row) * rect.height), flipped: true)
            }
        }
    }

    /// Records `image` in `rect` (user space); `flipped` puts its top row at `rect.maxY`.
    func drawImage(_ image: CGImage, in rect: CGRect, flipped: Bool, tint: UIColor? = nil, alpha: CGFloat = 1) {
        var command = userCommand(rect, content: .image(DisplayList.Command.Image(
            pixels: image, sourceRect: CGRect(x: 0, y: 0, width: image.width, height: image.height),
            destinationRect: rect, tintColor: tint)))
        if flipped {
            let mirror = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
            command.transform = mirror.concatenating(state.ctm)
        }
        command.alpha = alpha
        guard image.drawing != nil else { return paint(command) }
        var inline: [DisplayList.Command] = []
        command.appendImage(into: &inline)
        for drawn in inline { paint(drawn) }
    }

    // MARK: Gradients

    /// Paints `gradient` along the line from `start` to `end` (user space) across the clip; the
    /// end colours extend beyond the ends only with `.drawsBeforeStartLocation` and
    /// `.drawsAfterEndLocation`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite), start != end else { return }
        let area = boundingBoxOfClipPath
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return }
        let unit = { (p: CGPoint) in CGPoint(x: (p.x - area.minX) / area.width, y: (p.y - area.minY) / area.height) }
        let fill = DisplayList.Gradient(kind: .axial, colors: gradient.colors, locations: gradient.locations,
                                        startPoint: unit(start), endPoint: unit(end))
        var band: [DisplayList.PathElement]?
        if !options.contains(.drawsBeforeStartLocation) || !options.contains(.drawsAfterEndLocation) {
            // The strip between the lines through the ends, perpendicular to the axis (far enough to cover the area).
            let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
            let reach = (area.width + area.height) * 2 + length
            let nx = -dy / length * reach, ny = dx / length * reach
            let ax = dx / length * reach, ay = dy / length * reach
            let from = options.contains(.drawsBeforeStartLocation) ? CGPoint(x: start.x - ax, y: start.y - ay) : start
            let to = options.contains(.drawsAfterEndLocation) ? CGPoint(x: end.x + ax, y: end.y + ay) : end
            var strip = PathBuilder()
            strip.addLines(between: [CGPoint(x: from.x + nx, y: from.y + ny), CGPoint(x: to.x + nx, y: to.y + ny),
                                     CGPoint(x: to.x - nx, y: to.y - ny), CGPoint(x: from.x - nx, y: from.y - ny)],
                           transform: .identity)
            strip.closeSubpath()
            band = strip.elements
        }
        paintGradient(fill, in: area, inside: band)
    }

    /// Paints `gradient` between the circle at `startCenter` of `startRadius` and the one at
    /// `endCenter` of `endRadius` (user space): drawn as circles about `endCenter`, the stops
    /// moved out from `startRadius`; beyond the end circle only with `.drawsAfterEndLocation`,
    /// inside the start circle only with `.drawsBeforeStartLocation`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
              endRadius > 0, startRadius >= 0, startRadius < endRadius else { return }
        let area = boundingBoxOfClipPath
        guard !area.isNull, !area.isEmpty, area.width.isFinite, area.height.isFinite else { return }
        let inner = startRadius / endRadius
        let fill = DisplayList.Gradient(
            kind: .radial, colors: gradient.colors, locations: gradient.locations.map { inner + $0 * (1 - inner) },
            startPoint: CGPoint(x: (endCenter.x - area.minX) / area.width, y: (endCenter.y - area.minY) / area.height),
            endPoint: CGPoint(x: (endCenter.x + endRadius - area.minX) / area.width,
                              y: (endCenter.y + endRadius - area.minY) / area.height))
        var ring = PathBuilder()
        if !options.contains(.drawsAfterEndLocation) {
            ring.addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: endRadius * 2,
                                       height: endRadius * 2), transform: .identity)
        } else if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
            ring.addRect(area.insetBy(dx: -1, dy: -1), transform: .identity)
        }
        if !options.contains(.drawsBeforeStartLocation), startRadius > 0 {
            ring.addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                       width: startRadius * 2, height: startRadius * 2), transform: .identity)
        }
        paintGradient(fill, in: area, inside: ring.elements.isEmpty ? nil : ring.elements)
    }

    /// Records `gradient` filling `area` (user space), masked to `shape` (user space, even-odd) when given.
    private func paintGradient(_ gradient: DisplayList.Gradient, in area: CGRect, inside shape: [DisplayList.PathElement]?) {
        let command = userCommand(area, content: .gradient(gradient))
        guard let shape else { return paint(command) }
        var local = command
        local.transform = .identity
        let mask = DisplayList.Command(rect: area, content: .shape(DisplayList.Shape(elements: shape, fillColor: .white, fillRule: .evenOdd)))
        var group = userCommand(area, content: .group(DisplayList.Group(commands: [local], mask: [mask])))
        group.fillColor = nil
        paint(group)
    }
}

extension CGLineCap {
    /// The display list's cap.
    var shapeCap: DisplayList.Shape.LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    /// The display list's join.
    var shapeJoin: DisplayList.Shape.LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

extension CGRect {
    /// Whether `other` lies entirely inside this rectangle, edges included (Foundation's
    /// `contains(_:)` for rectangles answers false for such rectangles on Linux).
    func encloses(_ other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX <= b.minX && a.minY <= b.minY && a.maxX >= b.maxX && a.maxY >= b.maxY
    }
}
