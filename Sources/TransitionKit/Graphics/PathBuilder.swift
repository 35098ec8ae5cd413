import Foundation

/// Builds path elements with Core Graphics' rules (current point, arcs as cubic curves,
/// rectangles, ellipses, rounded rectangles); `CGMutablePath` and `UIBezierPath` edit through it.
struct PathBuilder {
    /// The elements so far.
    var elements: [DisplayList.PathElement] = []

    /// The magic number for a quarter circle as a cubic: 4/3 * tan(pi/8).
    static let quarterCircleHandle: CGFloat = 0.552_284_749_830_793_4

    /// The current point of `elements` (the subpath's start after a close; `.zero` when empty).
    static func currentPoint(of elements: [DisplayList.PathElement]) -> CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point): start = point; current = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// `elements` with every point mapped by `transform`.
    static func transformed(_ elements: [DisplayList.PathElement], by transform: CGAffineTransform) -> [DisplayList.PathElement] {
        elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(transform))
            case .line(let p): .line(to: p.applying(transform))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    var hasCurrentPoint: Bool { !elements.isEmpty }
    var currentPoint: CGPoint { Self.currentPoint(of: elements) }

    /// Whether every value is finite; reports `path.nonFinitePoint` otherwise.
    private func finite(_ values: [CGFloat], call: String) -> Bool {
        if values.allSatisfy(\.isFinite) { return true }
        ImageDiagnostics.report(Diagnostic(code: .pathNonFinitePoint, message: "\(call) was given a value that is not finite (\(values)); it was ignored."))
        return false
    }

    /// Whether there is a current point; reports `path.noCurrentPoint` otherwise.
    private func needsCurrentPoint(call: String) -> Bool {
        if hasCurrentPoint { return true }
        ImageDiagnostics.report(Diagnostic(code: .pathNoCurrentPoint, message: "\(call): no current point; it was ignored."))
        return false
    }

    mutating func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([point.x, point.y], call: "move(to:)") else { return }
        elements.append(.move(to: point.applying(transform)))
    }

    mutating func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([point.x, point.y], call: "addLine(to:)"), needsCurrentPoint(call: "addLine(to:)") else { return }
        elements.append(.line(to: point.applying(transform)))
    }

    mutating func addLines(between points: [CGPoint], transform: CGAffineTransform) {
        guard let first = points.first, finite(points.flatMap { [$0.x, $0.y] }, call: "addLines(between:)") else { return }
        elements.append(.move(to: first.applying(transform)))
        for point in points.dropFirst() { elements.append(.line(to: point.applying(transform))) }
    }

    mutating func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([end.x, end.y, control.x, control.y], call: "addQuadCurve(to:control:)"),
              needsCurrentPoint(call: "addQuadCurve(to:control:)") else { return }
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard finite([end.x, end.y, control1.x, control1.y, control2.x, control2.y], call: "addCurve(to:control1:control2:)"),
              needsCurrentPoint(call: "addCurve(to:control1:control2:)") else { return }
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    mutating func closeSubpath() {
        guard hasCurrentPoint else { return }
        if case .closeSubpath = elements.last { return }
        elements.append(.closeSubpath)
    }

    /// An arc from `startAngle` to `endAngle`: `increasingAngles` sweeps towards larger angles
    /// (clockwise on a y-down screen). A sweep of a full turn or more is a full circle.
    mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasingAngles: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard finite([center.x, center.y, radius, startAngle, endAngle], call: "addArc(center:radius:startAngle:endAngle:clockwise:)")
        else { return }
        let fullTurn = 2 * CGFloat.pi
        var sweep = increasingAngles ? endAngle - startAngle : startAngle - endAngle
        if sweep >= fullTurn {
            sweep = fullTurn
        } else if sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addArc(center: center, radius: radius, startAngle: startAngle, sweep: increasingAngles ? sweep : -sweep, transform: transform)
    }

    /// An arc of `sweep` radians (signed) from `startAngle`, as cubic curves of at most 90°.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform = .identity) {
        guard finite([center.x, center.y, radius, startAngle, sweep], call: "addArc") else { return }
        let r = abs(radius)
        func point(_ angle: CGFloat) -> CGPoint { CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)) }
        let start = point(startAngle)
        if hasCurrentPoint {
            elements.append(.line(to: start.applying(transform)))
        } else {
            elements.append(.move(to: start.applying(transform)))
        }
        let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        guard sweep != 0 else { return }
        let step = sweep / CGFloat(pieces)
        let handle = 4 / 3 * tan(step / 4) * r
        for index in 0..<pieces {
            let a0 = startAngle + step * CGFloat(index), a1 = a0 + step
            let p0 = point(a0), p1 = index == pieces - 1 ? point(startAngle + sweep) : point(a1)
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1))
            elements.append(.curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }

    mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform) {
        guard finite([tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius], call: "addArc(tangent1End:tangent2End:radius:)"),
              needsCurrentPoint(call: "addArc(tangent1End:tangent2End:radius:)") else { return }
        // Work in the untransformed space: the current point is mapped back when invertible.
        let inverse = transform.inverted()
        let p0 = transform.isIdentity ? currentPoint : currentPoint.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2, radius > 0 else {
            elements.append(.line(to: p1.applying(transform)))
            return
        }
        let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1), u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let t1 = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let t2 = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centreDistance = radius / sin(half)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centreDistance, y: p1.y + bisector.y / bisectorLength * centreDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x), a1 = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addArc(center: center, radius: radius, startAngle: a0, sweep: sweep, transform: transform)
    }

    mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        guard finite([rect.minX, rect.minY, rect.width, rect.height], call: "addRect(_:)") else { return }
        let r = rect.standardized
        elements.append(.move(to: CGPoint(x: r.minX, y: r.minY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        elements.append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        elements.append(.closeSubpath)
    }

    mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        guard finite([rect.minX, rect.minY, rect.width, rect.height], call: "addEllipse(in:)") else { return }
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        let hx = rx * Self.quarterCircleHandle, hy = ry * Self.quarterCircleHandle
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        elements.append(.move(to: p(cx + rx, cy)))
        elements.append(.curve(to: p(cx, cy + ry), control1: p(cx + rx, cy + hy), control2: p(cx + hx, cy + ry)))
        elements.append(.curve(to: p(cx - rx, cy), control1: p(cx - hx, cy + ry), control2: p(cx - rx, cy + hy)))
        elements.append(.curve(to: p(cx, cy - ry), control1: p(cx - rx, cy - hy), control2: p(cx - hx, cy - ry)))
        elements.append(.curve(to: p(cx + rx, cy), control1: p(cx + hx, cy - ry), control2: p(cx + rx, cy - hy)))
        elements.append(.closeSubpath)
    }

    /// A rounded rectangle with the four corner radii given separately (top-left, top-right,
    /// bottom-right, bottom-left), each (width, height), starting after the top-left corner,
    /// clockwise on screen.
    mutating func addRoundedRect(in rect: CGRect, radii: [CGSize], transform: CGAffineTransform) {
        let r = rect.standardized
        let k = Self.quarterCircleHandle
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        let tl = radii[0], tr = radii[1], br = radii[2], bl = radii[3]
        elements.append(.move(to: p(r.minX + tl.width, r.minY)))
        elements.append(.line(to: p(r.maxX - tr.width, r.minY)))
        if tr != .zero {
            elements.append(.curve(to: p(r.maxX, r.minY + tr.height), control1: p(r.maxX - tr.width * (1 - k), r.minY),
                                   control2: p(r.maxX, r.minY + tr.height * (1 - k))))
        }
        elements.append(.line(to: p(r.maxX, r.maxY - br.height)))
        if br != .zero {
            elements.append(.curve(to: p(r.maxX - br.width, r.maxY), control1: p(r.maxX, r.maxY - br.height * (1 - k)),
                                   control2: p(r.maxX - br.width * (1 - k), r.maxY)))
        }
        elements.append(.line(to: p(r.minX + bl.width, r.maxY)))
        if bl != .zero {
            elements.append(.curve(to: p(r.minX, r.maxY - bl.height), control1: p(r.minX + bl.width * (1 - k), r.maxY),
                                   control2: p(r.minX, r.maxY - bl.height * (1 - k))))
        }
        elements.append(.line(to: p(r.minX, r.minY + tl.height)))
        if tl != .zero {
            elements.append(.curve(to: p(r.minX + tl.width, r.minY), control1: p(r.minX, r.minY + tl.height * (1 - k)),
                                   control2: p(r.minX + tl.width * (1 - k), r.minY)))
        }
        elements.append(.closeSubpath)
    }

    mutating func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform) {
        guard finite([rect.minX, rect.minY, rect.width, rect.height, cornerWidth, cornerHeight],
                     call: "addRoundedRect(in:cornerWidth:cornerHeight:)") else { return }
        let r = rect.standardized
        let width = min(max(cornerWidth, 0), r.width / 2), height = min(max(cornerHeight, 0), r.height / 2)
        if width != cornerWidth || height != cornerHeight {
            ImageDiagnostics.report(Diagnostic(code: .pathBadCornerRadius, message:
                "A rounded rectangle \(r.size) cannot have corners \(cornerWidth) x \(cornerHeight); they were clamped to \(width) x \(height)."))
        }
        let corner = width > 0 && height > 0 ? CGSize(width: width, height: height) : .zero
        addRoundedRect(in: r, radii: Array(repeating: corner, count: 4), transform: transform)
    }
}
