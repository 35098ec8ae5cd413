import Foundation

/// Reads Auto Layout's visual format language into a description of the constraints it names
/// (Apple: "Visual Format Language", in the Auto Layout Guide):
///
///     (H:|V:)? (| connection)? [view(predicates)] (connection [view(predicates)])* (connection |)?
///
/// A connection is empty (the views touch), `-` (the standard spacing), `-n-` or `-(predicates)-`.
/// A predicate is `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`; view names and
/// metric names are identifiers. Spaces are skipped. The parser only reads; making constraints is
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`'s.
struct VisualFormatParser {
    /// One predicate: relation, what it relates to and its priority.
    struct Predicate: Equatable {
        enum Object: Equatable { case constant(CGFloat), view(String) }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: Float
    }

    /// The gap between two elements: nil predicates mean the standard spacing.
    struct Connection: Equatable {
        var predicates: [Predicate]?
    }

    /// One `[view(...)]`.
    struct ViewElement: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    /// A parsed format.
    struct Format: Equatable {
        var vertical: Bool
        /// The connection to the superview's leading (or top) edge, if the format starts with `|`.
        var leadingEdge: Connection?
        var views: [ViewElement]
        /// The connections between adjacent views (`views.count - 1` of them).
        var connections: [Connection]
        /// The connection to the superview's trailing (or bottom) edge, if the format ends with `|`.
        var trailingEdge: Connection?
    }

    /// Why a format could not be read: the message and where in the format.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: CGFloat]

    /// A parser of `format` with `metrics` for named constants.
    init(_ format: String, metrics: [String: CGFloat]) {
        characters = Array(format)
        self.metrics = metrics
    }

    /// Reads the whole format.
    mutating func parse() throws(Failure) -> Format {
        var vertical = false
        skipSpaces()
        if let first = peek(), first == "H" || first == "V", peek(1) == ":" {
            vertical = first == "V"
            index += 2
        }
        var leadingEdge: Connection?
        skipSpaces()
        if peek() == "|" {
            index += 1
            leadingEdge = try connection()
        }
        var views = [try view()]
        var connections: [Connection] = []
        var trailingEdge: Connection?
        while true {
            skipSpaces()
            guard peek() != nil else { break }
            let gap = try connection()
            skipSpaces()
            if peek() == "|" {
                index += 1
                trailingEdge = gap
                skipSpaces()
                if peek() != nil { throw fail("Expected the end of the format after '|'") }
                break
            }
            guard peek() == "[" else { throw fail("Expected a view ('[') or the superview ('|')") }
            connections.append(gap)
            views.append(try view())
        }
        return Format(vertical: vertical, leadingEdge: leadingEdge, views: views, connections: connections, trailingEdge: trailingEdge)
    }

    private func peek(_ ahead: Int = 0) -> Character? {
        index + ahead < characters.count ? characters[index + ahead] : nil
    }

    private mutating func skipSpaces() {
        while let character = peek(), character == " " { index += 1 }
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

    /// A connection: nothing (touching), `-` (standard), `-n-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws(Failure) -> Connection {
        skipSpaces()
        guard peek() == "-" else { return Connection(predicates: [Predicate(relation: .equal, object: .constant(0), priority: 1000)]) }
        index += 1
        skipSpaces()
        if peek() == "[" || peek() == "|" { return Connection(predicates: nil) }
        let predicates: [Predicate]
        if peek() == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(relation: .equal, object: .constant(try constant()), priority: 1000)]
        }
        for predicate in predicates {
            if case .view(let name) = predicate.object { throw fail("A spacing can't relate to a view ('\(name)')") }
        }
        skipSpaces()
        guard peek() == "-" else { throw fail("Expected '-' after a spacing") }
        index += 1
        return Connection(predicates: predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(Failure) -> ViewElement {
        skipSpaces()
        guard peek() == "[" else { throw fail("Expected a view ('[')") }
        index += 1
        skipSpaces()
        guard let name = identifier() else { throw fail("Expected a view name") }
        skipSpaces()
        var predicates: [Predicate] = []
        if peek() == "(" { predicates = try predicateList() }
        skipSpaces()
        guard peek() == "]" else { throw fail("Expected ']' after the view '\(name)'") }
        index += 1
        return ViewElement(name: name, predicates: predicates)
    }

    /// `(predicate, predicate...)`.
    private mutating func predicateList() throws(Failure) -> [Predicate] {
        index += 1 // "("
        var predicates: [Predicate] = []
        while true {
            predicates.append(try predicate())
            skipSpaces()
            if peek() == "," { index += 1; continue }
            guard peek() == ")" else { throw fail("Expected ',' or ')' in a predicate list") }
            index += 1
            return predicates
        }
    }

    private mutating func predicate() throws(Failure) -> Predicate {
        skipSpaces()
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek(), "=<>".contains(first) {
            guard peek(1) == "=" else { throw fail("Expected '==', '<=' or '>='") }
            relation = first == "<" ? .lessThanOrEqual : first == ">" ? .greaterThanOrEqual : .equal
            index += 2
        }
        skipSpaces()
        let object: Predicate.Object
        if let character = peek(), character.isNumber || character == "-" || character == "." || character == "+" {
            object = .constant(try number())
        } else if let name = identifier() {
            object = metrics[name].map { Predicate.Object.constant($0) } ?? Predicate.Object.view(name)
        } else {
            throw fail("Expected a number, a metric or a view name")
        }
        skipSpaces()
        var priority: Float = 1000
        if peek() == "@" {
            index += 1
            skipSpaces()
            let value = try constant()
            guard value >= 1, value <= 1000 else { throw fail("A priority must be in 1...1000 (got \(value))") }
            priority = Float(value)
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value.
    private mutating func constant() throws(Failure) -> CGFloat {
        if let character = peek(), character.isNumber || character == "-" || character == "." || character == "+" { return try number() }
        let start = index
        guard let name = identifier() else { throw fail("Expected a number or a metric name") }
        guard let value = metrics[name] else {
            index = start
            throw fail("The metric '\(name)' is not in the metrics dictionary")
        }
        return value
    }

    private mutating func number() throws(Failure) -> CGFloat {
        let start = index
        if peek() == "-" || peek() == "+" { index += 1 }
        while let character = peek(), character.isASCII, character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])), value.isFinite else {
            index = start
            throw fail("Expected a number")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String? {
        guard let first = peek(), first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let character = peek(), character.isASCII, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }
}
