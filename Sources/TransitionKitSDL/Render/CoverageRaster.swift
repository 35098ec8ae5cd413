import Foundation

/// Rasterises polygons into anti-aliased coverage, 0...1 per pixel, by the non-zero or even-odd
/// rule: each pixel row is sampled on `subScanlines` horizontal lines; on each, the crossings
/// with the polygons' edges (with their winding direction) give the inside spans, which add
/// their exact horizontal extent to the pixels they cross. So coverage is exact horizontally
/// and quantised to 1/16 vertically; concave, self-intersecting polygons and holes work as the
/// rule says. Coordinates are pixels; the raster covers `box` (whole pixels).
package struct CoverageRaster {
    /// The pixel box covered: origin and size.
    package let x: Int, y: Int, width: Int, height: Int
    /// Coverage per pixel, rows top to bottom.
    package private(set) var coverage: [Float]

    /// Vertical samples per pixel row.
    static let subScanlines = 16

    private struct Edge {
        var x0: Float, y0: Float, x1: Float, y1: Float
        /// +1 when the edge goes down (y increasing), -1 when up.
        var direction: Int
    }

    /// Rasterises `polygons` (each closed implicitly) inside `box`.
    package init(polygons: [[CGPoint]], evenOdd: Bool, box: (x: Int, y: Int, width: Int, height: Int)) {
        x = box.x; y = box.y; width = max(0, box.width); height = max(0, box.height)
        coverage = Array(repeating: 0, count: width * height)
        guard width > 0, height > 0 else { return }
        // Edges bucketed by the first pixel row they reach.
        var buckets = Array(repeating: [Edge](), count: height)
        for polygon in polygons where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index], b = polygon[(index + 1) % polygon.count]
                guard a.y != b.y, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { continue }
                let down = a.y < b.y
                let edge = Edge(x0: Float(down ? a.x : b.x) - Float(x), y0: Float(down ? a.y : b.y) - Float(y),
                                x1: Float(down ? b.x : a.x) - Float(x), y1: Float(down ? b.y : a.y) - Float(y),
                                direction: down ? 1 : -1)
                guard edge.y1 > 0, edge.y0 < Float(height) else { continue }
                buckets[max(0, Int(edge.y0.rounded(.down)))].append(edge)
            }
        }
        var active: [Edge] = []
        var crossings: [(x: Float, direction: Int)] = []
        var direct = [Float](repeating: 0, count: width + 1)
        var delta = [Float](repeating: 0, count: width + 1)
        let weight = 1 / Float(Self.subScanlines)
        let rowWidth = width
        coverage.withUnsafeMutableBufferPointer { output in
            direct.withUnsafeMutableBufferPointer { direct in
                delta.withUnsafeMutableBufferPointer { delta in
                    for row in 0..<height {
                        active.removeAll { $0.y1 <= Float(row) }
                        active += buckets[row]
                        guard !active.isEmpty else { continue }
                        // Only the columns between the leftmost and rightmost crossing are touched.
                        var low = rowWidth, high = 0
                        for edge in active {
                            let edgeLow = Int(min(edge.x0, edge.x1).rounded(.down)), edgeHigh = Int(max(edge.x0, edge.x1).rounded(.up)) + 1
                            low = min(low, max(0, edgeLow)); high = max(high, min(rowWidth, edgeHigh))
                        }
                        guard high > low else { continue }
                        for index in low...high { direct[index] = 0; delta[index] = 0 }
                        for sample in 0..<Self.subScanlines {
                            let sampleY = Float(row) + (Float(sample) + 0.5) * weight
                            crossings.removeAll(keepingCapacity: true)
                            for edge in active where edge.y0 <= sampleY && sampleY < edge.y1 {
                                let t = (sampleY - edge.y0) / (edge.y1 - edge.y0)
                                crossings.append((edge.x0 + (edge.x1 - edge.x0) * t, edge.direction))
                            }
                            guard crossings.count > 1 else { continue }
                            Self.sortByX(&crossings)
                            var winding = 0
                            for index in 0..<(crossings.count - 1) {
                                winding += crossings[index].direction
                                let inside = evenOdd ? winding & 1 != 0 : winding != 0
                                if inside {
                                    Self.addSpan(from: crossings[index].x, to: crossings[index + 1].x, width: rowWidth, weight: weight,
                                                 direct: direct, delta: delta)
                                }
                            }
                        }
                        var running: Float = 0
                        let rowStart = row * rowWidth
                        for column in low..<min(high, rowWidth) {
                            running += delta[column]
                            output[rowStart + column] = min(1, max(0, direct[column] + running))
                        }
                    }
                }
            }
        }
    }

    /// Sorts crossings left to right: by insertion when there are few (a wide stroke's outline
    /// crosses a scanline two to six times; the library sort allocates a buffer per call, which
    /// is most of a debug build's frame), else by the library sort.
    private static func sortByX(_ crossings: inout [(x: Float, direction: Int)]) {
        guard crossings.count <= 16 else {
            crossings.sort { $0.x < $1.x }
            return
        }
        crossings.withUnsafeMutableBufferPointer { buffer in
            for index in 1..<buffer.count {
                let item = buffer[index]
                var position = index
                while position > 0, buffer[position - 1].x > item.x {
                    buffer[position] = buffer[position - 1]
                    position -= 1
                }
                buffer[position] = item
            }
        }
    }

    /// Adds the horizontal extent of `[start, end)` on one sub-scanline to the pixels it crosses.
    private static func addSpan(
        from start: Float, to end: Float, width: Int, weight: Float, direct: UnsafeMutableBufferPointer<Float>,
        delta: UnsafeMutableBufferPointer<Float>
    ) {
        let a = max(0, min(Float(width), start)), b = max(0, min(Float(width), end))
        guard b > a else { return }
        let first = Int(a.rounded(.down)), last = Int(b.rounded(.down))
        if first == last {
            direct[first] += (b - a) * weight
            return
        }
        direct[first] += (Float(first + 1) - a) * weight
        if last > first + 1 {
            delta[first + 1] += weight
            delta[last] -= weight
        }
        if last < width { direct[last] += (b - Float(last)) * weight }
    }

    /// The coverage at a pixel of the box (0 outside it).
    package func value(atPixelX px: Int, y py: Int) -> Float {
        let column = px - x, row = py - y
        guard column >= 0, row >= 0, column < width, row < height else { return 0 }
        return coverage[row * width + column]
    }
}
