import Foundation

extension DisplayList {
    /// A colour gradient filling the command's `rect`, as a `CAGradientLayer` draws it.
    ///
    /// Points are in the unit coordinate space of `rect` ((0, 0) top-left, (1, 1) bottom-right).
    /// Colours' alpha multiplies the command's `alpha`; the command's corner radius clips the
    /// gradient as it clips a fill.
    public struct Gradient: Equatable, Sendable {
        /// The gradient's geometry (`CAGradientLayerType`).
        public enum Kind: Equatable, Sendable {
            /// Colours change along the line from `startPoint` to `endPoint`.
            case axial
            /// An ellipse centred on `startPoint` reaching `endPoint` (its radii are the distances on each axis).
            case radial
            /// Colours change with the angle around `startPoint`, starting towards `endPoint`, clockwise.
            case conic
        }

        /// The kind of gradient.
        public var kind: Kind
        /// The colour stops' colours (at least one).
        public var colors: [UIColor]
        /// The stops' positions along the gradient, 0...1, ascending, one per colour.
        public var locations: [CGFloat]
        /// The start point in unit coordinates.
        public var startPoint: CGPoint
        /// The end point in unit coordinates.
        public var endPoint: CGPoint

        /// Creates a gradient; `locations` nil spreads the colours evenly (Core Animation's rule).
        public init(kind: Kind = .axial, colors: [UIColor], locations: [CGFloat]? = nil,
                    startPoint: CGPoint = CGPoint(x: 0.5, y: 0), endPoint: CGPoint = CGPoint(x: 0.5, y: 1)) {
            self.kind = kind; self.colors = colors
            self.locations = locations ?? colors.indices.map { index in
                colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0
            }
            self.startPoint = startPoint; self.endPoint = endPoint
        }
    }

    /// Commands drawn as one picture: into an offscreen texture covering the group command's
    /// `rect`, masked, then placed into the output by the group command's `transform` (or
    /// `transform3D`), `alpha` and `clip`.
    ///
    /// Used where Core Animation composites a layer subtree: a layer with a `mask`, a clip to a
    /// rounded or rotated shape (`masksToBounds` with corners or a transform: the mask is the
    /// rounded rectangle), and a subtree flattened into a 3D-transformed plane. The group
    /// command's own fill, border and shadow are not drawn (a layer's own background is the
    /// first command inside the group). Also a layer with `shouldRasterize`: Core Animation renders
    /// it as a bitmap in its own coordinates, then composites that with the layer's opacity.
    public struct Group: Equatable, Sendable {
        /// The contents, back to front, in the group command's local space: each command's
        /// transform maps its rect into that space, and clips are in that space too.
        public var commands: [Command]
        /// The mask, in the same local space: where these commands draw, the contents show, with
        /// the mask's alpha multiplying theirs (colour is ignored). Nil for no mask.
        public var mask: [Command]?

        /// The bitmap's texels per point for a rasterized layer (`CALayer.rasterizationScale`);
        /// nil draws at the output's pixel scale. A renderer may keep a rasterized group's
        /// bitmap while its contents stay the same, and places it on whole pixels.
        public var rasterizationScale: CGFloat?

        /// Creates a group.
        public init(commands: [Command], mask: [Command]? = nil, rasterizationScale: CGFloat? = nil) {
            self.commands = commands; self.mask = mask; self.rasterizationScale = rasterizationScale
        }
    }
}
