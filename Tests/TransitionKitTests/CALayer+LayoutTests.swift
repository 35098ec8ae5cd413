import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// Layer layout. Core Animation: `setNeedsLayout()` "Invalidates the layer's layout and marks
/// it as needing an update"; `layoutIfNeeded()`: "the layer's super layers are traversed until
/// a ancestor layer is found that does not require layout. Then layout is performed on the
/// entire layer-tree beneath that ancestor"; `layoutSublayers()`: "The default implementation
/// of this method calls the layoutSublayers(of:) method of the layer's delegate object";
/// `preferredFrameSize()`: the bounds' size "mapped into the coordinate space of its superlayer".
@MainActor
struct CALayerLayoutTests {
    /// A layer that records its layout passes and puts its first sublayer in its right half.
    final class SplitLayer: CALayer {
        var passes: [String] = []
        override func layoutSublayers() {
            super.layoutSublayers()
            passes.append(name ?? "?")
            CATransaction.begin()
            CATransaction.setDisableActions(true)  // placed at once, not by an implicit animation
            sublayers?.first?.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
            CATransaction.commit()
        }
    }

    final class LayoutDelegate: CALayerDelegate {
        var laidOut: [CALayer] = []
        func layoutSublayers(of layer: CALayer) { laidOut.append(layer) }
    }

    @Test func setNeedsLayoutThenLayoutIfNeededLaysOutOnce() {
        let layer = SplitLayer(), child = CALayer()
        layer.name = "split"
        layer.addSublayer(child)
        layer.layoutIfNeeded()
        #expect(layer.passes == ["split"], "adding a sublayer asks for layout")
        #expect(!layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.passes == ["split"])
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.passes == ["split", "split"])
    }

    @Test func aNewBoundsSizeAsksForLayoutAndTheDelegateLaysOut() {
        let layer = CALayer(), delegate = LayoutDelegate()
        layer.delegate = delegate
        layer.layoutIfNeeded()
        delegate.laidOut = []
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(!layer.needsLayout(), "only a new size asks for layout")
        layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(delegate.laidOut.count == 1 && delegate.laidOut.first === layer)
    }

    @Test func layoutIfNeededStartsAtTheTopmostAncestorNeedingLayout() {
        let root = SplitLayer(), middle = SplitLayer(), leaf = SplitLayer()
        root.name = "root"; middle.name = "middle"; leaf.name = "leaf"
        root.addSublayer(middle); middle.addSublayer(leaf)
        root.layoutIfNeeded()
        root.passes = []; middle.passes = []; leaf.passes = []
        root.setNeedsLayout(); leaf.setNeedsLayout()
        leaf.layoutIfNeeded()
        #expect(root.passes == ["root"] && middle.passes.isEmpty && leaf.passes == ["leaf"])
    }

    @Test func aLayerNeedingLayoutIsLaidOutBeforeItIsDrawn() {
        let (window, _) = makeTestWindow()
        let layer = SplitLayer(), child = CALayer()
        child.backgroundColor = .red
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.addSublayer(child)
        window.layer.addSublayer(layer)
        let red = window.displayList().flattenedCommands.first { $0.fillColor == .red }
        #expect(red?.rect == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(red?.transform.tx == 50, "placed by layoutSublayers() in the right half")
        #expect(layer.passes.count == 1)
    }

    @Test func aViewsLayerLaysOutItsView() {
        final class CountingView: UIView {
            var layouts = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
        }
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        let before = view.layouts
        view.layer.setNeedsLayout()
        #expect(view.layer.needsLayout())
        view.layer.layoutIfNeeded()
        #expect(view.layouts == before + 1 && !view.layer.needsLayout())
    }

    @Test func preferredFrameSizeIsTheTransformedBoundsSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(layer.preferredFrameSize() == CGSize(width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.preferredFrameSize() == CGSize(width: 200, height: 150))
    }

    /// `resizeSublayers(withOldSize:)`: "the layer calls this method" when its bounds change; "The
    /// default implementation calls the resize(withOldSuperlayerSize:) method of each sublayer".
    @Test func aNewSizeTellsTheSublayersTheOldSize() {
        final class FollowingLayer: CALayer {
            var oldSizes: [CGSize] = []
            override func resize(withOldSuperlayerSize size: CGSize) {
                oldSizes.append(size)
                frame = superlayer?.bounds ?? frame
            }
        }
        let parent = CALayer(), child = FollowingLayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        parent.addSublayer(child)
        parent.bounds.size = CGSize(width: 30, height: 20)
        #expect(child.oldSizes == [CGSize(width: 10, height: 10)])
        #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        parent.bounds.origin = CGPoint(x: 4, y: 4)
        #expect(child.oldSizes.count == 1, "only a new size")
    }
}

