import TransitionKit   // on iOS: import UIKit

/// A card that turns and breathes, stepped by a display link from its timestamps.
final class PulseViewController: UIViewController {
    private let card = UIView()
    private let counter = UILabel()
    private var displayLink: CADisplayLink?
    private var startTime: CFTimeInterval = 0
    private var frames = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pulse"
        view.backgroundColor = .systemBackground
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 28
        card.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
        view.addSubview(card)
        counter.textColor = .secondaryLabel
        counter.font = .systemFont(ofSize: 17)
        counter.textAlignment = .center
        view.addSubview(counter)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        counter.frame = CGRect(x: 0, y: view.bounds.midY + 130, width: view.bounds.width, height: 24)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        startTime = CACurrentMediaTime()
        // On iOS: CADisplayLink(target: self, selector: #selector(step(_:)))
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        displayLink?.invalidate()
        displayLink = nil
    }

    private func step(_ link: CADisplayLink) {
        frames += 1
        let elapsed = CGFloat(link.targetTimestamp - startTime)
        let breath = 1 + 0.12 * sin(elapsed * 2 * .pi)
        card.transform = CGAffineTransform(rotationAngle: elapsed * .pi / 4).scaledBy(x: breath, y: breath)
        counter.text = "frame \(frames) · \(Int((1 / link.duration).rounded())) fps"
    }
}
