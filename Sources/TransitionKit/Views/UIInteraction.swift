import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, told when it moves between views.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    /// The view the interaction is on (set it in `didMove(to:)`; UIKit's interactions keep it weak).
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions on the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { storedInteractions }
        set {
            for interaction in storedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view: `willMove(to:)` with this view, then `didMove(to:)`. An
    /// interaction on another view is removed from it first; one already here is left alone.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`: `willMove(to: nil)`, then `didMove(to: nil)`; nothing when it is not here.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
