internal import CSDL2
import Foundation
import TransitionKit

/// Draws a `DisplayList` with an SDL renderer.
///
/// Untextured geometry (fills, rounded corners, borders, shadows) is collected into one batch
/// and drawn with a single `SDL_RenderGeometry` call per run of commands that share a clip;
/// text and backdrop blurs end a run. The display list is in points; `scale` converts to pixels.
///
/// - Rounded corners are triangle fans with `clamp(radius_px / 2, 2, 16)` segments per corner.
/// - Rounded shapes that stay axis-aligned are anti-aliased exactly: whole-pixel runs at each
///   pixel's coverage (see `GeometryBatch.addAntialiasedRoundedRect`); rotated or skewed shapes
///   get a one-pixel feathered edge.
/// - Labels fit each line into their width by their line-break mode, measured with SDL2_ttf.
/// - Shadows are a core plus four rings whose alpha follows a Gaussian falloff of
///   sigma = radius / 2 (Core Animation's look), offset by the shadow offset.
/// - A command with perspective (`transform3D`) maps every vertex projectively, so fills,
///   corners, borders and shadows are exact projected outlines; text is a textured grid of
///   8 x 8 cells (affine within each cell, see `drawText`); one with a corner behind the viewer
///   is not drawn.
/// - Clips are axis-aligned (`SDL_RenderSetClipRect`): the bounding box of the clipping views.
/// - Text goes through SDL2_ttf with DejaVu Sans (see `FontLocator`); with no font it is skipped.
/// - Images are textured polygons from a texture cached per bitmap (`ImageTextureCache`).
@MainActor
public final class SDLRenderer {
    /// The SDL renderer it draws with (its `SDL_Renderer*` owned by the host).
    let device: SDLRenderDevice
    /// Pixels per point, set by the host from the drawable and window sizes.
    /// Test hook: settable in the package, so a test can draw at 2x without a HiDPI display.
    public package(set) var scale: PixelScale = .one
    /// The renderer's output size in pixels.
    public internal(set) var outputSize: (width: Int, height: Int) = (0, 0)
    /// Whether labels draw text (false when no font was found).
    public var drawsText: Bool { textRasterizer != nil }
    /// The number of `SDL_RenderGeometry` calls for untextured geometry in the last `draw(_:)`.
    public internal(set) var geometryCallsInLastFrame = 0
    /// Whether the last `draw(_:)` drew a backdrop blur.
    public internal(set) var drewBackdropBlurInLastFrame = false

    /// Whether frames are damage-tracked: only what changed is redrawn, into a frame kept
    /// between frames (see SDLRenderer+Damage). On by default; off draws every frame whole.
    public var tracksDamage = true {
        didSet { retainedFrame.forget() }
    }
    /// Whether every damage-tracked frame is checked against the same list drawn whole (slow;
    /// for tests and `--verify-damage`); differences go to `damageMismatches`.
    public var verifiesDamage = false
    /// The frames (counted from 1 among those verified) whose damage-tracked pixels differed from
    /// a whole redraw, with the number of differing pixels and their bounding box in pixels.
    public internal(set) var damageMismatches: [(frame: Int, pixels: Int, box: CGRect)] = []
    /// The frames checked so far with `verifiesDamage`.
    public internal(set) var verifiedFrames = 0
    /// Whether the regions recent frames redrew are tinted over the window (fading over
    /// `DamageFlash.frames` frames; not kept in the retained frame, so they damage nothing: while
    /// it is on, the frame is kept in a render target, see SDLRenderer+Damage).
    public var flashesDamage = false
    /// Whether damage tracking keeps its frame in the window itself rather than in a render
    /// target copied to the window each frame: true on SDL's software renderer, whose window
    /// surface survives a present (see SDLRenderer+Damage). Test hook: settable in the package,
    /// so the render-target path is covered on the software renderer too.
    package var keepsFrameInWindow: Bool
    /// Whether this is SDL's software renderer (its textured triangles need `renderTexturedGeometry`).
    let isSoftwareRenderer: Bool
    /// The recent frames' redrawn regions, for `flashesDamage`.
    var damageFlash = DamageFlash()
    /// What the last damage-tracked frame redrew.
    package internal(set) var lastDamage = FrameDamage.full

    var batch = GeometryBatch()
    /// The scene and level textures of the renderer blur.
    package let backdrop: BackdropTargets
    /// Whether blurs are drawn on the renderer (render targets) when it can (the default); false
    /// forces the read-back path (for tests, and the benchmark's comparison).
    public var blursOnRenderer: Bool {
        get { !backdrop.isDisabled }
        set { backdrop.isDisabled = !newValue }
    }
    let textRasterizer: TextRasterizer?
    /// The textures of the images drawn recently.
    let imageTextures: ImageTextureCache
    /// The render targets groups draw into (see SDLRenderer+Groups).
    let renderTargets: RenderTargetPool
    /// The textures of the shapes and gradients drawn in the last frame.
    let coverageTextures: CoverageTextureCache
    private var currentClip: RenderRect?
    /// The damage rectangle being redrawn into the retained frame, which every clip is cut to
    /// (nil when drawing whole, and inside groups' targets); see SDLRenderer+Damage.
    var damageClip: RenderRect?
    /// The frame kept between frames for damage tracking (see SDLRenderer+Damage).
    let retainedFrame = RetainedFrame()
    /// Groups' finished textures kept across damage-tracked frames (see GroupTextureCache).
    let groupCache = GroupTextureCache()
    /// Whether groups are composited from and kept in `groupCache` (damage-tracked frames only).
    var cachesGroups = false
    private var localOutline: [CGPoint] = []
    var outlineA: [RenderPoint] = []
    var outlineB: [RenderPoint] = []
    var outlineC: [RenderPoint] = []

    /// Draws with `device`; text is set up when a font is found.
    init(device: SDLRenderDevice, fontLocator: FontLocator = FontLocator()) {
        self.device = device
        textRasterizer = TextRasterizer(device: device, locator: fontLocator)
        backdrop = BackdropTargets(device: device)
        imageTextures = ImageTextureCache(device: device)
        renderTargets = RenderTargetPool(device: device)
        coverageTextures = CoverageTextureCache()
        isSoftwareRenderer = device.info.isSoftware
        keepsFrameInWindow = isSoftwareRenderer
        device.drawBlendMode = .blend
    }

    /// Refreshes `outputSize` from SDL.
    func updateOutputSize() {
        outputSize = device.outputSize
    }

    /// Clears to the list's clear colour and draws every command, back to front, into the
    /// current target (the window, or the retained frame).
    func drawWhole(_ list: DisplayList) {
        geometryCallsInLastFrame = 0
        drewBackdropBlurInLastFrame = false
        let (clearColor, firstVisible) = visibleStart(of: list)
        // A frame with a backdrop blur is drawn into the scene texture (see SDLRenderer+Blur).
        let blurs = list.commands[firstVisible...].count { command in
            if case .backdropBlur(let radius) = command.content { return radius > 0 && command.alpha > 0.001 }
            return false
        }
        if blurs > 0 { _ = backdrop.beginScene(width: outputSize.width, height: outputSize.height, blurs: blurs) }
        let clear = sdlColor(clearColor, alpha: 1)
        device.setDrawColor(red: clear.r, green: clear.g, blue: clear.b, alpha: 255)
        setClip(nil)
        device.clear()
        let commands = list.commands
        var index = firstVisible
        while index < commands.endIndex {
            // A blur followed by its effect view's plain tint: the tint goes into the blur (see
            // `fusableTint`), and the tint command is done.
            if index + 1 < commands.endIndex, let tint = fusableTint(blur: commands[index], next: commands[index + 1]) {
                draw(commands[index], tint: tint)
                index += 2
            } else {
                draw(commands[index])
                index += 1
            }
        }
        flushGeometry()
        coverageTextures.endFrame()
        setClip(nil)
        backdrop.endScene()
        if cachesGroups { groupCache.endFrame(returningTo: renderTargets) }
        renderTargets.endFrame()
    }

    /// Everything beneath the last opaque command that covers the whole output is hidden: the
    /// colour to clear to (that command's; usually the window's background) and the first
    /// command to draw (the one after it).
    func visibleStart(of list: DisplayList) -> (clearColor: UIColor, firstVisible: Int) {
        if let cover = list.commands.lastIndex(where: coversOutputOpaquely), let fill = list.commands[cover].fillColor {
            return (fill, cover + 1)
        }
        return (list.clearColor, list.commands.startIndex)
    }

    /// The colour of `next` when it is a plain tint over exactly the blur `blur` and can be blended
    /// into the blur's smallest level instead of over the whole region (for a uniform colour that
    /// is the same picture: blending commutes with linear upscaling): only while drawing into the
    /// scene texture, both opaque (alpha 1), same rectangle, transform and clip, axis-aligned, and
    /// `next` has no corners, border, shadow or text.
    func fusableTint(blur: DisplayList.Command, next: DisplayList.Command) -> RenderColor? {
        guard backdrop.isDrawingIntoScene, case .backdropBlur(let radius) = blur.content, radius > 0,
              case .fill = next.content, let fill = next.fillColor, next.cornerRadius <= 0, next.shadow == nil,
              next.borderWidth <= 0 || next.borderColor == nil || next.borderColor?.alpha == 0,
              Self.byte(blur.alpha) == 255, Self.byte(next.alpha) == 255,
              next.rect == blur.rect, next.transform == blur.transform, next.clip == blur.clip
        else { return nil }
        let transform = PixelTransform(blur, scale: scale)
        guard transform.isAxisAligned, transform.isFinite else { return nil }
        return sdlColor(fill, alpha: next.alpha)
    }

    func draw(_ command: DisplayList.Command, tint: RenderColor? = nil) {
        guard command.alpha > 0.001, command.alpha.isFinite else { return }
        let transform = PixelTransform(command, scale: scale)
        guard transform.isFinite, command.rect.width.isFinite, command.rect.height.isFinite,
              transform.keepsInFront(command.rect) else { return }
        guard applyClip(command.clip) else { return }
        switch command.content {
        case .fill:
            guard isVisible(command, transform) else { return }
            if let shadow = command.shadow { appendShadow(shadow, of: command, transform) }
            appendFill(command, transform)
            appendBorder(command, transform)
        case .text(let text):
            guard isVisible(command, transform) else { return }
            flushGeometry()
            drawText(text, of: command, transform)
        case .backdropBlur(let radius):
            flushGeometry()
            drawBackdropBlur(radius: radius, of: command, transform, tint: tint)
        case .image(let image):
            guard isVisible(command, transform) else { return }
            flushGeometry()
            drawImage(image, of: command, transform)
        case .group(let group):
            drawGroup(group, of: command, transform)
        case .shape(let shape):
            drawShape(shape, of: command, transform)
        case .gradient(let gradient):
            guard isVisible(command, transform) else { return }
            drawGradient(gradient, of: command, transform)
        }
    }

    /// Whether `command` is a plain opaque fill (no corners, border or clip) covering every pixel.
    package func coversOutputOpaquely(_ command: DisplayList.Command) -> Bool {
        guard case .fill = command.content, command.clip == nil, command.cornerRadius <= 0,
              let fill = command.fillColor, Self.byte(fill.alpha) == 255, Self.byte(command.alpha) == 255,
              command.borderWidth <= 0 || command.borderColor == nil || command.borderColor?.alpha == 0
        else { return false }
        let transform = PixelTransform(command, scale: scale)
        guard transform.isAxisAligned, transform.isFinite else { return false }
        let p0 = transform.apply(Float(command.rect.minX), Float(command.rect.minY))
        let p1 = transform.apply(Float(command.rect.maxX), Float(command.rect.maxY))
        return min(p0.x, p1.x) <= 0 && min(p0.y, p1.y) <= 0
            && max(p0.x, p1.x) >= Float(outputSize.width) && max(p0.y, p1.y) >= Float(outputSize.height)
    }

    // MARK: Clipping

    /// Sets the clip for the next command, flushing the batch when it changes. Returns false when
    /// the clip is empty (nothing of the command can show).
    private func applyClip(_ clip: CGRect?) -> Bool {
        var wanted: RenderRect?
        if let clip {
            guard !clip.isNull, clip.width > 0, clip.height > 0 else { return false }
            let pixels = scale.pixelRect(covering: clip)
            guard pixels.width > 0, pixels.height > 0 else { return false }
            wanted = RenderRect(x: Int32(clamping: pixels.x), y: Int32(clamping: pixels.y),
                              w: Int32(clamping: pixels.width), h: Int32(clamping: pixels.height))
        }
        if let damageClip {
            guard let cut = Self.intersection(wanted ?? damageClip, damageClip) else { return false }
            wanted = cut
        }
        if !Self.sameRect(wanted, currentClip) {
            flushGeometry()
            setClip(wanted)
        }
        return true
    }

    /// Sets SDL's clip rectangle (nil for none) without flushing.
    func setClip(_ rect: RenderRect?) {
        currentClip = rect
        device.setClip(rect)
    }

    /// The clip in effect, in pixels (nil for none).
    var clipRect: RenderRect? { currentClip }

    private static func sameRect(_ lhs: RenderRect?, _ rhs: RenderRect?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case let (l?, r?): return l.x == r.x && l.y == r.y && l.w == r.w && l.h == r.h
        default: return false
        }
    }

    /// Draws what the batch holds.
    func flushGeometry() {
        guard !batch.isEmpty else { return }
        geometryCallsInLastFrame += 1
        batch.flush(to: device)
    }

    // MARK: Helpers

    /// Whether any part of the command (with its shadow) can land inside the output.
    private func isVisible(_ command: DisplayList.Command, _ transform: PixelTransform) -> Bool {
        var margin: CGFloat = 0
        if let shadow = command.shadow {
            margin = shadow.radius + max(abs(shadow.offset.width), abs(shadow.offset.height))
        }
        let rect = command.rect.insetBy(dx: -margin, dy: -margin)
        let p0 = transform.apply(Float(rect.minX), Float(rect.minY)), p1 = transform.apply(Float(rect.maxX), Float(rect.minY))
        let p2 = transform.apply(Float(rect.maxX), Float(rect.maxY)), p3 = transform.apply(Float(rect.minX), Float(rect.maxY))
        let minX = min(min(p0.x, p1.x), min(p2.x, p3.x)), maxX = max(max(p0.x, p1.x), max(p2.x, p3.x))
        let minY = min(min(p0.y, p1.y), min(p2.y, p3.y)), maxY = max(max(p0.y, p1.y), max(p2.y, p3.y))
        return maxX >= 0 && maxY >= 0 && minX <= Float(outputSize.width) && minY <= Float(outputSize.height)
    }

    /// An SDL colour from a `UIColor` with its alpha multiplied by `alpha`.
    func sdlColor(_ color: UIColor, alpha: CGFloat) -> RenderColor {
        RenderColor(
            r: Self.byte(color.red), g: Self.byte(color.green), b: Self.byte(color.blue),
            a: Self.byte(color.alpha * alpha))
    }

    /// A 0...1 component as a byte, rounded.
    package nonisolated static func byte(_ component: CGFloat) -> UInt8 {
        guard component.isFinite else { return 0 }
        return UInt8(min(max(component, 0), 1) * 255 + 0.5)
    }

    /// Writes the outline of a rounded rectangle, in pixels, into `outline`.
    func pixelOutline(
        of rect: CGRect, radius: CGFloat, inset: CGFloat, segments: Int, transform: PixelTransform,
        into outline: inout [RenderPoint]
    ) {
        RoundedRectPath.outline(of: rect, radius: radius, inset: inset, segmentsPerCorner: segments, into: &localOutline)
        outline.removeAll(keepingCapacity: true)
        for point in localOutline { outline.append(transform.apply(point)) }
    }
}
