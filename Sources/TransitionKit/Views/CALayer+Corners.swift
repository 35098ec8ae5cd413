import Foundation

/// Which corners `cornerRadius` rounds (Core Animation's `CACornerMask`, iOS 11).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The raw bits (Core Animation's values).
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x, minimum y in UIKit's y-down coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four corners (the default).
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// How a rounded corner's curve is drawn (`CALayerCornerCurve`, iOS 13).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// Creates a curve from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") curve; drawn here as a quarter circle.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// Whether only some corners are rounded, so the background is drawn as a path.
    var roundsSomeCorners: Bool { maskedCorners != .all && !maskedCorners.isEmpty }

    /// The outline of `rect` with `radius` on the corners in `corners` (clockwise from the top
    /// left; quarter circles as cubic Béziers).
    static func roundedOutline(of rect: CGRect, radius: CGFloat, corners: CACornerMask) -> [DisplayList.PathElement] {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let k = r * 0.5522847498  // cubic Bézier handle length for a quarter circle
        func rounding(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
        let tl = rounding(.layerMinXMinYCorner), tr = rounding(.layerMaxXMinYCorner)
        let br = rounding(.layerMaxXMaxYCorner), bl = rounding(.layerMinXMaxYCorner)
        func handle(_ value: CGFloat) -> CGFloat { value > 0 ? k : 0 }
        var elements: [DisplayList.PathElement] = [.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))]
        elements.append(.line(to: CGPoint(x: rect.maxX - tr, y: rect.minY)))
        if tr > 0 {
            elements.append(.curve(to: CGPoint(x: rect.maxX, y: rect.minY + tr),
                                   control1: CGPoint(x: rect.maxX - tr + handle(tr), y: rect.minY),
                                   control2: CGPoint(x: rect.maxX, y: rect.minY + tr - handle(tr))))
        }
        elements.append(.line(to: CGPoint(x: rect.maxX, y: rect.maxY - br)))
        if br > 0 {
            elements.append(.curve(to: CGPoint(x: rect.maxX - br, y: rect.maxY),
                                   control1: CGPoint(x: rect.maxX, y: rect.maxY - br + handle(br)),
                                   control2: CGPoint(x: rect.maxX - br + handle(br), y: rect.maxY)))
        }
        elements.append(.line(to: CGPoint(x: rect.minX + bl, y: rect.maxY)))
        if bl > 0 {
            elements.append(.curve(to: CGPoint(x: rect.minX, y: rect.maxY - bl),
                                   control1: CGPoint(x: rect.minX + bl - handle(bl), y: rect.maxY),
                                   control2: CGPoint(x: rect.minX, y: rect.maxY - bl + handle(bl))))
        }
        elements.append(.line(to: CGPoint(x: rect.minX, y: rect.minY + tl)))
        if tl > 0 {
            elements.append(.curve(to: CGPoint(x: rect.minX + tl, y: rect.minY),
                                   control1: CGPoint(x: rect.minX, y: rect.minY + tl - handle(tl)),
                                   control2: CGPoint(x: rect.minX + tl - handle(tl), y: rect.minY)))
        }
        elements.append(.closeSubpath)
        return elements
    }

    /// The background and border of a layer that rounds only some corners, as path commands
    /// placed like `base` (the border inside the bounds, as Core Animation draws it); empty when
    /// every corner (or none) is rounded.
    func partialCornerCommands(base: DisplayList.Command) -> [DisplayList.Command] {
        guard base.cornerRadius > 0, roundsSomeCorners else { return [] }
        var plain = base
        plain.fillColor = nil; plain.borderWidth = 0; plain.shadow = nil; plain.cornerRadius = 0
        var commands: [DisplayList.Command] = []
        if let fill = base.fillColor {
            var command = plain
            command.content = .shape(DisplayList.Shape(
                elements: Self.roundedOutline(of: base.rect, radius: base.cornerRadius, corners: maskedCorners), fillColor: fill))
            commands.append(command)
        }
        if base.borderWidth > 0, let border = base.borderColor {
            let inset = base.borderWidth / 2
            var command = plain
            command.content = .shape(DisplayList.Shape(
                elements: Self.roundedOutline(of: base.rect.insetBy(dx: inset, dy: inset),
                                              radius: max(0, base.cornerRadius - inset), corners: maskedCorners),
                fillColor: nil, strokeColor: border, lineWidth: base.borderWidth))
            commands.append(command)
        }
        return commands
    }
}
