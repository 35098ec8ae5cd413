import Foundation

/// The display a window is on. Here every window is its own device screen: the screen's
/// `bounds` follow its window's size, and the host says how many pixels a point has and which
/// edges a simulated phone's status bar and home indicator cover (`simulatedSafeAreaInsets`).
///
/// `UIScreen.main` is the key window's screen (see `UIApplication`), as on a phone with one
/// display.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    /// The window whose size this screen takes (the window that created it).
    private weak var window: UIWindow?
    /// The size used when the window is gone.
    private let detachedSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat

    /// The edges a simulated phone's hardware and system bars cover, in points: the window's own
    /// safe area (a Linux addition; zero by default, e.g. top 59 and bottom 34 for a phone with a
    /// Dynamic Island). Setting a value that is not finite and non-negative is refused with a
    /// Diagnostic.
    public var simulatedSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard simulatedSafeAreaInsets != oldValue else { return }
            let values = [simulatedSafeAreaInsets.top, simulatedSafeAreaInsets.left,
                          simulatedSafeAreaInsets.bottom, simulatedSafeAreaInsets.right]
            guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                let refused = simulatedSafeAreaInsets
                simulatedSafeAreaInsets = oldValue
                window?.report(Diagnostic(
                    code: .invalidSafeAreaInsets, message: "Safe area insets \(refused) are not finite and non-negative; they were ignored."))
                return
            }
            window?.setNeedsLayout()
        }
    }

    /// The screen's brightness, 0 (darkest) to 1 (brightest); 0.5 until set (a choice: the
    /// host's display brightness is not the device's). A value outside 0...1 is clamped to it; one
    /// that is not a number is refused with a Diagnostic. A change posts
    /// `brightnessDidChangeNotification`. Stored: the renderer does not dim the picture.
    open var brightness: CGFloat {
        get { storedBrightness }
        set {
            guard !newValue.isNaN else {
                report(Diagnostic(code: .invalidScreenBrightness, message: "Screen brightness \(newValue) is not a number; it was ignored."))
                return
            }
            let clamped = min(max(newValue, 0), 1)
            guard clamped != storedBrightness else { return }
            storedBrightness = clamped
            NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
        }
    }
    private var storedBrightness: CGFloat = 0.5

    /// Whether the screen may be dimmed below the hardware's lowest level in software: false
    /// until set. Stored: the renderer does not dim the picture.
    open var wantsSoftwareDimming = false

    /// How an external display compensates for a television's overscan: `.scale` until set.
    /// Stored: the simulated screen is a built-in display, which has no overscan.
    open var overscanCompensation: UIScreen.OverscanCompensation = .scale

    /// The screen's current mode: its one mode (see `availableModes`). Setting the mode it has is
    /// accepted; any other (nil, another screen's mode) is refused with a Diagnostic, as the
    /// built-in display's mode cannot be changed.
    open var currentMode: UIScreenMode? {
        get { screenMode }
        set {
            guard newValue !== screenMode else { return }
            report(Diagnostic(code: .unavailableScreenMode,
                              message: "The screen has one mode (\(screenMode.size)); setting currentMode to another was ignored."))
        }
    }

    /// The screen's one mode, of `nativeBounds`' size.
    private(set) lazy var screenMode = UIScreenMode { [unowned self] in self.nativeBounds.size }

    /// Reports `diagnostic` to the screen's window, else as code with no window does.
    private func report(_ diagnostic: Diagnostic) {
        if let window { window.report(diagnostic) } else { AnimationContext.report(diagnostic) }
    }

    /// The screen of `window`, with `scale` pixels per point (1 when not finite and positive).
    init(window: UIWindow?, size: CGSize, scale: CGFloat = 1) {
        self.window = window
        detachedSize = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        super.init()
    }

    /// The screen of the key window. While an app launches (see `ApplicationLaunch`), its
    /// scene's screen: its key window's, else the device's; without a key window, a launched
    /// app's device screen, else a detached 390x844-point screen.
    public class var main: UIScreen {
        let application = UIApplication.shared
        return application.launchingScreen ?? application.keyWindow?.screen ?? application.launchScreen
            ?? UIScreen(window: nil, size: UIViewController.defaultViewFrame.size)
    }

    /// The most frames a second the screen shows: its window's clock's rate (60 for the default
    /// 1/60 s frame interval).
    open var maximumFramesPerSecond: Int {
        Int((1 / (window?.clock.frameInterval ?? 1.0 / 60)).rounded())
    }

    /// The screen's rectangle in points, origin zero: its window's size.
    open var bounds: CGRect { CGRect(origin: .zero, size: window?.bounds.size ?? detachedSize) }

    /// The native scale factor: `scale` (no display zoom here).
    open var nativeScale: CGFloat { scale }

    /// The screen's rectangle in pixels, portrait-up as UIKit reports it (the shorter side is
    /// the width).
    open var nativeBounds: CGRect {
        let size = bounds.size
        let short = min(size.width, size.height) * nativeScale, long = max(size.width, size.height) * nativeScale
        return CGRect(x: 0, y: 0, width: short, height: long)
    }
}

extension Diagnostic.Code {
    /// Simulated safe area insets were not finite and non-negative.
    public static let invalidSafeAreaInsets = Diagnostic.Code(rawValue: "screen.invalidSafeAreaInsets", severity: .error)
}
