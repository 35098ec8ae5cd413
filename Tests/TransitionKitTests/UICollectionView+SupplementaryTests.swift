import Foundation
import Testing
import TransitionKit
import TransitionKitTestSupport

/// Records the supplementary views a collection view shows and retires.
@MainActor
private final class HeaderRecorder: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : elementKind) \(indexPath.section)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("didEndDisplaying header \(indexPath.section)")
    }
}

@Suite("UICollectionView: supplementary views")
@MainActor
struct UICollectionViewSupplementaryTests {
    @Test("Visible headers are found by kind and index path; the delegate hears them come and go")
    func headers() throws {
        let layout = makeFlowLayout()
        layout.headerReferenceSize = CGSize(width: 400, height: 40)
        let model = GridModel([["0", "1", "2"], ["3", "4", "5"], ["6", "7", "8"]])
        let (window, _, grid) = makeGrid(model, layout: layout)
        defer { withExtendedLifetime(window) {} }
        let recorder = HeaderRecorder()
        grid.delegate = recorder
        grid.reloadData()
        grid.layoutIfNeeded()
        let kind = UICollectionView.elementKindSectionHeader
        // Sections are 40 + 100 = 140 tall: the 300 pt view shows headers 0, 1 and 2 (at 280).
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [0, 1, 2].map { IndexPath(item: 0, section: $0) })
        #expect(grid.indexPathsForVisibleSupplementaryElements(ofKind: "badge").isEmpty)
        let second = try #require(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        #expect(second.frame == CGRect(x: 0, y: 140, width: 400, height: 40))
        #expect(grid.indexPath(forSupplementaryView: second) == IndexPath(item: 0, section: 1))
        #expect(grid.visibleSupplementaryViews(ofKind: kind).count == 3)
        #expect(grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 2))?.frame.minY == 280)
        #expect(recorder.log == ["didEndDisplaying header 0", "didEndDisplaying header 1", "didEndDisplaying header 2",
                                 "willDisplay header 0", "willDisplay header 1", "willDisplay header 2"], "reloadData ends and shows them again")
        recorder.log = []
        grid.contentOffset = CGPoint(x: 0, y: 150)
        grid.layoutIfNeeded()
        #expect(recorder.log == ["didEndDisplaying header 0"])
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(grid.indexPath(forSupplementaryView: second) == IndexPath(item: 0, section: 1))
    }
}
