import Foundation
import LayoutTestSupport
import XCTest

@testable import LayoutCore

/// Which views of a long column are solved on their own: a label between two spacer guides (FixFlex's
/// spacers are guides) still decides its own height, as in a column of anchors, and the frames are the
/// shared system's; a label whose width is tied to its neighbour's is not chosen.
final class EngineSubsystemChoiceTests: LeafColumnTestCase {
    /// A column of labels under `root`'s top, each after a spacer guide 4 tall; the labels' sides on
    /// the root's layout margins.
    private func column(_ texts: [String]) -> (LayoutView, [Label]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        root.layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        var constraints: [LayoutConstraint] = []
        var above = root.topAnchor
        var labels: [Label] = []
        for text in texts {
            let label = Label(text: text)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let spacer = LayoutGuide()
            root.addLayoutGuide(spacer)
            constraints += [
                spacer.topAnchor.constraint(equalTo: above), spacer.heightAnchor.constraint(equalToConstant: 4),
                label.topAnchor.constraint(equalTo: spacer.bottomAnchor),
                label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            ]
            above = label.bottomAnchor
            labels.append(label)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        return (root, labels)
    }

    func testLabelsBetweenSpacerGuidesHandTheirHeightsUpAndMatchTheSharedSystem() {
        let (root, labels) = column(texts(40))
        let engine = try! XCTUnwrap(root.existingEngine)
        // (Counted as tied to the root, the spacers made each label's height the root's to decide: no
        // size held, the column back in the shared system, its rows as long as the column.)
        XCTAssertEqual(
            engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count, 40, "every label hands its height up"
        )
        var y: CGFloat = 0
        for label in labels {
            y += 4
            XCTAssertEqual(label.frame.minY, y, accuracy: 0.5)
            XCTAssertEqual(label.frame.minX, 8)
            XCTAssertEqual(label.frame.width, 184)
            y += label.frame.height
        }
        labels[20].text = texts(40, changing: 20)[20]
        root.layoutIfNeeded()
        XCTAssertGreaterThan(labels[20].frame.height, labels[19].frame.height * 1.5)
        XCTAssertEqual(engine.subsystems.values.filter { !$0.heldConstraints.isEmpty }.count, 40)
        // The same column in the shared system (no label solved on its own).
        let threshold = LayoutEngine.subsystemSiblingThreshold
        LayoutEngine.subsystemSiblingThreshold = Int.max
        let (shared, sharedLabels) = column(texts(40, changing: 20))
        LayoutEngine.subsystemSiblingThreshold = threshold
        XCTAssertTrue(try! XCTUnwrap(shared.existingEngine).subsystems.isEmpty)
        for (label, expected) in zip(labels, sharedLabels) { XCTAssertEqual(label.frame, expected.frame) }
    }

    /// A long column whose labels have equal widths (Stevia's `equal(widths:)`, a stack's fill-equally
    /// links): no label decides its width alone, so none is solved on its own.
    func testLabelsWithEqualWidthsAreNotChosenOnlyToBeDissolved() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 900))
        var constraints: [LayoutConstraint] = []
        var labels: [Label] = []
        for index in 0..<40 {
            let label = Label(text: index == 25 ? "The widest label of all" : "Label \(index)")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
            if let above = labels.last {
                constraints.append(label.topAnchor.constraint(equalTo: above.bottomAnchor, constant: 2))
                constraints.append(label.widthAnchor.constraint(equalTo: above.widthAnchor))
            } else {
                constraints.append(label.topAnchor.constraint(equalTo: root.topAnchor))
            }
            labels.append(label)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        let engine = try! XCTUnwrap(root.existingEngine)
        // (Chosen, each label's held width refused an equal-width constraint and sent it back to the
        // shared system, re-solving the column once a label: 40 dissolutions.)
        XCTAssertEqual(engine.dissolutionCount, 0)
        XCTAssertTrue(engine.subsystems.isEmpty)
        let widest = labels[25].intrinsicContentSize.width
        var y: CGFloat = 0
        for label in labels {
            XCTAssertEqual(
                label.frame.width, widest, "compression resistance beats hugging: every label as wide as the widest")
            XCTAssertEqual(label.frame.minX, 8)
            XCTAssertEqual(label.frame.minY, y, accuracy: 0.5)
            y = label.frame.maxY + 2
        }
    }
}
