import Testing
import TransitionKit
import TransitionKitSDL

/// Fitting a line into a width by its line-break mode (10 units a character, so the numbers are plain).
@Suite("Text fitting")
struct TextFitterTests {
    let fitter = TextFitter { $0.count * 10 }

    // UIKit: "NSLineBreakMode.byTruncatingTail: The line is displayed so that the beginning fits in
    // the container and the missing text at the end of the line is indicated by an ellipsis glyph"
    // (Apple, NSLineBreakMode); head and middle likewise at the start and in the middle.
    @Test("Truncation keeps what fits with an ellipsis at the end, the start or the middle", arguments: [
        (NSLineBreakMode.byTruncatingTail, "Phot…"), (.byTruncatingHead, "…to 6"), (.byTruncatingMiddle, "Pho…6"),
    ])
    func truncation(mode: NSLineBreakMode, expected: String) {
        #expect(fitter.fit("Photo 6", width: 50, mode: mode) == expected)
    }

    @Test("A line that fits is kept whatever the mode")
    func fits() {
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping, .byWordWrapping, .byCharWrapping] {
            #expect(fitter.fit("Photo 6", width: 70, mode: mode) == "Photo 6")
        }
    }

    @Test("Wrapping modes end at a word or a character; clipping keeps the line for the renderer to cut")
    func wrappingAndClipping() {
        #expect(fitter.fit("spring 0.3 s, damping 0.8", width: 130, mode: .byWordWrapping) == "spring 0.3 s,")
        #expect(fitter.fit("spring 0.3 s, damping 0.8", width: 130, mode: .byCharWrapping) == "spring 0.3 s,")
        #expect(fitter.fit("spring 0.3 s, damping 0.8", width: 95, mode: .byWordWrapping) == "spring")
        #expect(fitter.fit("springtime", width: 45, mode: .byWordWrapping) == "spri", "no whole word fits: characters")
        #expect(fitter.fit("Photo 6", width: 10, mode: .byClipping) == "Photo 6")
    }

    @Test("Spaces next to the ellipsis go; with room for the ellipsis alone it is all that shows; with less, nothing")
    func edges() {
        #expect(fitter.fit("Photo 6 of 12", width: 70, mode: .byTruncatingTail) == "Photo…")
        #expect(fitter.fit("Photo 6", width: 15, mode: .byTruncatingTail) == "…")
        #expect(fitter.fit("Photo 6", width: 5, mode: .byTruncatingTail) == "")
        #expect(fitter.fit("Photo 6", width: -3, mode: .byCharWrapping) == "")
    }
}
