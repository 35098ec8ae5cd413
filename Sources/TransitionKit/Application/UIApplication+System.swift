import Foundation

/// What the app asks of the system beyond its windows: its sessions, settings links, protected
/// data, layout direction, events and supported orientations.
extension UIApplication {
    /// Whether the app may show several scenes at once: false (an iPhone shows one scene of an
    /// app; the Info.plist's `UIApplicationSupportsMultipleScenes` has no iPhone effect).
    public var supportsMultipleScenes: Bool { false }

    /// The sessions of the app's scenes: here those of the connected scenes (no session is
    /// archived across runs).
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether files protected by Data Protection can be read: true (the simulated device is
    /// never locked).
    public var isProtectedDataAvailable: Bool { true }

    /// The direction of the app's interface: left to right (the playground's interface is
    /// English, as `UIView.userInterfaceLayoutDirection(for:)` takes it).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Dispatches `event` to the windows of its touches: each window the event has a touch in
    /// gets `sendEvent(_:)` once, in the order of the first touch's finger. An event without
    /// touches reaches no window.
    public func sendEvent(_ event: UIEvent) {
        var windows: [UIWindow] = []
        for touch in (event.allTouches ?? []).sorted(by: { $0.finger < $1.finger }) {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }

    /// The interface orientations the view controllers of `window` may take: the delegate's
    /// answer to `application(_:supportedInterfaceOrientationsFor:)` (whose default is an
    /// iPhone Info.plist's: every orientation but upside down).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }

    /// The URL string of the app's notification settings in the Settings app (here: logged and
    /// answered as `openSettingsURLString` is).
    nonisolated public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// The URL string of the Settings app's default-apps page (here: logged and answered as
    /// `openSettingsURLString` is).
    nonisolated public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

    /// Tells the app that memory is low, as the Simulator's "Simulate Memory Warning" does (a Linux
    /// addition): the delegate's `applicationDidReceiveMemoryWarning(_:)`, then
    /// `didReceiveMemoryWarningNotification`, then `didReceiveMemoryWarning()` of every view
    /// controller in the app's windows (children and presented controllers included, parents first).
    public func simulateMemoryWarning() {
        AnimationContext.withAmbient(clock: currentClock) {
            delegate?.applicationDidReceiveMemoryWarning(self)
            post(Self.didReceiveMemoryWarningNotification)
            for window in windows {
                guard let root = window.rootViewController else { continue }
                var pending = [root]
                while !pending.isEmpty {
                    let controller = pending.removeFirst()
                    controller.didReceiveMemoryWarning()
                    pending += controller.children
                    if let presented = controller.ownPresentedViewController { pending.append(presented) }
                }
            }
        }
    }

    /// Shakes the device, as the Simulator's Device > Shake does (a Linux addition): the key
    /// window's first responder (the key window itself when it has none) gets
    /// `motionBegan(.motionShake, with:)` then `motionEnded(.motionShake, with:)`, with one event of
    /// type `.motion`; each forwards up the responder chain unless overridden. Does nothing
    /// without a key window.
    public func simulateShake() {
        guard let window = keyWindow else { return }
        let target: UIResponder = window.storedFirstResponder ?? window
        AnimationContext.withAmbient(clock: window.clock) {
            let event = UIEvent(timestamp: window.clock.now, touches: [], type: .motion, subtype: .motionShake)
            target.motionBegan(.motionShake, with: event)
            target.motionEnded(.motionShake, with: event)
        }
    }

    /// Posted (object: the app) when files protected by Data Protection become readable; never
    /// here (they always are).
    nonisolated public static let protectedDataDidBecomeAvailableNotification =
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted (object: the app) before protected files are locked; never here (the device does
    /// not lock).
    nonisolated public static let protectedDataWillBecomeUnavailableNotification =
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    /// Posted (object: the app) when memory is low: by `simulateMemoryWarning()`.
    nonisolated public static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted (object: the app) at midnight or a change of time zone or daylight saving; never
    /// here (the playground's clock is its own, not the calendar's).
    nonisolated public static let significantTimeChangeNotification =
        Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted (object: the app) after a person takes a screenshot of the device; never here (the
    /// playground's screenshots are taken outside the simulated device).
    nonisolated public static let userDidTakeScreenshotNotification =
        Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

extension UIApplication {
    /// The keys of the options of `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// The annotation a document interaction controller passed.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether the file can be opened in place.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }
}
