import Foundation
import LayoutCore
import LayoutTestSupport
import XCTest

/// Random edits laid out incrementally must give exactly the frames of the same state built from scratch.
final class IncrementalLayoutTests: XCTestCase {
    /// The state a tree is built from.
    private struct State {
        var gaps: [CGFloat]
        var texts: [String]
        var boxOrigins: [CGPoint]
        var widths: [CGFloat]
    }

    private struct Tree {
        let root: LayoutView
        let gaps: [LayoutConstraint]
        let labels: [Label]
        let boxes: [LayoutView]
        let widths: [LayoutConstraint]
    }

    private func build(_ state: State) -> Tree {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.identifier = "root"
        var gaps: [LayoutConstraint] = []
        var labels: [Label] = []
        var boxes: [LayoutView] = []
        var widths: [LayoutConstraint] = []
        for index in 0..<3 {
            // A box positioned by hand (as a flex or table view would), holding constrained content.
            let box = LayoutView(frame: CGRect(origin: state.boxOrigins[index], size: CGSize(width: 200, height: 100)))
            box.identifier = "box\(index)"
            root.addSubview(box)
            boxes.append(box)
            let label = Label(text: state.texts[index])
            label.identifier = "label\(index)"
            label.numberOfLines = 0
            let badge = LayoutView()
            badge.identifier = "badge\(index)"
            for view in [label, badge] {
                box.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            let gap = label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: state.gaps[index])
            let width = badge.widthAnchor.constraint(equalToConstant: state.widths[index])
            LayoutConstraint.activate([
                gap, label.topAnchor.constraint(equalTo: box.topAnchor, constant: 3),
                label.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -4),
                badge.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -2.5), width,
                badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
                badge.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ])
            gaps.append(gap)
            labels.append(label)
            widths.append(width)
        }
        return Tree(root: root, gaps: gaps, labels: labels, boxes: boxes, widths: widths)
    }

    func testRandomEditsMatchAFreshLayout() {
        var generator = SeededRandom(seed: 7)
        let words = ["alpha", "beta", "gamma delta", "epsilon zeta eta theta", "iota", "kappa lambda mu nu xi omicron"]
        var state = State(
            gaps: [8, 8, 8], texts: ["alpha", "beta", "gamma"],
            boxOrigins: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 110), CGPoint(x: 20, y: 220)],
            widths: [20, 20, 20])
        let tree = build(state)
        tree.root.layoutIfNeeded()
        for round in 0..<120 {
            let index = Int(generator.next() % 3)
            switch generator.next() % 4 {
            case 0:
                state.gaps[index] = CGFloat(generator.next() % 40) / 3
                tree.gaps[index].constant = state.gaps[index]
            case 1:
                state.texts[index] = words[Int(generator.next() % UInt64(words.count))]
                tree.labels[index].text = state.texts[index]
            case 2:
                let x: CGFloat = CGFloat(generator.next() % 50) / 7
                let y: CGFloat = CGFloat(100 * index) + CGFloat(generator.next() % 30) / 7
                state.boxOrigins[index] = CGPoint(x: x, y: y)
                tree.boxes[index].frame.origin = state.boxOrigins[index]
            default:
                let step: UInt64 = generator.next() % 30
                state.widths[index] = CGFloat(10 + step)
                tree.widths[index].constant = state.widths[index]
            }
            tree.root.layoutIfNeeded()
            let fresh = build(state)
            fresh.root.layoutIfNeeded()
            XCTAssertEqual(tree.root.hierarchyDescription(), fresh.root.hierarchyDescription(), "round \(round)")
        }
    }
}
