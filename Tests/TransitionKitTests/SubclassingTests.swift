import Foundation
import Testing
import TransitionKit

// Subclasses written the way iOS code writes them: no `required` where UIKit has none.

/// A collection cell with both of UIView's designated initializers overridden.
private final class BadgeCell: UICollectionViewCell {
    let badge = UILabel()
    private(set) var madeThroughOwnInit = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThroughOwnInit = true
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell that declares no initializers at all.
private final class PlainCell: UICollectionViewCell {
    var tag2 = 7
}

/// A supplementary header written the iOS way.
private final class SectionHeader: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
}

/// A table cell with the style initializer overridden.
private final class SubtitleCell: UITableViewCell {
    private(set) var requestedStyle: CellStyle?
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        requestedStyle = style
    }
    required init?(coder: NSCoder) { fatalError() }
}

/// A layer with a stored property, written as Core Animation subclasses are.
private final class RingLayer: CALayer {
    var progress: CGFloat = 0
    private(set) var madeBy = "?"

    override init() {
        super.init()
        madeBy = "init()"
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? RingLayer { progress = ring.progress }
        madeBy = "init(layer:)"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A view backed by `RingLayer`.
private final class RingView: UIView {
    override class var layerClass: AnyClass { RingLayer.self }
}

/// A shape layer subclass with no initializers.
private final class DashedLayer: CAShapeLayer {
    var dashes = 3
}

/// An animation subclass that overrides `init()`.
private final class PulseAnimation: CABasicAnimation {
    private(set) var configured = false
    override init() {
        super.init()
        keyPath = "opacity"
        configured = true
    }
    required init?(coder: NSCoder) { fatalError() }
}

@Suite("Subclassing as on iOS")
@MainActor
struct SubclassingTests {
    private func collectionView() -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        return UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
    }

    @Test("A registered cell class that overrides init(frame:) and init?(coder:) is made through its own init(frame:)")
    func collectionCellOverridingInit() throws {
        let grid = collectionView()
        grid.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "badge", for: IndexPath(item: 0, section: 0))
        let badgeCell = try #require(cell as? BadgeCell)
        #expect(badgeCell.madeThroughOwnInit)
        #expect(badgeCell.badge.superview === badgeCell.contentView)
        #expect(badgeCell.reuseIdentifier == "badge")
    }

    @Test("A registered cell class with no initializers, and a supplementary view, are made as their own class")
    func collectionCellWithoutInit() throws {
        let grid = collectionView()
        grid.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
        grid.register(SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: "header")
        let cell = grid.dequeueReusableCell(withReuseIdentifier: "plain", for: IndexPath(item: 0, section: 0))
        #expect((cell as? PlainCell)?.tag2 == 7)
        let header = grid.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        #expect((header as? SectionHeader)?.title.superview === header)
    }

    @Test("A registered table cell class is made through its own init(style:reuseIdentifier:) with .default")
    func tableCell() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "row", for: IndexPath(row: 0, section: 0)) as? SubtitleCell)
        #expect(cell.requestedStyle == .default)
        #expect(cell.reuseIdentifier == "row")
        // Made directly, as iOS code also does.
        #expect(SubtitleCell(style: .value1, reuseIdentifier: nil).requestedStyle == .value1)
    }

    @Test("A view's layerClass is made through the layer's init(); its presentation copy through init(layer:)")
    func layerSubclass() throws {
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let ring = try #require(view.layer as? RingLayer)
        #expect(ring.madeBy == "init()")
        ring.progress = 0.75
        let presentation = try #require(ring.presentation())
        #expect(presentation.madeBy == "init(layer:)")
        #expect(presentation.progress == 0.75)
        #expect(RingLayer(layer: ring).progress == 0.75)
    }

    @Test("A layer subclass without initializers keeps its class and stored values in presentation copies")
    func layerSubclassWithoutInit() throws {
        let dashed = DashedLayer()
        dashed.dashes = 5
        dashed.lineWidth = 2
        let copy = try #require(dashed.presentation())
        #expect(copy.lineWidth == 2)
        #expect(type(of: copy) == DashedLayer.self)
    }

    @Test("An animation subclass overriding init() is copied as its own class, through its init(), by copy() and add(_:forKey:)")
    func animationSubclass() throws {
        let pulse = PulseAnimation()
        pulse.fromValue = 1
        pulse.toValue = 0.2
        pulse.duration = 0.4
        let copy = try #require(pulse.copy() as? PulseAnimation)
        #expect(copy.configured && copy.keyPath == "opacity" && copy.duration == 0.4)
        #expect(copy.toValue as? Double == 0.2)
        let made = PulseAnimation.animation()
        #expect(made.configured)
        let layer = CALayer()
        layer.add(pulse, forKey: "pulse")
        #expect(layer.animation(forKey: "pulse") is PulseAnimation)
    }
}
