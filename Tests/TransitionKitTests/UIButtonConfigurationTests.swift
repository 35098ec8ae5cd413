import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// UIButton.Configuration (developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct):
/// filled() "a background filled with the button's tint color"; tinted() "a tinted background
/// color"; plain() "a transparent background"; CornerStyle.capsule "uses a corner radius that
/// generates a capsule"; .fixed "uses the background corner radius without modification"; raw
/// values fixed -1, dynamic 0, small 1, medium 2, large 3, capsule 4. The exact colours and
/// radii are undocumented: the values below pin this implementation's choice.
@Suite("UIButton.Configuration")
@MainActor
struct UIButtonConfigurationTests {
    private func button(_ configuration: UIButton.Configuration, title: String = "Go") -> UIButton {
        var configuration = configuration
        configuration.title = title
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        return button
    }

    @Test("filled: tint background, white title, 8 pt corners")
    func filled() {
        let filled = button(.filled())
        #expect(filled.titleLabel?.text == "Go")
        #expect(filled.backgroundColor == .systemBlue)
        #expect(filled.titleLabel?.textColor == .white)
        #expect(filled.layer.cornerRadius == 8)
    }

    @Test("tinted, gray and plain: their backgrounds and a tint title")
    func otherStyles() {
        let tinted = button(.tinted()), gray = button(.gray()), plain = button(.plain())
        #expect(tinted.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
        #expect(gray.backgroundColor == .systemGray5)
        #expect(plain.backgroundColor == nil)
        #expect([tinted, gray, plain].map { $0.titleLabel?.textColor } == [.systemBlue, .systemBlue, .systemBlue])
    }

    @Test("Base colours override the style's")
    func baseColors() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseBackgroundColor = .systemRed
        configuration.baseForegroundColor = .black
        let custom = button(configuration)
        #expect(custom.backgroundColor == .systemRed)
        #expect(custom.titleLabel?.textColor == .black)
    }

    @Test("Corner styles: small 4, large 12, capsule follows the height, fixed keeps the layer's")
    func cornerStyles() {
        var configuration = UIButton.Configuration.filled()
        #expect([UIButton.Configuration.CornerStyle.fixed, .dynamic, .small, .medium, .large, .capsule].map(\.rawValue) == [-1, 0, 1, 2, 3, 4])
        configuration.cornerStyle = .small
        #expect(button(configuration).layer.cornerRadius == 4)
        configuration.cornerStyle = .large
        #expect(button(configuration).layer.cornerRadius == 12)
        configuration.cornerStyle = .capsule
        let capsule = button(configuration)
        capsule.layoutIfNeeded()  // the radius follows the bounds at layout
        #expect(capsule.layer.cornerRadius == 22)
        capsule.frame.size.height = 30
        capsule.layoutIfNeeded()
        #expect(capsule.layer.cornerRadius == 15)
        configuration.cornerStyle = .fixed
        let fixed = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        fixed.layer.cornerRadius = 5
        fixed.configuration = configuration
        #expect(fixed.layer.cornerRadius == 5)
    }

    @Test("The primary action's title shows when the configuration has none, and the tap runs it")
    func primaryAction() {
        let (window, _) = makeTestWindow()
        var taps = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Next") { _ in taps += 1 })
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        window.addSubview(button)
        #expect(button.titleLabel?.text == "Next")
        window.send(.mouseDown(CGPoint(x: 50, y: 30)))
        window.send(.mouseUp(CGPoint(x: 50, y: 30)))
        #expect(taps == 1)
    }

    /// Apple: `imagePlacement` "The edge against which the button places the image";
    /// `imagePadding` "The distance between the button's image and text"
    /// (developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct).
    @Test("The image sits leading or trailing, padded from the title, the pair centred; top stacks it above")
    func imagePlacement() throws {
        let square = UIImage(cgImage: try #require(CGImage(width: 20, height: 20, color: .red)))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.image = square
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel).intrinsicContentSize
        let left = ((200 - 20 - 6 - title.width) / 2).rounded()
        let imageView = try #require(button.imageView)
        #expect(imageView.frame == CGRect(x: left, y: 12, width: 20, height: 20))
        #expect(button.titleLabel?.frame.minX == left + 26)
        #expect(button.intrinsicContentSize.width == title.width + 26 + 16)

        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.minX == left)
        #expect(button.imageView?.frame.minX == left + title.width + 6)

        configuration.imagePlacement = .top
        button.configuration = configuration
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        button.layoutIfNeeded()
        let top = ((80 - 20 - 6 - title.height) / 2).rounded()
        #expect(button.imageView?.frame == CGRect(x: 90, y: top, width: 20, height: 20))
        #expect(button.titleLabel?.frame.minY == top + 26)
    }

    @Test("A symbol image takes the foreground colour; no image, no image view")
    func symbolTint() throws {
        var configuration = UIButton.Configuration.filled()
        configuration.image = UIImage(systemName: "heart.fill")
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 44)
        button.layoutIfNeeded()
        #expect(button.imageView?.tintColor == button.titleLabel?.textColor)
        #expect(button.imageView?.frame.midX == 30, "alone, the image is centred")
        configuration.image = nil
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.imageView == nil)
    }

    @Test("The bordered styles are the iPhone styles: borderless plain, bordered gray, borderedTinted tinted, borderedProminent filled")
    func borderedStyles() {
        func background(_ configuration: UIButton.Configuration) -> UIColor? {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            button.layoutIfNeeded()
            return button.backgroundColor
        }
        #expect(background(.borderless()) == nil)
        #expect(background(.bordered()) == .systemGray5)
        #expect(background(.borderedTinted()) == UIColor.systemBlue.withAlphaComponent(0.15))
        #expect(background(.borderedProminent()) == .systemBlue)
    }

    @Test("buttonSize picks the font and default insets; contentInsets set replace them until setDefaultContentInsets()")
    func sizesAndInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 10, leading: 14, bottom: 10, trailing: 14))
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font.pointSize == 20)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 28, height: max(title.height + 20, 34)))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 30, bottom: 20, trailing: 10)
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 40))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 30, y: 20, width: 160, height: 60))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets.leading == 14)
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6))
    }

    @Test("updated(for:) gives the configuration; the line break mode reaches the title; the Mac and selection settings are stored")
    func updatedAndStored() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A long title"
        configuration.titleLineBreakMode = .byTruncatingMiddle
        configuration.macIdiomStyle = .bordered
        configuration.automaticallyUpdateForSelection = false
        let button = UIButton(configuration: configuration)
        let updated = configuration.updated(for: button)
        #expect(updated.title == "A long title" && updated.macIdiomStyle == .bordered && !updated.automaticallyUpdateForSelection)
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingMiddle)
    }

    @Test("A subtitle sits under the title, titlePadding away, the pair centred; subtitleLabel is nil without one")
    func subtitle() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        let button = UIButton(configuration: configuration)
        #expect(button.subtitleLabel == nil)
        configuration.subtitle = "Sub"
        configuration.titlePadding = 4
        configuration.titleAlignment = .leading
        button.configuration = configuration
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.layoutIfNeeded()
        let subtitleLabel = try! #require(button.subtitleLabel)
        let title = button.titleLabel!.intrinsicContentSize, sub = subtitleLabel.intrinsicContentSize
        #expect(subtitleLabel.text == "Sub" && subtitleLabel.font.pointSize == 13 && !subtitleLabel.isHidden)
        #expect(subtitleLabel.textColor == button.titleLabel?.textColor)
        #expect(subtitleLabel.textAlignment == .left && button.titleLabel?.textAlignment == .left)
        let top = (50 - (title.height + 4 + sub.height) / 2).rounded()
        #expect(button.titleLabel?.frame == CGRect(x: 8, y: top, width: 184, height: title.height))
        #expect(subtitleLabel.frame == CGRect(x: 8, y: top + title.height + 4, width: 184, height: sub.height))
        #expect(button.intrinsicContentSize == CGSize(width: max(title.width, sub.width) + 16,
                                                       height: max(title.height + 4 + sub.height + 12, 34)))
        configuration.subtitle = nil
        button.configuration = configuration
        #expect(button.subtitleLabel == nil && subtitleLabel.isHidden)
    }
}
