import Foundation

/// A set of attributes a screen can take: its size in pixels and the shape of its pixels.
///
/// The simulated screen has one mode (`UIScreen.availableModes`): its `nativeBounds` size with
/// square pixels.
@preconcurrency @MainActor
open class UIScreenMode: NSObject {
    /// The mode's size in pixels, portrait-up as the screen's `nativeBounds`.
    open var size: CGSize { sizeProvider() }
    /// The width of a pixel divided by its height: 1 (square pixels).
    open var pixelAspectRatio: CGFloat { 1 }

    /// Gives the size now (the screen's follows its window's).
    private let sizeProvider: @MainActor () -> CGSize

    /// A mode whose size `size` gives.
    init(size: @escaping @MainActor () -> CGSize) {
        sizeProvider = size
        super.init()
    }
}
