import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// A navigation stack Root > Second in a 400 x 600 window, settled, plus helpers.
@MainActor
final class MisuseFixture {
    let root = NamedViewController("Root"), second = NamedViewController("Second")
    let navigation: UINavigationController
    let harness: TransitionHarness
    var completions = 0
    /// Objects a case keeps alive until it is checked (delegates are weak).
    var keep: [AnyObject] = []

    init() {
        navigation = UINavigationController(rootViewController: root)
        navigation.title = "Nav"
        harness = TransitionHarness(root: navigation)
        navigation.pushViewController(second, animated: false)
        harness.settle()
    }

    var window: UIWindow { harness.window }

    /// The stack and the presentation chain, by title.
    var state: [String] {
        var chain: [String] = []
        var current: UIViewController? = navigation.presentedViewController
        while let controller = current { chain.append(controller.title ?? "?"); current = controller.presentedViewController }
        return navigation.viewControllers.map { $0.title ?? "?" } + ["|"] + chain
    }

    /// Presents `controller` over the stack (not animated) and settles.
    func present(_ controller: UIViewController, style: UIModalPresentationStyle = .overFullScreen) {
        controller.modalPresentationStyle = style
        navigation.present(controller, animated: false)
        harness.settle()
    }

    /// Runs `body` the way app code runs: inside an event of this window's clock.
    func asApp(_ body: () -> Void) { harness.clock.perform(body) }
}

/// One API misuse: what to do, the Diagnostic it must give, and the state it must leave.
struct MisuseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let code: Diagnostic.Code
    /// Sets up (before the state snapshot) and misuses.
    let setUp: @MainActor @Sendable (MisuseFixture) -> Void
    let act: @MainActor @Sendable (MisuseFixture) -> Void
    /// The state after settling; nil: unchanged by the misuse.
    let expected: [String]?
    /// How many completions run (refused requests never run theirs).
    let completions: Int

    init(_ name: String, _ code: Diagnostic.Code, expected: [String]? = nil, completions: Int = 0,
         setUp: @escaping @MainActor @Sendable (MisuseFixture) -> Void = { _ in },
         act: @escaping @MainActor @Sendable (MisuseFixture) -> Void) {
        self.name = name; self.code = code; self.expected = expected; self.completions = completions
        self.setUp = setUp; self.act = act
    }

    var testDescription: String { name }
}

@Suite("Bad input")
@MainActor
struct BadInputTests {
    nonisolated static let nan = CGFloat.nan
    nonisolated static let presented = ["Root", "Second", "|", "P"]

    @Test("Every API misuse gives its Diagnostic, does not crash, and leaves the state intact", arguments: misuses)
    func misuse(_ misuse: MisuseCase) {
        let fixture = MisuseFixture()
        misuse.setUp(fixture)
        let before = fixture.state
        let frame = fixture.second.view.frame, alpha = fixture.second.view.alpha, transform = fixture.second.view.transform
        let size = fixture.window.bounds.size
        let reported = fixture.window.diagnostics.count
        var handled: [Diagnostic] = []
        fixture.window.diagnosticHandler = { handled.append($0) }
        misuse.act(fixture)
        fixture.harness.settle(limit: 60)
        let codes = handled.map(\.code)
        #expect(codes.contains(misuse.code), "got \(codes.map(\.rawValue))")
        // Kept in `diagnostics` only where iOS complains (a warning or an exception).
        let kept = fixture.window.diagnostics.dropFirst(reported).map(\.code)
        #expect(kept.contains(misuse.code) == (misuse.code.severity > .trace), "kept \(kept.map(\.rawValue))")
        #expect(fixture.state == (misuse.expected ?? before))
        #expect(fixture.completions == misuse.completions, "completions that ran")
        #expect(fixture.second.view.frame == frame && fixture.second.view.alpha == alpha && fixture.second.view.transform == transform,
                "a bad value reached the model")
        #expect(fixture.window.bounds.size == size)
        let tolerated = misuse.code == .unbalancedAppearance ? ["appearance callbacks were unbalanced"] : []
        #expect(fixture.harness.violations.allSatisfy(tolerated.contains), "\(fixture.harness.violations)")
        // It still works afterwards.
        fixture.navigation.dismiss(animated: false)
        fixture.harness.settle()
        let after = NamedViewController("After")
        fixture.navigation.pushViewController(after, animated: true)
        fixture.harness.settle()
        #expect(fixture.navigation.topViewController === after)
    }

    @Test("Values that are ignored without a Diagnostic: clock speed, frame interval and advance with NaN, negatives")
    func ignoredClockValues() {
        let (window, clock) = makeTestWindow()
        clock.speed = 0.5
        for bad in [Double.nan, -1, .infinity] { clock.speed = bad }
        #expect(clock.speed == 0.5)
        for bad in [Double.nan, 0, -1, .infinity] { clock.frameInterval = bad }
        #expect(clock.frameInterval == 1.0 / 60)
        for bad in [Double.nan, -1, .infinity, 0] { clock.advance(by: bad) }
        #expect(clock.now == 0 && clock.frameCount == 0)
        window.send(.resize(CGSize(width: 1, height: 1)))
        #expect(window.bounds.size == CGSize(width: 1, height: 1))
        window.send(.resize(CGSize(width: 400, height: 300)))
        #expect(window.bounds.size == CGSize(width: 400, height: 300) && window.diagnostics.isEmpty)
    }

    @Test("The window resized to 1 x 1 and back during transitions keeps every invariant")
    func tinyWindow() {
        let world = FuzzWorld()
        for action: FuzzAction in [
            .push(nav: 0, animated: true), .frames(5), .resize(width: 1, height: 1), .frames(5),
            .present(from: 0, child: true, style: .pageSheet, dissolve: false, animator: .system, presentation: .plain, wrap: true, animated: true),
            .frames(3), .down(x: 0.5, y: 0.5, alt: false), .move(x: 1, y: 1), .up(x: 1, y: 1), .settle,
            .resize(width: 400, height: 600), .settle, .dismiss(level: 0, child: false, animated: true), .resize(width: 1, height: 1),
            .settle, .resize(width: 400, height: 600), .settle,
        ] { world.perform(action) }
        #expect(world.violations.isEmpty, "\(world.violations)")
    }

    @Test("Input events with NaN, infinite and huge coordinates during transitions: no crash, no NaN, nothing stuck")
    func nonFiniteInput() {
        let world = FuzzWorld()
        world.perform(.present(from: 0, child: false, style: .pageSheet, dissolve: false, animator: .system, presentation: .plain,
                               wrap: true, animated: true))
        world.perform(.frames(3))
        let nan = CGFloat.nan, inf = CGFloat.infinity, huge: CGFloat = 1e300
        let points = [CGPoint(x: nan, y: 10), CGPoint(x: 10, y: inf), CGPoint(x: -inf, y: -inf), CGPoint(x: huge, y: -huge),
                      CGPoint(x: 5, y: 300), CGPoint(x: 200, y: 200)]
        for start in points {
            for end in points {
                world.window.send(.mouseDown(start))
                world.window.send(.mouseMove(end))
                world.perform(.frames(1))
                world.window.send(.mouseUp(end))
                world.window.send(.scroll(dx: nan, dy: inf, at: end))
                world.window.send(.scroll(dx: 0, dy: huge, at: end))
                world.window.send(.magnify(scale: nan, at: end))
                world.window.send(.magnify(scale: 0, at: end))
                world.window.send(.magnify(scale: huge, at: end))
                world.window.send(.mouseDown(start, modifiers: [.option]))
                world.window.send(.mouseMove(end))
                world.window.send(.mouseUp(end))
                world.perform(.frames(1))
            }
        }
        world.perform(.settle)
        world.perform(.dismiss(level: 0, child: false, animated: true))
        world.perform(.settle)
        #expect(world.violations.isEmpty, "\(world.violations)")
        #expect(world.presentationChain().count == 1)
    }

    @Test("5,000 random input events (from random bytes) into a window with transitions running: no crash, no NaN")
    func randomEvents() {
        var random = FuzzRandom(seed: 0xBAD1)
        let world = FuzzWorld()
        world.perform(.navigationAnimator(.property))
        func coordinate() -> CGFloat {
            let bits = random.next()
            switch bits % 8 {
            case 0: return CGFloat(Double(bitPattern: random.next()))   // any bit pattern: NaN, inf, subnormal, huge
            case 1: return [CGFloat.nan, .infinity, -.infinity, 0, -0.0, 1e308, -1e308][Int(bits >> 8) % 7]
            default: return CGFloat(Int(bits >> 16) % 700) - 50
            }
        }
        for index in 0..<5_000 {
            if index % 400 == 0 {
                world.perform(.push(nav: 0, animated: true))
                world.perform(.present(from: index / 400, child: true, style: index % 800 == 0 ? .pageSheet : .fullScreen,
                                       dissolve: false, animator: .property, presentation: .plain, wrap: true, animated: true))
            }
            if index % 600 == 0 { world.perform(.dismiss(level: 0, child: false, animated: true)) }
            let event: InputEvent
            switch random.int(9) {
            case 0: event = .mouseDown(CGPoint(x: coordinate(), y: coordinate()), modifiers: InputEvent.Modifiers(rawValue: random.int(16)))
            case 1, 2: event = .mouseMove(CGPoint(x: coordinate(), y: coordinate()))
            case 3: event = .mouseUp(CGPoint(x: coordinate(), y: coordinate()))
            case 4: event = .scroll(dx: coordinate() / 100, dy: coordinate() / 100, at: CGPoint(x: coordinate(), y: coordinate()))
            case 5: event = .magnify(scale: coordinate() / 100, at: CGPoint(x: coordinate(), y: coordinate()))
            case 6: event = .keyDown(Key(name: ["Return", "", "\u{0}", "Escape"][random.int(4)]))
            case 7: event = .text(String(decoding: (0..<random.int(6)).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self))
            default:
                world.perform(.frames(random.int(3)))
                continue
            }
            world.window.send(event)
            if !world.violations.isEmpty { break }
        }
        world.perform(.settle)
        #expect(world.violations.isEmpty, "\(world.violations.prefix(5))")
    }
}
