import Foundation

/// Manages one screen: a lazily loaded root view, appearance callbacks, presentation and
/// containment, as in UIKit.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The title shown by a navigation bar.
    open var title: String?

    /// Creates a view controller. Nibs do not exist on Linux: both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller (calls `init(nibName: nil, bundle: nil)`).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// View controllers are not archived on Linux; returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The root view, loaded on first access (`loadView`, then `viewDidLoad`).
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain `UIView`. Override to build your own and
    /// assign it to `view` (do not call super then).
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// Called once after the view loaded. Override to build the screen.
    open func viewDidLoad() {}

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }
}
