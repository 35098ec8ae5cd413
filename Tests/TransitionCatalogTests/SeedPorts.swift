import Foundation
import TransitionKitTestSupport
import TransitionKit
import TransitionCatalog

// The seeds' transition code, ported as written in the tutorials with only the Swift 2 -> 5
// (and Objective-C -> Swift) renames: viewControllerForKey(UITransitionContextFromViewControllerKey)
// -> viewController(forKey: .from), containerView() -> containerView, CGRectMake ->
// CGRect(x:y:width:height:), CGAffineTransformMakeScale -> CGAffineTransform(scaleX:y:),
// animateWithDuration -> animate(withDuration:...), options: nil -> [], .CurveLinear ->
// .curveLinear, NSTimeInterval -> TimeInterval, transitionWasCancelled() -> transitionWasCancelled,
// finalFrameForViewController -> finalFrame(for:), the delegate methods' Swift 3+ names, and the
// `respondsToSelector(Selector("viewForKey:"))` check becoming a plain call. Each seed's types
// live in a namespace so they do not shadow the catalog's types of the same name.

/// Seed 000 (bestswifter): the Cross Dissolve demo's first controller and `HalfWaySpringAnimator`.
enum Seed000 {
    // 这个类相当于A
    @MainActor
    class CrossDissolveFirstViewController: UIViewController, UIViewControllerTransitioningDelegate {
        // 这个对象相当于B
        let crossDissolveSecondViewController = NamedViewController("B")

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "A"
            crossDissolveSecondViewController.transitioningDelegate = self
            // The seed ran on iOS 8, where presentations were full screen by default; since iOS 13
            // the default (.automatic, a page sheet) keeps the presenter's view, so the
            // animator's `fromView!` would crash there as it would on iOS.
            crossDissolveSecondViewController.modalPresentationStyle = .fullScreen
        }

        // 点击按钮触发的函数
        func animationButtonDidClicked() {
            self.present(crossDissolveSecondViewController, animated: true, completion: nil)
        }

        // 下面这两个函数定义在UIViewControllerTransitioningDelegate协议中
        // 用于为present和dismiss提供animator
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            //        也可以使用CrossDissolveAnimator，动画效果各有不同
            //        return CrossDissolveAnimator()
            return HalfWaySpringAnimator()
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            // The seed does not show its CrossDissolveAnimator; the catalog's is the demo's.
            return TransitionCatalog.CrossDissolveAnimator()
        }
    }

    @MainActor
    class HalfWaySpringAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        /// 设置动画的持续时间
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 2
        }

        /// 设置动画的进行方式，附有详细注释，demo中其他地方的这个方法不再解释
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let fromViewController = transitionContext.viewController(forKey: .from)
            let toViewController = transitionContext.viewController(forKey: .to)
            let containerView = transitionContext.containerView

            // 需要关注一下from/to和presented/presenting的关系
            // For a Presentation:
            //      fromView = The presenting view.
            //      toView   = The presented view.
            // For a Dismissal:
            //      fromView = The presented view.
            //      toView   = The presenting view.

            var fromView = fromViewController?.view
            var toView = toViewController?.view

            // iOS8引入了viewForKey方法，尽可能使用这个方法而不是直接访问controller的view属性
            // 比如在form sheet样式中，我们为presentedViewController的view添加阴影或其他decoration，animator会对整个decoration view
            // 添加动画效果，而此时presentedViewController的view只是decoration view的一个子视图
            fromView = transitionContext.view(forKey: .from)
            toView = transitionContext.view(forKey: .to)

            // 我们让toview的origin.y在屏幕的一半处，这样它从屏幕的中间位置弹起而不是从屏幕底部弹起，弹起过程中逐渐变为不透明
            toView?.frame = CGRect(x: fromView!.frame.origin.x, y: fromView!.frame.maxY / 2, width: fromView!.frame.width, height: fromView!.frame.height)
            toView?.alpha = 0.0

            // 在present和，dismiss时，必须将toview添加到视图层次中
            containerView.addSubview(toView!)

            let transitionDuration = self.transitionDuration(using: transitionContext)
            // 使用spring动画，有弹簧效果，动画结束后一定要调用completeTransition方法
            UIView.animate(withDuration: transitionDuration, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0, options: .curveLinear, animations: { () -> Void in
                toView!.alpha = 1.0     // 逐渐变为不透明
                toView?.frame = transitionContext.finalFrame(for: toViewController!)    // 移动到指定位置
            }) { (finished: Bool) -> Void in
                let wasCancelled = transitionContext.transitionWasCancelled
                transitionContext.completeTransition(!wasCancelled)
            }
        }
    }
}

/// Seed 001 (Shrikar Archak): `PhotoListController`'s transition code (the table view parts are
/// replaced by a method taking the selected row's rect) and `DetailViewController`.
enum Seed001 {
    @MainActor
    class PhotoListController: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        var isPresenting: Bool!
        var point: CGPoint!
        let animationDuration = 0.3
        var presentedDetail: DetailViewController?

        func didSelectRow(at currRect: CGRect) {
            let dvc = DetailViewController(nibName: "DetailViewController", bundle: nil)
            dvc.transitioningDelegate = self
            dvc.modalPresentationStyle = UIModalPresentationStyle.custom
            self.point = CGPoint(x: currRect.midX, y: currRect.midY)
            self.present(dvc, animated: true, completion: nil)
            presentedDetail = dvc
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            isPresenting = true
            return self
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            isPresenting = false;
            return self
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return animationDuration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let containerView = transitionContext.containerView;
            let fromViewController = transitionContext.viewController(forKey: .from)
            let toViewController = transitionContext.viewController(forKey: .to)
            toViewController!.view.frame = fromViewController!.view.frame
            if(self.isPresenting == true) {
                toViewController!.view.alpha = 0;
                toViewController!.view.transform = CGAffineTransform(scaleX: 0, y: 0);

                UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.3, options: [], animations: { () -> Void in
                    toViewController!.view.alpha = 1;
                    toViewController!.view.transform = CGAffineTransform(scaleX: 1, y: 1);
                    containerView.addSubview(toViewController!.view)
                }, completion: { (completed) -> Void in
                    transitionContext.completeTransition(completed)
                })

            } else {
                UIView.animate(withDuration: animationDuration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.3, options: [], animations: { () -> Void in
                    fromViewController!.view.alpha = 0;
                    fromViewController!.view.transform = CGAffineTransform(scaleX: 0.001, y: 0.0001);
                }, completion: { (completed) -> Void in
                    fromViewController?.view.removeFromSuperview()
                    transitionContext.completeTransition(completed)

                })
            }
        }
    }

    @MainActor
    class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Detail"
            view.backgroundColor = .black
            // The seed adds a UIPanGestureRecognizer here (part two of the catalog).
        }

        func handlePanEnded() {
            self.dismiss(animated: true, completion: nil)
        }
    }
}

/// Seed 002 (Kodeco): `PresentTransition`. Its visible lines as printed; the animation set-up is
/// scrambled in the seed and reconstructed here (the book's, as far as it can be read:
/// scale 1.33 + 200 pt down, alpha 0, two animation blocks with delay factors).
enum Seed002 {
    @MainActor
    class PresentTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
        var auxAnimations: (() -> Void)?
        var context: UIViewControllerContextTransitioning?
        var animator: UIViewPropertyAnimator?

        func transitionDuration(
            using transitionContext: UIViewControllerContextTransitioning?
        ) -> TimeInterval {
            return 0.75
        }

        func animateTransition(
            using transitionContext: UIViewControllerContextTransitioning
        ) {
            transitionAnimator(using: transitionContext).startAnimation()
        }

        func transitionAnimator(using transitionContext:
            UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            let duration = transitionDuration(using: transitionContext)
            let container = transitionContext.containerView
            guard let toView = transitionContext.view(forKey: .to) else {
                return UIViewPropertyAnimator()
            }
            container.addSubview(toView)

            toView.transform = CGAffineTransform(scaleX: 1.33, y: 1.33)
                .concatenating(CGAffineTransform(translationX: 0.0, y: 200))
            toView.alpha = 0
            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
            animator.addAnimations({
                toView.transform = CGAffineTransform(translationX: 0.0, y: 100)
            }, delayFactor: 0.15)
            animator.addAnimations({
                toView.alpha = 1.0
            }, delayFactor: 0.5)
            animator.addCompletion { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            if let auxAnimations = auxAnimations {
                animator.addAnimations(auxAnimations)
            }
            self.animator = animator
            self.context = transitionContext
            animator.addCompletion { [unowned self] _ in
                self.animator = nil
                self.context = nil
            }
            animator.isUserInteractionEnabled = true
            return animator
        }

        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            return animator ?? transitionAnimator(using: transitionContext)
        }

        func interruptTransition() {
            guard let context = context else { return }
            context.pauseInteractiveTransition()
            pause()
        }
    }

    @MainActor
    class LockScreenViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let presentTransition = PresentTransition()
        let blurView = UIVisualEffectView(effect: nil)
        var isDragging = false

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Lock"
            view.addSubview(blurView)
        }

        func presentSettings(_ settings: UIViewController) {
            presentTransition.auxAnimations = { self.blurView.effect = UIBlurEffect(style: .dark) }
            presentTransition.wantsInteractiveStart = isDragging
            settings.transitioningDelegate = self
            settings.modalPresentationStyle = .overFullScreen
            present(settings, animated: true, completion: nil)
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return presentTransition
        }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            return presentTransition
        }
    }
}

/// Seed 003 (the workshop video, Objective-C): the view controller as transitioning delegate and
/// animator, before the interactor refactor, in Swift.
enum Seed003 {
    @MainActor
    class ViewController: UIViewController, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        var transitionContext: UIViewControllerContextTransitioning?
        var modalCollapsedFrame = CGRect.zero
        var modalExpandedFrame = CGRect.zero
        var button: UIView!
        var isPresenting = false

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "A"
            // 150 pt square, 30 pt from the top and right (the seed's Auto Layout constraints).
            let button = UIView(frame: CGRect(x: view.bounds.width - 30 - 150, y: 30, width: 150, height: 150))
            button.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            view.addSubview(button)
            self.button = button
        }

        func presentModal() {
            let modal = NamedViewController("Modal")
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = self
            isPresenting = true
            present(modal, animated: true) {
                self.isPresenting = false
            }
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return self
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return self
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            self.transitionContext = transitionContext
            let fromView = transitionContext.view(forKey: .from)
            let toView = transitionContext.view(forKey: .to)
            modalCollapsedFrame = button.frame
            modalExpandedFrame = transitionContext.containerView.bounds
            var modalView: UIView
            var destinationFrame: CGRect
            if isPresenting {
                modalView = toView!
                destinationFrame = modalExpandedFrame
                transitionContext.containerView.addSubview(modalView)
                modalView.frame = modalCollapsedFrame
                modalView.layoutIfNeeded()
            } else {
                modalView = fromView!
                destinationFrame = modalCollapsedFrame
            }
            animate(withModalView: modalView, destinationFrame: destinationFrame)
        }

        func animate(withModalView modalView: UIView, destinationFrame: CGRect) {
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
                modalView.frame = destinationFrame
                modalView.layoutIfNeeded()
            }, completion: { finished in
                self.transitionContext?.completeTransition(true)
            })
        }
    }
}
