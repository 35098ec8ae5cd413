import Foundation
import TransitionKit

// Touches and events: a touch's locations, attributes, force and angles, estimated properties
// and gesture recognizers; an event's touches, type, buttons and modifier keys.

@MainActor
private func useTouch(_ touch: UITouch, in view: UIView) -> [Any] {
    // census: UITouch.location(in:), UITouch.previousLocation(in:)
    let location: CGPoint = touch.location(in: view), previous: CGPoint = touch.previousLocation(in: nil)
    // census: UITouch.view, UITouch.window
    let touched: UIView? = touch.view, window: UIWindow? = touch.window
    // census: UITouch.majorRadius, UITouch.majorRadiusTolerance
    let radius: CGFloat = touch.majorRadius, tolerance: CGFloat = touch.majorRadiusTolerance
    // census: UITouch.preciseLocation(in:), UITouch.precisePreviousLocation(in:)
    let precise: CGPoint = touch.preciseLocation(in: view), precisePrevious: CGPoint = touch.precisePreviousLocation(in: nil)
    // census: UITouch.tapCount, UITouch.timestamp
    let taps: Int = touch.tapCount, time: TimeInterval = touch.timestamp
    // census: UITouch.type, UITouch.TouchType
    let type: UITouch.TouchType = touch.type
    // census: UITouch.TouchType.direct, UITouch.TouchType.indirect, UITouch.TouchType.pencil, UITouch.TouchType.stylus, UITouch.TouchType.indirectPointer
    let types: [UITouch.TouchType] = [.direct, .indirect, .pencil, .stylus, .indirectPointer]
    // census: UITouch.phase, UITouch.Phase
    let phase: UITouch.Phase = touch.phase
    // census: UITouch.Phase.began, UITouch.Phase.moved, UITouch.Phase.stationary, UITouch.Phase.ended, UITouch.Phase.cancelled
    let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    // census: UITouch.Phase.regionEntered, UITouch.Phase.regionMoved, UITouch.Phase.regionExited
    let regions: [UITouch.Phase] = [.regionEntered, .regionMoved, .regionExited]
    // census: UITouch.force, UITouch.maximumPossibleForce
    let force: CGFloat = touch.force, maximum: CGFloat = touch.maximumPossibleForce
    // census: UITouch.altitudeAngle, UITouch.azimuthAngle(in:), UITouch.azimuthUnitVector(in:), UITouch.rollAngle
    let altitude: CGFloat = touch.altitudeAngle, azimuth: CGFloat = touch.azimuthAngle(in: view)
    let vector: CGVector = touch.azimuthUnitVector(in: nil), roll: CGFloat = touch.rollAngle
    // census: UITouch.estimatedProperties, UITouch.estimatedPropertiesExpectingUpdates, UITouch.Properties
    let estimated: UITouch.Properties = touch.estimatedProperties
    let expecting: UITouch.Properties = touch.estimatedPropertiesExpectingUpdates
    // census: UITouch.Properties.force, UITouch.Properties.azimuth, UITouch.Properties.altitude, UITouch.Properties.location, UITouch.Properties.roll
    let all: UITouch.Properties = [.force, .azimuth, .altitude, .location, .roll]
    // census: UITouch.estimationUpdateIndex, UITouch.gestureRecognizers
    let index: NSNumber? = touch.estimationUpdateIndex
    let recognizers: [UIGestureRecognizer]? = touch.gestureRecognizers
    return [location, previous, touched as Any, window as Any, radius, tolerance, precise, precisePrevious, taps, time, type,
            types, phase, phases, regions, force, maximum, altitude, azimuth, vector, roll, estimated, expecting, all,
            index as Any, recognizers as Any]
}

@MainActor
private func useEvent(_ event: UIEvent, touch: UITouch, view: UIView, window: UIWindow, gesture: UIGestureRecognizer) -> [Any] {
    // census: UIEvent.allTouches, UIEvent.touches(for:)
    let all: Set<UITouch>? = event.allTouches
    let forView: Set<UITouch>? = event.touches(for: view)
    let forWindow: Set<UITouch>? = event.touches(for: window)
    let forGesture: Set<UITouch>? = event.touches(for: gesture)
    // census: UIEvent.coalescedTouches(for:), UIEvent.predictedTouches(for:)
    let coalesced: [UITouch]? = event.coalescedTouches(for: touch), predicted: [UITouch]? = event.predictedTouches(for: touch)
    // census: UIEvent.timestamp, UIEvent.type, UIEvent.EventType
    let time: TimeInterval = event.timestamp
    let type: UIEvent.EventType = event.type
    // census: UIEvent.EventType.touches, UIEvent.EventType.motion, UIEvent.EventType.remoteControl, UIEvent.EventType.presses
    let types: [UIEvent.EventType] = [.touches, .motion, .remoteControl, .presses]
    // census: UIEvent.EventType.scroll, UIEvent.EventType.hover, UIEvent.EventType.transform
    let pointerTypes: [UIEvent.EventType] = [.scroll, .hover, .transform]
    // census: UIEvent.subtype, UIEvent.EventSubtype, UIEvent.EventSubtype.none, UIEvent.EventSubtype.motionShake
    let subtype: UIEvent.EventSubtype = event.subtype
    let motion: [UIEvent.EventSubtype] = [UIEvent.EventSubtype.none, .motionShake]
    // census: UIEvent.EventSubtype.remoteControlPlay, UIEvent.EventSubtype.remoteControlPause, UIEvent.EventSubtype.remoteControlStop, UIEvent.EventSubtype.remoteControlTogglePlayPause
    let remote: [UIEvent.EventSubtype] = [.remoteControlPlay, .remoteControlPause, .remoteControlStop, .remoteControlTogglePlayPause]
    // census: UIEvent.EventSubtype.remoteControlNextTrack, UIEvent.EventSubtype.remoteControlPreviousTrack
    let tracks: [UIEvent.EventSubtype] = [.remoteControlNextTrack, .remoteControlPreviousTrack]
    // census: UIEvent.EventSubtype.remoteControlBeginSeekingBackward, UIEvent.EventSubtype.remoteControlEndSeekingBackward
    let backward: [UIEvent.EventSubtype] = [.remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward]
    // census: UIEvent.EventSubtype.remoteControlBeginSeekingForward, UIEvent.EventSubtype.remoteControlEndSeekingForward
    let forward: [UIEvent.EventSubtype] = [.remoteControlBeginSeekingForward, .remoteControlEndSeekingForward]
    // census: UIEvent.buttonMask, UIEvent.ButtonMask, UIEvent.ButtonMask.primary, UIEvent.ButtonMask.secondary, UIEvent.ButtonMask.button(_:)
    let buttons: UIEvent.ButtonMask = event.buttonMask
    let masks: [UIEvent.ButtonMask] = [.primary, .secondary, .button(3)]
    // census: UIEvent.modifierFlags
    let modifiers: UIKeyModifierFlags = event.modifierFlags
    return [all as Any, forView as Any, forWindow as Any, forGesture as Any, coalesced as Any, predicted as Any, time, type, types,
            pointerTypes, subtype, motion, remote, tracks, backward, forward, buttons, masks, modifiers]
}
