import Foundation
import TransitionKit

/// Something that records the frames a host draws (GIFs, filmstrips, instrumentation): the host
/// calls it after drawing each frame and before presenting it.
@MainActor
public protocol FrameRecorder: AnyObject {
    /// Looks at the frame just drawn from `output`; `capture` reads its pixels (only when asked:
    /// reading back costs a copy of the drawable). An error ends the run with it.
    func record(_ output: FrameOutput, capture: FrameCapture) throws(SDLError)
}

/// Reads back the frame a host has just drawn, for a `FrameRecorder`.
@MainActor
public struct FrameCapture {
    /// Reads the pixels.
    private let read: () throws(SDLError) -> PixelImage

    /// A capture that reads with `read`.
    public init(_ read: @escaping () throws(SDLError) -> PixelImage) { self.read = read }

    /// The frame's pixels (the frame's `captureRect`, when it has one).
    public func pixels() throws(SDLError) -> PixelImage { try read() }
}
