import Foundation

/// Reverses the direction of each subpath of a path (`UIBezierPath.reversing()`).
enum PathReversal {
    /// The elements with each subpath traversed from its end to its start; a closed subpath stays closed.
    static func reversed(_ elements: [DisplayList.PathElement]) -> [DisplayList.PathElement] {
        var result: [DisplayList.PathElement] = []
        var segments: [(start: CGPoint, element: DisplayList.PathElement)] = []
        var start = CGPoint.zero, current = CGPoint.zero
        func flush(closed: Bool) {
            defer { segments = [] }
            guard !segments.isEmpty else {
                if closed { result += [.move(to: start), .closeSubpath] }
                return
            }
            result.append(.move(to: current))
            for (segmentStart, element) in segments.reversed() {
                switch element {
                case .quadCurve(_, let c): result.append(.quadCurve(to: segmentStart, control: c))
                case .curve(_, let c1, let c2): result.append(.curve(to: segmentStart, control1: c2, control2: c1))
                default: result.append(.line(to: segmentStart))
                }
            }
            if closed { result.append(.closeSubpath) }
        }
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                if open { flush(closed: false) }
                start = p; current = p; open = true
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                segments.append((current, element)); current = p
            case .closeSubpath:
                flush(closed: true)
                current = start; open = false
            }
        }
        if open { flush(closed: false) }
        return result
    }
}
