import Foundation

/// Where a controller is in its appearance cycle.
enum AppearanceState: Equatable, Sendable {
    case disappeared, appearing, appeared, disappearing
}
