import Foundation

/// Sharing one drag between the sheet and a vertical scroll view inside it (UIKit's behaviour
/// since iOS 15, WWDC21 "Customize and resize sheets in UIKit"): pulled down, the content
/// scrolls back to its top first and then the sheet follows; pushed up, the sheet rises to its
/// ceiling first (the largest detent when `prefersScrollingExpandsWhenScrolledToEdge`, else
/// where it rested) and then the content scrolls. The hand-over happens inside one drag, both
/// ways. The scroll view's pan runs first in each step (it is deeper); this step then takes
/// back the sheet's share by putting the scroll view's offset where its share leaves it and
/// re-anchoring its drag there.
extension SheetDragGesture {
    /// Finds the scroll view under the pointer when the drag begins.
    func beginSharing(with pan: UIPanGestureRecognizer) {
        scrollView = nil
        sheetMovedLast = true
        guard let sheet = pan.view, var view = pan.trackedTouches.first?.view else { return }
        while view !== sheet {
            if let scroll = view as? UIScrollView, scroll.isScrollEnabled, scroll.scrollsVertically {
                scrollView = scroll
                lastScrollOffset = scroll.unbanded(scroll.contentOffset).y
                return
            }
            guard let parent = view.superview else { return }
            view = parent
        }
    }

    /// Splits a pointer movement of `delta` (down positive) between the scroll view and the
    /// sheet, applies the scroll view's share, and returns the sheet's.
    func shareWithScrollView(_ delta: CGFloat, sheetTop: CGFloat, ceiling: CGFloat) -> CGFloat {
        guard let scroll = scrollView else {
            sheetMovedLast = true
            return delta
        }
        let before = lastScrollOffset
        let contentTop = scroll.minimumOffset.y
        let scrollShare: CGFloat
        if delta > 0 {
            scrollShare = min(delta, max(before - contentTop, 0))
        } else {
            let sheetRoom = max(sheetTop - ceiling, 0)
            scrollShare = delta - max(delta, -sheetRoom)
        }
        // The scroll view's own step is replaced by its share, rubber-banded past its bottom.
        let raw = CGPoint(x: scroll.contentOffset.x, y: before - scrollShare)
        scroll.contentOffset = scroll.rubberBanded(raw)
        scroll.dragStartRawOffset = raw
        scroll.dragStartTranslation = scroll.panGestureRecognizer.translation(in: scroll)
        lastScrollOffset = raw.y
        let sheetShare = delta - scrollShare
        sheetMovedLast = sheetShare != 0
        return sheetShare
    }

    /// The sheet takes the release: the scroll view stops where it is, inside its content.
    func stopScrollView() {
        guard let scroll = scrollView else { return }
        scroll.stopMotion()
        scroll.contentOffset = scroll.clamped(scroll.contentOffset)
        scrollView = nil
    }
}
