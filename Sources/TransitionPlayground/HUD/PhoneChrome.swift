import Foundation
import TransitionKit

/// A simulated phone's status bar (time, signal, battery, the Dynamic Island) and home
/// indicator, drawn over the scene while the phone insets are on (P, `--phone`, `--safe-area`).
///
/// The status bar shows what the scene window's deciding controller asks for
/// (`UIWindow.statusBarPresentation`): its text colour cross-fades with a transition that changes
/// the style, and it fades out while hidden. The home indicator is a 134 x 5 pt rounded bar 8 pt
/// above the bottom, as on iPhones without a home button; iOS tints it for the pixels under it,
/// here for the status bar style of the controller on top (a sheet's, too).
@MainActor
final class PhoneChrome: UIView {
    /// The time the status bar shows, fixed as in Apple's screenshots.
    static let time = "9:41"
    /// The home indicator's size.
    static let homeIndicatorSize = CGSize(width: 134, height: 5)
    /// The home indicator's gap above the bottom edge.
    static let homeIndicatorGap: CGFloat = 8
    /// The Dynamic Island's size and gap below the top edge.
    static let islandSize = CGSize(width: 126, height: 37), islandGap: CGFloat = 11

    /// The status bar (time, signal and battery), faded with the status bar's opacity.
    let statusBar = UIView()
    let timeLabel = UILabel()
    /// The four signal bars, shortest first.
    let signalBars = (0..<4).map { _ in UIView() }
    let battery = UIView(), batteryLevel = UIView(), batteryCap = UIView()
    let island = UIView()
    let homeIndicator = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        timeLabel.text = Self.time
        timeLabel.font = .boldSystemFont(ofSize: 17)
        timeLabel.textAlignment = .center
        battery.layer.borderWidth = 1
        battery.layer.cornerRadius = 4
        batteryLevel.layer.cornerRadius = 2
        batteryCap.layer.cornerRadius = 1
        island.backgroundColor = .black
        island.layer.cornerRadius = Self.islandSize.height / 2
        homeIndicator.layer.cornerRadius = Self.homeIndicatorSize.height / 2
        for view in [timeLabel] + signalBars + [battery, batteryLevel, batteryCap] { statusBar.addSubview(view) }
        for view in [island, statusBar, homeIndicator] { addSubview(view) }
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }

    /// Shows the chrome for `window` with `insets` (hidden when nil): the status bar across the
    /// top inset, the home indicator inside the bottom one.
    func show(for window: UIWindow, insets: UIEdgeInsets?) {
        guard let insets else {
            isHidden = true
            return
        }
        isHidden = false
        frame = window.bounds
        let presentation = window.statusBarPresentation
        let content = UIColor(white: presentation.contentLightness, alpha: 1)
        statusBar.alpha = presentation.opacity
        statusBar.isHidden = insets.top <= 0
        island.isHidden = insets.top < Self.islandSize.height + Self.islandGap
        homeIndicator.isHidden = insets.bottom < Self.homeIndicatorSize.height + Self.homeIndicatorGap
        timeLabel.textColor = content
        for bar in signalBars { bar.backgroundColor = content }
        battery.layer.borderColor = content.withAlphaComponent(0.4).cgColor
        batteryLevel.backgroundColor = content
        batteryCap.backgroundColor = content.withAlphaComponent(0.4)
        homeIndicator.backgroundColor = Self.homeIndicatorColor(in: window)
        layoutChrome(width: window.bounds.width, height: window.bounds.height, top: insets.top)
    }

    /// Light on a top controller that asks for light status bar content, dark otherwise.
    static func homeIndicatorColor(in window: UIWindow) -> UIColor {
        guard var top = window.rootViewController else { return .black }
        while let next = top.presentedViewController, next !== top { top = next }
        while let child = top.childForStatusBarStyle, child !== top { top = child }
        return top.preferredStatusBarStyle == .lightContent ? .white : .black
    }

    private func layoutChrome(width: CGFloat, height: CGFloat, top: CGFloat) {
        statusBar.frame = CGRect(x: 0, y: 0, width: width, height: top)
        island.frame = CGRect(
            x: ((width - Self.islandSize.width) / 2).rounded(), y: Self.islandGap,
            width: Self.islandSize.width, height: Self.islandSize.height)
        let middle = (top / 2).rounded()
        let side = max(0, (width - Self.islandSize.width) / 2)
        timeLabel.frame = CGRect(x: 0, y: middle - 11, width: side, height: 22)
        // Signal, then battery, centred in the space right of the island.
        let groupWidth: CGFloat = 4 * 3 + 3 * 2 + 6 + 27
        var x = (width - side / 2 - groupWidth / 2).rounded()
        for (index, bar) in signalBars.enumerated() {
            let barHeight = CGFloat(4 + 2 * index)
            bar.frame = CGRect(x: x, y: middle + 5 - barHeight, width: 3, height: barHeight)
            bar.layer.cornerRadius = 1
            x += 5
        }
        x += 4
        battery.frame = CGRect(x: x, y: middle - 6, width: 25, height: 12)
        batteryLevel.frame = CGRect(x: x + 2, y: middle - 4, width: 21, height: 8)
        batteryCap.frame = CGRect(x: x + 26, y: middle - 2, width: 1.5, height: 4)
        let indicator = Self.homeIndicatorSize
        homeIndicator.frame = CGRect(
            x: ((width - indicator.width) / 2).rounded(), y: height - Self.homeIndicatorGap - indicator.height,
            width: indicator.width, height: indicator.height)
    }
}
