/// One image showing moments of a transition side by side, each panel labelled underneath, with
/// a title line above (`--filmstrip`).
@MainActor
public struct Filmstrip {
    /// One moment.
    public struct Panel: Sendable {
        /// The frame.
        public var image: PixelImage
        /// The line under it, like "25 %  0.50 s".
        public var label: String
        /// Creates a panel.
        public init(image: PixelImage, label: String) {
            self.image = image
            self.label = label
        }
    }

    /// The line above the panels (the scene, the animator, the transition).
    public var title: String
    /// The panels, left to right.
    public var panels: [Panel]
    /// Each panel's width in pixels (frames are scaled to it, keeping their aspect ratio).
    public var panelWidth: Int

    /// The space around and between panels, in pixels.
    public static let margin = 12
    /// The height of the title and of the label lines, in pixels.
    public static let lineHeight = 24
    /// The background colour (`0xRRGGBB`): UIKit's light system grouped background.
    public static let background: UInt32 = 0xF2F2F7
    /// The text colour (`0xRRGGBB`).
    public static let textColor: UInt32 = 0x1C1C1E

    /// Creates a filmstrip of `panels` under `title`, each `panelWidth` pixels wide.
    public init(title: String, panels: [Panel], panelWidth: Int = 320) {
        self.title = title
        self.panels = panels
        self.panelWidth = max(panelWidth, 1)
    }

    /// The height of a panel: the tallest frame scaled to `panelWidth`.
    var panelHeight: Int {
        panels.map { max(($0.image.height * panelWidth + $0.image.width / 2) / max($0.image.width, 1), 1) }.max() ?? 1
    }

    /// The composed image: the title, then the panels in a row with their labels under them.
    public func render() -> PixelImage {
        let margin = Self.margin, line = Self.lineHeight, count = max(panels.count, 1)
        let width = margin + count * (panelWidth + margin)
        let panelTop = margin + line, height = panelTop + panelHeight + line + margin
        var pixels = [UInt32](repeating: 0xFF00_0000 | Self.background, count: width * height)
        let title = LabelRasterizer(pixelSize: 15, isBold: true)
        title.draw(self.title, color: Self.textColor, at: margin, margin - 2, maximumWidth: width - 2 * margin, into: &pixels, width: width)
        let label = LabelRasterizer(pixelSize: 14, isBold: false)
        for (index, panel) in panels.enumerated() {
            let frame = panel.image.scaled(
                width: panelWidth, height: max((panel.image.height * panelWidth + panel.image.width / 2) / max(panel.image.width, 1), 1))
            let left = margin + index * (panelWidth + margin)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    pixels[(panelTop + y) * width + left + x] = 0xFF00_0000 | frame.pixels[y * frame.width + x]
                }
            }
            label.draw(panel.label, color: Self.textColor, at: left, panelTop + panelHeight + 4, maximumWidth: panelWidth, into: &pixels, width: width)
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }
}
