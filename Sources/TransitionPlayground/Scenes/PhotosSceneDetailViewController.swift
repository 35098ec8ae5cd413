import Foundation
import TransitionKit

extension Palette {
    /// The disc behind the photo's close button: white reads on it over every photo.
    static let closeButtonFill = UIColor(white: 0, alpha: 0.45)
}

/// The photos scene's full-screen photo: the picture, whole (aspect-fit) on black, its title near
/// the bottom, and seed 003's close button (40 pt square, 10 pt from the right and 22 pt from the
/// top, an "×" in the 24 pt system font; white on a dark translucent disc rather than the seed's
/// light gray, which light photos drowned). Without a picture it shows the photo's colour.
///
/// The shared-element zoom: the picture is an aspect-fill image view whose frame goes from the
/// whole view (collapsed on the thumbnail, it looks exactly like the thumbnail's crop) to the
/// picture's aspect-fit rectangle (full screen), continuously with the view's size between the
/// collapsed frame and the window; so as the zoom animates the view's frame, the crop opens
/// smoothly into the whole picture, also under a pinch.
///
/// Its gestures call back to the scene: a pinch (`onPinch`, seed 003) and a one-finger pan
/// (`onPan`, which dismisses interactively); the close button calls `onClose`.
@MainActor
final class PhotoDetailViewController: UIViewController {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The photo shown (an index into the grid).
    let photoIndex: Int
    /// The picture (nil: the photo's colour stands in).
    let image: UIImage?
    /// The picture's view.
    let imageView = UIImageView()
    /// The photo's title label.
    let titleLabel = UILabel()
    /// The frame the photo collapses to (its thumbnail's, in the window), for the picture's layout.
    var collapsedFrame: () -> CGRect = { .zero }
    /// The seed's close button.
    let closeButton = UIButton(type: .custom)
    /// The pinch recognizer on the photo.
    private(set) var pinch: UIPinchGestureRecognizer!
    /// The pan recognizer on the photo (one finger, so an Alt-drag pinch is not a pan).
    private(set) var pan: UIPanGestureRecognizer!

    /// Called on every pinch state change.
    var onPinch: ((UIPinchGestureRecognizer) -> Void)?
    /// Called on every state change of a one-finger drag on the photo.
    var onPan: ((UIPanGestureRecognizer) -> Void)?
    /// Called when the close button is clicked.
    var onClose: (() -> Void)?
    /// Called when the photo starts appearing (true) or disappearing (false), while its
    /// `transitionCoordinator` is set.
    var onTransitionWillBegin: ((Bool) -> Void)?

    /// The close button's size and its distance from the right and top edges.
    static let closeButtonSize: CGFloat = 40
    static let closeButtonInset = CGPoint(x: 10, y: 22)

    init(photoIndex: Int, image: UIImage? = nil) {
        self.photoIndex = photoIndex
        self.image = image
        super.init(nibName: nil, bundle: nil)
        title = PhotosGridViewController.title(ofPhoto: photoIndex)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = image == nil ? PhotosGridViewController.color(ofPhoto: photoIndex) : .clear
        view.clipsToBounds = true
        imageView.image = image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        view.addSubview(imageView)
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.backgroundColor = Palette.captionStrip
        titleLabel.layer.cornerRadius = 22
        view.addSubview(titleLabel)

        closeButton.setTitle("×", for: .normal)
        closeButton.setTitleColor(.white, for: .normal)
        closeButton.backgroundColor = Palette.closeButtonFill
        closeButton.layer.cornerRadius = Self.closeButtonSize / 2
        closeButton.titleLabel?.font = .systemFont(ofSize: 24)
        closeButton.addAction(UIAction { [weak self] _ in self?.onClose?() }, for: .touchUpInside)
        view.addSubview(closeButton)

        pinch = UIPinchGestureRecognizer { [weak self] recognizer in self?.onPinch?(recognizer) }
        view.addGestureRecognizer(pinch)
        pan = UIPanGestureRecognizer { [weak self] recognizer in self?.onPan?(recognizer) }
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onTransitionWillBegin?(true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        onTransitionWillBegin?(false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // Rounded like its thumbnail while it is smaller than the window (animated with the zoom).
        let fillsWindow = view.window.map { bounds.width >= $0.bounds.width - 0.5 } ?? true
        view.layer.cornerRadius = fillsWindow ? 0 : 12
        imageView.layer.cornerRadius = view.layer.cornerRadius
        // The black around the picture fades in as it opens (no dark rim while it is small).
        if image != nil { view.backgroundColor = fillsWindow ? .black : .clear }
        imageView.frame = Self.pictureFrame(
            in: bounds, pictureSize: image?.size ?? bounds.size, collapsedSize: collapsedFrame().size,
            windowSize: view.window?.bounds.size ?? bounds.size)
        let titleWidth = min(bounds.width - 40, 240)
        titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2, y: bounds.height - 84, width: titleWidth, height: 44)
        let side = Self.closeButtonSize
        closeButton.frame = CGRect(
            x: bounds.width - side - Self.closeButtonInset.x, y: view.safeAreaInsets.top + Self.closeButtonInset.y,
            width: side, height: side)
    }

    /// The picture's frame in the photo's `bounds`: the whole bounds when the photo is collapsed
    /// (`collapsedSize`), the picture's aspect-fit rectangle when it is as wide as the window,
    /// and in between in proportion to the width, so the layout is continuous in the size.
    static func pictureFrame(in bounds: CGRect, pictureSize: CGSize, collapsedSize: CGSize, windowSize: CGSize) -> CGRect {
        let fitted = UIView.ContentMode.scaleAspectFit.rect(forContentOf: pictureSize, in: bounds)
        let span = windowSize.width - collapsedSize.width
        let expansion = span > 0.5 ? min(max((bounds.width - collapsedSize.width) / span, 0), 1) : 1
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * expansion }
        return CGRect(x: mix(bounds.minX, fitted.minX), y: mix(bounds.minY, fitted.minY),
                      width: mix(bounds.width, fitted.width), height: mix(bounds.height, fitted.height))
    }
}
