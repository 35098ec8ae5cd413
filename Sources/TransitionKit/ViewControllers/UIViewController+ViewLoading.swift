import Foundation

extension UIViewController {
    /// A property wrapper for outlets built in `loadView()` or `viewDidLoad()`: reading the
    /// property loads the controller's view first (iOS 16.4), so it is never read before it is set.
    ///
    /// ```swift
    /// final class ProfileViewController: UIViewController {
    ///     @ViewLoading var avatar: UIImageView
    ///     override func viewDidLoad() { super.viewDidLoad(); avatar = UIImageView() }
    /// }
    /// ```
    ///
    /// Reading it when loading the view did not set it is a programming error, as in UIKit.
    @preconcurrency @MainActor
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var stored: Value?

        /// Creates the wrapper with no value; the view's loading sets it.
        public init() {}

        /// The value, read through the enclosing controller (which loads its view first).
        public static subscript<EnclosingSelf: UIViewController>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].stored else {
                    preconditionFailure("\(EnclosingSelf.self): a @ViewLoading property was read before the view's loading set it")
                }
                return value
            }
            set { instance[keyPath: storageKeyPath].stored = newValue }
        }

        /// Not used: the wrapper is read through its enclosing controller.
        @available(*, unavailable, message: "@ViewLoading is only for properties of UIViewController subclasses")
        public var wrappedValue: Value {
            get { fatalError("unavailable") }
            set { fatalError("unavailable") }
        }
    }
}
