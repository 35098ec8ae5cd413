import TransitionKit

/// Fits one line of text into a width by its line-break mode, measuring with a given function
/// (SDL2_ttf's exact widths when drawing; anything monotonic in tests).
///
/// A line that fits is kept. Otherwise, as `UILabel` draws a line that is too long:
/// - `.byTruncatingTail` / `.byTruncatingHead` / `.byTruncatingMiddle`: the most characters that
///   fit with "…" at the end, the start or the middle ("…" alone when nothing else fits, nothing
///   when even that does not);
/// - `.byWordWrapping`: the words that fit (the characters that fit when not even one word does);
/// - `.byCharWrapping`: the characters that fit;
/// - `.byClipping`: the whole line (the renderer cuts it at the bounds).
package struct TextFitter {
    /// The ellipsis a truncated line shows.
    static let ellipsis = "…"

    /// The width of a string, in the same units as the width to fit.
    let measure: (String) -> Int

    /// A fitter measuring with `measure`.
    package init(measure: @escaping (String) -> Int) {
        self.measure = measure
    }

    /// `line` fitted into `width` by `mode`.
    package func fit(_ line: String, width: Int, mode: NSLineBreakMode) -> String {
        guard measure(line) > width else { return line }
        let characters = Array(line)
        switch mode {
        case .byClipping:
            return line
        case .byCharWrapping:
            return longest(upTo: characters.count, width: width) { String(characters.prefix($0)) }
        case .byWordWrapping:
            let words = Self.wordEnds(in: characters)
            let byWords = longest(upTo: words.count, width: width) { $0 == 0 ? "" : String(characters.prefix(words[$0 - 1])) }
            return byWords.isEmpty
                ? longest(upTo: characters.count, width: width) { String(characters.prefix($0)) }
                : byWords
        case .byTruncatingTail:
            return longest(upTo: characters.count, width: width) { kept in
                Self.trimmed(characters.prefix(kept), trailing: true) + Self.ellipsis
            }
        case .byTruncatingHead:
            return longest(upTo: characters.count, width: width) { kept in
                Self.ellipsis + Self.trimmed(characters.suffix(kept), trailing: false)
            }
        case .byTruncatingMiddle:
            return longest(upTo: characters.count, width: width) { kept in
                let head = (kept + 1) / 2, tail = kept - head
                return Self.trimmed(characters.prefix(head), trailing: true) + Self.ellipsis
                    + Self.trimmed(characters.suffix(tail), trailing: false)
            }
        }
    }

    /// The candidate for the largest count in 1...`limit` that fits `width` (widths grow with
    /// the count), for truncations the bare ellipsis when none does, else "".
    private func longest(upTo limit: Int, width: Int, _ candidate: (Int) -> String) -> String {
        var low = 0, high = limit  // invariant: count `low` fits (0 stands for "none")
        while low < high {
            let middle = (low + high + 1) / 2
            if measure(candidate(middle)) <= width { low = middle } else { high = middle - 1 }
        }
        if low > 0 { return candidate(low) }
        let bare = candidate(0)
        return bare == Self.ellipsis && measure(bare) <= width ? bare : ""
    }

    /// The character counts at which words end (before each run of spaces, and at the end).
    private static func wordEnds(in characters: [Character]) -> [Int] {
        var ends: [Int] = []
        for index in characters.indices where characters[index] != " "
            && (index + 1 == characters.count || characters[index + 1] == " ") {
            ends.append(index + 1)
        }
        return ends
    }

    /// The characters without spaces at the side that meets the ellipsis.
    private static func trimmed(_ characters: ArraySlice<Character>, trailing: Bool) -> String {
        var slice = characters
        if trailing { while slice.last == " " { slice.removeLast() } } else { while slice.first == " " { slice.removeFirst() } }
        return String(slice)
    }
}
