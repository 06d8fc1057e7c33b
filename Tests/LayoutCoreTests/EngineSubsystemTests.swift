import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// Long chains solved link by link: a column of labels held to each other by anchors, laid out and
/// edited, against the same column built afresh (the engine solves each label on its own while the
/// column is indifferent to its height, and the two must agree frame by frame).
final class EngineSubsystemTests: LeafColumnTestCase {
    private func column(_ texts: [String], width: CGFloat = 200, wraps: Bool = true, tieBreaker: Float? = nil)
        -> (LayoutView, [Label])
    {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        let labels = texts.map { text -> Label in
            let label = Label(text: text)
            label.numberOfLines = wraps ? 0 : 1
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            return label
        }
        var constraints: [LayoutConstraint] = []
        for (index, label) in labels.enumerated() {
            let above = index == 0 ? root.topAnchor : labels[index - 1].bottomAnchor
            constraints += [
                label.topAnchor.constraint(equalTo: above, constant: 4),
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            ]
            if let tieBreaker, index > 0 {
                // A stack's tie-breaker by index: each top pulled weakly towards the column's top.
                let pull = label.topAnchor.constraint(lessThanOrEqualTo: root.topAnchor)
                pull.priority = LayoutPriority(tieBreaker)
                constraints.append(pull)
            }
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, labels)
    }

    func testAColumnOfLabelsIsSolvedLabelByLabelAndEditsMatchAFreshLayout() {
        let (root, labels) = column(texts(40))
        let engine = try! XCTUnwrap(root.existingEngine)
        let held = engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count
        XCTAssertEqual(held, 40, "every label hands its height up")
        var y: CGFloat = 0
        for label in labels {
            y += 4
            XCTAssertEqual(label.frame.minY, y, accuracy: 0.5)
            XCTAssertEqual(label.frame.width, 184)
            y += label.frame.height
        }
        // A label in the middle wraps over several lines: every label below moves, as in a fresh column.
        labels[20].text = texts(40, changing: 20)[20]
        root.layoutIfNeeded()
        let (fresh, freshLabels) = column(texts(40, changing: 20))
        XCTAssertGreaterThan(labels[20].frame.height, labels[19].frame.height * 1.5)
        for (label, expected) in zip(labels, freshLabels) { XCTAssertEqual(label.frame, expected.frame) }
        withExtendedLifetime(fresh) {}
        // And as the shared system lays it out (no label solved on its own).
        let threshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = Int.max
        let (shared, sharedLabels) = column(texts(40, changing: 20))
        LayoutEngine.subsystemSiblingThreshold = threshold
        XCTAssertTrue(try! XCTUnwrap(shared.existingEngine).subsystems.isEmpty)
        for (label, expected) in zip(labels, sharedLabels) { XCTAssertEqual(label.frame, expected.frame) }
        // A narrower column: the widths come down from the column, the heights go back up.
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 600)
        root.layoutIfNeeded()
        let (narrow, narrowLabels) = column(texts(40, changing: 20), width: 120)
        for (label, expected) in zip(labels, narrowLabels) { XCTAssertEqual(label.frame, expected.frame) }
        withExtendedLifetime(narrow) {}
    }

    /// A stack's column: every label's top pulled towards the column's top at priority 1, a constraint
    /// across the column that reads every label's height. The labels fix their heights at 250 and
    /// above (hugging, compression resistance), so the pull cannot change them: each label is still
    /// solved on its own, and edits give the shared system's frames. (Pulls strong enough to change
    /// heights are in the random columns of EngineSubsystemLevelTests, against the model.)
    func testTieBreakingPullsBelowTheLabelsLevelsKeepThemOnTheirOwn() {
        let (root, labels) = column(texts(40), tieBreaker: 1)
        let engine = try! XCTUnwrap(root.existingEngine)
        XCTAssertEqual(engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count, 40)
        labels[10].text = texts(40, changing: 10)[10]
        labels[30].text = "Short"
        root.layoutIfNeeded()
        XCTAssertEqual(engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count, 40)
        let threshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = Int.max
        var edited = texts(40, changing: 10)
        edited[30] = "Short"
        let (shared, sharedLabels) = column(edited, tieBreaker: 1)
        LayoutEngine.subsystemSiblingThreshold = threshold
        XCTAssertTrue(try! XCTUnwrap(shared.existingEngine).subsystems.isEmpty)
        for (label, expected) in zip(labels, sharedLabels) { XCTAssertEqual(label.frame, expected.frame) }

        withExtendedLifetime(shared) {}
    }

    /// A column whose content must be at least some height (as a scroll view's content is at least its
    /// frame): a required inequality that reads every label's height. While it holds with room to
    /// spare the labels stay on their own; when it comes to its bound (the filler below the labels
    /// stretches) the checks run again, and the frames are the shared system's throughout.
    func testARequiredInequalityWithRoomKeepsLabelsOnTheirOwnUntilItBinds() {
        func build(minimum: CGFloat, shared: Bool) -> (LayoutView, [LayoutView], LayoutConstraint) {
            let threshold = LayoutEngine.subsystemSiblingThreshold
            if shared { LayoutEngine.subsystemSiblingThreshold = Int.max }
            defer { LayoutEngine.subsystemSiblingThreshold = threshold }
            let (root, labels) = column(texts(40), wraps: false)
            let filler = LayoutView()
            filler.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(filler)
            let lowest = filler.heightAnchor.constraint(equalToConstant: 0)
            lowest.priority = LayoutPriority(1)
            let minimumHeight = filler.bottomAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: minimum)
            LayoutConstraint.activate([
                filler.topAnchor.constraint(equalTo: labels[39].bottomAnchor),
                filler.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                filler.widthAnchor.constraint(equalToConstant: 10),
                filler.heightAnchor.constraint(greaterThanOrEqualToConstant: 0), lowest, minimumHeight,
            ])
            root.layoutIfNeeded()
            return (root, labels + [filler], minimumHeight)
        }
        let (root, views, minimumHeight) = build(minimum: 100, shared: false)
        let engine = try! XCTUnwrap(root.existingEngine)
        // The labels and the filler (fixed at its weak pull's level, below which nothing reads it).
        XCTAssertEqual(engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count, 41)
        let (shared, sharedViews, _) = build(minimum: 100, shared: true)
        for (view, expected) in zip(views, sharedViews) { XCTAssertEqual(view.frame, expected.frame) }
        // The content must now reach 2,000: the filler stretches.
        minimumHeight.constant = 2000
        root.layoutIfNeeded()
        let (tall, tallViews, _) = build(minimum: 2000, shared: true)
        XCTAssertEqual(views[40].frame.maxY, 2000, accuracy: 0.5)
        for (view, expected) in zip(views, tallViews) { XCTAssertEqual(view.frame, expected.frame) }
        // And back.
        minimumHeight.constant = 100
        root.layoutIfNeeded()
        for (view, expected) in zip(views, sharedViews) { XCTAssertEqual(view.frame, expected.frame) }
        withExtendedLifetime((shared, tall)) {}
    }
}
