import Foundation
import TransitionKit

/// What a renderer must do to turn a `DisplayList` into pixels: the seam between the host (and
/// the tests) and one way of drawing. `SDLRenderer` is the one conformer today; a second renderer
/// conforms and is checked by the same pixel tests (`SDLTestSupport.render(_:through:)` draws
/// through `any DisplayListRenderer` and reads the pixels back).
///
/// **Target.** `draw(_:)` draws into the renderer's current target: `outputSize` pixels
/// (width, height), at `scale` pixels per point, set by whoever owns the target (the host sets
/// them from the window's drawable and size). The list is in points, y down, origin top-left.
/// A frame first clears to `DisplayList.clearColor` (opaque), then draws `commands` back to
/// front, blending each over what is beneath (straight alpha, "over").
///
/// **Every command** draws only inside `clip` (window points; nil: no clip), mapped by
/// `transform` (or, when set, projectively by `transform3D`; a command with a corner behind
/// the viewer is not drawn), with `alpha` multiplying every colour it draws. Per kind of
/// `DisplayList.Command.Content`:
/// - `.fill`: the shadow first (a soft, Gaussian-looking falloff of `shadow.radius`, offset by
///   `shadow.offset`, `shadow.color` times `shadow.opacity`), then `rect` in `fillColor` (nil:
///   none) rounded by `cornerRadius`, then the border, `borderWidth` wide inside the edge in
///   `borderColor`; edges anti-aliased.
/// - `.text`: the string in the text's font size, weight and colour, each line fitted into
///   `rect`'s width by its line-break mode, aligned horizontally, centred vertically.
/// - `.backdropBlur(radius)`: what is already drawn beneath `rect` blurred by `radius` points
///   (0 draws nothing); inside a group, only what the group has drawn beneath it.
/// - `.image`: the image's `sourceRect` texels into `destinationRect` (filtered linearly), tinted
///   as a silhouette when it has a tint colour, cut to `rect` rounded by `cornerRadius`.
/// - `.shape`: the path filled (by its fill rule), then stroked (width, caps, joins, dashes,
///   stroke start and end), both anti-aliased.
/// - `.gradient`: `rect`, rounded by `cornerRadius`, filled by the gradient (axial, radial or
///   conic, its stops in order).
/// - `.group`: its commands composited as one picture: drawn offscreen in the group's local
///   space, multiplied by the mask's alpha when it has one, then placed by the command's
///   transform with the command's alpha applied once to the whole picture (group opacity).
///
/// **Damage.** With `tracksDamage` on, a conformer may redraw only what changed since the last
/// frame, but the pixels must be those of the whole list drawn afresh; `verifiesDamage` checks
/// that (counted in `verifiedFrames`, differences in `damageMismatches`); `flashesDamage` tints
/// the regions recent frames redrew over the output, fading (`isDamageFlashFading` while any
/// shows) and never damaging the kept frame. A conformer without damage tracking draws every
/// frame whole and reports no mismatch.
@MainActor
public protocol DisplayListRenderer: AnyObject {
    /// Pixels per point of the target (x and y).
    var scale: PixelScale { get }
    /// The target's size in pixels, as (width, height).
    var outputSize: (width: Int, height: Int) { get }

    /// Draws `list` into the target (see the protocol's comment for what each command draws);
    /// the target then holds the frame, to be read back or presented.
    func draw(_ list: DisplayList)

    /// Whether frames are damage-tracked (only what changed is redrawn; the pixels are the same).
    var tracksDamage: Bool { get set }
    /// Whether each damage-tracked frame is checked against the same list drawn whole (slow).
    var verifiesDamage: Bool { get set }
    /// The frames (counted from 1 among those verified) whose pixels differed from a whole
    /// redraw: the number of differing pixels and their bounding box in pixels.
    var damageMismatches: [(frame: Int, pixels: Int, box: CGRect)] { get }
    /// The frames checked so far with `verifiesDamage`.
    var verifiedFrames: Int { get }
    /// Whether the regions recent frames redrew are tinted over the output, fading.
    var flashesDamage: Bool { get set }
    /// Whether the damage flash still tints a region of a recent frame.
    var isDamageFlashFading: Bool { get }

    /// The target's pixels as last drawn (`outputSize`, row by row from the top), for
    /// screenshots and exports; call after `draw(_:)`, before presenting.
    ///
    /// - Throws: `SDLError` when the target is empty or cannot be read.
    func readPixels() throws(SDLError) -> PixelImage

    /// Frees every texture, target and font the renderer keeps; call once, before the surface or
    /// window it draws into goes away. Nothing is drawn afterwards.
    func releaseResources()
}
