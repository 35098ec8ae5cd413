import Foundation
import TransitionKit

extension Palette {
    /// The disc behind the photo's close button: white reads on it over every photo.
    static let closeButtonFill = UIColor(white: 0, alpha: 0.45)
}

/// The photos scene's full-screen photo: the photo's colour with its title, and seed 003's close
/// button (40 pt square, 10 pt from the right and 22 pt from the top, an "×" in the 24 pt system
/// font; white on a dark translucent disc rather than the seed's light gray, which light photos
/// drowned).
///
/// Its gestures call back to the scene: a pinch (`onPinch`, seed 003) and a one-finger pan
/// (`onPan`, which dismisses interactively); the close button calls `onClose`.
@MainActor
final class PhotoDetailViewController: UIViewController {
    /// Light status bar content on the dark background.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    /// The photo shown (an index into the grid).
    let photoIndex: Int
    /// The photo's title label.
    let titleLabel = UILabel()
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

    /// The close button's size and its distance from the right and top edges.
    static let closeButtonSize: CGFloat = 40
    static let closeButtonInset = CGPoint(x: 10, y: 22)

    init(photoIndex: Int) {
        self.photoIndex = photoIndex
        super.init(nibName: nil, bundle: nil)
        title = PhotosGridViewController.title(ofPhoto: photoIndex)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = PhotosGridViewController.color(ofPhoto: photoIndex)
        view.clipsToBounds = true
        titleLabel.text = title
        titleLabel.font = .boldSystemFont(ofSize: 56)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
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

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        // Rounded like its thumbnail while it is smaller than the window (animated with the zoom).
        let fillsWindow = view.window.map { bounds.width >= $0.bounds.width - 0.5 } ?? true
        view.layer.cornerRadius = fillsWindow ? 0 : 12
        titleLabel.frame = CGRect(x: 0, y: bounds.midY - 40, width: bounds.width, height: 80)
        let side = Self.closeButtonSize
        closeButton.frame = CGRect(
            x: bounds.width - side - Self.closeButtonInset.x, y: view.safeAreaInsets.top + Self.closeButtonInset.y,
            width: side, height: side)
    }
}
