import Foundation
import TransitionKit

/// The debug overlay's drawing over the scene (D): an outline of every view, coloured by its
/// depth in the window, and a marker at each finger (two for an Alt-drag pinch). Built from the
/// scene's display list and the window's touches as plain draw commands: nothing is added to the
/// scene's window, so its hit testing and layout never see them.
enum DebugOutlines {
    /// Outline colours by view depth (depth 1 = the root view), cycling.
    static let depthColors: [UIColor] = [
        UIColor(rgb: 0xFF453A), UIColor(rgb: 0xFF9F0A), UIColor(rgb: 0xFFD60A),
        UIColor(rgb: 0x30D158), UIColor(rgb: 0x64D2FF), UIColor(rgb: 0xBF5AF2),
    ]
    /// The touch markers' colour.
    static let touchColor = UIColor(rgb: 0xFFFFFF)
    /// The touch markers' diameter in points.
    static let touchDiameter: CGFloat = 30

    /// The outline colour for a view at `depth`.
    static func color(depth: Int) -> UIColor { depthColors[max(depth - 1, 0) % depthColors.count] }

    /// One outline per view drawn in `commands` (the window itself and text runs excluded): the
    /// view's quad in window points, 1 pt wide where the view is not scaled.
    static func outlines(of commands: [DisplayList.Command]) -> [DisplayList.Command] {
        commands.compactMap { command in
            guard command.depth > 0 else { return nil }
            if case .text = command.content { return nil }
            return DisplayList.Command(
                rect: command.rect, transform: command.transform, alpha: 0.9, fillColor: nil,
                borderWidth: 1, borderColor: color(depth: command.depth), content: .fill, depth: command.depth)
        }
    }

    /// A ring with a translucent centre at each touch location.
    static func touchMarkers(_ locations: [CGPoint]) -> [DisplayList.Command] {
        let radius = touchDiameter / 2
        return locations.map { point in
            DisplayList.Command(
                rect: CGRect(x: 0, y: 0, width: touchDiameter, height: touchDiameter),
                transform: CGAffineTransform(translationX: point.x - radius, y: point.y - radius), alpha: 0.85,
                fillColor: touchColor.withAlphaComponent(0.3), cornerRadius: radius, borderWidth: 2,
                borderColor: touchColor, content: .fill, depth: 0)
        }
    }
}
