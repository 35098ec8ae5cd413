import Foundation
import TransitionKit

/// The colour of a gradient at a point in the command's coordinates: the gradient's parameter
/// there (axial: the projection onto start -> end; radial: the elliptical distance from the
/// start point, 1 at the end point's distance on each axis; conic: the angle around the start
/// point, clockwise on screen from the direction of the end point, over a full turn), then the
/// colour stops interpolated linearly in straight (unpremultiplied) RGBA, clamped to the first
/// and last colour outside the stops.
package struct GradientShading {
    private let kind: DisplayList.Gradient.Kind
    private let start: CGPoint, end: CGPoint
    private let stops: [(location: Float, color: SIMD4<Float>)]
    /// The colours (0...255 components) at `lookupSize` evenly spaced parameters from 0 to 1.
    package private(set) var lookupTable: [SIMD4<Float>] = []
    /// Entries in `lookupTable`: 1024, so a looked-up colour is within 1/1023 of the exact
    /// parameter (under one 8-bit step).
    static let lookupSize = 1024

    /// Prepares `gradient` over `rect` (its unit square).
    package init(_ gradient: DisplayList.Gradient, rect: CGRect) {
        kind = gradient.kind
        start = CGPoint(x: rect.minX + gradient.startPoint.x * rect.width, y: rect.minY + gradient.startPoint.y * rect.height)
        end = CGPoint(x: rect.minX + gradient.endPoint.x * rect.width, y: rect.minY + gradient.endPoint.y * rect.height)
        var stops: [(Float, SIMD4<Float>)] = []
        for (index, color) in gradient.colors.enumerated() {
            let location = index < gradient.locations.count ? gradient.locations[index] : 1
            stops.append((Float(location.isFinite ? location : 0),
                          SIMD4(Float(color.red), Float(color.green), Float(color.blue), Float(color.alpha))))
        }
        self.stops = stops.sorted { $0.0 < $1.0 }
        lookupTable = (0..<Self.lookupSize).map { index in
            let color = color(forParameter: Float(index) / Float(Self.lookupSize - 1))
            return SIMD4(min(max(color.x, 0), 1), min(max(color.y, 0), 1), min(max(color.z, 0), 1), min(max(color.w, 0), 1)) * 255
        }
    }

    /// The table entry nearest to parameter `t` (clamped to 0...1).
    @inline(__always)
    package func lookupIndex(_ t: Float) -> Int {
        guard t.isFinite else { return 0 }
        return Int(min(max(t, 0), 1) * Float(Self.lookupSize - 1) + 0.5)
    }

    /// The gradient's parameter at `point` (not clamped).
    package func parameter(at point: CGPoint) -> Float {
        let dx = point.x - start.x, dy = point.y - start.y
        let ax = end.x - start.x, ay = end.y - start.y
        switch kind {
        case .axial:
            let lengthSquared = ax * ax + ay * ay
            return lengthSquared > 0 ? Float((dx * ax + dy * ay) / lengthSquared) : 0
        case .radial:
            var rx = abs(ax), ry = abs(ay)
            if rx == 0 { rx = ry }
            if ry == 0 { ry = rx }
            guard rx > 0 else { return 1 }
            return Float(((dx / rx) * (dx / rx) + (dy / ry) * (dy / ry)).squareRoot())
        case .conic:
            var angle = atan2(dy, dx) - atan2(ay, ax)
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            return Float(angle / (2 * .pi))
        }
    }

    /// The colour (straight RGBA, 0...1) at `point`.
    package func color(at point: CGPoint) -> SIMD4<Float> { color(forParameter: parameter(at: point)) }

    /// The colour for a parameter: the stops interpolated, clamped outside them.
    package func color(forParameter t: Float) -> SIMD4<Float> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for index in 1..<stops.count where t <= stops[index].location {
            let a = stops[index - 1], b = stops[index]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return a.color + (b.color - a.color) * f
        }
        return last.color
    }
}
