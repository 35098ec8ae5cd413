import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

// "A background configuration describes the styling of a cell's background: its colour, corner
// radius, insets, stroke, image and custom view"; `updated(for:)` "generates a configuration for
// the specified state by applying the configuration's default values for that state";
// `resolvedBackgroundColor(for:)` "returns the resolved background color for the specified tint
// color, based on the background color and background color transformer"; setting a cell's
// `backgroundConfiguration` "resets the backgroundView and selectedBackgroundView properties"
// (Apple, UIBackgroundConfiguration, UICollectionViewCell.backgroundConfiguration).
@Suite("UIBackgroundConfiguration: factories, resolved colours, state updates, the cell's background view")
@MainActor
struct UIBackgroundConfigurationTests {
    private let selected: UICellConfigurationState = {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        return state
    }()

    @Test("The system configurations start from their list's colours; sidebar cells round at 10 pt")
    func factories() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius == 10)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listCell().cornerRadius == 0)
        #expect(UIBackgroundConfiguration.listPlainCell() != UIBackgroundConfiguration.listCell())
        var changed = UIBackgroundConfiguration.listPlainCell()
        changed.strokeWidth = 1
        #expect(changed != UIBackgroundConfiguration.listPlainCell())
    }

    @Test("Resolved colours: the colour or the tint, through the transformer")
    func resolvedColours() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = nil
        #expect(configuration.resolvedBackgroundColor(for: .systemRed) == .systemRed)
        #expect(configuration.resolvedStrokeColor(for: .systemRed) == .systemRed)
        configuration.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        configuration.backgroundColorTransformer = .grayscale
        let grey = configuration.resolvedBackgroundColor(for: .systemBlue)
        #expect(abs(grey.red - 0.2126) < 1e-9 && grey.red == grey.green && grey.green == grey.blue)
        configuration.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        configuration.strokeColor = .black
        #expect(configuration.resolvedStrokeColor(for: .systemBlue).alpha == 0.5)
        // Copies of one transformer compare equal; a new one with the same body does not.
        var copy = configuration
        #expect(copy == configuration)
        copy.strokeColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(copy != configuration)
    }

    @Test("Selected or highlighted cells take the selection colour; a sidebar's selected cell the tint; others unchanged")
    func updatedForState() {
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: selected).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: selected).backgroundColor == .systemGray4)
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: selected).backgroundColor == nil)
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().updated(for: selected).backgroundColor == .systemGray5)
        #expect(UIBackgroundConfiguration.clear().updated(for: selected) == .clear())
        var highlighted = UICellConfigurationState(traitCollection: UITraitCollection())
        highlighted.isHighlighted = true
        #expect(UIBackgroundConfiguration.listSidebarCell().updated(for: highlighted).backgroundColor == .systemGray5)
        let normal = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(UIBackgroundConfiguration.listPlainCell().updated(for: normal) == .listPlainCell())
    }

    /// A cell in a window, with `configuration` as its background, laid out.
    private func cell(with configuration: UIBackgroundConfiguration) -> (UIWindow, UICollectionViewCell, UIView) {
        let (window, _) = makeTestWindow(width: 400, height: 300)
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        cell.layoutMargins = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        window.addSubview(cell)
        cell.backgroundConfiguration = configuration
        cell.layoutIfNeeded()
        let background = cell.subviews[0]
        background.layoutIfNeeded()
        return (window, cell, background)
    }

    @Test("The cell draws the fill inset (margins on the chosen edges), rounded, with the stroke outset around it")
    func backgroundView() {
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemYellow
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading]
        configuration.cornerRadius = 8
        configuration.strokeWidth = 2
        configuration.strokeOutset = 3
        configuration.strokeColor = .systemRed
        let (window, cell, background) = cell(with: configuration)
        _ = window
        #expect(cell.subviews.count == 2)  // the background, then the content view
        let fill = background.subviews[0], stroke = background.subviews[1]
        #expect(fill.frame == CGRect(x: 24, y: 2, width: 172, height: 56))
        #expect(fill.backgroundColor == .systemYellow)
        #expect(fill.layer.cornerRadius == 8)
        #expect(stroke.frame == CGRect(x: 21, y: -1, width: 178, height: 62))
        #expect(stroke.layer.cornerRadius == 11)
        #expect(stroke.layer.borderWidth == 2)
        #expect(stroke.layer.borderColor == UIColor.systemRed.cgColor)
        #expect(!stroke.isHidden)
    }

    @Test("Selecting the cell updates its background; without automatic updates it keeps the configured colour")
    func stateUpdates() {
        let (window, cell, background) = cell(with: .listPlainCell())
        _ = window
        let fill = background.subviews[0]
        #expect(fill.backgroundColor == .systemBackground)
        cell.isSelected = true
        #expect(fill.backgroundColor == .systemGray4)
        cell.isSelected = false
        #expect(fill.backgroundColor == .systemBackground)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isHighlighted = true
        #expect(fill.backgroundColor == .systemBackground)
    }

    @Test("A background configuration and background views replace each other")
    func replacesBackgroundViews() {
        let (window, cell, _) = cell(with: .listPlainCell())
        _ = window
        let custom = UIView(frame: .zero)
        cell.backgroundView = custom
        #expect(cell.backgroundConfiguration == nil)
        #expect(cell.subviews.count == 2 && cell.subviews[0] === custom)
        cell.selectedBackgroundView = UIView(frame: .zero)
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil)
        #expect(cell.subviews.count == 2 && cell.subviews[0] !== custom)
        #expect(cell.subviews[0].subviews[0].backgroundColor == .secondarySystemGroupedBackground)
        cell.backgroundConfiguration = nil
        #expect(cell.subviews.count == 1)
    }

    @Test("A custom view and an image fill the inset background")
    func customViewAndImage() {
        var configuration = UIBackgroundConfiguration.clear()
        let custom = UIView(frame: .zero)
        configuration.customView = custom
        configuration.image = UIImage(systemName: "star.fill")
        configuration.imageContentMode = .scaleAspectFill
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let (window, _, background) = cell(with: configuration)
        _ = window
        let fill = background.subviews[0]
        #expect(fill.subviews.first === custom)
        #expect(custom.frame == CGRect(x: 0, y: 0, width: 180, height: 40))
        let image = fill.subviews.compactMap { $0 as? UIImageView }.first
        #expect(image?.frame == CGRect(x: 0, y: 0, width: 180, height: 40))
        #expect(image?.contentMode == .scaleAspectFill)
    }
}
