import Foundation
import TransitionKit

/// The search scene's screen: a title, a search field and a card of matching colours whose
/// bottom keeps above the keyboard the way `avoidance` says, written as an iOS app writes it.
@MainActor
final class SearchSceneViewController: UIViewController, UITextFieldDelegate {
    /// How the results card keeps above the keyboard.
    enum Avoidance: Int, CaseIterable {
        /// The card's bottom on `view.keyboardLayoutGuide.topAnchor`.
        case layoutGuide
        /// A bottom constraint the keyboard notifications set, animated with their curve.
        case notifications
        /// Nothing: the keyboard covers the card.
        case none

        /// The name on keys 1-3.
        var name: String {
            switch self {
            case .layoutGuide: "keyboardLayoutGuide"
            case .notifications: "keyboard notifications"
            case .none: "no avoidance"
            }
        }
    }

    /// The colours to search, by name.
    static let colours: [(name: String, color: UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
        ("Mint", .systemMint), ("Teal", .systemTeal), ("Cyan", .systemCyan), ("Blue", .systemBlue),
        ("Indigo", .systemIndigo), ("Purple", .systemPurple), ("Pink", .systemPink), ("Brown", .systemBrown),
        ("Gray", .systemGray), ("Coral", UIColor(rgb: 0xFF7F50)), ("Lavender", UIColor(rgb: 0xB4A7F5)),
        ("Lime", UIColor(rgb: 0xA4DE02)), ("Navy", UIColor(rgb: 0x1F3A93)), ("Salmon", UIColor(rgb: 0xFA8072)),
    ]
    /// The gap between the card and the keyboard (or the safe area's bottom), in points.
    static let cardGap: CGFloat = 12
    /// A result row's height.
    static let rowHeight: CGFloat = 44
    /// The results card's fill.
    static let cardColor = UIColor(rgb: 0x283041)

    /// How the card avoids the keyboard (keys 1-3).
    var avoidance = Avoidance.layoutGuide { didSet { if isViewLoaded { applyAvoidance() } } }

    let searchField = UITextField()
    /// The card of results.
    let resultsCard = UIView()
    /// "18 colours", "2 colours match “bl”", "No colour matches “x”".
    let countLabel = UILabel()
    /// One row a colour, hidden when it does not match.
    private(set) var rows: [UIView] = []
    private let rowStack = UIStackView()

    private var guideConstraint: NSLayoutConstraint!
    private var notificationConstraint: NSLayoutConstraint!
    private var safeAreaConstraint: NSLayoutConstraint!
    private var keyboardObserver: NSObjectProtocol?

    /// The names of the colours shown.
    var shownNames: [String] {
        zip(Self.colours, rows).filter { !$0.1.isHidden }.map(\.0.name)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        let titleLabel = Palette.panelLabel("Search", size: 34, bold: true)
        searchField.placeholder = "Search colours"
        searchField.borderStyle = .none   // a dark rounded field, styled by hand as apps do
        searchField.backgroundColor = Self.cardColor
        searchField.layer.cornerRadius = 10
        searchField.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 14, height: 44))
        searchField.leftViewMode = .always
        searchField.textColor = Palette.title
        searchField.font = .systemFont(ofSize: 20)
        searchField.returnKeyType = .search
        searchField.clearButtonMode = .whileEditing
        searchField.delegate = self
        searchField.addAction(UIAction { [weak self] _ in self?.filter() }, for: .editingChanged)

        resultsCard.backgroundColor = Self.cardColor
        resultsCard.layer.cornerRadius = 16
        resultsCard.clipsToBounds = true
        countLabel.font = .boldSystemFont(ofSize: 15)
        countLabel.textColor = Palette.caption
        rowStack.axis = .vertical
        rows = Self.colours.map { Self.makeRow(name: $0.name, color: $0.color) }
        for row in rows { rowStack.addArrangedSubview(row) }

        for subview in [titleLabel, searchField, resultsCard] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [countLabel, rowStack] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            resultsCard.addSubview(subview)
        }
        layOut(titleLabel)
        filter()
        applyAvoidance()
    }

    private func layOut(_ titleLabel: UILabel) {
        let safe = view.safeAreaLayoutGuide
        let cardHeight = resultsCard.heightAnchor.constraint(equalTo: rowStack.heightAnchor, constant: 44)
        cardHeight.priority = .defaultLow   // below the labels' compression resistance: the card gives way, not the title
        let fieldWidth = searchField.widthAnchor.constraint(equalTo: safe.widthAnchor, constant: -48)
        fieldWidth.priority = .defaultHigh
        guideConstraint = resultsCard.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -Self.cardGap)
        notificationConstraint = resultsCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Self.cardGap)
        safeAreaConstraint = resultsCard.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -Self.cardGap)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: safe.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: searchField.leadingAnchor),
            searchField.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 16),
            searchField.centerXAnchor.constraint(equalTo: safe.centerXAnchor),
            searchField.widthAnchor.constraint(lessThanOrEqualToConstant: 600), fieldWidth,
            searchField.heightAnchor.constraint(equalToConstant: 44),
            resultsCard.leadingAnchor.constraint(equalTo: searchField.leadingAnchor),
            resultsCard.trailingAnchor.constraint(equalTo: searchField.trailingAnchor),
            resultsCard.topAnchor.constraint(greaterThanOrEqualTo: searchField.bottomAnchor, constant: 16),
            cardHeight,
            countLabel.topAnchor.constraint(equalTo: resultsCard.topAnchor, constant: 12),
            countLabel.leadingAnchor.constraint(equalTo: resultsCard.leadingAnchor, constant: 16),
            countLabel.trailingAnchor.constraint(equalTo: resultsCard.trailingAnchor, constant: -16),
            rowStack.topAnchor.constraint(equalTo: resultsCard.topAnchor, constant: 40),
            rowStack.leadingAnchor.constraint(equalTo: resultsCard.leadingAnchor, constant: 16),
            rowStack.trailingAnchor.constraint(equalTo: resultsCard.trailingAnchor, constant: -16),
        ])
    }

    /// A result row: a swatch and the colour's name.
    private static func makeRow(name: String, color: UIColor) -> UIView {
        let row = UIView(), swatch = UIView(), label = Palette.panelLabel(name, size: 18)
        swatch.backgroundColor = color
        swatch.layer.cornerRadius = 6
        for subview in [swatch, label] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(subview)
        }
        // Below required, as on iOS: a hidden arranged subview gets the stack view's height 0.
        let height = row.heightAnchor.constraint(equalToConstant: rowHeight)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            height,
            swatch.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            swatch.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            swatch.widthAnchor.constraint(equalToConstant: 28), swatch.heightAnchor.constraint(equalToConstant: 28),
            label.leadingAnchor.constraint(equalTo: swatch.trailingAnchor, constant: 14),
            label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        return row
    }

    /// Shows the colours whose names contain the search text (any case), and says how many.
    private func filter() {
        let query = (searchField.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        var shown = 0
        for (entry, row) in zip(Self.colours, rows) {
            let matches = query.isEmpty || entry.name.lowercased().contains(query)
            if row.isHidden == matches { row.isHidden = !matches }
            if matches { shown += 1 }
        }
        let noun = shown == 1 ? "colour" : "colours"
        countLabel.text = query.isEmpty ? "\(shown) \(noun)"
            : shown == 0 ? "No colour matches \u{201C}\(query)\u{201D}" : "\(shown) \(noun) match\(shown == 1 ? "es" : "") \u{201C}\(query)\u{201D}"
    }

    /// Clears the search text; false when there was none.
    func clearSearch() -> Bool {
        guard let text = searchField.text, !text.isEmpty else { return false }
        searchField.text = ""
        filter()
        return true
    }

    /// Activates the bottom constraint of `avoidance`, and observes the keyboard for the
    /// notifications' way.
    private func applyAvoidance() {
        guideConstraint.isActive = avoidance == .layoutGuide
        notificationConstraint.isActive = avoidance == .notifications
        safeAreaConstraint.isActive = avoidance == .none
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        keyboardObserver = nil
        notificationConstraint.constant = -Self.cardGap
        guard avoidance == .notifications else { return }
        keyboardObserver = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { [weak self] notification in
            guard let info = notification.userInfo,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
                  let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
            else { return }
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end, duration: duration, curve: curve) }
        }
    }

    /// The notifications' way: the card's bottom moves above the keyboard's end frame, animated
    /// with the keyboard's duration and curve.
    private func keyboardWillChangeFrame(to end: CGRect, duration: TimeInterval, curve: UInt) {
        let keyboard = view.convert(end, from: nil)
        let overlap = max(0, view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom)
        notificationConstraint.constant = -Self.cardGap - overlap
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    isolated deinit {
        if let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
    }
}
