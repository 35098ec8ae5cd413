import Testing
import TransitionCatalog

@Suite("TransitionCatalog")
struct TransitionCatalogTests {
    @Test("The catalog reports the package version")
    func version() {
        #expect(TransitionCatalogInfo.version.split(separator: ".").count == 3)
    }
}
