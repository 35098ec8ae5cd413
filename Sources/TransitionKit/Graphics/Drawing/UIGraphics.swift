import Foundation

/// The stack of current graphics contexts of one thread, as UIKit keeps one per thread: a view's
/// `draw(_:)`, an image renderer's block and `UIGraphicsBeginImageContext` push onto it.
final class GraphicsContextStack {
    /// An entry: the context, and for an image context its size and scale.
    struct Entry {
        let context: CGContext
        let image: (size: CGSize, scale: CGFloat)?
    }

    var entries: [Entry] = []

    private static let key = "TransitionKit.UIGraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` as the current context; afterwards the stack is as it was
    /// before, whatever `body` pushed and did not pop (or popped too many of).
    static func with<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        let depth = stack.entries.count
        stack.entries.append(Entry(context: context, image: nil))
        defer { stack.entries.removeSubrange(min(depth, stack.entries.count)...) }
        return try body()
    }
}

extension CGContext {
    /// Paints `rect` black, the way an opaque image context or renderer starts (UIKit's opaque
    /// bitmaps have no transparent pixels to begin with). The fill colour stays black, the default.
    func paintOpaqueStart(_ rect: CGRect) {
        setFillColor(.black)
        fill(rect)
    }
}

/// The context drawing code paints into now: inside a view's `draw(_:)`, a layer's
/// `draw(in:)`, a `UIGraphicsImageRenderer` block or after `UIGraphicsBeginImageContext`; nil
/// elsewhere (drawing calls then do nothing, as in UIKit).
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.entries.last?.context }

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(.init(context: context, image: nil))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
///
/// An image context on top is left in place, to be ended with `UIGraphicsEndImageContext()`
/// (UIKit would pop it and lose its image); with nothing pushed this does nothing.
public func UIGraphicsPopContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.image == nil else { return }  // an image context ends with UIGraphicsEndImageContext()
    _ = stack.entries.popLast()
}

/// Starts an image context of `size` points at scale 1, not opaque (`UIGraphicsBeginImageContextWithOptions(size, false, 1)`).
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Starts an image context of `size` points and makes it current; `scale` 0 takes the main
/// screen's (1 here); an opaque one starts black. A size that is not positive makes no context
/// (drawing then goes nowhere and `UIGraphicsGetImageFromCurrentImageContext()` returns nil).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
    let context = CGContext(recordingIn: CGRect(origin: .zero, size: size))
    if opaque { context.paintOpaqueStart(CGRect(origin: .zero, size: size)) }
    let resolved = scale > 0 && scale.isFinite ? scale : 1
    GraphicsContextStack.current.entries.append(.init(context: context, image: (size, resolved)))
}

/// An image of what the current image context holds; nil when the current context is not one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = GraphicsContextStack.current.entries.last, let image = entry.image else { return nil }
    return UIImage(drawing: entry.context.recorded, size: image.size, scale: image.scale)
}

/// Ends the current image context (and makes the one before current).
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard stack.entries.last?.image != nil else { return }
    stack.entries.removeLast()
}

/// Fills `rect` with the current context's fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` with the current context's fill colour in `blendMode` (painted as `.normal`).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIRectFill(rect) }

/// Draws a 1-point frame just inside `rect` in the current context's fill colour.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let r = rect.standardized, w = min(1, r.width), h = min(1, r.height)
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: h),
                  CGRect(x: r.minX, y: r.maxY - h, width: r.width, height: h),
                  CGRect(x: r.minX, y: r.minY + h, width: w, height: max(0, r.height - 2 * h)),
                  CGRect(x: r.maxX - w, y: r.minY + h, width: w, height: max(0, r.height - 2 * h))])
}

/// `UIRectFrame(_:)` in `blendMode` (painted as `.normal`).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) { UIRectFrame(rect) }

/// Cuts the current context's clip to `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

extension UIImage {
    /// An image of a drawing: `commands` in points of a `size` drawing, at `scale` pixels a point.
    convenience init(drawing commands: [DisplayList.Command], size: CGSize, scale: CGFloat) {
        self.init(bitmap: CGImage(drawing: commands, size: size, scale: scale), scale: scale)
    }
}
