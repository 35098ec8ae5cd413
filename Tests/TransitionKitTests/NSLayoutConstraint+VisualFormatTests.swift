import Foundation
import Testing
import TransitionKitTestSupport
import TransitionKit

/// The visual format language (Apple: "NSLayoutConstraint.constraints(withVisualFormat:options:
/// metrics:views:)" and the Auto Layout Guide's "Visual Format Language"): the constraints a format
/// makes, how they are written, the frames they solve to, and formats UIKit would reject.
@Suite("NSLayoutConstraint+VisualFormat")
@MainActor
struct NSLayoutConstraintVisualFormatTests {
    /// A 400 x 300 window with a container filling it and two constrainable children.
    private func makeViews() -> (UIWindow, UIView, UIView, UIView) {
        let (window, _) = makeTestWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let first = UIView(), second = UIView()
        for view in [first, second] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        return (window, container, first, second)
    }

    @Test("A row with standard spacings and equal widths: 20 pt to the edges, 8 pt between the views")
    func rowWithStandardSpacings() {
        let (window, container, first, second) = makeViews()
        let views = ["first": first, "second": second]
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[first]-[second(==first)]-|", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[first(40)]", metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|[second(40)]", metrics: nil, views: views)
        #expect(made.count == 8)
        #expect(made.allSatisfy { !$0.isActive }, "UIKit returns the constraints inactive")
        NSLayoutConstraint.activate(made)
        window.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 20, y: 0, width: 176, height: 40))
        #expect(second.frame == CGRect(x: 204, y: 0, width: 176, height: 40))
        #expect(container.constraints.count == 6 && first.constraints.count == 1, "sizes are installed on the view itself")
    }

    @Test("Gaps are written as UIKit writes them: the later item first, the earlier one second")
    func gapsWrittenLaterItemFirst() {
        let (_, container, first, second) = makeViews()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|-12-[first]-30-[second]|", metrics: nil,
                                                  views: ["first": first, "second": second])
        #expect(made.count == 3)
        let between = made[0], leadingEdge = made[1], trailingEdge = made[2]
        #expect(between.firstItem === second && between.firstAttribute == .leading)
        #expect(between.secondItem === first && between.secondAttribute == .trailing && between.constant == 30)
        #expect(leadingEdge.firstItem === first && leadingEdge.firstAttribute == .leading)
        #expect(leadingEdge.secondItem === container && leadingEdge.constant == 12)
        #expect(trailingEdge.firstItem === container && trailingEdge.firstAttribute == .trailing)
        #expect(trailingEdge.secondItem === second && trailingEdge.constant == 0, "`]|` touches the edge")
    }

    @Test("Predicates: relations, metrics, priorities and view-to-view sizes")
    func predicates() {
        let (_, _, first, second) = makeViews()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[first(>=minimum@750,<=300)]-(>=gap)-[second(==first)]",
                                                  metrics: ["minimum": 50, "gap": 10.5],
                                                  views: ["first": first, "second": second])
        #expect(made.count == 4)
        #expect(made[0].firstAttribute == .width && made[0].relation == .greaterThanOrEqual)
        #expect(made[0].constant == 50 && made[0].priority == UILayoutPriority(750) && made[0].secondItem == nil)
        #expect(made[1].relation == .lessThanOrEqual && made[1].constant == 300 && made[1].priority == .required)
        #expect(made[2].firstItem === second && made[2].secondItem === first && made[2].secondAttribute == .width)
        #expect(made[3].relation == .greaterThanOrEqual && made[3].constant == 10.5)
    }

    @Test("Alignment options align each view with the one before it, across the format's axis")
    func alignmentOptions() {
        let (window, _, first, second) = makeViews()
        let views = ["first": first, "second": second]
        let row = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[first(100)]-[second(50)]", options: [.alignAllCenterY],
                                                 metrics: nil, views: views)
        let alignment = row.filter { $0.firstAttribute == .centerY }
        #expect(alignment.count == 1 && alignment[0].firstItem === first && alignment[0].secondItem === second)
        NSLayoutConstraint.activate(row + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[first(60)]", metrics: nil, views: views)
                                    + [second.heightAnchor.constraint(equalToConstant: 20)])
        window.layoutIfNeeded()
        #expect(second.frame == CGRect(x: 118, y: 60, width: 50, height: 20))
    }

    @Test("Directions: left-to-right uses left and right; right-to-left runs from the right edge")
    func directions() {
        let (window, _, first, second) = makeViews()
        let views = ["first": first, "second": second]
        let leftToRight = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[first]", options: .directionLeftToRight,
                                                         metrics: nil, views: views)
        #expect(leftToRight.map(\.firstAttribute) == [.left])
        let rightToLeft = NSLayoutConstraint.constraints(withVisualFormat: "H:|-10-[first(100)]-5-[second(50)]",
                                                         options: .directionRightToLeft, metrics: nil, views: views)
        NSLayoutConstraint.activate(rightToLeft + [first.topAnchor.constraint(equalTo: first.superview!.topAnchor),
                                                   second.topAnchor.constraint(equalTo: first.topAnchor),
                                                   first.heightAnchor.constraint(equalToConstant: 10),
                                                   second.heightAnchor.constraint(equalToConstant: 10)])
        window.layoutIfNeeded()
        #expect(first.frame.origin.x == 290, "the first view is 10 pt from the right edge")
        #expect(second.frame.origin.x == 235, "the second is 5 pt to its left")
    }

    @Test("A vertical format with spacingBaselineToBaseline spaces from last baseline to first baseline")
    func baselineSpacing() {
        let (_, _, first, second) = makeViews()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "V:[first]-[second]", options: .spacingBaselineToBaseline,
                                                  metrics: nil, views: ["first": first, "second": second])
        #expect(made.count == 1)
        #expect(made[0].firstAttribute == .firstBaseline && made[0].secondAttribute == .lastBaseline && made[0].constant == 8)
    }

    @Test("Formats UIKit rejects make no constraints and report layout.invalidVisualFormat, with the place")
    func rejectedFormats() {
        let (window, _, first, second) = makeViews()
        let views: [String: Any] = ["first": first, "second": second, "text": "not a view"]
        let bad: [(String, NSLayoutConstraint.FormatOptions, [String: Any]?)] = [
            ("H:|-[first", [], nil),                       // unclosed view
            ("H:|-[missing]", [], nil),                    // not in the views dictionary
            ("H:|-gap-[first]", [], nil),                  // unknown metric
            ("H:[first(==50@2000)]", [], nil),             // priority outside 1...1000
            ("H:[first]-[second]", [.alignAllLeft], nil),  // alignment along the format's own axis
            ("H:[text]", [], nil),                         // not a view
            ("H:[first(gap)]", [], ["gap": "wide"]),      // a metric that is not a number
            ("H:[first]|x", [], nil),                      // text after the superview
        ]
        for (format, options, metrics) in bad {
            let before = window.diagnostics.count
            let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            #expect(made.isEmpty, "\(format)")
            #expect(window.diagnostics.count == before + 1 && window.diagnostics.last?.code == .invalidVisualFormat, "\(format)")
        }
        #expect(window.diagnostics.first?.message.contains("H:|-[first\n") == true, "the message quotes the format")
    }

    @Test("'|' for a view with no superview is refused")
    func edgeWithoutSuperview() {
        let loose = UIView()
        let made = NSLayoutConstraint.constraints(withVisualFormat: "|[loose]|", metrics: nil, views: ["loose": loose])
        #expect(made.isEmpty)
    }
}
