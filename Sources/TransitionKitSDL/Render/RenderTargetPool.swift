/// Render-target textures for groups (`DisplayList.Group`), kept across frames.
///
/// Targets are ARGB8888 (groups need alpha), or RGB888 for opaque pictures. A group asks for a target of at least its size; the
/// pool hands out the smallest free one that fits (sizes are rounded up to multiples of 64 pixels when made, so a group
/// that grows a little while animating keeps its texture). A target goes back at the end of its
/// group; targets not used for `framesKeptIdle` frames in a row are destroyed. An unchanged
/// display list therefore makes no texture after its first frame.
@MainActor
final class RenderTargetPool {
    /// One texture of the pool.
    @MainActor
    final class Target {
        /// The render target (freed with the last reference to it).
        let renderTarget: SDLRenderTarget
        /// Its texture, to draw what it holds.
        var texture: SDLTexture { renderTarget.texture }
        /// Its size in pixels (what is drawn uses the top-left part).
        let width: Int, height: Int
        /// Whether it is RGB888, without alpha (for opaque pictures; see SDLRenderer+OpaqueGroups).
        let isOpaque: Bool
        /// Frames since it was last handed out.
        var idleFrames = 0
        /// Whether a group holds it now.
        var isInUse = false

        init(renderTarget: SDLRenderTarget, isOpaque: Bool = false) {
            self.renderTarget = renderTarget; width = renderTarget.width; height = renderTarget.height; self.isOpaque = isOpaque
        }
    }

    /// Frames a target may stay unused before it is destroyed.
    static let framesKeptIdle = 3
    /// Made sizes are multiples of this many pixels.
    static let sizeStep = 64

    private let device: SDLRenderDevice
    private var targets: [Target] = []
    /// Textures made so far (for tests: steady state makes none).
    private(set) var texturesCreated = 0
    /// Textures alive now.
    var texturesAlive: Int { targets.count }
    /// The largest texture side the renderer takes (4,096 at most, to bound memory).
    let maximumSide: Int
    /// Forces the portable path (see `SDLRenderer.groupsOnRenderer`).
    var isRendererPathDisabled = false
    /// Whether the renderer takes custom blend modes (tried once, on a texture made and freed for it).
    var supportsCustomBlendModes: Bool { device.supportsCustomBlendModes }

    init(device: SDLRenderDevice) {
        self.device = device
        let reported = min(device.info.maximumTextureWidth, device.info.maximumTextureHeight)
        maximumSide = reported > 0 ? min(reported, Self.defaultMaximumSide) : Self.defaultMaximumSide
    }

    /// The largest side of a target when the renderer allows it (texels).
    package nonisolated static let defaultMaximumSide = 4_096

    /// A free target at least `width` x `height` (at most `maximumSide`), ARGB8888 or, when
    /// `isOpaque`, RGB888; marked in use; nil when SDL cannot make one.
    func acquire(width: Int, height: Int, isOpaque: Bool = false) -> Target? {
        guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else { return nil }
        let fitting = targets.filter { !$0.isInUse && $0.isOpaque == isOpaque && $0.width >= width && $0.height >= height }
        if let best = fitting.min(by: { $0.width * $0.height < $1.width * $1.height }) {
            best.isInUse = true
            best.idleFrames = 0
            return best
        }
        let madeWidth = min(Self.roundedUp(width), maximumSide), madeHeight = min(Self.roundedUp(height), maximumSide)
        guard let renderTarget = SDLRenderTarget(
            device: device, format: isOpaque ? .rgb888 : .argb8888, width: madeWidth, height: madeHeight, scaleMode: .linear)
        else { return nil }
        texturesCreated += 1
        let target = Target(renderTarget: renderTarget, isOpaque: isOpaque)
        target.isInUse = true
        targets.append(target)
        return target
    }

    /// Gives a target back.
    func release(_ target: Target) {
        target.isInUse = false
    }

    /// Ends a frame: counts idle frames and drops (frees) the targets idle for too long.
    func endFrame() {
        for target in targets where !target.isInUse { target.idleFrames += 1 }
        targets.removeAll { !$0.isInUse && $0.idleFrames > Self.framesKeptIdle }
    }

    /// Drops every texture (before the renderer goes).
    func releaseAll() {
        targets = []
    }

    private static func roundedUp(_ value: Int) -> Int {
        (value + sizeStep - 1) / sizeStep * sizeStep
    }
}
