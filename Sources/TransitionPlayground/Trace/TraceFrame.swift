import Foundation
import TransitionKit

/// One frame of a trace (`--trace FILE.json`): what the window shows and what happened in it.
/// `docs/TRACE.md` documents the JSON; keep the two in step.
struct TraceFrame: Equatable {
    /// One view controller whose root view is in the window.
    struct Controller: Equatable {
        /// The controller's title, or its type's name when it has none.
        var name: String
        /// The controller's type's name.
        var type: String
        /// The root view's presentation frame in window points (the bounding box when transformed).
        var frame: CGRect
        /// The root view's own presentation alpha.
        var alpha: CGFloat
    }

    /// The frame's number, from 0.
    var index: Int
    /// Seconds of real time since the start (the script's clock).
    var time: TimeInterval
    /// Animation time of the scene's clock (stops while paused, runs at 0.1 when slow).
    var animationTime: TimeInterval
    /// The scene shown.
    var scene: String
    /// The scene's chosen animator ("-" for none).
    var animator: String
    /// The window's size in points.
    var size: CGSize
    /// The controllers whose root views are in the window, parents before children, presenters
    /// before the controllers they present.
    var controllers: [Controller]
    /// The running transition, or nil.
    var transition: UIWindow.TransitionState?
    /// The transition callbacks fired since the previous frame, in order.
    var callbacks: [String]
    /// The diagnostics reported since the previous frame, in order.
    var diagnostics: [Diagnostic]
}

extension TraceFrame {
    /// The controllers of `window` whose root views are in it, in trace order.
    @MainActor
    static func controllers(in window: UIWindow) -> [Controller] {
        var result: [Controller] = []
        var visited = Set<ObjectIdentifier>()
        func visit(_ controller: UIViewController) {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return }
            if let view = controller.viewIfLoaded, view.window === window {
                let layer = view.layer.presentation() ?? view.layer
                result.append(Controller(
                    name: controller.title ?? String(describing: type(of: controller)),
                    type: String(describing: type(of: controller)),
                    frame: presentationFrameInWindow(of: view), alpha: CGFloat(layer.opacity)))
            }
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return result
    }

    /// The bounding box of `view`'s presentation frame in window points.
    @MainActor
    static func presentationFrameInWindow(of view: UIView) -> CGRect {
        var transform = CGAffineTransform.identity
        var current: UIView? = view
        while let node = current, node.superview != nil {
            let layer = node.layer.presentation() ?? node.layer
            let bounds = layer.bounds
            let local = CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
                .concatenating(layer.affineTransform())
                .concatenating(CGAffineTransform(translationX: layer.position.x, y: layer.position.y))
            transform = transform.concatenating(local)
            current = node.superview
        }
        let layer = view.layer.presentation() ?? view.layer
        return layer.bounds.applying(transform)
    }

    /// The frame as one line of JSON (see docs/TRACE.md).
    var json: String {
        var fields: [String] = [
            "\"frame\":\(index)",
            "\"time\":\(JSON.number(time))",
            "\"animationTime\":\(JSON.number(animationTime))",
            "\"scene\":\(JSON.string(scene))",
            "\"animator\":\(JSON.string(animator))",
            "\"size\":[\(JSON.number(size.width)),\(JSON.number(size.height))]",
        ]
        let controllerObjects = controllers.map { controller in
            "{\"name\":\(JSON.string(controller.name)),\"type\":\(JSON.string(controller.type)),"
                + "\"frame\":[\(JSON.number(controller.frame.minX)),\(JSON.number(controller.frame.minY)),"
                + "\(JSON.number(controller.frame.width)),\(JSON.number(controller.frame.height))],"
                + "\"alpha\":\(JSON.number(controller.alpha))}"
        }
        fields.append("\"controllers\":[\(controllerObjects.joined(separator: ","))]")
        if let state = transition {
            fields.append("\"transition\":{\"kind\":\(JSON.string(state.kind.rawValue)),\"phase\":\(JSON.string(state.phase.rawValue)),"
                + "\"percentComplete\":\(JSON.number(state.percentComplete)),\"isInteractive\":\(state.isInteractive),"
                + "\"isCancelled\":\(state.isCancelled),\"completionVelocity\":\(JSON.number(state.completionVelocity)),"
                + "\"animator\":\(JSON.string(state.animator)),\"duration\":\(JSON.number(state.duration)),"
                + "\"queuedRequests\":\(state.queuedRequests)}")
        } else {
            fields.append("\"transition\":null")
        }
        fields.append("\"callbacks\":[\(callbacks.map(JSON.string).joined(separator: ","))]")
        let diagnosticObjects = diagnostics.map { "{\"code\":\(JSON.string($0.code.rawValue)),\"message\":\(JSON.string($0.message))}" }
        fields.append("\"diagnostics\":[\(diagnosticObjects.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// The few JSON spellings the trace needs (stable across runs: fixed decimals, no locale).
enum JSON {
    /// A number with at most 4 decimals ("12", "0.5", "-3.25"); non-finite values become null.
    static func number(_ value: Double) -> String {
        value.isFinite ? ScriptFormat.number(value) : "null"
    }

    /// A CGFloat number.
    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    /// A quoted, escaped string.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }
}
