import Foundation
import TransitionKit

/// The simulated keyboard drawn over a pane where the scene window's keyboard is
/// (`UIWindow.keyboardPresentationFrame`): iOS's dark letter layout, four rows of keys in the
/// top 216 points (a phone's key area; below it, the globe-and-dictation strip and the home
/// indicator's area stay plain), the Return key titled for the focused field (`returnKeyType`,
/// blue when it names an action), and the keys held on the desktop keyboard lit.
///
/// It only shows: typing goes from the desktop keyboard to the focused field, and clicks on it
/// reach the scene's window (as they would reach the views it covers on iOS, where the keyboard
/// is another process's window above the app's).
@MainActor
final class KeyboardPanel: UIView {
    /// The letter rows, top to bottom.
    static let letterRows: [[String]] = [
        ["Q", "W", "E", "R", "T", "Y", "U", "I", "O", "P"],
        ["A", "S", "D", "F", "G", "H", "J", "K", "L"],
        ["Z", "X", "C", "V", "B", "N", "M"],
    ]
    /// The key area's height (the rest of the keyboard is the bottom strip).
    static let keyAreaHeight: CGFloat = 216
    /// A key's height, the gap between rows and between keys, the margin at the sides and top.
    static let keyHeight: CGFloat = 42, rowGap: CGFloat = 12, keyGap: CGFloat = 6, margin: CGFloat = 3, topMargin: CGFloat = 8

    /// One key: its desktop key (for the pressed light), its face and its title.
    private struct KeyView {
        let key: Key
        let face: UIView
        let title: UILabel
        let isFunction: Bool
    }

    private var keys: [KeyView] = []
    private var returnKey: KeyView!
    private var laidOutWidth: CGFloat = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = Palette.keyboard
        for row in Self.letterRows {
            for letter in row { addKey(.letter(Character(letter)), title: letter.lowercased(), isFunction: false) }
        }
        addKey(Key(name: "Left Shift"), title: "\u{21E7}", isFunction: true)
        addKey(.backspace, title: "\u{232B}", isFunction: true)
        addKey(Key(name: "123"), title: "123", isFunction: true)
        addKey(.space, title: "space", isFunction: false)
        returnKey = addKey(.return, title: UIReturnKeyType.default.title, isFunction: true)
    }

    /// Not archived on Linux; returns nil.
    required init?(coder: NSCoder) { return nil }

    @discardableResult
    private func addKey(_ key: Key, title: String, isFunction: Bool) -> KeyView {
        let face = UIView(), label = UILabel()
        face.layer.cornerRadius = 5
        label.text = title
        label.textAlignment = .center
        label.textColor = .white
        label.font = .systemFont(ofSize: title.count == 1 ? 22 : 16)
        face.addSubview(label)
        addSubview(face)
        let view = KeyView(key: key, face: face, title: label, isFunction: isFunction)
        keys.append(view)
        return view
    }

    /// Shows the keyboard with the Return key titled `returnTitle` and the `pressed` keys lit.
    func update(returnTitle: String, pressed: Set<Key>) {
        if returnKey.title.text != returnTitle { returnKey.title.text = returnTitle }
        let isAction = returnTitle != UIReturnKeyType.default.title
        for key in keys {
            let pressedKey = key.key == .return ? pressed.contains(.return) || pressed.contains(.keypadEnter) : pressed.contains(key.key)
            let color = pressedKey ? Palette.keyboardPressedKey
                : key.key == .return && isAction ? Palette.keyboardActionKey
                : key.isFunction ? Palette.keyboardFunctionKey : Palette.keyboardKey
            if key.face.backgroundColor != color { key.face.backgroundColor = color }
        }
        if bounds.width != laidOutWidth { layoutKeys() }
    }

    /// The Return key's title.
    var returnKeyTitle: String? { returnKey.title.text }
    /// The Return key's fill.
    var returnKeyColor: UIColor? { returnKey.face.backgroundColor }
    /// The fill of the key `key` (nil when the panel has no such key).
    func color(of key: Key) -> UIColor? { keys.first { $0.key == key }?.face.backgroundColor }

    /// Places the keys for the panel's width: ten letter keys fill the top row; the second row
    /// is inset by half a key; shift and delete flank the third; 123, space and Return share the
    /// bottom row one to four to two.
    private func layoutKeys() {
        laidOutWidth = bounds.width
        let width = bounds.width, gap = Self.keyGap
        let keyWidth = (width - 2 * Self.margin - 9 * gap) / 10
        func rowY(_ row: Int) -> CGFloat { Self.topMargin + CGFloat(row) * (Self.keyHeight + Self.rowGap) }
        func place(_ key: KeyView, x: CGFloat, row: Int, width: CGFloat) {
            key.face.frame = CGRect(x: x, y: rowY(row), width: width, height: Self.keyHeight)
            key.title.frame = key.face.bounds
        }
        var index = 0
        for (row, letters) in Self.letterRows.enumerated() {
            let rowWidth = CGFloat(letters.count) * keyWidth + CGFloat(letters.count - 1) * gap
            var x = (width - rowWidth) / 2
            for _ in letters {
                place(keys[index], x: x, row: row, width: keyWidth)
                x += keyWidth + gap
                index += 1
            }
        }
        let functionWidth = keyWidth * 1.3
        place(keys[index], x: Self.margin, row: 2, width: functionWidth)                                   // shift
        place(keys[index + 1], x: width - Self.margin - functionWidth, row: 2, width: functionWidth)       // delete
        let unit = (width - 2 * Self.margin - 2 * gap) / 7
        place(keys[index + 2], x: Self.margin, row: 3, width: unit)                                        // 123
        place(keys[index + 3], x: Self.margin + unit + gap, row: 3, width: 4 * unit)                       // space
        place(keys[index + 4], x: Self.margin + 5 * unit + 2 * gap, row: 3, width: 2 * unit)               // return
    }
}
