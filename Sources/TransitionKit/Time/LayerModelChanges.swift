import Foundation

/// Counts the changes to what one window's layers show: a property set to a different value, a
/// sublayer added or removed, hidden, clipping, mask or contents changed, a layout or a display
/// asked for. Setting a value to what it was counts nothing.
///
/// Each window keeps its own (`UIWindow.modelChanges`, read by a host as
/// `UIWindow.modelChangeCount`), so windows stay independent: a change notes itself on the window
/// at the root of its layer tree (`CALayer.noteModelChange()`), and a frame of one clock commits
/// only the windows on that clock. Changes to layers in no window count nowhere: they matter
/// once the layers join a window, and joining is itself a change to that window's tree. A host
/// compares the count after a frame with the count when it decides whether to draw the next one.
struct LayerModelChanges {
    /// Changes so far (wraps around).
    private(set) var count: UInt64 = 0

    /// `count` at the last commit: the end of a frame of the window's clock or the window's
    /// `displayList()`. The changes after it are the current transaction's (what a
    /// `CATransition` animates from).
    private(set) var committed: UInt64 = 0

    /// Whether a change was noted after the last commit.
    var hasUncommittedChanges: Bool { count != committed }

    /// Notes one change.
    mutating func note() { count &+= 1 }

    /// Notes a commit: the changes so far are on screen (or would be, at a frame's end).
    mutating func commit() { committed = count }
}
