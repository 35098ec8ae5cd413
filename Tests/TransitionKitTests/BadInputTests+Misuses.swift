import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

extension BadInputTests {
    /// Every API misuse of docs/DESIGN.md ("Transitions", "Diagnostics") and of animation and interaction, with the Diagnostic
    /// it must give and the state it must leave.
    nonisolated static let misuses: [MisuseCase] = [
        // Transitions
        MisuseCase("present on a controller already presenting", .alreadyPresenting, expected: presented,
                   setUp: { $0.present(NamedViewController("P")) },
                   act: { f in f.navigation.present(NamedViewController("Q"), animated: true) { f.completions += 1 } }),
        MisuseCase("present a controller that is already presented", .alreadyPresented, expected: ["Root", "Second", "|", "P", "Q"],
                   setUp: { f in f.present(NamedViewController("P")); f.navigation.presentedViewController!.present(NamedViewController("Q"), animated: false); f.harness.settle() },
                   act: { f in
                       let q = f.navigation.presentedViewController!.presentedViewController!
                       q.present(f.navigation.presentedViewController!, animated: true) { f.completions += 1 }
                   }),
        MisuseCase("present a controller that is in a navigation stack", .alreadyPresented,
                   act: { f in f.second.present(f.root, animated: true) { f.completions += 1 } }),
        MisuseCase("present a controller on itself", .alreadyPresented,
                   act: { f in f.navigation.present(f.navigation, animated: true) { f.completions += 1 } }),
        MisuseCase("present from a controller whose view is not in the window", .notInWindow,
                   act: { f in f.root.present(NamedViewController("Q"), animated: true) { f.completions += 1 } }),
        MisuseCase("push a controller already in the stack", .pushedTwice,
                   act: { f in f.navigation.pushViewController(f.second, animated: true) }),
        MisuseCase("push the same new controller twice in a row", .pushedTwice, expected: ["Root", "Second", "Third", "|"],
                   act: { f in
                       let third = NamedViewController("Third")
                       f.navigation.pushViewController(third, animated: true)
                       f.navigation.pushViewController(third, animated: true)
                   }),
        MisuseCase("push a presented controller", .pushedTwice, expected: presented,
                   setUp: { $0.present(NamedViewController("P")) },
                   act: { f in f.navigation.pushViewController(f.navigation.presentedViewController!, animated: true) }),
        MisuseCase("setViewControllers with an empty array", .invalidStack,
                   act: { f in f.navigation.setViewControllers([], animated: true) }),
        MisuseCase("setViewControllers with a duplicate", .invalidStack,
                   act: { f in f.navigation.setViewControllers([f.root, f.second, f.root], animated: true) }),
        MisuseCase("viewControllers = [] (the setter)", .invalidStack, act: { f in f.navigation.viewControllers = [] }),
        MisuseCase("pop the root", .cannotPopRoot, expected: ["Root", "|"],
                   act: { f in
                       f.navigation.popViewController(animated: true)
                       f.navigation.popViewController(animated: true)
                   }),
        MisuseCase("popTo a controller not in the stack", .notInStack,
                   act: { f in f.navigation.popToViewController(NamedViewController("Stranger"), animated: true) }),
        MisuseCase("dismiss with nothing presented", .nothingToDismiss,
                   act: { f in f.navigation.dismiss(animated: true) { f.completions += 1 } }),
        MisuseCase("dismiss twice (the second finds nothing)", .nothingToDismiss, expected: ["Root", "Second", "|"], completions: 1,
                   setUp: { $0.present(NamedViewController("P")) },
                   act: { f in
                       f.navigation.dismiss(animated: true) { f.completions += 1 }
                       f.navigation.dismiss(animated: true) { f.completions += 100 }
                   }),
        MisuseCase("a second completeTransition", .completeTransitionTwice, expected: presented, completions: 1,
                   act: { f in
                       let p = NamedViewController("P")
                       let delegate = FuzzTransitioningDelegate(kind: .twice, presentation: .plain, host: nil)
                       f.keep.append(delegate)
                       p.transitioningDelegate = delegate
                       f.navigation.present(p, animated: true) { f.completions += 1 }
                   }),
        MisuseCase("an animator that never completes (watchdog)", .transitionWatchdog, expected: presented, completions: 1,
                   act: { f in
                       let p = NamedViewController("P")
                       let delegate = FuzzTransitioningDelegate(kind: .never, presentation: .plain, host: nil)
                       f.keep.append(delegate)
                       p.transitioningDelegate = delegate
                       f.navigation.present(p, animated: true) { f.completions += 1 }
                   }),
        MisuseCase("33 requests queued behind a running transition", .transitionQueueFull,
                   expected: ["Root", "Second"] + (1...33).map { "Q\($0)" } + ["|"],
                   act: { f in
                       for index in 1...34 { f.navigation.pushViewController(NamedViewController("Q\(index)"), animated: true) }
                   }),
        MisuseCase("begin/end appearance transitions unbalanced", .unbalancedAppearance,
                   act: { f in
                       f.second.beginAppearanceTransition(true, animated: false)
                       f.root.endAppearanceTransition()
                   }),
        MisuseCase("a view added to its own subview", .invalidHierarchy,
                   act: { f in
                       let child = UIView()
                       f.second.view.addSubview(child)
                       child.addSubview(f.second.view)
                       child.removeFromSuperview()
                   }),
        // Property animator state machine
        MisuseCase("finishAnimation on an inactive animator", .illegalAnimatorCall,
                   act: { f in f.asApp { UIViewPropertyAnimator(duration: 1, curve: .linear).finishAnimation(at: .end) } }),
        MisuseCase("startAnimation on a stopped animator", .illegalAnimatorCall,
                   act: { f in f.asApp {
                       let view = f.second.view!
                       let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
                       animator.startAnimation()
                       animator.stopAnimation(false)
                       animator.startAnimation()
                       animator.finishAnimation(at: .start)
                   } }),
        MisuseCase("fractionComplete set while running", .ignoredAnimatorCall,
                   act: { f in f.asApp {
                       let view = f.second.view!
                       let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
                       animator.startAnimation()
                       animator.fractionComplete = 0.5
                       animator.stopAnimation(true)
                       view.alpha = 1
                   } }),
        MisuseCase("isInterruptible changed on an active animator", .illegalAnimatorCall,
                   act: { f in f.asApp {
                       let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                       animator.pauseAnimation()
                       animator.isInterruptible = false
                       animator.stopAnimation(true)
                   } }),
        MisuseCase("stopAnimation on an inactive animator", .ignoredAnimatorCall,
                   act: { f in f.asApp { UIViewPropertyAnimator(duration: 1, curve: .linear).stopAnimation(true) } }),
        MisuseCase("continueAnimation on an inactive animator", .illegalAnimatorCall,
                   act: { f in f.asApp {
                       UIViewPropertyAnimator(duration: 1, curve: .linear).continueAnimation(withTimingParameters: nil, durationFactor: 1)
                   } }),
        MisuseCase("addAnimations on a stopped animator", .illegalAnimatorCall,
                   act: { f in f.asApp {
                       let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                       animator.pauseAnimation()
                       animator.stopAnimation(false)
                       animator.addAnimations {}
                       animator.finishAnimation(at: .current)
                   } }),
        // Non-finite durations, damping, velocity, values
        MisuseCase("UIView.animate with a NaN duration", .nonFiniteDuration,
                   act: { f in f.asApp { UIView.animate(withDuration: .nan) { f.second.view.alpha = 1 } } }),
        MisuseCase("UIView.animate with an infinite duration", .nonFiniteDuration,
                   act: { f in f.asApp { UIView.animate(withDuration: .infinity) { f.second.view.alpha = 1 } } }),
        MisuseCase("UIView.animate with a NaN delay", .nonFiniteDuration,
                   act: { f in f.asApp { UIView.animate(withDuration: 0.2, delay: .nan, options: []) { f.second.view.alpha = 1 } } }),
        MisuseCase("UIViewPropertyAnimator with a NaN duration", .nonFiniteDuration,
                   act: { f in f.asApp { _ = UIViewPropertyAnimator(duration: .nan, curve: .linear) } }),
        MisuseCase("startAnimation(afterDelay: -infinity)", .nonFiniteDuration,
                   act: { f in f.asApp {
                       let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) {}
                       animator.startAnimation(afterDelay: -.infinity)
                   } }),
        MisuseCase("continueAnimation with a NaN duration factor", .nonFiniteDuration,
                   act: { f in f.asApp {
                       let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) {}
                       animator.pauseAnimation()
                       animator.continueAnimation(withTimingParameters: nil, durationFactor: .nan)
                   } }),
        MisuseCase("a spring with NaN damping", .invalidSpring,
                   act: { f in f.asApp {
                       UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: nan, initialSpringVelocity: 0, options: []) {
                           f.second.view.alpha = 1
                       }
                   } }),
        MisuseCase("a spring with an infinite velocity", .invalidSpring,
                   act: { f in f.asApp {
                       UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: CGFloat.infinity,
                                      options: []) { f.second.view.alpha = 1 }
                   } }),
        MisuseCase("a NaN frame", .nonFiniteValue, act: { f in f.second.view.frame = CGRect(x: nan, y: 0, width: 10, height: 10) }),
        MisuseCase("an infinite frame size", .nonFiniteValue,
                   act: { f in f.second.view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10) }),
        MisuseCase("a NaN alpha", .nonFiniteValue, act: { f in f.second.view.alpha = nan }),
        MisuseCase("a NaN transform", .nonFiniteValue,
                   act: { f in f.second.view.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: nan, tx: 0, ty: 0) }),
        MisuseCase("an infinite translation", .nonFiniteValue,
                   act: { f in f.second.view.transform = CGAffineTransform(translationX: .infinity, y: 0) }),
        MisuseCase("a NaN center, inside an animation block", .nonFiniteValue,
                   act: { f in f.asApp { UIView.animate(withDuration: 0.2) { f.second.view.center = CGPoint(x: nan, y: nan) } } }),
        MisuseCase("a NaN fractionComplete", .nonFiniteValue,
                   act: { f in f.asApp {
                       let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
                       animator.fractionComplete = nan
                   } }),
        MisuseCase("the window resized to 0 x 0", .invalidWindowSize, act: { f in f.window.send(.resize(.zero)) }),
        MisuseCase("the window resized to NaN", .invalidWindowSize,
                   act: { f in f.window.send(.resize(CGSize(width: nan, height: 300))) }),
        MisuseCase("the window resized to a negative size", .invalidWindowSize,
                   act: { f in f.window.send(.resize(CGSize(width: -400, height: 600))) }),
        MisuseCase("the window resized to infinity", .invalidWindowSize,
                   act: { f in f.window.send(.resize(CGSize(width: CGFloat.infinity, height: 600))) }),
    ]
}
