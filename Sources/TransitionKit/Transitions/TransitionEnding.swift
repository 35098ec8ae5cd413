import Foundation

/// What the engine needs to finish or undo a transition once its animator calls
/// `completeTransition(_:)`: the controllers taking part and the decisions made when it began.
/// The director keeps it on the `TransitionContext` (`ending`) and reads it in `finish(_:completed:)`.
@MainActor
enum TransitionEnding {
    case presentation(PresentationEnding)
    case dismissal(DismissalEnding)
    case navigation(NavigationEnding)
    case tab(TabEnding)

    /// The controllers whose `transitionCoordinator` is the transition's while it runs.
    var participants: [UIViewController] {
        switch self {
        case let .presentation(ending): return [ending.presented, ending.presenting, ending.source]
        case let .dismissal(ending): return [ending.top, ending.presenting, ending.target]
        case let .navigation(ending): return [ending.navigation, ending.oldTop, ending.newTop]
        case let .tab(ending): return [ending.tabBarController, ending.oldSelected, ending.newSelected]
        }
    }
}

/// A presentation's participants and decisions.
@MainActor
struct PresentationEnding {
    let controller: UIPresentationController
    let presenting: UIViewController
    let presented: UIViewController
    /// The controller `present` was called on (the presenter is the root of its containment tree).
    let source: UIViewController
    /// Whether the presenter's view leaves the window once the presentation completes.
    let removesPresenter: Bool
    let completion: (() -> Void)?
}

/// A dismissal's participants and decisions.
@MainActor
struct DismissalEnding {
    let controller: UIPresentationController
    /// The controller that animates out (the last of the chain).
    let top: UIViewController
    /// The lowest presented controller that goes.
    let target: UIViewController
    let presenting: UIViewController
    /// Whether the presenter's view came back into the window for the dismissal.
    let revealsPresenter: Bool
    let completion: (() -> Void)?
}

/// A push's or pop's participants and decisions.
@MainActor
struct NavigationEnding {
    let navigation: UINavigationController
    let oldStack: [UIViewController]
    let oldTop: UIViewController
    let newTop: UIViewController
    let removed: [UIViewController]
    let added: [UIViewController]
    /// Whether the navigation controller was on screen (appearance callbacks run).
    let visible: Bool
    /// A pop retargeted while it ran: the view the animator moves in (the first destination's),
    /// which carries the new destination's view until the end (see
    /// `TransitionDirector+NavigationInterruption.swift`).
    var retargetedCarrier: UIView? = nil
    /// A push reversed by a pop: the stack it would have made, restored if the push is driven
    /// forward to its end after all (grabbed and flung on).
    var reversedStack: [UIViewController]? = nil
}

/// A tab switch's participants and the selection to restore if it is cancelled.
@MainActor
struct TabEnding {
    let tabBarController: UITabBarController
    let oldIndex: Int
    let oldSelected: UIViewController
    let newSelected: UIViewController
}
