import Foundation

/// The system images `UIImage(systemName:)` knows: a few SF-Symbol-like shapes, each a union of
/// simple vector primitives in a unit square (y down), rasterised here in pure Swift to a small
/// bitmap (black, anti-aliased by 4 x 4 supersampling) at `scale` 3, `pointSize` points square.
///
/// Apple's symbols are font glyphs with per-symbol metrics; these are drawn approximations at one
/// chosen size (24 pt, about a 17 pt body-text symbol's box), not Apple's artwork.
struct SystemSymbol {
    /// One filled primitive, in unit coordinates.
    enum Primitive {
        /// A stroke from `from` to `to` with round caps, `radius` half its width.
        case segment(from: CGPoint, to: CGPoint, radius: CGFloat)
        /// A filled polygon (even-odd).
        case polygon([CGPoint])
        /// A filled disc.
        case circle(center: CGPoint, radius: CGFloat)
        /// The classic heart curve `(u² + v² - 1)³ ≤ u²v³`, `size` the unit's width.
        case heart(center: CGPoint, size: CGFloat)
        /// A rounded rectangle's outline, `width` thick, centred on `rect`'s edge.
        case roundedRectStroke(CGRect, cornerRadius: CGFloat, width: CGFloat)
    }

    /// The symbol's side in points.
    static let pointSize: CGFloat = 24
    /// Pixels per point of the rasterised bitmap.
    static let scale: CGFloat = 3

    /// The primitives whose union is the symbol.
    let primitives: [Primitive]

    /// The names `UIImage(systemName:)` knows, in alphabetical order.
    static var names: [String] { shapes.keys.sorted() }

    /// The symbol named `name`, or nil.
    init?(named name: String) {
        guard let primitives = Self.shapes[name] else { return nil }
        self.primitives = primitives
    }

    private static let shapes: [String: [Primitive]] = {
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        let stroke: CGFloat = 0.075
        let ring = Primitive.roundedRectStroke(CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerRadius: 0.42, width: stroke)
        var star: [CGPoint] = []
        for index in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let radius: CGFloat = index.isMultiple(of: 2) ? 0.48 : 0.2
            star.append(p(0.5 + radius * cos(angle), 0.54 + radius * sin(angle)))
        }
        return [
            "xmark": [.segment(from: p(0.22, 0.22), to: p(0.78, 0.78), radius: stroke),
                      .segment(from: p(0.78, 0.22), to: p(0.22, 0.78), radius: stroke)],
            "chevron.left": [.segment(from: p(0.64, 0.14), to: p(0.34, 0.5), radius: stroke),
                             .segment(from: p(0.34, 0.5), to: p(0.64, 0.86), radius: stroke)],
            "chevron.right": [.segment(from: p(0.36, 0.14), to: p(0.66, 0.5), radius: stroke),
                              .segment(from: p(0.66, 0.5), to: p(0.36, 0.86), radius: stroke)],
            "chevron.up": [.segment(from: p(0.14, 0.64), to: p(0.5, 0.34), radius: stroke),
                           .segment(from: p(0.5, 0.34), to: p(0.86, 0.64), radius: stroke)],
            "chevron.down": [.segment(from: p(0.14, 0.36), to: p(0.5, 0.66), radius: stroke),
                             .segment(from: p(0.5, 0.66), to: p(0.86, 0.36), radius: stroke)],
            "plus": [.segment(from: p(0.5, 0.14), to: p(0.5, 0.86), radius: stroke),
                     .segment(from: p(0.14, 0.5), to: p(0.86, 0.5), radius: stroke)],
            "heart.fill": [.heart(center: p(0.5, 0.5), size: 0.4)],
            "star.fill": [.polygon(star)],
            "play.fill": [.polygon([p(0.24, 0.12), p(0.88, 0.5), p(0.24, 0.88)])],
            "pause.fill": [.polygon([p(0.2, 0.12), p(0.4, 0.12), p(0.4, 0.88), p(0.2, 0.88)]),
                           .polygon([p(0.6, 0.12), p(0.8, 0.12), p(0.8, 0.88), p(0.6, 0.88)])],
            "circle.fill": [.circle(center: p(0.5, 0.5), radius: 0.46)],
            "photo": [.roundedRectStroke(CGRect(x: 0.08, y: 0.16, width: 0.84, height: 0.68), cornerRadius: 0.1, width: 0.07),
                      .polygon([p(0.14, 0.78), p(0.4, 0.44), p(0.58, 0.66), p(0.68, 0.54), p(0.86, 0.78)]),
                      .circle(center: p(0.7, 0.34), radius: 0.07)],
            "ellipsis": [.circle(center: p(0.2, 0.5), radius: 0.08), .circle(center: p(0.5, 0.5), radius: 0.08),
                         .circle(center: p(0.8, 0.5), radius: 0.08)],
            "clock": [ring, .segment(from: p(0.5, 0.5), to: p(0.5, 0.24), radius: stroke),
                      .segment(from: p(0.5, 0.5), to: p(0.68, 0.6), radius: stroke)],
            "person.crop.circle": [ring, .circle(center: p(0.5, 0.4), radius: 0.14),
                                   .polygon([p(0.26, 0.78), p(0.34, 0.64), p(0.5, 0.59), p(0.66, 0.64), p(0.74, 0.78)])],
            "book": [.roundedRectStroke(CGRect(x: 0.1, y: 0.18, width: 0.8, height: 0.64), cornerRadius: 0.06, width: 0.07),
                     .segment(from: p(0.5, 0.2), to: p(0.5, 0.8), radius: 0.035)],
            "magnifyingglass": [.roundedRectStroke(CGRect(x: 0.1, y: 0.1, width: 0.56, height: 0.56), cornerRadius: 0.28, width: 0.08),
                                .segment(from: p(0.6, 0.6), to: p(0.86, 0.86), radius: stroke)],
            "arrow.down.circle": [ring, .segment(from: p(0.5, 0.26), to: p(0.5, 0.72), radius: stroke),
                                  .segment(from: p(0.32, 0.54), to: p(0.5, 0.72), radius: stroke),
                                  .segment(from: p(0.68, 0.54), to: p(0.5, 0.72), radius: stroke)],
            "list.bullet": [0.26, 0.5, 0.74].flatMap { y -> [Primitive] in
                [.circle(center: p(0.16, y), radius: 0.07), .segment(from: p(0.36, y), to: p(0.86, y), radius: 0.05)]
            },
        ]
    }()

    /// Whether the unit point `(x, y)` is inside the symbol.
    func contains(_ x: CGFloat, _ y: CGFloat) -> Bool {
        primitives.contains { Self.primitive($0, contains: CGPoint(x: x, y: y)) }
    }

    /// The symbol rasterised: `pointSize * scale` pixels square, black with coverage as alpha.
    func rasterized() -> CGImage? {
        let side = Int(Self.pointSize * Self.scale)
        let samples = 4
        var bytes = [UInt8](repeating: 0, count: side * side * 4)
        for row in 0..<side {
            for column in 0..<side {
                var inside = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (CGFloat(column) + (CGFloat(sx) + 0.5) / CGFloat(samples)) / CGFloat(side)
                        let y = (CGFloat(row) + (CGFloat(sy) + 0.5) / CGFloat(samples)) / CGFloat(side)
                        if contains(x, y) { inside += 1 }
                    }
                }
                bytes[(row * side + column) * 4 + 3] = UInt8((inside * 255 + samples * samples / 2) / (samples * samples))
            }
        }
        return CGImage(width: side, height: side, rgbaPixels: bytes)
    }

    private static func primitive(_ primitive: Primitive, contains point: CGPoint) -> Bool {
        switch primitive {
        case let .segment(from, to, radius):
            return distance(from: point, toSegment: from, to) <= radius
        case let .polygon(vertices):
            var inside = false
            var previous = vertices[vertices.count - 1]
            for vertex in vertices {
                if (vertex.y > point.y) != (previous.y > point.y),
                   point.x < (previous.x - vertex.x) * (point.y - vertex.y) / (previous.y - vertex.y) + vertex.x {
                    inside.toggle()
                }
                previous = vertex
            }
            return inside
        case let .circle(center, radius):
            return hypot(point.x - center.x, point.y - center.y) <= radius
        case let .heart(center, size):
            let u = (point.x - center.x) / size * 1.0, v = (center.y - point.y) / size * 1.0 + 0.1
            let a = u * u + v * v - 1
            return a * a * a - u * u * v * v * v <= 0
        case let .roundedRectStroke(rect, cornerRadius, width):
            let outer = rect.insetBy(dx: -width / 2, dy: -width / 2), inner = rect.insetBy(dx: width / 2, dy: width / 2)
            return roundedRect(outer, radius: cornerRadius + width / 2, contains: point)
                && !roundedRect(inner, radius: max(0, cornerRadius - width / 2), contains: point)
        }
    }

    private static func roundedRect(_ rect: CGRect, radius: CGFloat, contains point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        let cx = min(max(point.x, rect.minX + radius), rect.maxX - radius)
        let cy = min(max(point.y, rect.minY + radius), rect.maxY - radius)
        return hypot(point.x - cx, point.y - cy) <= radius
    }

    private static func distance(from point: CGPoint, toSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let dx = b.x - a.x, dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared > 0 ? min(max(((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared, 0), 1) : 0
        return hypot(point.x - (a.x + t * dx), point.y - (a.y + t * dy))
    }
}

extension UIImage {
    /// The system symbol `name`, or nil when it is not one of the symbols drawn here (see
    /// `SystemSymbol`): xmark, chevron.left/right/up/down, plus, heart.fill, star.fill,
    /// play.fill, pause.fill, circle.fill, photo, and the tab bar system items' ellipsis, clock,
    /// person.crop.circle, book, magnifyingglass, arrow.down.circle and list.bullet. Symbol images draw as templates (tinted by the
    /// image view's `tintColor`) unless given `.alwaysOriginal`, as in UIKit.
    public convenience init?(systemName name: String) {
        guard let symbol = SystemSymbol(named: name), let bitmap = symbol.rasterized() else { return nil }
        self.init(bitmap: bitmap, scale: SystemSymbol.scale, isSymbolImage: true)
    }
}
