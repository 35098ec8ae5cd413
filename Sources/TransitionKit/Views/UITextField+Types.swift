import Foundation

extension UITextField {
    /// The border drawn around a text field, plainly: none, a 1 pt dark line, a 1 pt grey
    /// "bezel" line, or a white rectangle with 5 pt rounded corners and a hairline grey border.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin dark rectangle.
        case line = 1
        /// A bezel (drawn as a grey line).
        case bezel = 2
        /// A rounded rectangle, as search and form fields use.
        case roundedRect = 3
    }

    /// When an overlay view (`leftView`, `rightView`, the clear button) appears.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the field is editing.
        case whileEditing = 1
        /// Only while it is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended (`textFieldDidEndEditing(_:reason:)`).
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned the first responder: its changes stand.
        case committed = 0
        /// The editing was cancelled (tvOS only on Apple's platforms; never sent here).
        case cancelled = 1
    }

    /// Posted (object: the field) when the field begins editing, after its delegate's
    /// `textFieldDidBeginEditing(_:)`.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after typing changed its text, after `.editingChanged`.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field; userInfo: `didEndEditingReasonUserInfoKey`) when the field ends
    /// editing, after its delegate's `textFieldDidEndEditing(_:reason:)`.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The userInfo key of `textDidEndEditingNotification`: an `NSNumber` holding the
    /// `DidEndEditingReason`'s raw value.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"
}

/// The kind of keyboard a text field asks for (`UITextInputTraits.keyboardType`). Stored: the
/// playground's keyboard always shows letters, and typing comes from the desktop keyboard.
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the input method.
    case `default` = 0
    /// Letters and punctuation in ASCII.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs.
    case URL = 3
    /// Digits 0-9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A keypad for a person's name or phone number.
    case namePhonePad = 6
    /// For email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// With @ and # for social posts.
    case twitter = 9
    /// For web search terms and URLs.
    case webSearch = 10
    /// Digits in ASCII.
    case asciiCapableNumberPad = 11
    /// The same as `asciiCapable` (deprecated name).
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key (`UITextInputTraits.returnKeyType`); the
/// playground's keyboard draws it on its Return key.
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11

    /// The key's title, as iOS draws it.
    package var title: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google, .search, .yahoo: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }
}

/// When the keyboard presses Shift by itself (`UITextInputTraits.autocapitalizationType`).
/// Stored: typing comes from a desktop keyboard, which iOS never auto-capitalizes.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// Whether the keyboard autocorrects (`UITextInputTraits.autocorrectionType`). Stored: there
/// is no autocorrection here, as with a hardware keyboard without it.
public enum UITextAutocorrectionType: Int, Sendable {
    /// The input method's default.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
